extension Schema {
    /// `exercise_key` (exercise ids in order) makes the duplicate-exercises rule one indexed lookup.
    static let routinesV1 = Migration(feature: "routines", version: 1, sql: """
        CREATE TABLE routine(
            owner_id TEXT NOT NULL, id TEXT NOT NULL, name TEXT NOT NULL, name_key TEXT NOT NULL,
            creation_ms INTEGER NOT NULL, exercise_key TEXT NOT NULL,
            PRIMARY KEY(owner_id, id)) WITHOUT ROWID;
        CREATE INDEX routine_by_name ON routine(owner_id, name_key);
        CREATE INDEX routine_by_exercises ON routine(owner_id, exercise_key);
        CREATE TABLE routine_exercise(
            owner_id TEXT NOT NULL, routine_id TEXT NOT NULL, position INTEGER NOT NULL, exercise_id TEXT NOT NULL,
            PRIMARY KEY(owner_id, routine_id, position),
            FOREIGN KEY(owner_id, routine_id) REFERENCES routine(owner_id, id) ON DELETE CASCADE,
            FOREIGN KEY(owner_id, exercise_id) REFERENCES exercise(owner_id, id)) WITHOUT ROWID;
        CREATE INDEX routine_exercise_by_exercise ON routine_exercise(owner_id, exercise_id);
        """)
}
