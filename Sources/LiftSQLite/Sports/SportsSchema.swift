extension Schema {
    /// One stamp row per cache entry (scope + key: the league id, team id or image URL) and the
    /// rows of each entry in their feed's order. A cache is its stamp plus its rows.
    static let sportsV1 = Migration(feature: "sports", version: 1, sql: """
        CREATE TABLE sports_cache(
            owner_id TEXT NOT NULL, scope TEXT NOT NULL, cache_key TEXT NOT NULL, saved_ms INTEGER NOT NULL,
            PRIMARY KEY(owner_id, scope, cache_key)) WITHOUT ROWID;
        CREATE TABLE sports_league(
            owner_id TEXT NOT NULL, cache_key TEXT NOT NULL, position INTEGER NOT NULL,
            id TEXT NOT NULL, name TEXT NOT NULL, logo_url TEXT NOT NULL, data_source TEXT NOT NULL,
            PRIMARY KEY(owner_id, cache_key, position)) WITHOUT ROWID;
        CREATE TABLE sports_team(
            owner_id TEXT NOT NULL, league_id TEXT NOT NULL, position INTEGER NOT NULL,
            id TEXT NOT NULL, name TEXT NOT NULL, logo_url TEXT NOT NULL, data_source TEXT NOT NULL,
            PRIMARY KEY(owner_id, league_id, position)) WITHOUT ROWID;
        CREATE INDEX sports_team_by_id ON sports_team(owner_id, id);
        CREATE TABLE sports_player(
            owner_id TEXT NOT NULL, team_id TEXT NOT NULL, position INTEGER NOT NULL,
            id TEXT NOT NULL, name TEXT NOT NULL, number INTEGER, role TEXT NOT NULL,
            nationality TEXT, photo_url TEXT, data_source TEXT NOT NULL,
            PRIMARY KEY(owner_id, team_id, position)) WITHOUT ROWID;
        CREATE TABLE sports_image(
            owner_id TEXT NOT NULL, url TEXT NOT NULL, bytes BLOB NOT NULL,
            PRIMARY KEY(owner_id, url)) WITHOUT ROWID;
        """)
}
