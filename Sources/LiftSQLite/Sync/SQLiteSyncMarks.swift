import LiftCore

/// One owner's sync marks (`SyncRowMarks`: in the records' own rows; `SyncRemovalMarks`: in
/// removed records' tombstones; and `sync_dirty`), taken
/// as the settle reads them: they are cleared as they are read (the settle deletes each one it
/// reads anyway).
///
/// Reading them without a scan of every synced table: no mark is made without a read of the
/// connection's clock (`StoreClockFunction.Box.reads`), and a row's mark names its row there.
/// - In the transaction that took them, while the clock is not read again, there are none: a
///   second read answers none, and `delete` has nothing to delete (a batch applied after a
///   settle writes and deletes no mark for the records it writes).
/// - After that transaction commits with no mark made since, a later one that finds nothing
///   changed (the same change stamp) has none either, and one that finds no other connection
///   committed (the same PRAGMA data_version) has only the marks this connection named since:
///   those rows are read by key.
/// - Otherwise every synced table is scanned.
struct SQLiteSyncMarks {
    let database: SQLiteDatabase
    let owner: String

    private enum SQL {
        static let othersVersion: StaticString = "PRAGMA data_version"
        static let dirty: StaticString = "SELECT kind, id, at_ms, whole FROM sync_dirty WHERE owner_id = ?"
        static let clean: StaticString = "DELETE FROM sync_dirty WHERE owner_id = ? AND kind = ? AND id = ?"
        static let cleanAll: StaticString = "DELETE FROM sync_dirty WHERE owner_id = ?"
    }

    func take() throws -> [SyncDirty] {
        if taken { return [] }
        guard database.isInTransaction else { return try scan() }
        let others = try othersVersion()
        var out: [SyncDirty]
        if let none = database.syncMarksNone, none.owner == owner, none.othersVersion == others {
            if none.clockReads == database.clock.reads, try database.changeStamp() == none.stamp {
                out = []
            } else if !database.clock.overflowed {
                out = try named()
            } else {
                out = try scan()
            }
        } else {
            out = try scan()
        }
        database.syncMarksTaken = (owner, database.transactionSerial, database.clock.reads, others)
        return out
    }

    func delete(kind: String, id: String) throws {
        if taken { return }
        try database.statement(static: SQL.clean).bind(.text(owner), .text(kind), .text(id)).run()
        guard let t = SyncRowMarks.byKind[kind] else { return }
        try database.statement(static: SyncRemovalMarks.clear).bind(.text(owner), .text(kind), .text(id)).run()
        let s = try database.statement(SyncRowMarks.clear(t))
        try s.bind(1, .text(owner))
        if t.key != nil { try s.bind(2, .text(id)) }
        try s.run()
    }

    /// Whether this owner's marks were taken in this transaction and none was made since.
    private var taken: Bool {
        guard database.isInTransaction, let t = database.syncMarksTaken else { return false }
        return t.owner == owner && t.transaction == database.transactionSerial && t.clockReads == database.clock.reads
    }

    private func othersVersion() throws -> Int64 {
        let s = try database.statement(static: SQL.othersVersion)
        defer { s.reset() }
        return try s.step() ? s.int(0) : -1
    }

    /// Every synced table's marks of the owner, and `sync_dirty`'s.
    private func scan() throws -> [SyncDirty] {
        let s = try database.statement(SyncRowMarks.dirty).bind(.text(owner))
        var out = [SyncDirty]()
        var tables = Set<String>()
        var removals = false
        while try s.step() {
            let d = SyncDirty(kind: s.string(0), id: s.string(1), at: s.int(2), rewritten: s.int(3) != 0)
            if let t = SyncRowMarks.byKind[d.kind] { tables.insert(t.table) }
            removals = removals || s.int(4) != 0
            out.append(d)
        }
        if !out.isEmpty {
            for t in SyncRowMarks.tables where tables.contains(t.table) {
                try database.statement(SyncRowMarks.clearAll(t)).bind(.text(owner)).run()
            }
            if removals { try database.statement(static: SyncRemovalMarks.clearAll).bind(.text(owner)).run() }
            try database.statement(static: SQL.cleanAll).bind(.text(owner)).run()
        }
        return out
    }

    /// The rows this connection named since the last commit that left none, read by key, and
    /// `sync_dirty`'s marks; one entry per record (its latest time, whole if any mark says so),
    /// oldest first, as the scan answers them.
    private func named() throws -> [SyncDirty] {
        var found = [String: SyncDirty]()
        func add(_ d: SyncDirty) {
            let key = d.kind + "\u{1F}" + d.id
            if let old = found[key] {
                found[key] = SyncDirty(kind: d.kind, id: d.id, at: max(old.at, d.at), rewritten: old.rewritten || d.rewritten)
            } else {
                found[key] = d
            }
        }
        var seen = Set<String>()
        for (table, id) in database.clock.marked where seen.insert(table + "\u{1F}" + id).inserted {
            if let removed = SyncRemovalMarks.record(named: (table, id)) {
                if let d = try removal(kind: removed.kind, id: removed.id) { add(d) }
                continue
            }
            guard let t = SyncRowMarks.byTable[table] else { continue }
            let s = try database.statement(SyncRowMarks.markOf(t))
            try s.bind(1, .text(owner))
            if t.key != nil { try s.bind(2, .text(id)) }
            guard try s.step() else { continue }
            let d = SyncDirty(kind: s.string(0), id: s.string(1), at: s.int(2))
            s.reset()
            add(d)
            let c = try database.statement(SyncRowMarks.clear(t))
            try c.bind(1, .text(owner))
            if t.key != nil { try c.bind(2, .text(id)) }
            try c.run()
        }
        let s = try database.statement(static: SQL.dirty).bind(.text(owner))
        var fromDirty = false
        while try s.step() {
            add(SyncDirty(kind: s.string(0), id: s.string(1), at: s.int(2), rewritten: s.int(3) != 0))
            fromDirty = true
        }
        if fromDirty { try database.statement(static: SQL.cleanAll).bind(.text(owner)).run() }
        return found.values.sorted { ($0.at, $0.kind, $0.id) < ($1.at, $1.kind, $1.id) }
    }

    /// A removal's mark in the record's tombstone, read by key and cleared.
    private func removal(kind: String, id: String) throws -> SyncDirty? {
        let s = try database.statement(static: SyncRemovalMarks.markOf).bind(.text(owner), .text(kind), .text(id))
        guard try s.step() else { return nil }
        let at = s.int(0)
        s.reset()
        try database.statement(static: SyncRemovalMarks.clear).bind(.text(owner), .text(kind), .text(id)).run()
        return SyncDirty(kind: kind, id: id, at: at, rewritten: SyncRemovalMarks.wholeKinds.contains(kind))
    }
}
