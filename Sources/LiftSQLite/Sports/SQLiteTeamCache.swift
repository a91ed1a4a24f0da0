import LiftCore

/// The teams cache over SQLite: teams per league id, scoped to one owner.
public struct SQLiteTeamCache: KeyedCacheStore {
    let rows: KeyedRows

    public init(database: SQLiteDatabase, owner: String) {
        rows = KeyedRows(database: database, owner: owner, scope: "teams", table: "sports_team", keyColumn: "league_id",
                         columns: ["id", "name", "logo_url", "data_source"])
    }

    public func retrieve(key: String) throws -> Cached<[Team]>? {
        try rows.retrieve(key: key) { s in
            Team(id: s.string(0), name: s.string(1), logoURL: s.string(2),
                 dataSource: try CacheStamps.dataSource(s.string(3), "teams", key))
        }
    }

    public func insert(_ teams: [Team], key: String, timestamp: Timestamp) throws {
        try rows.insert(teams, key: key, timestamp: timestamp) { t in
            [.text(t.id), .text(t.name), .text(t.logoURL), .text(t.dataSource.rawValue)]
        }
    }

    public func delete(key: String) throws { try rows.delete(key: key) }
    public func keys() throws -> [String] { try rows.keys() }

    /// The data source of a cached team, so a host can ask for its players by id alone.
    public func dataSource(ofTeam id: String) throws -> DataSource? {
        let s = try rows.database.statement("SELECT data_source FROM sports_team WHERE owner_id = ? AND id = ? LIMIT 1")
        try s.bind(.text(rows.owner), .text(id))
        guard try s.step() else { return nil }
        return DataSource(rawValue: s.string(0))
    }
}
