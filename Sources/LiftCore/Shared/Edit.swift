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
    public func required(_ old: Value?, path: @autoclosure () -> Location) throws -> Value {
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
}

extension Edit: Equatable where Value: Equatable {}
extension Edit: Sendable where Value: Sendable {}

extension Edit {
    /// A plain optional as sent on a create: nil is absent.
    public init(_ value: Value?) { self = value.map { .set($0) } ?? .keep }
}
