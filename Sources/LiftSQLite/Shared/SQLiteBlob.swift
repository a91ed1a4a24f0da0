import CSQLite
import LiftCore

/// A BLOB read or written in place through SQLite's incremental BLOB I/O: each piece goes
/// straight between the caller's buffer and the store, so a large value is never copied whole
/// into memory first. Close it before the transaction ends.
final class SQLiteBlob: ByteSource {
    private let handle: OpaquePointer
    private let db: OpaquePointer
    let byteCount: Int

    /// `writable`: for `write` (the row's value must already have its final size, e.g. a zeroblob).
    init(_ database: SQLiteDatabase, table: String, column: String, row: Int64, writable: Bool = false) throws {
        var raw: OpaquePointer?
        let rc = sqlite3_blob_open(database.db, "main", table, column, row, writable ? 1 : 0, &raw)
        guard rc == SQLITE_OK, let raw else {
            if let raw { sqlite3_blob_close(raw) }
            throw SQLiteDatabase.error(rc, handle: database.db, context: "open blob", readOnly: database.isReadOnly)
        }
        handle = raw
        db = database.db
        byteCount = Int(sqlite3_blob_bytes(raw))
    }

    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws {
        let rc = try pieces(buffer.count, at: offset) { done, n, at in
            sqlite3_blob_read(handle, buffer.baseAddress.map { $0 + done }, n, at)
        }
        guard rc == SQLITE_OK else { throw ByteSourceError.readFailed }
    }

    /// Writes `bytes` at `offset` (within byteCount: a BLOB's size never changes this way).
    func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws {
        let rc = try pieces(bytes.count, at: offset) { done, n, at in
            sqlite3_blob_write(handle, bytes.baseAddress.map { $0 + done }, n, at)
        }
        guard rc == SQLITE_OK else { throw SQLiteDatabase.error(rc, handle: db, context: "write blob") }
    }

    /// `count` bytes from `offset`, checked within the BLOB, in the pieces SQLite's int sizes
    /// take (at most 1 GiB): `step(done, size, blobOffset)` for each until one fails; its code.
    private func pieces(_ count: Int, at offset: Int, _ step: (Int, Int32, Int32) -> Int32) throws -> Int32 {
        guard count > 0 else { return SQLITE_OK }
        guard offset >= 0, count <= byteCount - offset else { throw ByteSourceError.outOfRange }
        var done = 0
        while done < count {
            let n = min(count - done, 1 << 30)
            let rc = step(done, Int32(n), Int32(offset + done))
            guard rc == SQLITE_OK else { return rc }
            done += n
        }
        return SQLITE_OK
    }

    func close() { sqlite3_blob_close(handle) }
}
