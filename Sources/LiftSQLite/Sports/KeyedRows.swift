import LiftCore

/// A sports table whose rows are kept per cache key, in the order the remote gave them (a league's
/// teams, a team's players, the built-in leagues), stamped in `sports_cache`: the reading,
/// replacing and deleting the league, team and player caches share. Every row is one owner's.
struct KeyedRows {
    let database: SQLiteDatabase
    let owner: String
    /// The `sports_cache` scope, also named in unreadable-entry errors.
    let scope: String
    let table: String
    /// The column holding the cache key (`league_id` for teams, ...).
    let keyColumn: String
    /// The record's own columns, after `owner_id, <keyColumn>, position`.
    let columns: [String]

    var stamps: CacheStamps { CacheStamps(database: database, owner: owner, scope: scope) }

    /// The rows of `key` in saved order, each read from `columns` (column 0 is the first of them);
    /// nil when the key is not cached.
    func retrieve<T>(key: String, _ row: (SQLiteStatement) throws -> T) throws -> Cached<[T]>? {
        try database.read {
            guard let saved = try stamps.read(key: key) else { return nil }
            let s = try database.statement("""
                SELECT \(columns.joined(separator: ", ")) FROM \(table) WHERE owner_id = ? AND \(keyColumn) = ? ORDER BY position
                """)
            try s.bind(.text(owner), .text(key))
            var out = [T]()
            while try s.step() { out.append(try row(s)) }
            return Cached(value: out, savedAt: saved)
        }
    }

    /// Replaces the rows of `key` by `items` (`values` gives one item's `columns`) and stamps it,
    /// all in one transaction.
    func insert<T>(_ items: [T], key: String, timestamp: Timestamp, _ values: (T) -> [SQLiteValue]) throws {
        try database.transaction {
            try deleteRows(key)
            let all = ["owner_id", keyColumn, "position"] + columns
            let s = try database.statement("""
                INSERT INTO \(table)(\(all.joined(separator: ", "))) VALUES(\(all.map { _ in "?" }.joined(separator: ", ")))
                """)
            for (i, item) in items.enumerated() {
                s.reset()
                for (n, value) in ([.text(owner), .text(key), .int(Int64(i))] + values(item)).enumerated() {
                    try s.bind(Int32(n + 1), value)
                }
                try s.run()
            }
            try stamps.write(key: key, timestamp: timestamp)
        }
    }

    func delete(key: String) throws {
        try database.transaction {
            try deleteRows(key)
            try stamps.delete(key: key)
        }
    }

    func keys() throws -> [String] { try stamps.keys() }

    private func deleteRows(_ key: String) throws {
        try database.statement("DELETE FROM \(table) WHERE owner_id = ? AND \(keyColumn) = ?").bind(.text(owner), .text(key)).run()
    }
}
