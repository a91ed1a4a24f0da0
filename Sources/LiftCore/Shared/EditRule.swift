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
    public static func once(_ id: RecordID?, _ seen: inout Set<RecordID>, path: @autoclosure () -> Location) throws {
        guard let id, !seen.insert(id).inserted else { return }
        throw LiftError.invalid(path().key("id"), "this id is used twice in the request")
    }

    /// `null` sent for a field a record cannot be without.
    public static func cannotClear(_ path: Location) -> LiftError {
        LiftError.invalid(path, "is required: null cannot clear it", code: "required_field")
    }
}
