extension Schema {
    /// One prepared network per owner and profile. A rowid table: the BLOB can be tens of MB and
    /// WITHOUT ROWID tables store large rows badly.
    static let roadNetworksV1 = Migration(feature: "road_networks", version: 1, sql: """
        CREATE TABLE road_network(
            owner_id TEXT NOT NULL, profile TEXT NOT NULL, version TEXT NOT NULL, source TEXT NOT NULL,
            creation_ms INTEGER NOT NULL, data BLOB NOT NULL,
            UNIQUE(owner_id, profile));
        """)
}

extension Schema {
    /// Road networks and their places become store-level (`StoreLevel.owner`). Of the copies
    /// accounts imported of one profile, the most recently imported is kept with its own places
    /// (ties: the row written last); the others and their places are deleted, since one map per
    /// profile is what every account now routes and searches on.
    static let roadNetworksV2 = Migration(feature: "road_networks", version: 2, sql: """
        CREATE TEMP TABLE kept_road_network AS
            SELECT r.owner_id, r.profile FROM road_network AS r
            WHERE r.rowid = (SELECT k.rowid FROM road_network AS k WHERE k.profile = r.profile
                             ORDER BY k.creation_ms DESC, k.rowid DESC LIMIT 1);
        DELETE FROM place WHERE NOT EXISTS (
            SELECT 1 FROM kept_road_network AS k WHERE k.owner_id = place.owner_id AND k.profile = place.profile);
        DELETE FROM road_network WHERE NOT EXISTS (
            SELECT 1 FROM kept_road_network AS k WHERE k.owner_id = road_network.owner_id AND k.profile = road_network.profile);
        DROP TABLE kept_road_network;
        UPDATE place SET owner_id = '\(StoreLevel.owner)';
        UPDATE road_network SET owner_id = '\(StoreLevel.owner)';
        """)
}

extension Schema {
    /// The chunks a network in the chunked layout keeps beside its row (the hierarchy's edges,
    /// read one at a time as routes touch them). `version` is the network's: a process still
    /// holding the network before a re-import finds its chunks gone instead of reading another's.
    /// Networks stored before keep their one BLOB and no chunks. `chunk_bytes`: the chunks' total
    /// size, kept with the row so a listing reads no chunk row.
    static let roadNetworksV3 = Migration(feature: "road_networks", version: 3, sql: """
        CREATE TABLE road_network_chunk(
            owner_id TEXT NOT NULL, profile TEXT NOT NULL, chunk INTEGER NOT NULL, version TEXT NOT NULL, data BLOB NOT NULL,
            UNIQUE(owner_id, profile, chunk));
        ALTER TABLE road_network ADD COLUMN chunk_bytes INTEGER NOT NULL DEFAULT 0;
        """)
}

extension Schema {
    /// A chunked network's head (the network less its hierarchy's edges) in a table of its own,
    /// its BLOB the row's last column: an import sizes it with a zeroblob and fills it in pieces,
    /// which SQLite does in place only for a record's trailing BLOB (in road_network, `data` is
    /// followed by `chunk_bytes`, so a zeroblob there is made whole in memory, about twice the
    /// head). Such a network's road_network row keeps an empty `data`, and its `chunk_bytes`
    /// counts the head too. Networks stored before keep their head in road_network.
    static let roadNetworksV4 = Migration(feature: "road_networks", version: 4, sql: """
        CREATE TABLE road_network_head(
            owner_id TEXT NOT NULL, profile TEXT NOT NULL, version TEXT NOT NULL, data BLOB NOT NULL,
            UNIQUE(owner_id, profile));
        """)
}
