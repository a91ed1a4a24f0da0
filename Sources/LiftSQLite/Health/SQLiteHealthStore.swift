import LiftCore

/// HealthStore over SQLite, scoped to one owner.
public struct SQLiteHealthStore: HealthStore {
    let database: SQLiteDatabase
    let owner: String

    public init(database: SQLiteDatabase, owner: String) {
        self.database = database
        self.owner = owner
    }

    static let columns = """
        platform, id, type, day, start_ms, end_ms, value, unit, canonical_value, source_name, bundle_id, device,
        user_entered, sync_id, sync_version, modified_ms, activity_type, duration_s, distance_m
        """

    static func sample(_ s: SQLiteStatement) throws -> StoredHealthSample {
        guard let platform = HealthPlatform(rawValue: s.string(0)), let type = HealthDataType(rawValue: s.string(2)) else {
            throw LiftError(.corrupt, "a stored health sample has the unknown platform \(s.string(0)) or type \(s.string(2))")
        }
        let provenance = HealthProvenance(
            id: s.string(1), source: HealthSource(name: s.string(9), bundleID: s.string(10), device: s.optionalString(11)),
            wasUserEntered: s.int(12) != 0, syncIdentifier: s.optionalString(13), syncVersion: s.optionalInt(14),
            lastModified: s.optionalInt(15).map(Timestamp.init(milliseconds:)))
        return StoredHealthSample(platform: platform, provenance: provenance, type: type, day: Day(daysSinceEpoch: s.int(3)),
                                  start: s.timestamp(4), end: s.timestamp(5), value: s.double(6), unit: s.string(7),
                                  canonicalValue: s.double(8), activityType: s.optionalString(16),
                                  durationSeconds: s.optionalDouble(17), distanceMeters: s.optionalDouble(18))
    }

    public func readHealthSample(platform: HealthPlatform, id: String) throws -> StoredHealthSample? {
        let s = try database.statement(Self.readSQL)
        try s.bind(.text(owner), .text(platform.rawValue), .text(id))
        return try s.step() ? Self.sample(s) : nil
    }

    public func createHealthSample(_ x: StoredHealthSample) throws { try insert(x, Self.insertSQL) }

    public func createHealthSampleIfNew(_ x: StoredHealthSample) throws -> Bool {
        try insert(x, Self.insertIfNewSQL)
        return database.changes > 0
    }

    public func noteNewHealthSamples(platform: HealthPlatform, ids: [String]) throws {
        try database.statement(HealthSyncTriggers.markNew)
            .bind(.text(owner), .text(HealthSyncTriggers.kindPrefix + platform.rawValue), .text(HealthSyncTriggers.jsonArray(ids))).run()
    }

    static let insertSQL = "INSERT INTO health_sample(owner_id, \(columns)) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    static let insertIfNewSQL = insertSQL + " ON CONFLICT(owner_id, platform, id) DO NOTHING"
    static let readSQL = "SELECT \(columns) FROM health_sample WHERE owner_id = ? AND platform = ? AND id = ?"

    private func insert(_ x: StoredHealthSample, _ sql: String) throws {
        try database.statement(sql)
            .bind(.text(owner), .text(x.platform.rawValue), .text(x.provenance.id), .text(x.type.rawValue),
                  .int(x.day.daysSinceEpoch), .time(x.start), .time(x.end), .double(x.value), .text(x.unit),
                  .double(x.canonicalValue), .text(x.provenance.source.name), .text(x.provenance.source.bundleID),
                  .optional(x.provenance.source.device), .int(x.provenance.wasUserEntered ? 1 : 0),
                  .optional(x.provenance.syncIdentifier), .optional(x.provenance.syncVersion),
                  .optional(x.provenance.lastModified?.milliseconds), .optional(x.activityType), .optional(x.durationSeconds),
                  .optional(x.distanceMeters))
            .run()
    }

    public func updateHealthSample(_ x: StoredHealthSample) throws {
        _ = try deleteHealthSample(platform: x.platform, id: x.provenance.id)
        try createHealthSample(x)
    }

