import LiftCore

/// One step of one feature's schema. Features migrate independently, so a store records a version
/// per feature (`lift_schema`) and each feature folder owns its tables.
public struct Migration: Sendable {
    public let feature: String
    public let version: Int64
    public let sql: String
    /// What SQL cannot express (Unicode folding), run after `sql` in the same transaction.
    var rewrite: (@Sendable (SQLiteDatabase, MigrationContext) throws -> Void)? = nil
}

/// What a migration's Swift step may need from outside the store, given at open. A store that
/// has nothing to rewrite opens without it.
public struct MigrationContext: Sendable {
    public var text: UnicodeText?
    public init(text: UnicodeText? = nil) { self.text = text }
}

public enum Schema {
    /// 'LIFT' in the SQLite header's application_id: how a liblift store is recognised.
    public static let applicationID: Int32 = 0x4C49_4654

    /// Every feature's migrations, in the order they must run on a new store.
    public static let migrations: [Migration] = [
        Schema.storeV1,
        Schema.exercisesV1,
        Schema.routinesV1,
        Schema.bodyLogV1,
        Schema.routineRecordsV1,
        Schema.workoutsV1,
        Schema.sportsV1,
        Schema.roadNetworksV1,
        Schema.accountsV1,
        Schema.placesV1,
        Schema.savedRoutesV1,
        Schema.placesV2,
        Schema.accountsV2,
        Schema.accountsV3,
        Schema.roadNetworksV2,
        Schema.sportsV2,
        Schema.accountsV4,
        Schema.workoutsV2,
        Schema.workoutsV3,
        Schema.savedRoutesV2,
        Schema.syncV1,
        Schema.healthV1,
        Schema.placesV3,
        Schema.savedRoutesV3,
        Schema.roadNetworksV3,
        Schema.syncV2,
        Schema.workoutsV4,
        Schema.healthV2,
        Schema.healthV3,
        Schema.syncV3,
        Schema.roadNetworksV4,
        Schema.syncV4,
        Schema.syncV5,
    ]

    /// The newest version this build knows of each feature.
    public static var known: [String: Int64] {
        var out = [String: Int64]()
        for m in migrations { out[m.feature] = max(out[m.feature] ?? 0, m.version) }
        return out
    }

    static let storeV1 = Migration(feature: "store", version: 1, sql: """
        CREATE TABLE lift_schema(feature TEXT PRIMARY KEY, version INTEGER NOT NULL) WITHOUT ROWID;
        """)
}
