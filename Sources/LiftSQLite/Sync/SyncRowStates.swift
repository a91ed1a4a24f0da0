extension Schema {
    /// A record's merged state moves into its own row (`sync_seq`, `sync_local`, `sync_removed`,
    /// `sync_state`: what `sync_record` holds), so applying a change is one write, the record's
    /// upsert, not that plus a second B-tree write into `sync_record` (about a third of what an
    /// apply cost beyond raw SQLite). `sync_record` keeps the states no row can hold: tombstones
    /// (the row is gone), records kept aside, and the kinds whose rows are replaced whole
    /// (`INSERT OR REPLACE` drops a row without its delete triggers). A removed row hands its state
    /// to `sync_record` by trigger. The states already held move into their rows.
    static let syncV4 = Migration(feature: "sync", version: 4, sql: SyncRowStates.sql)
}

/// The synced tables whose rows keep their own merged state, and the SQL that reads and writes it.
enum SyncRowStates {
    struct Table: Sendable {
        let table: String
        /// The kind of every row; nil when the `category` column names it (calories, steps).
        let kind: String?
        /// The statements every applied change runs, spelt once and found by key.
        let read: String
        /// The row's state alone, for a kind `sync_record` holds none of.
        let readRow: String
        let write: String
        let clear: String
        let readKey = StatementKey()
        let readRowKey = StatementKey()
        let writeKey = StatementKey()

        init(table: String, kind: String?) {
            self.table = table
            self.kind = kind
            // A table of one kind is matched without it: `?2` is then bound only for `sync_record`.
            let match = "owner_id = ?1 AND id = ?3" + (kind == nil ? " AND category = ?2" : "")
            // At most one of the row and `sync_record` holds a record's state; the last column
            // says which answered.
            read = """
                SELECT sync_seq, sync_local, 0, sync_removed, sync_state, 0 FROM \(table) WHERE \(match) AND sync_state IS NOT NULL
                UNION ALL SELECT seq, local, parked, removed, fields, 1 FROM sync_record WHERE owner_id = ?1 AND kind = ?2 AND id = ?3
                LIMIT 1
                """
            readRow = "SELECT sync_seq, sync_local, 0, sync_removed, sync_state, 0 FROM \(table) WHERE \(match) AND sync_state IS NOT NULL"
            write = "UPDATE \(table) SET sync_seq = ?4, sync_local = ?5, sync_removed = ?6, sync_state = ?7, \(SyncRowStates.quietMark) WHERE \(match)"
            clear = "UPDATE \(table) SET sync_seq = NULL, sync_local = NULL, sync_removed = NULL, sync_state = NULL, \(SyncRowStates.quietMark) WHERE \(match) AND sync_state IS NOT NULL"
        }

        /// The kind as SQL over `row` (`NEW.`, `OLD.` or empty).
        func kindSQL(_ row: String = "") -> String { kind.map { "'\($0)'" } ?? "\(row)category" }
    }

    static let tables: [Table] = [
        Table(table: "exercise", kind: "exercise"),
        Table(table: "routine", kind: "routine"),
        Table(table: "routine_record", kind: "routine_record"),
        Table(table: "custom_workout", kind: "workout"),
        Table(table: "completion", kind: "completion"),
        Table(table: "weight_entry", kind: "weight"),
        Table(table: "body_count", kind: nil),
        Table(table: "saved_route", kind: "route"),
    ]

    static let byKind: [String: Table] = {
        var out = [String: Table]()
        for t in tables {
            for kind in t.kind.map({ [$0] }) ?? ["calories", "steps"] { out[kind] = t }
        }
        return out
    }()

    static let byTable: [String: Table] = Dictionary(uniqueKeysWithValues: tables.map { ($0.table, $0) })

    /// The state columns, in `sync_record`'s order after its key (seq, local, removed, fields).
    static let columns = ["sync_seq", "sync_local", "sync_removed", "sync_state"]

    static var sql: String {
        var out = ""
        for t in tables {
            guard let marks = SyncRowMarks.byTable[t.table] else { continue }
            let row = "sync_record.owner_id = \(t.table).owner_id AND sync_record.kind = \(t.kindSQL("\(t.table).")) AND sync_record.id = \(t.table).id AND sync_record.parked = 0"
            // The update trigger goes while the states move, so moving them marks nothing. The
            // feed's index is not UNIQUE: positions are unique by how they are given, and a
            // unique index costs every applied row one more probe.
            out += """
                ALTER TABLE \(t.table) ADD COLUMN sync_seq INTEGER;
                ALTER TABLE \(t.table) ADD COLUMN sync_local INTEGER;
                ALTER TABLE \(t.table) ADD COLUMN sync_removed TEXT;
                ALTER TABLE \(t.table) ADD COLUMN sync_state BLOB;
                DROP TRIGGER sync_mark_\(t.table)_update;
                UPDATE \(t.table) SET (sync_seq, sync_local, sync_removed, sync_state) =
                    (SELECT seq, local, removed, fields FROM sync_record WHERE \(row))
                    WHERE EXISTS (SELECT 1 FROM sync_record WHERE \(row));
                DELETE FROM sync_record WHERE seq IN (SELECT sync_seq FROM \(t.table) WHERE sync_seq IS NOT NULL);
                CREATE INDEX \(t.table)_by_sync_seq ON \(t.table)(sync_seq) WHERE sync_seq IS NOT NULL;
                CREATE TRIGGER sync_state_\(t.table)_delete AFTER DELETE ON \(t.table) WHEN OLD.sync_state IS NOT NULL BEGIN
                    INSERT OR REPLACE INTO sync_record VALUES(OLD.owner_id, \(t.kindSQL("OLD.")), OLD.id, OLD.sync_seq, OLD.sync_local, 0, OLD.sync_removed, OLD.sync_state);
                END;

                """ + SyncRowMarks.updateTrigger(marks)
        }
        return out
    }