    public func deleteHealthSample(platform: HealthPlatform, id: String) throws -> Bool {
        try database.statement("DELETE FROM health_sample WHERE owner_id = ? AND platform = ? AND id = ?")
            .bind(.text(owner), .text(platform.rawValue), .text(id)).run()
        return database.changes > 0
    }

    public func deleteHealthSamples(types: [HealthDataType]) throws -> Int {
        var removed = 0
        for type in types {
            try database.statement("DELETE FROM health_sample WHERE owner_id = ? AND type = ?")
                .bind(.text(owner), .text(type.rawValue)).run()
            removed += database.changes
        }
        return removed
    }

    public func readHealthSamples(type: HealthDataType, day: Day) throws -> [StoredHealthSample] {
        // Without table statistics the planner walks the owner's whole primary key instead: every
        // sample held, for each day a batch works out again.
        let s = try database.statement("""
            SELECT \(Self.columns) FROM health_sample INDEXED BY health_sample_by_day
            WHERE owner_id = ? AND type = ? AND day = ? ORDER BY platform, id
            """)
        try s.bind(.text(owner), .text(type.rawValue), .int(day.daysSinceEpoch))
        var out = [StoredHealthSample]()
        while try s.step() { out.append(try Self.sample(s)) }
        return out
    }

    public func readHealthSamples(platform: HealthPlatform, types: [HealthDataType], from: Timestamp,
                                  to: Timestamp) throws -> [StoredHealthSample] {
        let s = try database.statement("""
            SELECT \(Self.columns) FROM health_sample
            WHERE owner_id = ? AND platform = ? AND start_ms >= ? AND start_ms < ? ORDER BY start_ms, id
            """)
        try s.bind(.text(owner), .text(platform.rawValue), .time(from), .time(to))
        let wanted = Set(types)
        var out = [StoredHealthSample]()
        while try s.step() {
            let sample = try Self.sample(s)
            if wanted.contains(sample.type) { out.append(sample) }
        }
        return out
    }

    public func readHealthSampleDays(type: HealthDataType) throws -> [Day] {
        let s = try database.statement("SELECT DISTINCT day FROM health_sample WHERE owner_id = ? AND type = ? ORDER BY day")
        try s.bind(.text(owner), .text(type.rawValue))
        var out = [Day]()
        while try s.step() { out.append(Day(daysSinceEpoch: s.int(0))) }
        return out
    }

    public func readHealthAnchor(platform: HealthPlatform, scope: String) throws -> HealthAnchor? {
        let s = try database.statement("SELECT anchor FROM health_anchor WHERE owner_id = ? AND platform = ? AND scope = ?")
        try s.bind(.text(owner), .text(platform.rawValue), .text(scope))
        return try s.step() ? HealthAnchor(scope: scope, value: s.string(0)) : nil
    }

    public func createOrUpdateHealthAnchor(platform: HealthPlatform, _ anchor: HealthAnchor) throws {
        try database.statement("""
            INSERT INTO health_anchor(owner_id, platform, scope, anchor) VALUES(?, ?, ?, ?)
            ON CONFLICT(owner_id, platform, scope) DO UPDATE SET anchor = excluded.anchor
            """)
            .bind(.text(owner), .text(platform.rawValue), .text(anchor.scope), .text(anchor.value)).run()
    }

    /// No priorities stored reads as nil, as a type never set.
    public func readHealthPolicy(type: HealthDataType) throws -> HealthPolicy? {
        let s = try database.statement("SELECT source FROM health_policy WHERE owner_id = ? AND type = ? ORDER BY rank")
        try s.bind(.text(owner), .text(type.rawValue))
        var sources = [String]()
        while try s.step() { sources.append(s.string(0)) }
        return sources.isEmpty ? nil : HealthPolicy(type: type, sources: sources)
    }

    public func createOrUpdateHealthPolicy(_ policy: HealthPolicy) throws {
        try database.statement("DELETE FROM health_policy WHERE owner_id = ? AND type = ?")
            .bind(.text(owner), .text(policy.type.rawValue)).run()
        for (rank, source) in policy.sources.enumerated() {
            try database.statement("INSERT INTO health_policy(owner_id, type, rank, source) VALUES(?, ?, ?, ?)")
                .bind(.text(owner), .text(policy.type.rawValue), .int(Int64(rank)), .text(source)).run()
        }
    }
}
