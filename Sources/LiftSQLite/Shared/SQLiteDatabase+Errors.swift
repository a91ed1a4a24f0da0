import CSQLite
import LiftCore

/// SQLite result codes as the library's statuses and codes.
extension SQLiteDatabase {
    static func openError(_ rc: Int32, handle: OpaquePointer?, path: String) -> LiftError {
        let primary = rc & 0xFF
        if primary == SQLITE_CANTOPEN {
            return LiftError(.io, code: "cannot_open", "cannot open \(path) as a store file",
                             details: [.init("path", .string(path))])
        }
        return SQLiteDatabase.error(rc, handle: handle, context: "open \(path)")
    }

    /// Maps an SQLite result code to the library's statuses. `readOnly`: the connection was
    /// opened read-only on purpose, so SQLITE_READONLY is the host's choice, not a disk failure
    /// (a read-write handle on an unwritable file keeps answering `io`).
    static func error(_ rc: Int32, handle: OpaquePointer?, context: String, readOnly: Bool = false) -> LiftError {
        let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(rc))
        let details: [LiftError.Detail] = [.init("sqlite", .int(Int64(rc)))]
        switch rc & 0xFF {
        case SQLITE_READONLY where readOnly:
            return LiftError.readOnlyStore("\(context): \(message)")
        case SQLITE_BUSY, SQLITE_LOCKED:
            Log.warning("busy: another connection held the store's lock past the busy timeout (\(context))")
            return LiftError(.busy, "the store is locked by another connection (\(context)): \(message)", details: details)
        case SQLITE_IOERR, SQLITE_FULL, SQLITE_CANTOPEN, SQLITE_READONLY, SQLITE_PERM, SQLITE_PROTOCOL:
            return LiftError(.io, "\(context): \(message)", details: details)
        case SQLITE_NOTADB:
            return LiftError(.corrupt, code: "not_a_store", "not a liblift store: \(message)", details: details)
        case SQLITE_CORRUPT:
            return LiftError(.corrupt, "the store file is damaged (\(context)): \(message)", details: details)
        case SQLITE_NOMEM:
            return LiftError(.noMemory, "out of memory (\(context))", details: details)
        case SQLITE_CONSTRAINT:
            return LiftError(.conflict, code: "constraint", "\(context): \(message)", details: details)
        case SQLITE_TOOBIG:
            return LiftError(.invalidRequest, code: "too_big", "\(context): \(message)", details: details)
        case SQLITE_ERROR where message.hasPrefix("unsupported file format"):
            // A damaged header (its schema format number) is a plain SQLITE_ERROR, not CORRUPT.
            return LiftError(.corrupt, "the store file is damaged (\(context)): \(message)", details: details)
        default:
            return LiftError(.internal, "\(context): \(message)", details: details)
        }
    }
}
