import LiftCore

/// The export state of SQLiteHealthStore: one row per exported record and platform.
extension SQLiteHealthStore {
    public func readHealthExportStates(platform: HealthPlatform) throws -> [HealthExportState] {
        let s = try database.statement("""
            SELECT kind, record_id, fingerprint, version, acked_version, platform_id, deleted FROM health_export
            WHERE owner_id = ? AND platform = ? ORDER BY kind, record_id
            """)
        try s.bind(.text(owner), .text(platform.rawValue))
        var out = [HealthExportState]()
        while try s.step() {
            guard let kind = HealthExportState.Kind(rawValue: s.string(0)) else {
                throw LiftError(.corrupt, "a stored health export has the unknown kind \(s.string(0))")
            }
            out.append(HealthExportState(kind: kind, recordID: s.id(1), fingerprint: s.string(2), version: s.int(3),
                                         ackedVersion: s.int(4), platformID: s.optionalString(5), deleted: s.int(6) != 0))
        }
        return out
    }

    public func createOrUpdateHealthExportState(platform: HealthPlatform, _ x: HealthExportState) throws {
        try database.statement("""
            INSERT INTO health_export(owner_id, platform, kind, record_id, fingerprint, version, acked_version, platform_id, deleted)
            VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(owner_id, platform, kind, record_id) DO UPDATE SET fingerprint = excluded.fingerprint,
                version = excluded.version, acked_version = excluded.acked_version, platform_id = excluded.platform_id,
                deleted = excluded.deleted
            """)
            .bind(.text(owner), .text(platform.rawValue), .text(x.kind.rawValue), .id(x.recordID), .text(x.fingerprint),
                  .int(x.version), .int(x.ackedVersion), .optional(x.platformID), .int(x.deleted ? 1 : 0)).run()
    }

    public func deleteHealthExportState(platform: HealthPlatform, kind: HealthExportState.Kind, recordID: RecordID) throws {
        try database.statement("DELETE FROM health_export WHERE owner_id = ? AND platform = ? AND kind = ? AND record_id = ?")
            .bind(.text(owner), .text(platform.rawValue), .text(kind.rawValue), .id(recordID)).run()
    }

    public func readHealthExportedPlatformIDs(platform: HealthPlatform) throws -> Set<String> {
        let s = try database.statement("""
            SELECT platform_id FROM health_export WHERE owner_id = ? AND platform = ? AND platform_id IS NOT NULL
            """)
        try s.bind(.text(owner), .text(platform.rawValue))
        var out = Set<String>()
        while try s.step() { out.insert(s.string(0)) }
        return out
    }

    public func readHealthWorkoutKeys() throws -> [(platform: HealthPlatform, id: String)] {
        let s = try database.statement("SELECT platform, id FROM health_sample WHERE owner_id = ? AND type = 'workout'")
        try s.bind(.text(owner))
        var out = [(platform: HealthPlatform, id: String)]()
        while try s.step() {
            if let p = HealthPlatform(rawValue: s.string(0)) { out.append((p, s.string(1))) }
        }
        return out
    }
}
