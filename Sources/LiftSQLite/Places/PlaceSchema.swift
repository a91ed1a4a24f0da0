extension Schema {
    /// The searchable places of an owner's imported network, per profile (replaced with it).
    /// `seq` keeps the import order, so an index built from the rows is the same every time.
    static let placesV1 = Migration(feature: "places", version: 1, sql: """
        CREATE TABLE place(
            owner_id TEXT NOT NULL, profile TEXT NOT NULL, seq INTEGER NOT NULL, kind TEXT NOT NULL,
            name TEXT NOT NULL, street TEXT, category TEXT, lat REAL NOT NULL, lon REAL NOT NULL,
            PRIMARY KEY(owner_id, profile, seq)) WITHOUT ROWID;
        """)
}

extension Schema {
    /// Other names of a place (name:sv, alt_name, ...), U+001F-separated; NULL for none and for
    /// places imported before v2 (a re-import fills them).
    static let placesV2 = Migration(feature: "places", version: 2, sql: """
        ALTER TABLE place ADD COLUMN alt_names TEXT;
        """)
}

extension Schema {
    /// The tag each other name came from (`name:sv`, `alt_name`), U+001F-separated in step with
    /// `alt_names`; NULL for places imported before v3 (their other names answer with no key).
    static let placesV3 = Migration(feature: "places", version: 3, sql: """
        ALTER TABLE place ADD COLUMN alt_name_keys TEXT;
        """)
}
