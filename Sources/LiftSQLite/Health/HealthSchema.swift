extension Schema {
    /// Samples are kept with their provenance: (platform, id) is the key a re-delivery or a
    /// deletion names. `day` is the day the sample counts on in the user's zone when it was
    /// applied; the day index is what a recompute reads. Anchors per platform and scope; source
    /// priorities per type, one row per source; per exported record and platform, its version,
    /// the version the platform acknowledged and the platform's id.
    static let healthV1 = Migration(feature: "health", version: 1, sql: """
        CREATE TABLE health_sample(
            owner_id TEXT NOT NULL, platform TEXT NOT NULL, id TEXT NOT NULL, type TEXT NOT NULL,
            day INTEGER NOT NULL, start_ms INTEGER NOT NULL, end_ms INTEGER NOT NULL,
            value REAL NOT NULL, unit TEXT NOT NULL, canonical_value REAL NOT NULL,
            source_name TEXT NOT NULL, bundle_id TEXT NOT NULL, device TEXT,
            user_entered INTEGER NOT NULL, sync_id TEXT, sync_version INTEGER, modified_ms INTEGER,
            activity_type TEXT, duration_s REAL,
            PRIMARY KEY(owner_id, platform, id)) WITHOUT ROWID;
        CREATE INDEX health_sample_by_day ON health_sample(owner_id, type, day);
        CREATE INDEX health_sample_by_start ON health_sample(owner_id, platform, start_ms);
        CREATE TABLE health_anchor(
            owner_id TEXT NOT NULL, platform TEXT NOT NULL, scope TEXT NOT NULL, anchor TEXT NOT NULL,
            PRIMARY KEY(owner_id, platform, scope)) WITHOUT ROWID;
        CREATE TABLE health_policy(
            owner_id TEXT NOT NULL, type TEXT NOT NULL, rank INTEGER NOT NULL, source TEXT NOT NULL,
            PRIMARY KEY(owner_id, type, rank)) WITHOUT ROWID;
        CREATE TABLE health_export(
            owner_id TEXT NOT NULL, platform TEXT NOT NULL, kind TEXT NOT NULL, record_id TEXT NOT NULL,
            fingerprint TEXT NOT NULL, version INTEGER NOT NULL, acked_version INTEGER NOT NULL,
            platform_id TEXT, deleted INTEGER NOT NULL,
            PRIMARY KEY(owner_id, platform, kind, record_id)) WITHOUT ROWID;
        """)

    /// A workout's measured distance, in metres; NULL for samples and workouts without one.
    static let healthV2 = Migration(feature: "health", version: 2, sql: """
        ALTER TABLE health_sample ADD COLUMN distance_m REAL;
        """)
}
