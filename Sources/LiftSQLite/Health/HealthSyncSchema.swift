extension Schema {
    /// Held health samples travel in the sync feed (docs/SYNC.md, docs/HEALTH.md): a trigger on
    /// update and delete marks a sample as the record `health_sample_<platform>` / its platform
    /// id, a batch's new samples are marked in one statement after it (`markNew`: a trigger per
    /// insert cost a 10,000-sample batch a quarter of its time), and the samples already held
    /// are marked so they join the feed. The marks stamp the store's clock, as `syncV2`'s do.
    static let healthV3 = Migration(feature: "health", version: 3, sql: HealthSyncTriggers.sql)
}

enum HealthSyncTriggers {
    static let kindPrefix = "health_sample_"

    /// Marks the ids of a JSON array (owner, kind, ids). `WHERE true`: without it SQLite reads
    /// the upsert's ON CONFLICT as a join's ON.
    static let markNew = """
        INSERT INTO sync_dirty(owner_id, kind, id, at_ms) SELECT ?1, ?2, value, \(SyncTriggers.storeClock) FROM json_each(?3) WHERE true
        ON CONFLICT DO UPDATE SET at_ms = excluded.at_ms
        """

    /// Ids as a JSON array of strings, escaped for json_each.
    static func jsonArray(_ ids: [String]) -> String {
        var out = "["
        for (i, id) in ids.enumerated() {
            if i > 0 { out += "," }
            out += "\""
            for u in id.unicodeScalars {
                switch u {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case _ where u.value < 0x20: out += "\\u" + String(repeating: "0", count: 4 - String(u.value, radix: 16).count) + String(u.value, radix: 16)
                default: out.unicodeScalars.append(u)
                }
            }
            out += "\""
        }
        return out + "]"
    }

    static var sql: String {
        // The store clock's stamp without naming `whole` (a sample is never rewritten whole), so
        // these triggers need nothing of a sync step but the first.
        let stamp = SyncTriggers.Stamp(head: "INSERT INTO sync_dirty(owner_id, kind, id, at_ms)", now: SyncTriggers.storeClock,
                                       marksWhole: false, tail: " ON CONFLICT DO UPDATE SET at_ms = excluded.at_ms")
        var out = ""
        for (event, row) in SyncTriggers.events where event != "INSERT" {
            out += """
                CREATE TRIGGER sync_mark_health_sample_\(event.lowercased()) AFTER \(event) ON health_sample BEGIN
                    \(stamp.values("\(row).owner_id", "'\(kindPrefix)' || \(row).platform", "\(row).id"));
                END;

                """
        }
        // Samples already held join the feed, stamped with SQLite's clock: the store's clock
        // function exists only on liblift's own connections. `WHERE true`: without it SQLite
        // reads the upsert's ON CONFLICT as a join's ON.
        let backfill = SyncTriggers.Stamp(head: stamp.head, now: SyncTriggers.wallClock, marksWhole: false, tail: stamp.tail)
        return out + backfill.select("owner_id, '\(kindPrefix)' || platform, id", "FROM health_sample WHERE true") + ";\n"
    }
}
