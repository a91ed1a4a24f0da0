import LiftCore

/// A backup as one JSON document (docs/SYNC.md, "Backup and restore"):
/// `{"format":"liblift-backup","version":1,"site","created","changes":[CHANGE...],"count"}`,
/// each change as the feed writes it. `count` comes last, so a writer streams the changes first;
/// a reader checks it against the changes it found.
public enum BackupJSON {
    public static let format = "liblift-backup"
    public static let version = 1
    /// A restored document may be this large (a file or what a sealed one opens to).
    public static let maxDocumentBytes = 1 << 30
    public static let maxChanges = 10_000_000

    /// Writes the document's members into `o` (a response's object or a document's root), calling
    /// `flush` after each change so a streamed document passes to its output in pieces.
    @discardableResult
    public static func write(_ feed: LoadBackup, created: Timestamp, to o: JSONStreamObject, flush: () throws -> Void) throws -> Int {
        let site = try feed.site()
        o.set("format", format)
        o.set("version", version)
        o.set("site", site)
        o.set("created", WireTime.format(created))
        var count = 0
        try o.setArray("changes") { a in
            count = try feed.pages { page in
                for c in page {
                    a.appendObject { SyncJSON.write(c, to: $0) }
                    try flush()
                }
            }
        }
        o.set("count", count)
        return count
    }

    /// The changes of a document, its format and version checked first: another document is
    /// `damaged_backup`, a later version `unsupported_backup_version`.
    public static func changes(_ o: inout JSONObjectReader) throws -> [SyncChange] {
        guard (try? o.optionalString("format", maxLength: 64)) == format else {
            throw BackupRefusal.damaged("not a liblift backup (its format is not \"\(format)\")")
        }
        let v = try o.int("version", in: 1...Int64(Int32.max))
        guard v == Int64(version) else { throw BackupRefusal.unsupportedVersion(Int(v)) }
        _ = try o.optionalString("site", maxLength: 64)
        _ = try o.optionalString("created", maxLength: 64)
        let changes = try o.array("changes", max: maxChanges).map(SyncJSON.change)
        let count = try o.int("count", in: 0...Int64(maxChanges))
        guard count == Int64(changes.count) else {
            throw BackupRefusal.damaged("it holds \(changes.count) changes where it says \(count)")
        }
        try o.finish()
        return changes
    }
}
