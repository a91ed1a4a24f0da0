import CSQLite
import LiftCore
import Synchronization

/// A statement cache key for SQL built once at run time and kept for the life of the process:
/// one byte of its own, never freed, so its address names that SQL on every connection.
struct StatementKey: @unchecked Sendable {
    let address: UnsafeRawPointer
    init() { address = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)) }
}

/// One connection to a store file. Not thread-safe by itself: the boundary serialises calls on it.
public final class SQLiteDatabase: @unchecked Sendable {
    let db: OpaquePointer
    public let path: String
    /// Opened with `read_only`: every write is refused as `read_only_store`, never as `io`.
    public let isReadOnly: Bool
    /// Unique per connection in this process (never reused, unlike an address), so a
    /// `ChangeStamp` of one connection never matches another's.
    public let serial: UInt64
    private static let serials = Atomic<UInt64>(0)
    private var statements: [String: SQLiteStatement] = [:]
    /// The same statements by their literal's address: found without copying and hashing the
    /// SQL text (a sync apply asks for several per record).
    private var staticStatements: [UnsafeRawPointer: SQLiteStatement] = [:]
    /// The statements handed out since the last transaction ended: the only ones that can still
    /// hold a row when it ends (scanning every cached statement grew with the kinds used).
    /// Kept as SQLite's own pointers: the statements live in the cache until the connection
    /// closes, so no reference is retained or released per statement per call; a statement's
    /// `handedOutIn` tells whether it is listed for the current transaction.
    private var handedOut: [OpaquePointer] = []
    /// Counts the transactions ended: a statement listed in an earlier one is not listed now.
    private var transactionsEnded: UInt64 = 1
    /// BEGIN / COMMIT / ROLLBACK, each prepared on first use (by `Control` raw value).
    private var control = [OpaquePointer?](repeating: nil, count: Control.allCases.count)
    private var transactionDepth = 0
    /// The last stamp taken outside a transaction and the WAL-index header read just before it:
    /// while the header stays the same, so does the stamp (`changeStamp`).
    private var stampByHeader: (header: WALIndexHeader, stamp: ChangeStamp)?
    /// Stamps that ran the pragma (the rest were answered from the header): for tests.
    public private(set) var stampReads = 0
    /// False once the connection is closed: a refused open closes it itself, and Swift still
    /// runs deinit for a fully initialised object whose init throws, which must not close twice.
    private var isOpen = true
    /// The store's clock as this connection's SQL reads it (`lift_now_ms()`), with its count of reads.
    let clock: StoreClockFunction.Box
    /// Sync's note that every mark of `owner` was taken (read and cleared) in the transaction
    /// `transaction` when the clock had been read `clockReads` times (`SQLiteSyncLog`).
    /// `othersVersion`: PRAGMA data_version then (it moves with other connections' commits only).
    var syncMarksTaken: (owner: String, transaction: UInt64, clockReads: UInt64, othersVersion: Int64)?
    /// Set when that transaction commits with no mark made since: `owner` had no marks at
    /// `stamp`, so a later transaction that finds the same stamp and count has none to read, and
    /// one that finds the same `othersVersion` has only the marks this connection named since
    /// (`clock.marked`).
    var syncMarksNone: (owner: String, stamp: ChangeStamp, clockReads: UInt64, othersVersion: Int64)?
    /// The last record whose sync state this connection read, in transaction `transaction`, and
    /// whether `sync_record` held it (`apart`) rather than its row (`SyncRowStates`): a write of
    /// its state into the row then knows whether a copy in `sync_record` must go.
    var syncStateRead: (kind: String, id: String, apart: Bool, transaction: UInt64)?
    /// Per kind, whether `sync_record` may hold states of `owner`'s records of it (true) or holds
    /// none (false), as found in transaction `transaction`: a kind with none there is read from
    /// its rows alone.
    var syncApart: (owner: String, transaction: UInt64, kinds: [String: Bool])?

    /// The page cache of one open store, at most (KiB).
    static let cacheKiB = 16_384

    public struct Options: Sendable, Equatable {
        public enum Durability: String, Sendable { case full, normal }
        public var durability: Durability = .full
        public var busyTimeoutMilliseconds: Int32 = 5000
        public var create = true
        public var readOnly = false
        public init() {}
    }

