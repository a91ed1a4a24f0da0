extension Schema {
    /// A record's mark moves into its own row: `sync_at`, the store clock's ms of its last local
    /// change, NULL or negative once settled. A save then writes no page besides the record's own
    /// (a mark in `sync_dirty` was one more B-tree page per commit, most of what a save cost
    /// beyond raw SQLite). liblift's inserts stamp it themselves and a row inserted without it
    /// takes the default 1 (marked, time unknown): no insert trigger, whose mere presence cost
    /// every insert (callgrind: about 7,500 instructions per row of an apply). Updates are marked
    /// by a trigger; a child row (a routine's exercise list, a record's sets) marks its parent's
    /// row. Removals (the row is gone) and whole rewrites still go to `sync_dirty`, as do health
    /// samples and account details; marks already there stay valid and are read with the rest.
    /// Rows already held are settled (NULL) before the update triggers exist.
    static let syncV3 = Migration(feature: "sync", version: 3, sql: SyncRowMarks.sql)
}

/// The triggers and statements of marks kept in the record's own row.
enum SyncRowMarks {
    /// A synced table whose rows carry their own mark.
    struct Table: Sendable {
        let table: String
        /// The kinds its rows are (calories and steps share a table).
        let kinds: [String]
        /// The kind and the id as SQL over the table's columns.
        let kind: String
        let id: String
        /// The key column besides `owner_id`; nil for one row per owner.
        let key: String?
    }

    static let tables: [Table] = [
        Table(table: "exercise", kinds: ["exercise"], kind: "'exercise'", id: "id", key: "id"),
        Table(table: "routine", kinds: ["routine"], kind: "'routine'", id: "id", key: "id"),
        Table(table: "routine_record", kinds: ["routine_record"], kind: "'routine_record'", id: "id", key: "id"),
        Table(table: "custom_workout", kinds: ["workout"], kind: "'workout'", id: "id", key: "id"),
        Table(table: "completion", kinds: ["completion"], kind: "'completion'", id: "id", key: "id"),
        Table(table: "weekly_goal", kinds: ["weekly_goal"], kind: "'weekly_goal'", id: "'weekly_goal'", key: nil),
        Table(table: "weight_entry", kinds: ["weight"], kind: "'weight'", id: "id", key: "id"),
        Table(table: "body_count", kinds: ["calories", "steps"], kind: "category", id: "id", key: "id"),
        Table(table: "body_goal", kinds: ["goal"], kind: "'goal'", id: "category", key: "category"),
        Table(table: "saved_route", kinds: ["route"], kind: "'route'", id: "id", key: "id"),
    ]

    /// Child tables: (table, parent table, the child's column holding the parent's id).
    static let children: [(table: String, parent: String, column: String)] = [
        ("routine_exercise", "routine", "routine_id"),
        ("exercise_record", "routine_record", "record_id"),
        ("saved_route_stop", "saved_route", "route_id"),
        ("saved_route_leg", "saved_route", "route_id"),
        ("saved_route_step", "saved_route", "route_id"),
    ]

    static let byTable: [String: Table] = Dictionary(uniqueKeysWithValues: tables.map { ($0.table, $0) })
    static let byKind: [String: Table] = Dictionary(uniqueKeysWithValues: tables.flatMap { t in t.kinds.map { ($0, t) } })

    /// The row of `table` whose owner and key are `row`'s (NEW or OLD) columns `owner` and `id`.
    private static func match(_ t: Table, owner: String, id: String) -> String {
        "owner_id = \(owner)" + (t.key.map { " AND \($0) = \(id)" } ?? "")
    }

    /// The store's clock, naming the row it marks (`StoreClockFunction`): `lift_now_ms(table, id)`.
    static func stamp(_ table: String, id: String) -> String { "lift_now_ms('\(table)', \(id))" }

    private static func markRow(_ t: Table, owner: String, id: String) -> String {
        "UPDATE \(t.table) SET sync_at = \(stamp(t.table, id: t.key == nil ? owner : id)) WHERE \(match(t, owner: owner, id: id))"
    }

