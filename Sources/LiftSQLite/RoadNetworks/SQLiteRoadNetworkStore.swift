import CSQLite
import LiftCore

/// RoadNetworkStore over SQLite, scoped to one owner.
public struct SQLiteRoadNetworkStore: RoadNetworkStore {
    let database: SQLiteDatabase
    let owner: String

    public init(database: SQLiteDatabase, owner: String) {
        self.database = database
        self.owner = owner
    }

    static let columns = "profile, version, source, creation_ms, length(data)"

    static func record(_ s: SQLiteStatement) -> RoadNetworkRecord {
        RoadNetworkRecord(profile: s.string(0), version: s.id(1), source: s.string(2), creationDate: s.timestamp(3),
                          byteCount: Int(s.int(4)))
    }

    public func replaceRoadNetwork(_ r: RoadNetworkRecord, bytes: [UInt8]) throws {
        let s = try database.statement("""
            INSERT INTO road_network(owner_id, profile, version, source, creation_ms, data) VALUES(?, ?, ?, ?, ?, ?)
            ON CONFLICT(owner_id, profile) DO UPDATE SET version = excluded.version, source = excluded.source,
                creation_ms = excluded.creation_ms, data = excluded.data
            """)
        try s.bind(.text(owner), .text(r.profile), .id(r.version), .text(r.source), .time(r.creationDate))
        try s.bindBlob(6, bytes)
        try s.run()
    }

    public func readRoadNetwork(profile: String) throws -> RoadNetworkRecord? {
        let s = try database.statement("SELECT \(Self.columns) FROM road_network WHERE owner_id = ? AND profile = ?")
        try s.bind(.text(owner), .text(profile))
        return try s.step() ? Self.record(s) : nil
    }

    public func readRoadNetworkBytes(profile: String) throws -> [UInt8]? {
        let s = try database.statement("SELECT data FROM road_network WHERE owner_id = ? AND profile = ?")
        try s.bind(.text(owner), .text(profile))
        return try s.step() ? s.blob(0) : nil
    }

    public func readAllRoadNetworks() throws -> [RoadNetworkRecord] {
        let s = try database.statement("SELECT \(Self.columns) FROM road_network WHERE owner_id = ? ORDER BY profile")
        try s.bind(.text(owner))
        var out = [RoadNetworkRecord]()
        while try s.step() { out.append(Self.record(s)) }
        return out
    }

    public func deleteRoadNetwork(profile: String) throws -> Int {
        let s = try database.statement("DELETE FROM road_network WHERE owner_id = ? AND profile = ?")
        try s.bind(.text(owner), .text(profile))
        try s.run()
        return database.changes
    }
}
