extension Schema {
    /// Ids are unique per owner: another account's id behaves exactly as one that does not exist.
    static let exercisesV1 = Migration(feature: "exercises", version: 1, sql: """
        CREATE TABLE exercise(
            owner_id TEXT NOT NULL, id TEXT NOT NULL, name TEXT NOT NULL, name_key TEXT NOT NULL,
            creation_ms INTEGER NOT NULL, tags TEXT NOT NULL DEFAULT '',
            PRIMARY KEY(owner_id, id)) WITHOUT ROWID;
        CREATE UNIQUE INDEX exercise_by_name ON exercise(owner_id, name_key);
        """)
}