    /// Opens the file and checks it is a liblift store it understands, then migrates it.
    /// A file that is not a liblift store, or was written by a newer liblift, is left untouched.
    /// `now` is the store's clock as its SQL sees it (`lift_now_ms()`).
    public init(path: String, options: Options = Options(), migrationContext: MigrationContext = MigrationContext(),
                now: @escaping CurrentDate = StoreClockFunction.system) throws {
        self.path = path
        isReadOnly = options.readOnly
        serial = SQLiteDatabase.serials.wrappingAdd(1, ordering: .relaxed).newValue
        let files = StoreFiles(path: path)
        if (!options.create || options.readOnly) && !StoreFiles.exists(path) {
            throw LiftError(.notFound, code: "no_store_file", "there is no store file at \(path)",
                            details: [.init("path", .string(path))])
        }
        let absentSideFiles = files.absentSideFiles()
        var handle: OpaquePointer?
        var flags = options.readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE
        if options.create && !options.readOnly { flags |= SQLITE_OPEN_CREATE }
        flags |= SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        let rc = sqlite3_open_v2(path, &handle, flags, nil)
        guard rc == SQLITE_OK, let handle else {
            let error = SQLiteDatabase.openError(rc, handle: handle, path: path)
            sqlite3_close_v2(handle)
            throw error
        }
        db = handle
        clock = StoreClockFunction.Box(now)
        do {
            sqlite3_busy_timeout(db, options.busyTimeoutMilliseconds)
            try check(StoreClockFunction.register(on: db, clock), "registering the store's clock")
            // Touches no file. SQLite's default 2 MiB cache spilled a 100k-row bulk save to the
            // WAL page by page (a third of its time in the kernel); pages are allocated as used,
            // so a small store still holds little.
            try execute("PRAGMA cache_size=\(-Self.cacheKiB)")
            try SchemaMigrator(database: self, context: migrationContext).openStore(options: options)
        } catch {
            finalizeStatements()
            sqlite3_close_v2(db)
            isOpen = false
            if let e = error as? LiftError, e.status == .corrupt || e.status == .unsupported {
                files.removeCreated(absentSideFiles)
            }
            throw error
        }
    }

    deinit {
        guard isOpen else { return }
        finalizeStatements()   // before close
        sqlite3_close_v2(db)
    }

    func check(_ rc: Int32, _ context: @autoclosure () -> String) throws {
        guard rc == SQLITE_OK else { throw SQLiteDatabase.error(rc, handle: db, context: context(), readOnly: isReadOnly) }
    }

    /// A cached prepared statement of SQL written as a literal, reset and cleared for reuse.
    public func statement(static sql: StaticString) throws -> SQLiteStatement {
        guard sql.hasPointerRepresentation else { return try statement(sql.description) }
        let key = UnsafeRawPointer(sql.utf8Start)
        if let s = staticStatements[key] {
            s.reset()
            track(s)
            return s
        }
        let s = try statement(sql.description)
        staticStatements[key] = s
        return s
    }

    /// A cached prepared statement of SQL built once and kept for good, found by `key`: an
    /// address unique to that SQL that never moves (`StatementKey`), so neither copied nor hashed.
    func statement(_ key: StatementKey, _ sql: String) throws -> SQLiteStatement {
        if let s = staticStatements[key.address] {
            s.reset()
            track(s)
            return s
        }
        let s = try statement(sql)
        staticStatements[key.address] = s
        return s
    }

    /// A cached prepared statement, reset and cleared for reuse.
    public func statement(_ sql: String) throws -> SQLiteStatement {
        if let s = statements[sql] {
            s.reset()
            track(s)
            return s
        }
        var sql = sql
        let s = try sql.withUTF8 { try prepare($0) }
        statements[sql] = s
        track(s)
        return s
    }

    /// Prepares liblift's own SQL (UTF-8, not NUL-terminated) to be kept and reused.
    private func prepare(_ sql: UnsafeBufferPointer<UInt8>) throws -> SQLiteStatement {
        var raw: OpaquePointer?
        let rc = sql.withMemoryRebound(to: CChar.self) { c in
            sqlite3_prepare_v3(db, c.baseAddress, Int32(clamping: c.count), UInt32(SQLITE_PREPARE_PERSISTENT), &raw, nil)
        }
        if rc & 0xFF == SQLITE_ERROR {
            // Every statement is liblift's own SQL on tables its migrations made: if one no longer
            // prepares ("no such column"), the stored schema was damaged, not the request.
            let message = String(cString: sqlite3_errmsg(db))
            throw LiftError(.corrupt, "the store's schema is damaged (prepare): \(message)",
                            details: [.init("sqlite", .int(Int64(rc)))])
        }
        try check(rc, "prepare")
        guard let raw else { throw LiftError(.internal, "empty statement: \(String(decoding: sql, as: UTF8.self))") }
        return SQLiteStatement(raw, database: self)
    }

