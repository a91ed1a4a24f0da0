extension Schema {
    /// A record's routine link cannot be a composite `ON DELETE SET NULL`: SQLite would null
    /// `owner_id` as well. The trigger unlinks records before their routine goes, so the plain
    /// foreign key (which ignores a NULL routine_id) stays satisfied.
    static let routineRecordsV1 = Migration(feature: "routine_records", version: 1, sql: """
        CREATE TABLE routine_record(
            owner_id TEXT NOT NULL, id TEXT NOT NULL, routine_id TEXT, note TEXT,
            creation_ms INTEGER NOT NULL, completion_ms INTEGER,
            PRIMARY KEY(owner_id, id),
            FOREIGN KEY(owner_id, routine_id) REFERENCES routine(owner_id, id)) WITHOUT ROWID;
        CREATE INDEX routine_record_by_date ON routine_record(owner_id, creation_ms);
        CREATE INDEX routine_record_by_routine ON routine_record(owner_id, routine_id, creation_ms);
        CREATE TRIGGER routine_unlinks_its_records BEFORE DELETE ON routine BEGIN
            UPDATE routine_record SET routine_id = NULL WHERE owner_id = OLD.owner_id AND routine_id = OLD.id;
        END;
        CREATE TABLE exercise_record(
            owner_id TEXT NOT NULL, id TEXT NOT NULL, record_id TEXT NOT NULL, position INTEGER NOT NULL,
            exercise_id TEXT NOT NULL,
            PRIMARY KEY(owner_id, id),
            UNIQUE(owner_id, record_id, position),
            FOREIGN KEY(owner_id, record_id) REFERENCES routine_record(owner_id, id) ON DELETE CASCADE,
            FOREIGN KEY(owner_id, exercise_id) REFERENCES exercise(owner_id, id)) WITHOUT ROWID;
        CREATE INDEX exercise_record_by_exercise ON exercise_record(owner_id, exercise_id);
        CREATE TABLE set_record(
            owner_id TEXT NOT NULL, id TEXT NOT NULL, exercise_record_id TEXT NOT NULL, position INTEGER NOT NULL,
            rep_count INTEGER NOT NULL, weight REAL NOT NULL, unit TEXT NOT NULL CHECK(unit IN ('kg', 'lb')),
            duration_s INTEGER, difficulty INTEGER, completion_ms INTEGER NOT NULL,
            PRIMARY KEY(owner_id, id),
            UNIQUE(owner_id, exercise_record_id, position),
            FOREIGN KEY(owner_id, exercise_record_id) REFERENCES exercise_record(owner_id, id) ON DELETE CASCADE) WITHOUT ROWID;
        CREATE TABLE active_routine_record(
            owner_id TEXT NOT NULL PRIMARY KEY, record_id TEXT NOT NULL,
            FOREIGN KEY(owner_id, record_id) REFERENCES routine_record(owner_id, id) ON DELETE CASCADE) WITHOUT ROWID;
        """)
}
