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

extension Schema {
    /// The sports caches become store-level (`StoreLevel.owner`): public data fetched from the same
    /// remote. Of the copies of one entry (scope and key) the freshest is kept (ties: the first
    /// owner id), with its rows; the others, and rows no stamp describes, are deleted.
    static let sportsV2 = Migration(feature: "sports", version: 2, sql: """
        DELETE FROM sports_cache WHERE owner_id <> (
            SELECT k.owner_id FROM sports_cache AS k WHERE k.scope = sports_cache.scope AND k.cache_key = sports_cache.cache_key
            ORDER BY k.saved_ms DESC, k.owner_id LIMIT 1);
        DELETE FROM sports_league WHERE NOT EXISTS (SELECT 1 FROM sports_cache AS c WHERE c.owner_id = sports_league.owner_id
            AND c.scope = 'leagues' AND c.cache_key = sports_league.cache_key);
        DELETE FROM sports_team WHERE NOT EXISTS (SELECT 1 FROM sports_cache AS c WHERE c.owner_id = sports_team.owner_id
            AND c.scope = 'teams' AND c.cache_key = sports_team.league_id);
        DELETE FROM sports_player WHERE NOT EXISTS (SELECT 1 FROM sports_cache AS c WHERE c.owner_id = sports_player.owner_id
            AND c.scope = 'players' AND c.cache_key = sports_player.team_id);
        DELETE FROM sports_image WHERE NOT EXISTS (SELECT 1 FROM sports_cache AS c WHERE c.owner_id = sports_image.owner_id
            AND c.scope = 'images' AND c.cache_key = sports_image.url);
        UPDATE sports_cache SET owner_id = '\(StoreLevel.owner)';
        UPDATE sports_league SET owner_id = '\(StoreLevel.owner)';
        UPDATE sports_team SET owner_id = '\(StoreLevel.owner)';
        UPDATE sports_player SET owner_id = '\(StoreLevel.owner)';
        UPDATE sports_image SET owner_id = '\(StoreLevel.owner)';
        """)
}
