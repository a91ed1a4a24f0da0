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
        static let write: StaticString = "INSERT OR REPLACE INTO sync_record(owner_id, kind, id, seq, local, parked, removed, fields) VALUES(?, ?, ?, ?, ?, ?, ?, ?)"
        static let parked: StaticString = "SELECT kind, id, seq, local, parked, removed, fields FROM sync_record WHERE owner_id = ? AND parked = 1 ORDER BY seq"
        static let ack: StaticString = "SELECT seq FROM sync_ack WHERE owner_id = ?"
        static let updateAck: StaticString = "INSERT OR REPLACE INTO sync_ack VALUES(?, ?)"
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
        guard let t = SyncRowStates.byKind[kind] else {
            // Bound one by one: the variadic bind builds an array for every change applied.
            let s = try database.statement(static: SQL.change)
            try s.bind(1, .text(owner))
            try s.bind(2, .text(kind))
            try s.bind(3, .text(id))
            guard try s.step() else { return nil }
            return try Self.stored(s)
        }
        let rowOnly = try SyncRowStates.nothingApart(database, owner: owner, kind: kind)
        let s = try rowOnly ? database.statement(t.readRowKey, t.readRow) : database.statement(t.readKey, t.read)
        try s.bind(1, .text(owner))
        if !rowOnly || t.kind == nil { try s.bind(2, .text(kind)) }
        try s.bind(3, .text(id))
        guard try s.step() else {
            database.syncStateRead = (kind, id, false, database.transactionSerial)
            return nil
        }
        defer { s.reset() }
        database.syncStateRead = (kind, id, s.int(5) != 0, database.transactionSerial)
        return StoredSyncChange(change: try Self.change(s, kind: kind, id: id, at: 0), sequence: s.int(0),
                                local: s.int(1) != 0, parked: s.int(2) != 0)
    }

    /// A state goes into its record's row when the row is there and can hold it (visible, not
    /// kept aside); otherwise into `sync_record`, and out of the row.
    public func writeChange(_ c: StoredSyncChange) throws {
        let t = SyncRowStates.byKind[c.change.kind]
        if let t, c.change.isVisible, !c.parked {
            let s = try database.statement(t.writeKey, t.write)
            try s.bind(1, .text(owner))
            if t.kind == nil { try s.bind(2, .text(c.change.kind)) }
            try s.bind(3, .text(c.change.id))
            try s.bind(4, .int(c.sequence))
            try s.bind(5, .int(c.local ? 1 : 0))
            try s.bind(6, .optional(c.change.removed?.text))
            try s.bindBlob(7, SyncFieldCodec.encode(c.change.fields))
            try s.run()
            if database.changes == 1 {
                try SyncRowStates.dropApart(database, owner: owner, kind: c.change.kind, id: c.change.id)
                return
            }
        }
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
        database.syncStateRead = nil
        SyncRowStates.noteApart(database, kind: c.change.kind)
        if let t {
            try database.statement(t.clear).bind(.text(owner), .text(c.change.kind), .text(c.change.id)).run()
        }
    }

    public func nextSequence() throws -> Int64 {
        let s = try database.statement(SyncRowStates.next)
        defer { s.reset() }
        return try s.step() ? s.int(0) : 1
    }

    public func readFeed(after sequence: Int64, limit: Int) throws -> [StoredSyncChange] {
        let s = try database.statement(SyncRowStates.feed).bind(.int(sequence), .text(owner), .int(Int64(limit)))
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
        let c = try database.statement(SyncRowStates.pendingCount).bind(.int(sequence), .text(owner))
        let count = try c.step() ? c.int(0) : 0
        c.reset()
        let f = try database.statement(SyncRowStates.pendingFirst).bind(.int(sequence), .text(owner))
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

    /// A state as the feed reads it: kind, id, seq, local, parked, removed, fields.
    private static func stored(_ s: SQLiteStatement) throws -> StoredSyncChange {
        StoredSyncChange(change: try change(s, kind: s.string(0), id: s.string(1), at: 2),
                         sequence: s.int(2), local: s.int(3) != 0, parked: s.int(4) != 0)
    }

    /// The change whose removed and fields columns follow seq, local and parked from `at`.
    private static func change(_ s: SQLiteStatement, kind: String, id: String, at: Int32) throws -> SyncChange {
        var removed: SyncVersion?
        if !s.isNull(at + 3), let r = sqlite3_column_text(s.raw, at + 3) {
            guard let v = SyncVersion(utf8: UnsafeRawBufferPointer(start: r, count: Int(sqlite3_column_bytes(s.raw, at + 3)))) else {
                throw SyncFieldCodec.damaged
            }
            removed = v
        }
        let n = Int(sqlite3_column_bytes(s.raw, at + 4))
        let fields: [String: SyncStamped]
        if n > 0, let p = sqlite3_column_blob(s.raw, at + 4) {
            fields = try SyncFieldCodec.decode(UnsafeRawBufferPointer(start: p, count: n))
        } else {
            throw SyncFieldCodec.damaged
        }
        return SyncChange(kind: kind, id: id, fields: fields, removed: removed)
    }
}
