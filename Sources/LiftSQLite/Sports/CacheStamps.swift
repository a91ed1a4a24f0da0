import LiftCore

/// The `sports_cache` table: when each entry of one scope was saved. Shared by the sports caches.
struct CacheStamps {
    let database: SQLiteDatabase
    let owner: String
    let scope: String

    func read(key: String) throws -> Timestamp? {
        let s = try database.statement("SELECT saved_ms FROM sports_cache WHERE owner_id = ? AND scope = ? AND cache_key = ?")
        try s.bind(.text(owner), .text(scope), .text(key))
        return try s.step() ? s.timestamp(0) : nil
    }

    func write(key: String, timestamp: Timestamp) throws {
        try database.statement("INSERT OR REPLACE INTO sports_cache(owner_id, scope, cache_key, saved_ms) VALUES(?, ?, ?, ?)")
            .bind(.text(owner), .text(scope), .text(key), .time(timestamp)).run()
    }

    func delete(key: String) throws {
        try database.statement("DELETE FROM sports_cache WHERE owner_id = ? AND scope = ? AND cache_key = ?")
            .bind(.text(owner), .text(scope), .text(key)).run()
    }

    func keys() throws -> [String] {
        let s = try database.statement("SELECT cache_key FROM sports_cache WHERE owner_id = ? AND scope = ? ORDER BY cache_key")
        try s.bind(.text(owner), .text(scope))
        var out = [String]()
        while try s.step() { out.append(s.string(0)) }
        return out
    }

    /// A row this build cannot make sense of: the entry is unreadable (Validate Cache deletes it).
    static func unreadable(_ scope: String, _ key: String, _ why: String) -> LiftError {
        LiftError(.corrupt, code: "unreadable_cache", "the \(scope) cache for \(key) cannot be read: \(why)",
                  details: [.init("scope", .string(scope)), .init("key", .string(key))])
    }

    static func dataSource(_ text: String, _ scope: String, _ key: String) throws -> DataSource {
        guard let d = DataSource(rawValue: text) else { throw unreadable(scope, key, "unknown data source \(text)") }
        return d
    }
}
