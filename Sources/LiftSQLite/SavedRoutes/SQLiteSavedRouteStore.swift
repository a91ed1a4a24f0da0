import LiftCore

/// SavedRouteStore over SQLite, scoped to one owner. The visiting order is stored as the legs'
/// `from_stop` sequence (plus the last `to_stop` unless the trip returns to its start).
public struct SQLiteSavedRouteStore: SavedRouteStore {
    let database: SQLiteDatabase
    let owner: String

    public init(database: SQLiteDatabase, owner: String) {
        self.database = database
        self.owner = owner
    }

    static let columns = "id, name, profile, optimize, distance, duration, geometry, creation_ms, update_ms"

    public func createSavedRoute(_ r: SavedRoute) throws {
        try database.transaction {
            try database.statement("""
                INSERT INTO saved_route(owner_id, id, name, name_key, profile, optimize, distance, duration, geometry,
                    creation_ms, update_ms, sync_at) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, lift_now_ms('saved_route', ?2))
                """).bind(.text(owner), .id(r.id), .text(r.name), .text(NameKey.of(r.name)), .text(r.profile), .text(r.optimize),
                          .double(r.result.distance), .double(r.result.duration), .text(r.result.geometry),
                          .time(r.creationDate), .time(r.updateDate)).run()
            try insertChildren(r)
        }
    }

    public func updateSavedRoute(_ r: SavedRoute) throws {
        try database.transaction {
            try database.statement("""
                UPDATE saved_route SET name = ?, name_key = ?, profile = ?, optimize = ?, distance = ?, duration = ?,
                    geometry = ?, update_ms = ? WHERE owner_id = ? AND id = ?
                """).bind(.text(r.name), .text(NameKey.of(r.name)), .text(r.profile), .text(r.optimize),
                          .double(r.result.distance), .double(r.result.duration), .text(r.result.geometry),
                          .time(r.updateDate), .text(owner), .id(r.id)).run()
            for table in ["saved_route_stop", "saved_route_leg", "saved_route_step"] {
                try database.statement("DELETE FROM \(table) WHERE owner_id = ? AND route_id = ?").bind(.text(owner), .id(r.id)).run()
            }
            try insertChildren(r)
        }
    }

    private func insertChildren(_ r: SavedRoute) throws {
        let stop = try database.statement("INSERT INTO saved_route_stop(owner_id, route_id, position, name, lat, lon) VALUES(?, ?, ?, ?, ?, ?)")
        for (i, s) in r.stops.enumerated() {
            stop.reset()
            try stop.bind(.text(owner), .id(r.id), .int(Int64(i)), .optional(s.name), .double(s.lat), .double(s.lon)).run()
        }
        let leg = try database.statement("""
            INSERT INTO saved_route_leg(owner_id, route_id, position, from_stop, to_stop, distance, duration) VALUES(?, ?, ?, ?, ?, ?, ?)
            """)
        for (i, l) in r.result.legs.enumerated() {
            leg.reset()
            try leg.bind(.text(owner), .id(r.id), .int(Int64(i)), .int(Int64(l.from)), .int(Int64(l.to)),
                         .double(l.distance), .double(l.duration)).run()
        }
        try SavedRouteSteps.insert(r, owner: owner, database: database)
    }

    public func readSavedRoute(id: RecordID) throws -> SavedRoute? {
        var list = SQLList(owner: owner)
        list.filter("id = ?", .id(id))
        return try read(list, page: .all).first
    }

    public func readSavedRoute(nameKey: String) throws -> SavedRoute? {
        var list = SQLList(owner: owner)
        list.filter("name_key = ?", .text(nameKey))
        return try read(list, page: .all).first
    }

    public func readSavedRoutes(_ filter: SavedRouteFilter, page: Page) throws -> Paged<SavedRoute> {
        var list = SQLList(owner: owner)
        list.namePrefix(filter.namePrefix)
        return try database.read { Paged(items: try read(list, page: page), total: try list.count(database, from: "saved_route")) }
    }

    public func deleteSavedRoute(id: RecordID) throws -> Bool {
        try database.statement("DELETE FROM saved_route WHERE owner_id = ? AND id = ?").bind(.text(owner), .id(id)).run()
        return database.changes > 0
    }

    private func read(_ list: SQLList, page: Page) throws -> [SavedRoute] {
        try database.read {
            let s = try list.rows(database, select: "id, name, profile, optimize, distance, duration, geometry, creation_ms, update_ms",
                                  from: "saved_route", orderBy: "name_key, id", page: page)
            var routes = [SavedRoute]()
            while try s.step() {
                routes.append(SavedRoute(id: s.id(0), name: s.string(1), stops: [], profile: s.string(2), optimize: s.string(3),
                                         result: RouteResult(distance: s.double(4), duration: s.double(5), geometry: s.string(6),
                                                             order: [], legs: []),
                                         creationDate: s.timestamp(7), updateDate: s.timestamp(8)))
            }
            for i in routes.indices { try fillChildren(&routes[i]) }
            return routes
        }
    }

    private func fillChildren(_ r: inout SavedRoute) throws {
        let stop = try database.statement("SELECT name, lat, lon FROM saved_route_stop WHERE owner_id = ? AND route_id = ? ORDER BY position")
        try stop.bind(.text(owner), .id(r.id))
        while try stop.step() { r.stops.append(RouteStop(name: stop.optionalString(0), lat: stop.double(1), lon: stop.double(2))) }
        let leg = try database.statement("""
            SELECT from_stop, to_stop, distance, duration FROM saved_route_leg WHERE owner_id = ? AND route_id = ? ORDER BY position
            """)
        try leg.bind(.text(owner), .id(r.id))
        while try leg.step() {
            r.result.legs.append(RouteResult.Leg(from: Int(leg.int(0)), to: Int(leg.int(1)), distance: leg.double(2), duration: leg.double(3)))
        }
        r.result.order = Self.order(r.result.legs, optimize: r.optimize)
        try SavedRouteSteps.fill(&r, owner: owner, database: database)
    }

    /// Input indices in visiting order, from the legs.
    static func order(_ legs: [RouteResult.Leg], optimize: String) -> [Int] {
        var order = legs.map(\.from)
        if optimize != "round_trip", let last = legs.last { order.append(last.to) }
        return order
    }
}
