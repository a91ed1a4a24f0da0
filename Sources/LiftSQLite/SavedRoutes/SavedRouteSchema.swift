extension Schema {
    /// Saved routes with their computed result, so they load without the road network.
    /// Stops and legs are child rows in input / visiting order.
    static let savedRoutesV1 = Migration(feature: "saved_routes", version: 1, sql: """
        CREATE TABLE saved_route(
            owner_id TEXT NOT NULL, id TEXT NOT NULL, name TEXT NOT NULL, name_key TEXT NOT NULL,
            profile TEXT NOT NULL, optimize TEXT NOT NULL, distance REAL NOT NULL, duration REAL NOT NULL,
            geometry TEXT NOT NULL, creation_ms INTEGER NOT NULL, update_ms INTEGER NOT NULL,
            PRIMARY KEY(owner_id, id)) WITHOUT ROWID;
        CREATE UNIQUE INDEX saved_route_by_name ON saved_route(owner_id, name_key);
        CREATE TABLE saved_route_stop(
            owner_id TEXT NOT NULL, route_id TEXT NOT NULL, position INTEGER NOT NULL,
            name TEXT, lat REAL NOT NULL, lon REAL NOT NULL,
            PRIMARY KEY(owner_id, route_id, position),
            FOREIGN KEY(owner_id, route_id) REFERENCES saved_route(owner_id, id) ON DELETE CASCADE) WITHOUT ROWID;
        CREATE TABLE saved_route_leg(
            owner_id TEXT NOT NULL, route_id TEXT NOT NULL, position INTEGER NOT NULL,
            from_stop INTEGER NOT NULL, to_stop INTEGER NOT NULL, distance REAL NOT NULL, duration REAL NOT NULL,
            PRIMARY KEY(owner_id, route_id, position),
            FOREIGN KEY(owner_id, route_id) REFERENCES saved_route(owner_id, id) ON DELETE CASCADE) WITHOUT ROWID;
        """)

    /// The legs' directions, when the route was saved with them: one row per step, in order.
    static let savedRoutesV2 = Migration(feature: "saved_routes", version: 2, sql: """
        CREATE TABLE saved_route_step(
            owner_id TEXT NOT NULL, route_id TEXT NOT NULL, leg INTEGER NOT NULL, position INTEGER NOT NULL,
            distance REAL NOT NULL, duration REAL NOT NULL, geometry TEXT NOT NULL,
            name TEXT NOT NULL, ref TEXT NOT NULL, class TEXT NOT NULL, mode TEXT NOT NULL,
            type TEXT NOT NULL, modifier TEXT, lon REAL NOT NULL, lat REAL NOT NULL,
            bearing_before INTEGER NOT NULL, bearing_after INTEGER NOT NULL, exit INTEGER, instruction TEXT NOT NULL,
            PRIMARY KEY(owner_id, route_id, leg, position),
            FOREIGN KEY(owner_id, route_id) REFERENCES saved_route(owner_id, id) ON DELETE CASCADE) WITHOUT ROWID;
        """)

    /// Each step's road classes (`RoadClasses` bits); steps stored before have none.
    static let savedRoutesV3 = Migration(feature: "saved_routes", version: 3, sql: """
        ALTER TABLE saved_route_step ADD COLUMN classes INTEGER NOT NULL DEFAULT 0;
        """)
}
