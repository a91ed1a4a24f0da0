/// A save that names an `id` means "update this record of mine". Ids are assigned by liblift when
/// a record is created (a save without an id), so an id the signed-in owner does not have is
/// not_found: another account's record answers exactly as one that never existed, and a save can
/// never plant a record under an id someone else chose.
public enum UpdateByID {
    /// The owner's record with `id`, or nil when no id was given; not_found (path `<path>.id`) otherwise.
    public static func existing<T>(_ id: RecordID?, kind: String, path: String,
                                   _ read: (RecordID) throws -> T?) throws -> T? {
        guard let id else { return nil }
        guard let record = try read(id) else { throw LiftError.notFound(kind, id: id.text, path: "\(path).id") }
        return record
    }
}
