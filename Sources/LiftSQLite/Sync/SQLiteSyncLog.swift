import CSQLite
import LiftCore

/// The sync tables of one owner (`SyncSchema`), as LiftCore's `SyncLogStore`.
public struct SQLiteSyncLog: SyncLogStore {
    let database: SQLiteDatabase
    let owner: String

    public init(database: SQLiteDatabase, owner: String) {
        self.database = database
        self.owner = owner
    }

    private enum SQL {
        static let clock: StaticString = "SELECT site, clock_ms, clock_counter FROM sync_site WHERE id = 1"
        static let updateClock: StaticString = "UPDATE sync_site SET clock_ms = ?, clock_counter = ? WHERE id = 1"
        static let change: StaticString = "SELECT kind, id, seq, local, parked, removed, fields FROM sync_record WHERE owner_id = ? AND kind = ? AND id = ?"
        static let write: StaticString = "INSERT OR REPLACE INTO sync_record VALUES(?, ?, ?, ?, ?, ?, ?, ?)"
        static let next: StaticString = "SELECT COALESCE(MAX(seq), 0) + 1 FROM sync_record"
        static let feed: StaticString = "SELECT kind, id, seq, local, parked, removed, fields FROM sync_record WHERE seq > ? AND +owner_id = ? ORDER BY seq LIMIT ?"
        static let parked: StaticString = "SELECT kind, id, seq, local, parked, removed, fields FROM sync_record WHERE owner_id = ? AND parked = 1 ORDER BY seq"
        static let ack: StaticString = "SELECT seq FROM sync_ack WHERE owner_id = ?"
        static let updateAck: StaticString = "INSERT OR REPLACE INTO sync_ack VALUES(?, ?)"
        static let pendingCount: StaticString = "SELECT COUNT(*) FROM sync_record WHERE seq > ? AND +owner_id = ? AND local = 1"
        static let pendingFirst: StaticString = "SELECT kind, id, seq, local, parked, removed, fields FROM sync_record WHERE seq > ? AND +owner_id = ? AND local = 1 ORDER BY seq LIMIT 1"
        static let peers: StaticString = "SELECT site, seq FROM sync_peer WHERE owner_id = ? ORDER BY site"
        static let updatePeer: StaticString = "INSERT OR REPLACE INTO sync_peer VALUES(?, ?, ?)"
    }

    public func readClock() throws -> SyncClock {
        let s = try database.statement(static: SQL.clock)
        guard try s.step() else { throw LiftError(.corrupt, "the store's sync site is missing") }
        return SyncClock(ms: s.int(1), counter: s.int(2), site: s.string(0))
    }

    public func updateClock(_ clock: SyncClock) throws {
        try database.statement(static: SQL.updateClock).bind(.int(clock.ms), .int(clock.counter)).run()
    }

    public func readChange(kind: String, id: String) throws -> StoredSyncChange? {
        // Bound one by one: the variadic bind builds an array for every change applied.
        let s = try database.statement(static: SQL.change)
        try s.bind(1, .text(owner))
        try s.bind(2, .text(kind))
        try s.bind(3, .text(id))
        guard try s.step() else { return nil }
        return try Self.stored(s)
    }

    public func writeChange(_ c: StoredSyncChange) throws {
        let s = try database.statement(static: SQL.write)
        try s.bind(1, .text(owner))
        try s.bind(2, .text(c.change.kind))
        try s.bind(3, .text(c.change.id))
        try s.bind(4, .int(c.sequence))
        try s.bind(5, .int(c.local ? 1 : 0))
        try s.bind(6, .int(c.parked ? 1 : 0))
        try s.bind(7, .optional(c.change.removed?.text))
        try s.bindBlob(8, SyncFieldCodec.encode(c.change.fields))
        try s.run()
    }

    public func nextSequence() throws -> Int64 {
        let s = try database.statement(static: SQL.next)
        return try s.step() ? s.int(0) : 1
    }

    public func readFeed(after sequence: Int64, limit: Int) throws -> [StoredSyncChange] {
        let s = try database.statement(static: SQL.feed).bind(.int(sequence), .text(owner), .int(Int64(limit)))
        var out = [StoredSyncChange]()
        out.reserveCapacity(limit)
        while try s.step() { out.append(try Self.stored(s)) }
        return out
    }

    public func readDirty() throws -> [SyncDirty] { try SQLiteSyncMarks(database: database, owner: owner).take() }

    public func deleteDirty(kind: String, id: String) throws {
        try SQLiteSyncMarks(database: database, owner: owner).delete(kind: kind, id: id)
    }

    public func readParked() throws -> [StoredSyncChange] {
        let s = try database.statement(static: SQL.parked).bind(.text(owner))
        var out = [StoredSyncChange]()
        while try s.step() { out.append(try Self.stored(s)) }
        return out
    }

    public func readAcknowledged() throws -> Int64 {
        let s = try database.statement(static: SQL.ack).bind(.text(owner))
        return try s.step() ? s.int(0) : 0
    }

    public func updateAcknowledged(_ sequence: Int64) throws {
        try database.statement(static: SQL.updateAck).bind(.text(owner), .int(sequence)).run()
    }

    public func readPending(after sequence: Int64) throws -> (count: Int64, oldest: StoredSyncChange?) {
        let c = try database.statement(static: SQL.pendingCount).bind(.int(sequence), .text(owner))
        let count = try c.step() ? c.int(0) : 0
        let f = try database.statement(static: SQL.pendingFirst).bind(.int(sequence), .text(owner))
        return (count, try f.step() ? try Self.stored(f) : nil)
    }

    public func readPeers() throws -> [SyncCursor] {
        let s = try database.statement(static: SQL.peers).bind(.text(owner))
        var out = [SyncCursor]()
        while try s.step() { out.append(SyncCursor(site: s.string(0), sequence: s.int(1))) }
        return out
    }

    public func updatePeer(_ cursor: SyncCursor) throws {
        try database.statement(static: SQL.updatePeer).bind(.text(owner), .text(cursor.site), .int(cursor.sequence)).run()
    }

    private static func stored(_ s: SQLiteStatement) throws -> StoredSyncChange {
        var removed: SyncVersion?
        if !s.isNull(5), let r = sqlite3_column_text(s.raw, 5) {
            guard let v = SyncVersion(utf8: UnsafeRawBufferPointer(start: r, count: Int(sqlite3_column_bytes(s.raw, 5)))) else {
                throw SyncFieldCodec.damaged
            }
            removed = v
        }
        let n = Int(sqlite3_column_bytes(s.raw, 6))
        let fields: [String: SyncStamped]
        if n > 0, let p = sqlite3_column_blob(s.raw, 6) {
            fields = try SyncFieldCodec.decode(UnsafeRawBufferPointer(start: p, count: n))
        } else {
            throw SyncFieldCodec.damaged
        }
        return StoredSyncChange(change: SyncChange(kind: s.string(0), id: s.string(1), fields: fields, removed: removed),
                                sequence: s.int(2), local: s.int(3) != 0, parked: s.int(4) != 0)
    }
}
