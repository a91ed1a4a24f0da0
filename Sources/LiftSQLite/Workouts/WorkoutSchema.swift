extension Schema {
    /// Built-in workouts live in code (WorkoutCatalog), so a completion's workout_id may name one
    /// that has no row here: no foreign key on it; RemoveWorkout refuses a workout in use instead.
    static let workoutsV1 = Migration(feature: "workouts", version: 1, sql: """
        CREATE TABLE custom_workout(
            owner_id TEXT NOT NULL, id TEXT NOT NULL, name TEXT NOT NULL, name_key TEXT NOT NULL,
            category TEXT NOT NULL CHECK(category IN ('strength', 'cardio', 'mobility')),
            instructions TEXT NOT NULL, equipment TEXT NOT NULL, muscles TEXT NOT NULL, met REAL NOT NULL,
            creation_ms INTEGER NOT NULL,
            PRIMARY KEY(owner_id, id)) WITHOUT ROWID;
        CREATE UNIQUE INDEX custom_workout_by_name ON custom_workout(owner_id, name_key);
        CREATE TABLE completion(
            owner_id TEXT NOT NULL, id TEXT NOT NULL, workout_id TEXT NOT NULL, duration_s INTEGER NOT NULL,
            date_ms INTEGER NOT NULL, body_weight_kg REAL NOT NULL, calories REAL NOT NULL,
            PRIMARY KEY(owner_id, id)) WITHOUT ROWID;
        CREATE INDEX completion_by_date ON completion(owner_id, date_ms);
        CREATE TABLE weekly_goal(owner_id TEXT NOT NULL PRIMARY KEY, workouts INTEGER NOT NULL) WITHOUT ROWID;
        """)

    /// Completions listed by workout (and the in-use check before a workout is removed) read one
    /// index range.
    static let workoutsV2 = Migration(feature: "workouts", version: 2, sql: """
        CREATE INDEX completion_by_workout ON completion(owner_id, workout_id, date_ms);
        """)

    /// The calories a device measured, kept beside the MET estimate (`calories`); NULL when none.
    static let workoutsV3 = Migration(feature: "workouts", version: 3, sql: """
        ALTER TABLE completion ADD COLUMN measured_calories REAL;
        """)

    /// The distance a device measured, in metres; NULL when none.
    static let workoutsV4 = Migration(feature: "workouts", version: 4, sql: """
        ALTER TABLE completion ADD COLUMN distance_m REAL;
        """)
}
