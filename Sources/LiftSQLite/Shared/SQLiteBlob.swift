import CSQLite
import LiftCore

/// A BLOB read in place through sqlite3_blob_read: each piece goes straight into the caller's
/// buffer, so a large value is never copied whole into memory first. Read-only; close it before
/// the transaction ends.
final class SQLiteBlob: ByteSource {
    private let handle: OpaquePointer
    let byteCount: Int

    init(_ database: SQLiteDatabase, table: String, column: String, row: Int64) throws {
        var raw: OpaquePointer?
        let rc = sqlite3_blob_open(database.db, "main", table, column, row, 0, &raw)
        guard rc == SQLITE_OK, let raw else {
            if let raw { sqlite3_blob_close(raw) }
            throw SQLiteDatabase.error(rc, handle: database.db, context: "open blob", readOnly: database.isReadOnly)
        }
        handle = raw
        byteCount = Int(sqlite3_blob_bytes(raw))
    }

    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws {
        guard offset >= 0, buffer.count <= byteCount - offset, let base = buffer.baseAddress else {
            if buffer.isEmpty { return }
            throw ByteSourceError.outOfRange
        }
        // sqlite3_blob_read takes int sizes: read in pieces of at most 1 GiB.
        var done = 0
        while done < buffer.count {
            let n = min(buffer.count - done, 1 << 30)
            guard sqlite3_blob_read(handle, base + done, Int32(n), Int32(offset + done)) == SQLITE_OK else {
                throw ByteSourceError.readFailed
            }
            done += n
        }
    }

    func close() { sqlite3_blob_close(handle) }
}
