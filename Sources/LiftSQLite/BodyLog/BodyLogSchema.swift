extension Schema {
    /// Weights are stored as entered (value + unit). One per owner and day: the unique index is
    /// what makes "a second entry for a day updates it" a single upsert.
    /// Calories and steps share one table of entries; a day's value is the sum of its entries.
    static let bodyLogV1 = Migration(feature: "body_log", version: 1, sql: """
        CREATE TABLE weight_entry(
            owner_id TEXT NOT NULL, id TEXT NOT NULL, day INTEGER NOT NULL,
            weight REAL NOT NULL, unit TEXT NOT NULL, note TEXT,
            PRIMARY KEY(owner_id, id)) WITHOUT ROWID;
        CREATE UNIQUE INDEX weight_entry_by_day ON weight_entry(owner_id, day);
        CREATE TABLE body_count(
            owner_id TEXT NOT NULL, id TEXT NOT NULL, category TEXT NOT NULL, day INTEGER NOT NULL,
            amount INTEGER NOT NULL, note TEXT, creation_ms INTEGER NOT NULL,
            PRIMARY KEY(owner_id, id)) WITHOUT ROWID;
        CREATE INDEX body_count_by_day ON body_count(owner_id, category, day);
        CREATE TABLE body_goal(
            owner_id TEXT NOT NULL, category TEXT NOT NULL, target REAL NOT NULL, unit TEXT,
            direction TEXT, start_value REAL, start_day INTEGER NOT NULL, goal_day INTEGER,
            PRIMARY KEY(owner_id, category)) WITHOUT ROWID;
        """)
}
