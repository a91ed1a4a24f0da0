import LiftCore

/// The players cache over SQLite: players per team id, scoped to one owner.
public struct SQLitePlayerCache: KeyedCacheStore {
    let database: SQLiteDatabase
    let owner: String
    var stamps: CacheStamps { CacheStamps(database: database, owner: owner, scope: "players") }

    public init(database: SQLiteDatabase, owner: String) { self.database = database; self.owner = owner }

    public func retrieve(key: String) throws -> Cached<[Player]>? {
        try database.read {
            guard let saved = try stamps.read(key: key) else { return nil }
            let s = try database.statement("""
                SELECT id, name, number, role, nationality, photo_url, data_source FROM sports_player
                WHERE owner_id = ? AND team_id = ? ORDER BY position
                """)
            try s.bind(.text(owner), .text(key))
            var out = [Player]()
            while try s.step() {
                out.append(Player(id: s.string(0), name: s.string(1), number: s.optionalInt(2),
                                  position: PlayerPosition(text: s.string(3)), nationality: s.optionalString(4),
                                  photoURL: s.optionalString(5),
                                  dataSource: try CacheStamps.dataSource(s.string(6), "players", key)))
            }
            return Cached(value: out, savedAt: saved)
        }
    }

    public func insert(_ players: [Player], key: String, timestamp: Timestamp) throws {
        try database.transaction {
            try deleteRows(key)
            let s = try database.statement("""
                INSERT INTO sports_player(owner_id, team_id, position, id, name, number, role, nationality, photo_url, data_source)
                VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            for (i, p) in players.enumerated() {
                s.reset()
                try s.bind(.text(owner), .text(key), .int(Int64(i)), .text(p.id), .text(p.name), .optional(p.number),
                           .text(p.position.text), .optional(p.nationality), .optional(p.photoURL),
                           .text(p.dataSource.rawValue))
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
        try database.statement("DELETE FROM sports_player WHERE owner_id = ? AND team_id = ?").bind(.text(owner), .text(key)).run()
    }
}
