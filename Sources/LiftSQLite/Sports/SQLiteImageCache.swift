import LiftCore

/// The image cache over SQLite: bytes per URL, scoped to one owner.
public struct SQLiteImageCache: KeyedCacheStore {
    let database: SQLiteDatabase
    let owner: String
    var stamps: CacheStamps { CacheStamps(database: database, owner: owner, scope: "images") }

    public init(database: SQLiteDatabase, owner: String) { self.database = database; self.owner = owner }

    public func retrieve(key: String) throws -> Cached<[UInt8]>? {
        try database.read {
            guard let saved = try stamps.read(key: key) else { return nil }
            let s = try database.statement("SELECT bytes FROM sports_image WHERE owner_id = ? AND url = ?")
            try s.bind(.text(owner), .text(key))
            // A stamp without its bytes (or empty bytes) is not an image: unreadable.
            guard try s.step() else { throw CacheStamps.unreadable("images", key, "no image data") }
            let bytes = s.blob(0)
            guard !bytes.isEmpty else { throw CacheStamps.unreadable("images", key, "empty image data") }
            return Cached(value: bytes, savedAt: saved)
        }
    }

    public func insert(_ bytes: [UInt8], key: String, timestamp: Timestamp) throws {
        try database.transaction {
            let s = try database.statement("INSERT OR REPLACE INTO sports_image(owner_id, url, bytes) VALUES(?, ?, ?)")
            try s.bind(1, .text(owner))
            try s.bind(2, .text(key))
            try s.bindBlob(3, bytes)
            try s.run()
            try stamps.write(key: key, timestamp: timestamp)
        }
    }

    public func delete(key: String) throws {
        try database.transaction {
            try database.statement("DELETE FROM sports_image WHERE owner_id = ? AND url = ?").bind(.text(owner), .text(key)).run()
            try stamps.delete(key: key)
        }
    }

    public func keys() throws -> [String] { try stamps.keys() }
}
