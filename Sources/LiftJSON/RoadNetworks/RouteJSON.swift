import LiftCore

/// lift_route <-> JSON. The answer follows OSRM's route/trip shape: `route` {distance, duration,
/// geometry, legs} and `waypoints` in input order with `waypoint_index` (position in the trip),
/// snapped `location` [lon, lat] and snap `distance`. Metres and seconds to 0.1, coordinates to 6
/// decimals (0.11 m), as OSRM prints them. Written straight into the response's bytes: no
/// jansson tree, no printf.
public enum RouteJSON {
    public static let optimizeModes = Optimize.allCases.map(\.rawValue)
    public static let geometries = RouteGeometry.allCases.map(\.rawValue)

    /// Decimal places of a coordinate in `location` and GeoJSON.
    static let coordinateDecimals = 6

    public struct Request: Sendable {
        public var query: RouteQuery
        public var profile: String
    }

    /// `{"stops":[{"lat","lon","name"?}...],"profile"?,"optimize"?,"geometry"?,"leg_geometry"?}`;
    /// `profiles`: the profile names, the first one the default.
    public static func request(_ o: inout JSONObjectReader, profiles: [String], maxStops: Int) throws -> Request {
        let stops = try o.array("stops", max: maxStops).objects { s -> GeoPoint in
            let lat = try s.double("lat"), lon = try s.double("lon")
            guard (-90...90).contains(lat) else { throw LiftError.invalid(s.pathOf("lat"), "latitude is -90 to 90") }
            guard (-180...180).contains(lon) else { throw LiftError.invalid(s.pathOf("lon"), "longitude is -180 to 180") }
            // Not used by the planner, but held to a saved route stop's rules: a string or absent.
            _ = try s.optionalString("name", maxLength: SavedRouteJSON.maxStopNameBytes)
            return GeoPoint(lat: lat, lon: lon)
        }
        guard stops.count >= 2 else { throw LiftError.invalid("stops", "a route needs at least 2 stops") }
        // Options are read as their position in the list (no String of the request's bytes).
        let profile = try o.optionalChoice("profile", profiles).flatMap(profiles.element(at:)) ?? profiles.first ?? ""
        let optimize = try o.optionalChoice("optimize", optimizeModes).flatMap(Optimize.allCases.element(at:)) ?? .none
        let geometry = try o.optionalChoice("geometry", geometries).flatMap(RouteGeometry.allCases.element(at:)) ?? .polyline5
        let legGeometry = try o.optionalBool("leg_geometry") ?? false
        return Request(query: RouteQuery(stops: stops, optimize: optimize, geometry: geometry, legGeometry: legGeometry),
                       profile: profile)
    }

    /// Sets `profile`, `optimize`, `route`, `waypoints` and `order` on the root object.
    public static func write(_ trip: PlannedRoute, _ request: Request, to out: JSONObjectWriter) {
        out.set("profile", request.profile)
        out.set("optimize", request.query.optimize.rawValue)
        out.setRaw("route") { r in
            r.raw(UInt8(ascii: "{"))
            r.key("distance"); r.fixed(trip.distance, decimals: 1)
            r.raw(UInt8(ascii: ",")); r.key("duration"); r.fixed(trip.duration, decimals: 1)
            if !trip.line.isNone {
                r.raw(UInt8(ascii: ",")); r.key("geometry"); write(trip.line, to: &r)
            }
            r.raw(UInt8(ascii: ",")); r.key("legs"); r.raw(UInt8(ascii: "["))
            for (i, leg) in trip.legs.enumerated() {
                if i > 0 { r.raw(UInt8(ascii: ",")) }
                r.raw(UInt8(ascii: "{"))
                if let from = leg.from, let to = leg.to {
                    r.key("from"); r.integer(from)
                    r.raw(UInt8(ascii: ",")); r.key("to"); r.integer(to)
                    r.raw(UInt8(ascii: ","))
                }
                r.key("distance"); r.fixed(leg.distance, decimals: 1)
                r.raw(UInt8(ascii: ",")); r.key("duration"); r.fixed(leg.duration, decimals: 1)
                if !leg.line.isNone {
                    r.raw(UInt8(ascii: ",")); r.key("geometry"); write(leg.line, to: &r)
                }
                r.raw(UInt8(ascii: "}"))
            }
            r.raw(UInt8(ascii: "]")); r.raw(UInt8(ascii: "}"))
        }

        out.setRaw("waypoints") { w in
            w.raw(UInt8(ascii: "["))
            for (i, p) in trip.waypoints.enumerated() {
                if i > 0 { w.raw(UInt8(ascii: ",")) }
                w.raw(UInt8(ascii: "{"))
                w.key("waypoint_index"); w.integer(p.tripIndex)
                w.raw(UInt8(ascii: ",")); w.key("location"); pair(p.location, to: &w)
                w.raw(UInt8(ascii: ",")); w.key("distance"); w.fixed(p.snapDistance, decimals: 1)
                w.raw(UInt8(ascii: "}"))
            }
            w.raw(UInt8(ascii: "]"))
        }

        out.setRaw("order") { o in
            o.raw(UInt8(ascii: "["))
            for (k, i) in trip.order.enumerated() {
                if k > 0 { o.raw(UInt8(ascii: ",")) }
                o.integer(i)
            }
            o.raw(UInt8(ascii: "]"))
        }
    }

    static func pair(_ p: GeoPoint, to b: inout JSONBytes) {
        b.raw(UInt8(ascii: "["))
        b.fixed(p.lon, decimals: coordinateDecimals)
        b.raw(UInt8(ascii: ","))
        b.fixed(p.lat, decimals: coordinateDecimals)
        b.raw(UInt8(ascii: "]"))
    }

    static func write(_ line: PlannedRoute.Line, to b: inout JSONBytes) {
        switch line {
        case .none: break
        case .polyline(let ascii): b.string(ascii)
        case .points(let points):
            b.raw(UInt8(ascii: "{")); b.key("type"); b.string("LineString")
            b.raw(UInt8(ascii: ",")); b.key("coordinates"); b.raw(UInt8(ascii: "["))
            for (i, p) in points.enumerated() {
                if i > 0 { b.raw(UInt8(ascii: ",")) }
                pair(p, to: &b)
            }
            b.raw(UInt8(ascii: "]")); b.raw(UInt8(ascii: "}"))
        }
    }
}

extension PlannedRoute.Line {
    var isNone: Bool { if case .none = self { true } else { false } }
}

extension Array {
    /// The element at `i`, or nil outside the array.
    func element(at i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}

extension RouteJSON {
    /// Runs `body`, naming the stops a planner refused (`stops[i]`, as lift_route's request
    /// spells them) where they sit in a request that nests them under `member` (a saved route's
    /// `route.stops[i]`). The message keeps the planner's words.
    public static func stops<T>(under member: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch var e as LiftError {
            for i in e.details.indices where e.details[i].key == "path" {
                if case .string(let path) = e.details[i].value, path.hasPrefix("stops[") {
                    e.details[i] = .init("path", .string(JSONPath.child(member, path)))
                }
            }
            throw e
        }
    }
}