    /// Each statement once, however often a bulk save asks for it.
    private func track(_ s: SQLiteStatement) {
        guard s.handedOutIn != transactionsEnded else { return }
        s.handedOutIn = transactionsEnded
        handedOut.append(s.raw)
    }

    private func finalizeStatements() {
        handedOut.removeAll()
        statements.removeAll()
        staticStatements.removeAll()
        for case let s? in control { sqlite3_finalize(s) }
        control = control.map { _ in nil }
    }

    /// The statements that open and end transactions. sqlite3_exec would parse their SQL on every
    /// call: for a one-row load that parsing was as much work as the SELECT itself.
    private enum Control: Int, CaseIterable {
        case beginDeferred, beginImmediate, commit, rollback

        var sql: String {
            switch self {
            case .beginDeferred: return "BEGIN DEFERRED"
            case .beginImmediate: return "BEGIN IMMEDIATE"
            case .commit: return "COMMIT"
            case .rollback: return "ROLLBACK"
            }
        }
    }

    /// Runs a transaction control statement, prepared once per connection; errors as `execute`.
    private func run(_ c: Control) throws {
        let s: OpaquePointer
        if let cached = control[c.rawValue] {
            s = cached
        } else {
            var raw: OpaquePointer?
            try check(sqlite3_prepare_v3(db, c.sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &raw, nil), "prepare")
            guard let raw else { throw LiftError(.internal, "empty statement: \(c.sql)") }
            control[c.rawValue] = raw
            s = raw
        }
        let rc = sqlite3_step(s)
        guard rc != SQLITE_DONE else {
            sqlite3_reset(s)
            return
        }
        let error = SQLiteDatabase.error(rc, handle: db, context: "execute", readOnly: isReadOnly)
        sqlite3_reset(s)
        throw error
    }

    /// The page cache while writing in bulk (KiB): see `writingInBulk`.
    static let bulkWriteCacheKiB = 2_048

    /// Runs `body`, a write of many rows not read back in its transaction (an imported network's
    /// chunks, its places), with the page cache held small, then restores it. The pages it dirties
    /// then spill to the WAL as it goes, where the full cache would hold them all in memory until
    /// commit, on top of the import's own peak.
    public func writingInBulk<T>(_ body: () throws -> T) throws -> T {
        try execute("PRAGMA cache_size=\(-Self.bulkWriteCacheKiB)")
        defer { _ = try? execute("PRAGMA cache_size=\(-Self.cacheKiB)") }
        return try body()
    }

    /// Runs SQL without results (schema, pragmas).
    public func execute(_ sql: String) throws {
        try check(sqlite3_exec(db, sql, nil, nil, nil), "execute")
    }

