extension Schema {
    /// A removal is marked in the record's tombstone, not in `sync_dirty`: the trigger that moves
    /// a removed row's state into `sync_record` stamps that row's `removal_at` (the store clock's
    /// ms of the removal, NULL once settled), so a removal writes the tombstone and nothing else
    /// (the mark in `sync_dirty` was one more B-tree per commit, most of what a removal cost
    /// beyond raw SQLite). A record that has no state yet was never in the feed: its removal
    /// needs no version (the settle gives none), so it is not marked at all. One whose state
    /// `sync_record` already holds (a day's total removed and made again, the weekly and body
    /// goals) is marked there. Marks already in `sync_dirty` stay valid and are read as before.
    static let syncV5 = Migration(feature: "sync", version: 5, sql: SyncRemovalMarks.sql)
}

/// The removal marks kept in `sync_record` (`removal_at`), and the SQL that makes and reads them.
enum SyncRemovalMarks {
    /// The name a removal mark gives the store's clock (`StoreClockFunction`), with the record's
    /// kind and id joined by U+001F, so the marks are found by key, as rows' own marks are.
    static let named = "sync_record"

    /// Removed records of these kinds may be made again under the same id before they are
    /// settled (a day's total replaced): a mark of theirs makes every field take a new version.
    static let wholeKinds: Set<String> = Set(SyncTriggers.rewrittenWhole.flatMap { SyncRowMarks.byTable[$0]?.kinds ?? [] })

    /// The store's clock, naming the record whose kind and id are the SQL `kind` and `id`.
    private static func stamp(kind: String, id: String) -> String {
        "lift_now_ms('\(named)', \(kind) || char(31) || \(id))"
    }

    static var sql: String {
        // Dropped before the column is added: they insert into `sync_record` by position.
        var out = SyncRowStates.tables.map { "DROP TRIGGER sync_state_\($0.table)_delete;\n" }.joined()
        out += "ALTER TABLE sync_record ADD COLUMN removal_at INTEGER;\n"
        for t in SyncRowMarks.tables {
            let kind = t.kind == "category" ? "OLD.category" : t.kind
            let id = t.key == nil ? t.id : "OLD.\(t.id)"
            let stamp = stamp(kind: kind, id: id)
            let rowKeepsState = SyncRowStates.byTable[t.table] != nil
            if rowKeepsState {
                out += """
                    CREATE TRIGGER sync_state_\(t.table)_delete AFTER DELETE ON \(t.table) WHEN OLD.sync_state IS NOT NULL BEGIN
                        INSERT OR REPLACE INTO sync_record(owner_id, kind, id, seq, local, parked, removed, fields, removal_at)
                            VALUES(OLD.owner_id, \(kind), OLD.id, OLD.sync_seq, OLD.sync_local, 0, OLD.sync_removed, OLD.sync_state, \(stamp));
                    END;

                    """
            }
            // No row matched, no clock read: a record without a state makes no mark.
            out += """
                DROP TRIGGER sync_mark_\(t.table)_delete;
                CREATE TRIGGER sync_mark_\(t.table)_delete AFTER DELETE ON \(t.table)\(rowKeepsState ? " WHEN OLD.sync_state IS NULL" : "") BEGIN
                    UPDATE sync_record SET removal_at = \(stamp) WHERE owner_id = OLD.owner_id AND kind = \(kind) AND id = \(id);
                END;

                """
        }
        return out
    }

    /// The scan's arm: every removal mark of the owner (`?1`), in `SyncRowMarks.dirty`'s columns.
    static let arm = "SELECT kind, id, removal_at AS at_ms, kind IN (\(wholeKinds.sorted().map { "'\($0)'" }.joined(separator: ", "))) AS whole, 1 AS apart"
        + " FROM sync_record WHERE owner_id = ?1 AND removal_at > 0"

    static let markOf: StaticString = "SELECT removal_at FROM sync_record WHERE owner_id = ? AND kind = ? AND id = ? AND removal_at > 0"
    static let clear: StaticString = "UPDATE sync_record SET removal_at = NULL WHERE owner_id = ? AND kind = ? AND id = ? AND removal_at > 0"
    static let clearAll: StaticString = "UPDATE sync_record SET removal_at = NULL WHERE owner_id = ? AND removal_at > 0"

    /// The kind and id a mark's name joined (nil for a name of another table).
    static func record(named name: (table: String, id: String)) -> (kind: String, id: String)? {
        guard name.table == named, let us = name.id.utf8.firstIndex(of: 0x1F) else { return nil }
        let kind = String(decoding: name.id.utf8[..<us], as: UTF8.self)
        let id = String(decoding: name.id.utf8[name.id.utf8.index(after: us)...], as: UTF8.self)
        return (kind, id)
    }
}
