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
