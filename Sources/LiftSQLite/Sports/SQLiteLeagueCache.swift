import LiftCore

/// The leagues cache over SQLite, scoped to one owner.
public struct SQLiteLeagueCache: KeyedCacheStore {
    let database: SQLiteDatabase
    let owner: String
    var stamps: CacheStamps { CacheStamps(database: database, owner: owner, scope: "leagues") }

    public init(database: SQLiteDatabase, owner: String) { self.database = database; self.owner = owner }

    public func retrieve(key: String) throws -> Cached<[League]>? {
        try database.read {
            guard let saved = try stamps.read(key: key) else { return nil }
            let s = try database.statement("""
                SELECT id, name, logo_url, data_source FROM sports_league
                WHERE owner_id = ? AND cache_key = ? ORDER BY position
                """)
            try s.bind(.text(owner), .text(key))
            var out = [League]()
            while try s.step() {
                out.append(League(id: s.string(0), name: s.string(1), logoURL: s.string(2),
                                  dataSource: try CacheStamps.dataSource(s.string(3), "leagues", key)))
            }
            return Cached(value: out, savedAt: saved)
        }
    }

    public func insert(_ leagues: [League], key: String, timestamp: Timestamp) throws {
        try database.transaction {
            try deleteRows(key)
            let s = try database.statement("""
                INSERT INTO sports_league(owner_id, cache_key, position, id, name, logo_url, data_source)
                VALUES(?, ?, ?, ?, ?, ?, ?)
                """)
            for (i, l) in leagues.enumerated() {
                s.reset()
                try s.bind(.text(owner), .text(key), .int(Int64(i)), .text(l.id), .text(l.name), .text(l.logoURL),
                           .text(l.dataSource.rawValue))
                try s.run()
            }
            try stamps.write(key: key, timestamp: timestamp)
        }
    }

    public func delete(key: String) throws {
        try database.transaction {
            try deleteRows(key)
            try stamps.delete(key: key)
        }
    }

    public func keys() throws -> [String] { try stamps.keys() }

    private func deleteRows(_ key: String) throws {
        try database.statement("DELETE FROM sports_league WHERE owner_id = ? AND cache_key = ?")
            .bind(.text(owner), .text(key)).run()
    }
}
