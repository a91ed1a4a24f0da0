import CSQLite
import LiftCore

/// A prepared statement. Bind with 1-based indexes; read columns with 0-based indexes.
public final class SQLiteStatement {
    let raw: OpaquePointer
    unowned let database: SQLiteDatabase
    /// In the database's list of statements to finish when the transaction ends, when this
    /// equals the database's count of transactions ended (0: never handed out).
    var handedOutIn: UInt64 = 0

    init(_ raw: OpaquePointer, database: SQLiteDatabase) {
        self.raw = raw
        self.database = database
    }

    deinit { sqlite3_finalize(raw) }

    func reset() {
        sqlite3_reset(raw)
        sqlite3_clear_bindings(raw)
    }

    @discardableResult
    public func bind(_ values: SQLiteValue...) throws -> SQLiteStatement {
        for (i, v) in values.enumerated() { try bind(Int32(i + 1), v) }
        return self
    }

    public func bind(_ index: Int32, _ value: SQLiteValue) throws {
        let rc: Int32
        switch value {
        case .null: rc = sqlite3_bind_null(raw, index)
        case .int(let v): rc = sqlite3_bind_int64(raw, index, v)
        case .double(let v): rc = sqlite3_bind_double(raw, index, v)
        case .text(let s):
            // Read in place (native and small strings): `var s = s; s.withUTF8` paid a retain and
            // a release per bound string; only a bridged string needs the copy.
            if let done = s.utf8.withContiguousStorageIfAvailable({ bindText(index, $0) }) {
                rc = done
            } else {
                var s = s
                rc = s.withUTF8 { bindText(index, $0) }
            }
        }
        // The connection from SQLite, not the unowned `database`: loading an unowned reference
        // costs a strong retain and release on every bind.
        guard rc == SQLITE_OK else { throw SQLiteDatabase.error(rc, handle: sqlite3_db_handle(raw), context: "bind") }
    }

    private func bindText(_ index: Int32, _ utf8: UnsafeBufferPointer<UInt8>) -> Int32 {
        utf8.withMemoryRebound(to: CChar.self) { c in
            guard let base = c.baseAddress else {   // an empty string, not NULL
                return sqlite3_bind_text(raw, index, "", 0, lift_sqlite_transient())
            }
            return sqlite3_bind_text(raw, index, base, Int32(clamping: c.count), lift_sqlite_transient())
        }
    }

    /// True while there is a row; false when done.
    public func step() throws -> Bool {
        let rc = sqlite3_step(raw)
        switch rc {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let error = SQLiteDatabase.error(rc, handle: database.db, context: "step", readOnly: database.isReadOnly)
            sqlite3_reset(raw)
            throw error
        }
    }

    /// Runs a statement that returns no rows.
    public func run() throws {
        while try step() {}
    }

    public func int(_ column: Int32) -> Int64 { sqlite3_column_int64(raw, column) }
    public func double(_ column: Int32) -> Double { sqlite3_column_double(raw, column) }
    public func isNull(_ column: Int32) -> Bool { sqlite3_column_type(raw, column) == SQLITE_NULL }
    public func string(_ column: Int32) -> String {
        guard let p = sqlite3_column_text(raw, column) else { return "" }
        let n = Int(sqlite3_column_bytes(raw, column))
        return String(decoding: UnsafeBufferPointer(start: p, count: n), as: UTF8.self)
    }
    public func optionalString(_ column: Int32) -> String? { isNull(column) ? nil : string(column) }
    public func optionalInt(_ column: Int32) -> Int64? { isNull(column) ? nil : int(column) }
    public func optionalDouble(_ column: Int32) -> Double? { isNull(column) ? nil : double(column) }
    public func id(_ column: Int32) -> RecordID { RecordID(trusted: string(column)) }
    public func timestamp(_ column: Int32) -> Timestamp { Timestamp(milliseconds: int(column)) }
}

public enum SQLiteValue {
    case null
    case int(Int64)
    case double(Double)
    case text(String)

    public static func id(_ id: RecordID) -> SQLiteValue { .text(id.text) }
    public static func id(_ id: RecordID?) -> SQLiteValue { id.map { .text($0.text) } ?? .null }
    public static func time(_ t: Timestamp) -> SQLiteValue { .int(t.milliseconds) }
    public static func time(_ t: Timestamp?) -> SQLiteValue { t.map { .int($0.milliseconds) } ?? .null }
    public static func optional(_ s: String?) -> SQLiteValue { s.map { .text($0) } ?? .null }
    public static func optional(_ d: Double?) -> SQLiteValue { d.map { .double($0) } ?? .null }
    public static func optional(_ i: Int64?) -> SQLiteValue { i.map { .int($0) } ?? .null }
}
