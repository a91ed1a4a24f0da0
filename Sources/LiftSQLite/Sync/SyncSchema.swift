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

    /// The triggers stamp the store's clock (`lift_now_ms()`), and a record removed and made
    /// again before it is settled (a day's total replaced) is marked to take versions whole.
    static let syncV2 = Migration(feature: "sync", version: 2, sql: SyncTriggers.storeClockSQL)
}

/// One trigger per table and event: each marks the synced record it belongs to.
enum SyncTriggers {
    /// What the first triggers stamped: SQLite's wall clock (kept as it was for `syncV1`).
    static let wallClock = "CAST((julianday('now') - 2440587.5) * 86400000.0 AS INTEGER)"
    /// The store's clock (`StoreClockFunction`), so an opener's test clock gives the versions too.
    static let storeClock = "lift_now_ms()"
    /// Tables whose rows may be removed and made again under the same id in one save (a day's
    /// total, replaced whole): such a record takes a new version for every field.
    static let rewrittenWhole: Set<String> = ["body_count"]

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

    static let events = [("INSERT", "NEW"), ("UPDATE", "NEW"), ("DELETE", "OLD")]

    /// How a trigger writes its mark.
    struct Stamp: Sendable {
        let head: String
        let now: String
        /// Whether the marks have the `whole` column (added by `syncV2`).
        let marksWhole: Bool
        let tail: String

        func values(_ owner: String, _ kind: String, _ id: String, whole: Bool = false) -> String {
            "\(head) VALUES(\(owner), \(kind), \(id), \(now)\(marksWhole ? (whole ? ", 1" : ", 0") : ""))\(tail)"
        }

        func select(_ columns: String, _ rest: String) -> String {
            "\(head) SELECT \(columns), \(now)\(marksWhole ? ", 0" : "") \(rest)\(tail)"
        }

        /// The first triggers': SQLite's wall clock.
        static let wallClock = Stamp(head: "INSERT OR REPLACE INTO sync_dirty", now: SyncTriggers.wallClock, marksWhole: false, tail: "")
        /// The store's clock, and a whole rewrite kept until the record is settled.
        static let storeClock = Stamp(head: "INSERT INTO sync_dirty(owner_id, kind, id, at_ms, whole)", now: SyncTriggers.storeClock,
                                      marksWhole: true,
                                      tail: " ON CONFLICT DO UPDATE SET at_ms = excluded.at_ms, whole = max(whole, excluded.whole)")
    }

    /// The first triggers, and every existing record marked so it joins the feed (`syncV1`).
    static var sql: String { triggers(.wallClock, backfill: true) }

    /// The triggers again, stamping the store's clock and marking whole rewrites (`syncV2`).
    static var storeClockSQL: String {
        var out = "ALTER TABLE sync_dirty ADD COLUMN whole INTEGER NOT NULL DEFAULT 0;\n"
        for (event, _) in events {
            for m in marks { out += "DROP TRIGGER IF EXISTS sync_mark_\(m.table)_\(event.lowercased());\n" }
            out += "DROP TRIGGER IF EXISTS sync_mark_set_record_\(event.lowercased());\n"
        }
        out += "DROP TRIGGER IF EXISTS sync_mark_account_insert;\nDROP TRIGGER IF EXISTS sync_mark_account_update;\n"
        return out + triggers(.storeClock, backfill: false)
    }

    private static func triggers(_ stamp: Stamp, backfill: Bool) -> String {
        var out = ""
        for m in marks {
            for (event, row) in events {
                let owner = "\(row).\(m.owner)", kind = m.kind.replacingR(row), id = m.id.replacingR(row)
                let whole = event == "DELETE" && rewrittenWhole.contains(m.table)
                out += """
                    CREATE TRIGGER sync_mark_\(m.table)_\(event.lowercased()) AFTER \(event) ON \(m.table) BEGIN
                        \(stamp.values(owner, kind, id, whole: whole));
                    END;

                    """
            }
            if backfill {
                out += stamp.select("\(m.owner), \(m.kind.replacingR(m.table)), \(m.id.replacingR(m.table))", "FROM \(m.table)") + ";\n"
            }
        }
        // Sets belong to their routine record, found through their exercise record (gone when a
        // cascade removes both: the record's own trigger marks it then).
        for (event, row) in events {
            out += """
                CREATE TRIGGER sync_mark_set_record_\(event.lowercased()) AFTER \(event) ON set_record BEGIN
                    \(stamp.select("owner_id, 'routine_record', record_id", "FROM exercise_record WHERE owner_id = \(row).owner_id AND id = \(row).exercise_record_id"));
                END;

                """
        }
        // Only an account's details sync: its password, username and sessions never do.
        out += """
            CREATE TRIGGER sync_mark_account_insert AFTER INSERT ON account BEGIN
                \(stamp.values("NEW.id", "'account'", "'account'"));
            END;
            CREATE TRIGGER sync_mark_account_update AFTER UPDATE OF name, phone, email ON account BEGIN
                \(stamp.values("NEW.id", "'account'", "'account'"));
            END;

            """
        if backfill { out += stamp.select("id, 'account', 'account'", "FROM account") + ";\n" }
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
