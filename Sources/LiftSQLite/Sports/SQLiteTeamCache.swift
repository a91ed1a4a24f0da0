import LiftCore

/// The teams cache over SQLite: teams per league id, scoped to one owner.
public struct SQLiteTeamCache: KeyedCacheStore {
    let database: SQLiteDatabase
    let owner: String
    var stamps: CacheStamps { CacheStamps(database: database, owner: owner, scope: "teams") }

    public init(database: SQLiteDatabase, owner: String) { self.database = database; self.owner = owner }

    public func retrieve(key: String) throws -> Cached<[Team]>? {
        try database.read {
            guard let saved = try stamps.read(key: key) else { return nil }
            let s = try database.statement("""
                SELECT id, name, logo_url, data_source FROM sports_team WHERE owner_id = ? AND league_id = ? ORDER BY position
                """)
            try s.bind(.text(owner), .text(key))
            var out = [Team]()
            while try s.step() {
                out.append(Team(id: s.string(0), name: s.string(1), logoURL: s.string(2),
                                dataSource: try CacheStamps.dataSource(s.string(3), "teams", key)))
            }
            return Cached(value: out, savedAt: saved)
        }
    }

    public func insert(_ teams: [Team], key: String, timestamp: Timestamp) throws {
        try database.transaction {
            try deleteRows(key)
            let s = try database.statement("""
                INSERT INTO sports_team(owner_id, league_id, position, id, name, logo_url, data_source) VALUES(?, ?, ?, ?, ?, ?, ?)
                """)
            for (i, t) in teams.enumerated() {
                s.reset()
                try s.bind(.text(owner), .text(key), .int(Int64(i)), .text(t.id), .text(t.name), .text(t.logoURL),
                           .text(t.dataSource.rawValue))
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

    /// The data source of a cached team, so a host can ask for its players by id alone.
    public func dataSource(ofTeam id: String) throws -> DataSource? {
        let s = try database.statement("SELECT data_source FROM sports_team WHERE owner_id = ? AND id = ? LIMIT 1")
        try s.bind(.text(owner), .text(id))
        guard try s.step() else { return nil }
        return DataSource(rawValue: s.string(0))
    }

    private func deleteRows(_ key: String) throws {
        try database.statement("DELETE FROM sports_team WHERE owner_id = ? AND league_id = ?").bind(.text(owner), .text(key)).run()
    }
}
