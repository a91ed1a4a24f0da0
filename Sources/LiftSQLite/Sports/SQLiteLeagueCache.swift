import LiftCore

/// The leagues cache over SQLite, scoped to one owner.
public struct SQLiteLeagueCache: KeyedCacheStore {
    let rows: KeyedRows

    public init(database: SQLiteDatabase, owner: String) {
        rows = KeyedRows(database: database, owner: owner, scope: "leagues", table: "sports_league", keyColumn: "cache_key",
                         columns: ["id", "name", "logo_url", "data_source"])
    }

    public func retrieve(key: String) throws -> Cached<[League]>? {
        try rows.retrieve(key: key) { s in
            League(id: s.string(0), name: s.string(1), logoURL: s.string(2),
                   dataSource: try CacheStamps.dataSource(s.string(3), "leagues", key))
        }
    }

    public func insert(_ leagues: [League], key: String, timestamp: Timestamp) throws {
        try rows.insert(leagues, key: key, timestamp: timestamp) { l in
            [.text(l.id), .text(l.name), .text(l.logoURL), .text(l.dataSource.rawValue)]
        }
    }

    public func delete(key: String) throws { try rows.delete(key: key) }
    public func keys() throws -> [String] { try rows.keys() }
}
