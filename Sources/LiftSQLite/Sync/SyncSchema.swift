extension Schema {
    /// The sync tables. `sync_record` is each record's merged state (fields with versions), at
    /// its position in this store's feed (`seq`, one index). A save only marks its record in
    /// `sync_dirty` (a trigger per synced table): versions are given when a feed is read or a
    /// batch applied (`SettleLocalChanges`), so a normal save pays one small insert. The site id
    /// is random (SQLite's randomblob), made once. Existing records are marked, so they join the
    /// feed on the first sync.
    static let syncV1 = Migration(feature: "sync", version: 1, sql: """
        CREATE TABLE sync_site(
            id INTEGER PRIMARY KEY CHECK (id = 1), site TEXT NOT NULL, clock_ms INTEGER NOT NULL, clock_counter INTEGER NOT NULL);
        INSERT INTO sync_site VALUES(1, lower(hex(randomblob(16))), 0, 0);
        CREATE TABLE sync_record(
            owner_id TEXT NOT NULL, kind TEXT NOT NULL, id TEXT NOT NULL, seq INTEGER NOT NULL,
            local INTEGER NOT NULL, parked INTEGER NOT NULL, removed TEXT, fields BLOB NOT NULL,
            PRIMARY KEY(owner_id, kind, id)) WITHOUT ROWID;
        CREATE UNIQUE INDEX sync_record_by_seq ON sync_record(seq);
        CREATE INDEX sync_record_parked ON sync_record(owner_id) WHERE parked = 1;
        CREATE TABLE sync_dirty(
            owner_id TEXT NOT NULL, kind TEXT NOT NULL, id TEXT NOT NULL, at_ms INTEGER NOT NULL,
            PRIMARY KEY(owner_id, kind, id)) WITHOUT ROWID;
        CREATE TABLE sync_ack(owner_id TEXT PRIMARY KEY NOT NULL, seq INTEGER NOT NULL) WITHOUT ROWID;
        CREATE TABLE sync_peer(
            owner_id TEXT NOT NULL, site TEXT NOT NULL, seq INTEGER NOT NULL,
            PRIMARY KEY(owner_id, site)) WITHOUT ROWID;
        """ + SyncTriggers.sql)
}

/// One trigger per table and event: each marks the synced record it belongs to.
enum SyncTriggers {
    static let now = "CAST((julianday('now') - 2440587.5) * 86400000.0 AS INTEGER)"

    /// (table, owner column, kind expression, id expression over the row `R`)
    static let marks: [(table: String, owner: String, kind: String, id: String)] = [
        ("exercise", "owner_id", "'exercise'", "R.id"),
        ("routine", "owner_id", "'routine'", "R.id"),
        ("routine_exercise", "owner_id", "'routine'", "R.routine_id"),
        ("routine_record", "owner_id", "'routine_record'", "R.id"),
        ("exercise_record", "owner_id", "'routine_record'", "R.record_id"),
        ("custom_workout", "owner_id", "'workout'", "R.id"),
        ("completion", "owner_id", "'completion'", "R.id"),
        ("weekly_goal", "owner_id", "'weekly_goal'", "'weekly_goal'"),
        ("weight_entry", "owner_id", "'weight'", "R.id"),
        ("body_count", "owner_id", "R.category", "R.id"),
        ("body_goal", "owner_id", "'goal'", "R.category"),
        ("saved_route", "owner_id", "'route'", "R.id"),
        ("saved_route_stop", "owner_id", "'route'", "R.route_id"),
        ("saved_route_leg", "owner_id", "'route'", "R.route_id"),
        ("saved_route_step", "owner_id", "'route'", "R.route_id"),
    ]

    static var sql: String {
        var out = ""
        for m in marks {
            for (event, row) in [("INSERT", "NEW"), ("UPDATE", "NEW"), ("DELETE", "OLD")] {
                let owner = "\(row).\(m.owner)", kind = m.kind.replacingR(row), id = m.id.replacingR(row)
                out += """
                    CREATE TRIGGER sync_mark_\(m.table)_\(event.lowercased()) AFTER \(event) ON \(m.table) BEGIN
                        INSERT OR REPLACE INTO sync_dirty VALUES(\(owner), \(kind), \(id), \(now));
                    END;

                    """
            }
            out += "INSERT OR REPLACE INTO sync_dirty SELECT \(m.owner), \(m.kind.replacingR(m.table)), \(m.id.replacingR(m.table)), \(now) FROM \(m.table);\n"
        }
        // Sets belong to their routine record, found through their exercise record (gone when a
        // cascade removes both: the record's own trigger marks it then).
        for (event, row) in [("INSERT", "NEW"), ("UPDATE", "NEW"), ("DELETE", "OLD")] {
            out += """
                CREATE TRIGGER sync_mark_set_record_\(event.lowercased()) AFTER \(event) ON set_record BEGIN
                    INSERT OR REPLACE INTO sync_dirty SELECT owner_id, 'routine_record', record_id, \(now)
                    FROM exercise_record WHERE owner_id = \(row).owner_id AND id = \(row).exercise_record_id;
                END;

                """
        }
        // Only an account's details sync: its password, username and sessions never do.
        out += """
            CREATE TRIGGER sync_mark_account_insert AFTER INSERT ON account BEGIN
                INSERT OR REPLACE INTO sync_dirty VALUES(NEW.id, 'account', 'account', \(now));
            END;
            CREATE TRIGGER sync_mark_account_update AFTER UPDATE OF name, phone, email ON account BEGIN
                INSERT OR REPLACE INTO sync_dirty VALUES(NEW.id, 'account', 'account', \(now));
            END;
            INSERT OR REPLACE INTO sync_dirty SELECT id, 'account', 'account', \(now) FROM account;

            """
        return out
    }
}

private extension String {
    /// The template with its row placeholder `R.` spelt as `row.` (NEW, OLD or the table).
    func replacingR(_ row: String) -> String {
        var out = ""
        var previous: Character? = nil
        for c in self {
            if c == "R", previous.map({ !$0.isLetter && $0 != "_" }) ?? true {
                out += row
            } else {
                out.append(c)
            }
            previous = c
        }
        return out
    }
}
