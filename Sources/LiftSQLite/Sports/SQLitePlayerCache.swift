import LiftCore

/// The players cache over SQLite: players per team id, scoped to one owner.
public struct SQLitePlayerCache: KeyedCacheStore {
    let rows: KeyedRows

    public init(database: SQLiteDatabase, owner: String) {
        rows = KeyedRows(database: database, owner: owner, scope: "players", table: "sports_player", keyColumn: "team_id",
                         columns: ["id", "name", "number", "role", "nationality", "photo_url", "data_source"])
    }

    public func retrieve(key: String) throws -> Cached<[Player]>? {
        try rows.retrieve(key: key) { s in
            Player(id: s.string(0), name: s.string(1), number: s.optionalInt(2),
                   position: PlayerPosition(text: s.string(3)), nationality: s.optionalString(4),
                   photoURL: s.optionalString(5), dataSource: try CacheStamps.dataSource(s.string(6), "players", key))
        }
    }

    public func insert(_ players: [Player], key: String, timestamp: Timestamp) throws {
        try rows.insert(players, key: key, timestamp: timestamp) { p in
            [.text(p.id), .text(p.name), .optional(p.number), .text(p.position.text), .optional(p.nationality),
             .optional(p.photoURL), .text(p.dataSource.rawValue)]
        }
    }

    public func delete(key: String) throws { try rows.delete(key: key) }
    public func keys() throws -> [String] { try rows.keys() }
}