    /// The trigger that marks an update of a row that did not set `sync_at` itself.
    static func updateTrigger(_ t: Table) -> String {
        """
        CREATE TRIGGER sync_mark_\(t.table)_update AFTER UPDATE ON \(t.table) WHEN NEW.sync_at IS OLD.sync_at BEGIN
            \(markRow(t, owner: "NEW.owner_id", id: "NEW.\(t.key ?? "owner_id")"));
        END;

        """
    }

    static var sql: String {
        var out = ""
        for t in tables {
            out += """
                DROP TRIGGER sync_mark_\(t.table)_insert;
                DROP TRIGGER sync_mark_\(t.table)_update;
                ALTER TABLE \(t.table) ADD COLUMN sync_at INTEGER DEFAULT \(unknownWriter);
                UPDATE \(t.table) SET sync_at = NULL;

                """ + updateTrigger(t)
        }
        for c in children {
            guard let parent = byTable[c.parent] else { continue }
            for (event, row) in SyncTriggers.events {
                out += """
                    DROP TRIGGER sync_mark_\(c.table)_\(event.lowercased());
                    CREATE TRIGGER sync_mark_\(c.table)_\(event.lowercased()) AFTER \(event) ON \(c.table) BEGIN
                        \(markRow(parent, owner: "\(row).owner_id", id: "\(row).\(c.column)"));
                    END;

                    """
            }
        }
        // Sets belong to their routine record, found through their exercise record (gone when a
        // cascade removes both: the record's own trigger marks it then).
        for (event, row) in SyncTriggers.events {
            out += """
                DROP TRIGGER sync_mark_set_record_\(event.lowercased());
                CREATE TRIGGER sync_mark_set_record_\(event.lowercased()) AFTER \(event) ON set_record BEGIN
                    UPDATE routine_record SET sync_at = \(stamp("routine_record", id: "id")) WHERE owner_id = \(row).owner_id
                        AND id = (SELECT record_id FROM exercise_record WHERE owner_id = \(row).owner_id AND id = \(row).exercise_record_id);
                END;

                """
        }
        return out
    }

    /// Every marked record of one owner (`?1`): rows' own marks, removals' (`SyncRemovalMarks`)
    /// and `sync_dirty`'s, one entry per record (its latest time; whole if any mark says so;
    /// whether a removal's mark was among them), oldest first.
    static let dirty: String = {
        var parts = tables.map { t in
            "SELECT \(t.kind) AS kind, \(t.id) AS id, sync_at AS at_ms, 0 AS whole, 0 AS apart FROM \(t.table) WHERE owner_id = ?1 AND sync_at > 0"
        }
        parts.append(SyncRemovalMarks.arm)
        parts.append("SELECT kind, id, at_ms, whole, 0 FROM sync_dirty WHERE owner_id = ?1")
        return "SELECT kind, id, max(at_ms) AS at, max(whole), max(apart) FROM (\(parts.joined(separator: "\nUNION ALL "))) GROUP BY kind, id ORDER BY at, kind, id"
    }()

    /// One row's mark (owner `?1`, key `?2`) as the scan reads it.
    static func markOf(_ t: Table) -> String {
        "SELECT \(t.kind), \(t.id), sync_at FROM \(t.table) WHERE owner_id = ?1" + (t.key.map { " AND \($0) = ?2" } ?? "") + " AND sync_at > 0"
    }

    /// Settles every mark of a table for one owner (`?1`). NULL: the update trigger sees a change
    /// of `sync_at` and marks nothing.
    static func clearAll(_ t: Table) -> String {
        "UPDATE \(t.table) SET sync_at = NULL WHERE owner_id = ?1 AND sync_at > 0"
    }

    /// Settles one record's mark (owner, then its key when the table has one).
    static func clear(_ t: Table) -> String {
        "UPDATE \(t.table) SET sync_at = NULL WHERE owner_id = ?" + (t.key.map { " AND \($0) = ?" } ?? "") + " AND sync_at > 0"
    }

    /// The mark of a row inserted without one (by a program other than liblift): marked, at a
    /// time before any other, so its fields take a version just after the store's latest.
    static let unknownWriter = 1

    /// What a write from a merge stores in `sync_at`: settled, and never the value it had, so the
    /// update trigger (which marks an update that leaves `sync_at` as it was) stays quiet.
    static let appliedInsert = "-1"
    static let appliedUpdate = "CASE sync_at WHEN -1 THEN -2 ELSE -1 END"
}
