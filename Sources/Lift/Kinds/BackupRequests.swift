import LiftCore
import LiftCrypto
import LiftJSON

/// kind "backup" (docs/SYNC.md, "Backup and restore"): load writes the account's whole change
/// feed as one document (inline, or to a host-given `path`; sealed with a `passphrase`), save
/// restores one by applying it as a batch of changes.
enum BackupRequests {
    static let maxPassphraseBytes = 1024

    static let kind = Kind(
        name: "backup",
        save: { o in
            let passphrase = try o.optionalSecret("passphrase", maxBytes: maxPassphraseBytes, Secret.taking)
            let file = try path(&o)
            let data = try o.optionalString("data", maxLength: JSONLimits.maxBulkPayloadBytes, text: .any)
            var inline = try o.optionalObject("backup")
            guard [file != nil, data != nil, inline != nil].filter({ $0 }).count == 1 else {
                throw LiftError.invalid("backup", "give one of backup (the document), data (a sealed backup, base64) or path",
                                        code: "required_field")
            }
            let given: [SyncChange]? = try inline.map { o in
                if passphrase != nil { throw LiftError.invalid("passphrase", "the backup document is not sealed", code: "backup_not_sealed") }
                var o = o
                return try BackupJSON.changes(&o)
            }
            let source: BackupStreams.Source? = try file.map { .file($0) } ?? data.map { text in
                guard let bytes = Base64.decode(text) else { throw LiftError.invalid("data", "is not base64", code: "invalid_value") }
                return .bytes(bytes)
            }
            return { ctx, out in
                let changes = try given ?? source.map { try read($0, passphrase: passphrase, ctx.backups) } ?? []
                let result = try RestoreBackup(log: ctx.syncLog, kinds: ctx.syncKinds)(changes, path: Location("backup").key("changes"))
                out.setObject("backup") { w in
                    w.set("changes", changes.count)
                    SyncResultJSON.write(result, to: w)
                }
            }
        },
        maxPayloadBytes: JSONLimits.maxBulkPayloadBytes,
        streamed: [.load: { o in
            let passphrase = try o.optionalSecret("passphrase", maxBytes: maxPassphraseBytes, Secret.taking)
            let file = try path(&o)
            return { ctx, out in
                let feed = LoadBackup(log: ctx.syncLog, kinds: ctx.syncKinds)
                let created = ctx.currentDate()
                guard file != nil || passphrase != nil else {
                    try out.setObject("backup") { try BackupJSON.write(feed, created: created, to: $0, flush: {}) }
                    return
                }
                var count = 0
                let written = try ctx.backups.write(to: file, passphrase: passphrase) { output in
                    let doc = JSONStreamDocument(output: output)
                    count = try BackupJSON.write(feed, created: created, to: doc.object, flush: doc.flushIfFull)
                    try doc.finish()
                }
                out.setObject("backup") { b in
                    if let file { b.set("path", file) }
                    if let bytes = written.bytes { b.set("data", Base64.encode(bytes)) }
                    b.set("sealed", written.sealed)
                    b.set("bytes", written.byteCount)
                    b.set("changes", count)
                }
            }
        }],
        // Settling local edits into the feed writes (as a load of changes does).
        transactions: [.load: .write],
        loadWrites: true)

    private static func path(_ o: inout JSONObjectReader) throws -> String? {
        let file = try o.optionalString("path", maxLength: 4096)
        if file?.isEmpty == true { throw LiftError.invalid("path", "is empty") }
        return file
    }

    /// A backup file or sealed data: a document that does not read is a damaged backup here
    /// (the request itself was well formed).
    private static func read(_ source: BackupStreams.Source, passphrase: SecretBytes?, _ streams: BackupStreams) throws -> [SyncChange] {
        try streams.read(source, passphrase: passphrase) { input in
            do {
                // The reader borrows the parsed tree: the request must outlive it.
                let document = try JSONRequest(reading: input, maxBytes: BackupJSON.maxDocumentBytes)
                return try withExtendedLifetime(document) {
                    var o = document.object
                    return try BackupJSON.changes(&o)
                }
            } catch let e as LiftError where e.status == .invalidRequest {
                throw BackupRefusal.damaged(e.wireMessage)
            }
        }
    }
}