    /// Settled, and never the value `sync_at` had, so the update trigger stays quiet; a mark not
    /// yet taken stays (the trigger then stamps it again).
    static let quietMark = "sync_at = CASE WHEN sync_at > 0 THEN sync_at WHEN sync_at = -1 THEN -2 ELSE -1 END"

    static let deleteApart: StaticString = "DELETE FROM sync_record WHERE owner_id = ? AND kind = ? AND id = ?"
    static let anyApart: StaticString = "SELECT 1 FROM sync_record WHERE owner_id = ? AND kind = ? LIMIT 1"

    /// Whether `sync_record` holds no state of `owner`'s records of `kind`: asked once per kind
    /// and transaction, and kept until a state of the kind goes there (`noteApart`). Outside a
    /// transaction it is not known.
    static func nothingApart(_ database: SQLiteDatabase, owner: String, kind: String) throws -> Bool {
        guard database.isInTransaction else { return false }
        let serial = database.transactionSerial
        if let memo = database.syncApart, memo.transaction == serial, memo.owner == owner, let known = memo.kinds[kind] { return !known }
        var memo = database.syncApart.flatMap { $0.owner == owner && $0.transaction == serial ? $0 : nil } ?? (owner: owner, transaction: serial, kinds: [:])
        if let known = memo.kinds[kind] { return !known }
        let s = try database.statement(static: anyApart).bind(.text(owner), .text(kind))
        let holds = try s.step()
        s.reset()
        memo.kinds[kind] = holds
        database.syncApart = memo
        return !holds
    }

    /// A state of `kind` may have gone to `sync_record` (written there, or moved there by a removal).
    static func noteApart(_ database: SQLiteDatabase, kind: String) {
        guard database.syncApart?.kinds[kind] == false else { return }
        database.syncApart?.kinds[kind] = true
    }

    /// After a write of the state of (kind, id) into its row: `sync_record` no longer holds it,
    /// unless the last read found it there (or read another record, or in another transaction).
    static func dropApart(_ database: SQLiteDatabase, owner: String, kind: String, id: String) throws {
        if let r = database.syncStateRead, !r.apart, r.transaction == database.transactionSerial, r.id == id, r.kind == kind { return }
        try database.statement(static: deleteApart).bind(.text(owner), .text(kind), .text(id)).run()
        database.syncStateRead = nil
    }

    /// Every state's arm of a feed read: `?1` the position after, `?2` the owner; `localOnly`:
    /// only this store's own changes.
    static func arms(localOnly: Bool = false) -> [String] {
        ["SELECT kind, id, seq, local, parked, removed, fields FROM sync_record WHERE seq > ?1 AND +owner_id = ?2\(localOnly ? " AND local = 1" : "")"]
            + tables.map { t in
                "SELECT \(t.kindSQL()), id, sync_seq, sync_local, 0, sync_removed, sync_state FROM \(t.table) WHERE sync_seq > ?1 AND sync_seq IS NOT NULL AND +owner_id = ?2"
                    + (localOnly ? " AND sync_local = 1" : "")
            }
    }

    /// The feed after `?1` for owner `?2`, in order, at most `?3`: each arm read by its seq index and merged.
    static let feed = arms().joined(separator: "\nUNION ALL ") + "\nORDER BY 3 LIMIT ?3"
    /// The first local state after `?1` for owner `?2`.
    static let pendingFirst = arms(localOnly: true).joined(separator: "\nUNION ALL ") + "\nORDER BY 3 LIMIT 1"
    static let pendingCount = "SELECT " + arms(localOnly: true).map { "(SELECT COUNT(*) FROM (\($0)))" }.joined(separator: " + ")
    static let next = "SELECT max(" + (["(SELECT COALESCE(MAX(seq), 0) FROM sync_record)"]
        + tables.map { "(SELECT COALESCE(MAX(sync_seq), 0) FROM \($0.table) WHERE sync_seq IS NOT NULL)" }).joined(separator: ", ") + ") + 1"
}
