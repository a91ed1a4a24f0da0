/// One field of a save: absent (`keep`), JSON `null` (`clear`) or a value (`set`). A save with an
/// id the caller has merges these into the stored record; an absent field must not reset what the
/// user entered earlier, so "not sent" and "sent as null" cannot share one optional.
public enum Edit<Value> {
    case keep
    case clear
    case set(Value)

    /// The value sent, if any.
    public var given: Value? {
        if case .set(let v) = self { return v }
        return nil
    }

    public var isKeep: Bool {
        if case .keep = self { return true }
        return false
    }

    /// An optional field merged into its stored value (nil on a create).
    public func merged(_ old: Value?) -> Value? {
        switch self {
        case .keep: return old
        case .clear: return nil
        case .set(let v): return v
        }
    }

    /// A required field merged into its stored value: a create must send it, and null never clears it.
    public func required(_ old: Value?, path: @autoclosure () -> String) throws -> Value {
        switch self {
        case .set(let v): return v
        case .clear: throw EditRule.cannotClear(path())
        case .keep:
            guard let old else { throw LiftError.invalid(path(), "is required") }
            return old
        }
    }

    /// A list (tags, stops...): given, it replaces the old one as a whole; null empties it.
    public func list<E>(_ old: [E]?) -> [E] where Value == [E] {
        merged(old) ?? []
    }

    public func map<T>(_ transform: (Value) throws -> T) rethrows -> Edit<T> {
        switch self {
        case .keep: return .keep
        case .clear: return .clear
        case .set(let v): return .set(try transform(v))
        }
    }
}

extension Edit: Equatable where Value: Equatable {}
extension Edit: Sendable where Value: Sendable {}

extension Edit {
    /// A plain optional as sent on a create: nil is absent.
    public init(_ value: Value?) { self = value.map { .set($0) } ?? .keep }
}

/// The rule every kind's save follows for its `id` (docs/API.md, "Saving"): the id is looked up
/// first, in the caller's own records only; one the caller has is edited, one it does not have is
/// created under that id (ids made by the app, undo of a remove). Stores are scoped to the owner,
/// so another account's record with the same id is neither read nor touched.
public enum EditRule {
    /// The caller's record with `id`, or nil: a create (with `id` when one was sent).
    public static func existing<T>(_ id: RecordID?, _ read: (RecordID) throws -> T?) rethrows -> T? {
        guard let id else { return nil }
        return try read(id)
    }

    /// Bulk saves check every item before writing any, so an id sent twice would be looked up as
    /// new twice: refused instead of guessing which item wins.
    public static func once(_ id: RecordID?, _ seen: inout Set<RecordID>, path: @autoclosure () -> String) throws {
        guard let id, !seen.insert(id).inserted else { return }
        throw LiftError.invalid("\(path()).id", "this id is used twice in the request")
    }

    /// `null` sent for a field a record cannot be without.
    public static func cannotClear(_ path: String) -> LiftError {
        LiftError.invalid(path, "is required: null cannot clear it", code: "required_field")
    }
}