    /// All or nothing. Nested calls join the outer transaction. BEGIN IMMEDIATE takes the write
    /// lock up front, so two processes never deadlock upgrading a read lock.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        if transactionDepth > 0 {
            transactionDepth += 1
            defer { transactionDepth -= 1 }
            return try body()
        }
        try run(.beginImmediate)
        transactionDepth = 1
        do {
            let result = try body()
            transactionDepth = 0
            let serial = transactionSerial
            finishStatements()
            try run(.commit)
            noteSyncMarksCommitted(in: serial)
            return result
        } catch {
            transactionDepth = 0
            finishStatements()
            try? run(.rollback)
            throw error
        }
    }

    /// Resets every cached statement still holding a row (a lookup that stopped at its first
    /// match). Left alone, it keeps a read snapshot open after COMMIT, and the next BEGIN IMMEDIATE
    /// on this connection fails with SQLITE_BUSY_SNAPSHOT once another connection has written.
    private func finishStatements() {
        for raw in handedOut where sqlite3_stmt_busy(raw) != 0 { sqlite3_reset(raw) }
        handedOut.removeAll(keepingCapacity: true)
        transactionsEnded &+= 1
    }

    /// A read that sees one consistent snapshot (several SELECTs for one answer).
    public func read<T>(_ body: () throws -> T) throws -> T {
        if transactionDepth > 0 { return try body() }
        try run(.beginDeferred)
        transactionDepth = 1
        defer {
            transactionDepth = 0
            finishStatements()
            try? run(.commit)
        }
        return try body()
    }

    public var changes: Int { Int(sqlite3_changes(db)) }

    /// The file's absolute name as SQLite opened it (`path` may be relative to a directory the
    /// process has left since).
    public var absolutePath: String {
        guard let name = sqlite3_db_filename(db, "main"), name.pointee != 0 else { return path }
        return String(cString: name)
    }

    /// The same number throughout one transaction, another in the next.
    var transactionSerial: UInt64 { transactionsEnded }

    /// Whether a transaction (or read snapshot) is open on this connection.
    public var isInTransaction: Bool { transactionDepth > 0 }

    /// Where the file stood when read on this connection. Two equal stamps mean nothing changed
    /// in between: no commit by this or any other connection (another process's re-import
    /// included) and no write of this connection, committed or not. Cheaper than reading a row
    /// (callgrind: PRAGMA data_version ~1.2k instructions against ~4.6k for a one-row indexed
    /// SELECT), so a value derived from the file can be kept while the stamp stays the same.
    public struct ChangeStamp: Equatable, Sendable {
        let connection: UInt64
        let dataVersion: UInt32
        let ownChanges: Int64
    }

    /// The stamp now. `PRAGMA data_version` starts a read (or joins the open one), which is where
    /// SQLite refreshes the data version taken here by SQLITE_FCNTL_DATA_VERSION (that one,
    /// unlike the pragma's own value, also counts this connection's commits). Outside `read` or
    /// `transaction` the statement is its own read, ended here by the reset.
    ///
    /// Outside a transaction, an unchanged WAL-index header (no commit by anyone since) and no
    /// change of this connection answer the last such stamp without the pragma's read lock (two
    /// `fcntl` calls, a measurable part of a route when another program runs between calls). The header is
    /// read before the pragma: the pragma's snapshot is then at least that new, and a later equal
    /// header means nothing was committed after it either.
    public func changeStamp() throws -> ChangeStamp {
        // Only once this connection has run a transaction: SQLite has then opened and mapped the
        // wal-index itself, so reading it here never opens it at a moment SQLite does not expect.
        let header = transactionDepth == 0 && transactionsEnded > 1 ? walIndexHeader() : nil
        if let header, let last = stampByHeader, last.header == header,
           last.stamp.ownChanges == sqlite3_total_changes64(db) {
            return last.stamp
        }
        stampReads &+= 1
        let s = try statement(static: "PRAGMA data_version")
        defer { s.reset() }
        _ = try s.step()
        var version: UInt32 = 0
        try check(sqlite3_file_control(db, "main", SQLITE_FCNTL_DATA_VERSION, &version), "data version")
        let stamp = ChangeStamp(connection: serial, dataVersion: version, ownChanges: sqlite3_total_changes64(db))
        stampByHeader = header.map { ($0, stamp) }
        return stamp
    }

    /// After the commit of transaction `serial`: the stamp it left, when it took an owner's sync
    /// marks and made none since. SQLite's data version (SQLITE_FCNTL_DATA_VERSION) counts this
    /// commit and no other connection's yet (those are seen when the next transaction starts).
    private func noteSyncMarksCommitted(in serial: UInt64) {
        guard let taken = syncMarksTaken, taken.transaction == serial, taken.clockReads == clock.reads else { return }
        var version: UInt32 = 0
        guard sqlite3_file_control(db, "main", SQLITE_FCNTL_DATA_VERSION, &version) == SQLITE_OK else { return }
        let stamp = ChangeStamp(connection: self.serial, dataVersion: version, ownChanges: sqlite3_total_changes64(db))
        syncMarksNone = (taken.owner, stamp, taken.clockReads, taken.othersVersion)
        clock.forgetMarked()
    }

    /// `PRAGMA quick_check`: "ok" for a sound file.
    public func integrityCheck() throws -> String {
        let s = try statement("PRAGMA quick_check")
        return try s.step() ? s.string(0) : "no answer"
    }
}
