import LiftCore

/// lift_route <-> JSON. The answer follows OSRM's route/trip shape: `route` {distance, duration,
/// geometry, legs} and `waypoints` in input order with `waypoint_index` (position in the trip),
/// snapped `location` [lon, lat] and snap `distance`. Metres and seconds to 0.1, coordinates to 6
/// decimals (0.11 m), as OSRM prints them. Streamed (`JSONStreamResponse`): no jansson tree, no
/// printf.
public enum RouteJSON {
    public static let optimizeModes = Optimize.allCases.map(\.rawValue)
    public static let geometries = RouteGeometry.allCases.map(\.rawValue)
    public static let formats = SavedRouteJSON.ExportFormat.allCases.map(\.rawValue)

    /// Decimal places of a coordinate in `location` and GeoJSON.
    static let coordinateDecimals = 6

    public struct Request: Sendable {
        public var query: RouteQuery
        public var profile: String
        /// `"format"`: the route as a GPX 1.1 document (planned in polyline6, with steps) or a
        /// GeoJSON FeatureCollection (planned in GeoJSON, with steps) instead; nil: the route answer.
        public var format: SavedRouteJSON.ExportFormat?
        /// The stops as sent, with their names (the GPX waypoints, the GeoJSON stop points).
        public var stops: [RouteStop] = []
    }

    /// `{"stops":[{"lat","lon","name"?}...],"profile"?,"optimize"?,"geometry"?,"leg_geometry"?,"steps"?}`;
    /// `profiles`: the profile names, the first one the default.
    public static func request(_ o: inout JSONObjectReader, profiles: [String], maxStops: Int) throws -> Request {
        let named = try o.array("stops", max: maxStops).objects { s -> RouteStop in
            let lat = try s.double("lat"), lon = try s.double("lon")
            guard (-90...90).contains(lat) else { throw LiftError.invalid(s.pathOf("lat"), "latitude is -90 to 90") }
            guard (-180...180).contains(lon) else { throw LiftError.invalid(s.pathOf("lon"), "longitude is -180 to 180") }
            // Not used by the planner (a GPX export names its waypoints), held to a saved route stop's rules.
            let name = try s.optionalString("name", maxLength: SavedRouteJSON.maxStopNameBytes)
            return RouteStop(name: name, lat: lat, lon: lon)
        }
        let stops = named.map { GeoPoint(lat: $0.lat, lon: $0.lon) }
        guard stops.count >= 2 else { throw LiftError.invalid("stops", "a route needs at least 2 stops") }
        // Options are read as their position in the list (no String of the request's bytes).
        let profile = try o.optionalChoice("profile", profiles).flatMap(profiles.element(at:)) ?? profiles.first ?? ""
        let optimize = try o.optionalChoice("optimize", optimizeModes).flatMap(Optimize.allCases.element(at:)) ?? .none
        let geometry = try o.optionalChoice("geometry", geometries).flatMap(RouteGeometry.allCases.element(at:)) ?? .polyline5
        let legGeometry = try o.optionalBool("leg_geometry") ?? false
        let steps = try o.optionalBool("steps") ?? false
        let format = try o.optionalChoice("format", formats).flatMap(SavedRouteJSON.ExportFormat.allCases.element(at:))
        var request = Request(query: RouteQuery(stops: stops, optimize: optimize, geometry: geometry, legGeometry: legGeometry, steps: steps),
                              profile: profile)
        if let format {
            request.format = format
            request.stops = named
            request.query.geometry = format == .gpx ? .polyline6 : .geojson
            request.query.legGeometry = false
            request.query.steps = true
        }
        return request
    }

    /// A `"format"` answer: `profile`, `format` and the document as `gpx` (the stops in the trip's
    /// order) or `geojson` (the stops in input order, each with its `index`).
    public static func write(_ trip: PlannedRoute, _ request: Request, format: SavedRouteJSON.ExportFormat, to out: JSONStreamObject) {
        out.set("profile", request.profile)
        out.set("format", format.rawValue)
        switch format {
        case .gpx:
            let line: [UInt8] = if case .polyline(let bytes) = trip.line { bytes } else { [] }
            let stops = trip.order.compactMap { request.stops.element(at: $0) }
            out.set("gpx", RouteGPX.document(name: "", stops: stops, polyline6: line, steps: trip.legs.flatMap { $0.steps ?? [] }))
        case .geojson:
            out.setObject("geojson") { RouteGeoJSON.write(trip, stops: request.stops, profile: request.profile, to: $0) }
        }
    }

    /// Sets `profile`, `optimize`, `route`, `waypoints` and `order` on the root object.
    public static func write(_ trip: PlannedRoute, _ request: Request, to out: JSONStreamObject) {
        // A stepped answer is several KB: room for it at once, not by doubling (each a copy).
        let steps = trip.legs.reduce(0) { $0 + ($1.directions?.steps.count ?? 0) }
        if steps > 0 { _ = out.stream.bytes.reserve(1024 + 400 * steps) }
        out.set("profile", request.profile)
        out.set("optimize", request.query.optimize.rawValue)
        out.setObject("route") { r in
            r.set("distance", trip.distance, decimals: 1)
            r.set("duration", trip.duration, decimals: 1)
            if let classes = trip.classes { StepJSON.classes(classes, to: r) }
            write(trip.line, to: r)
            r.setArray("legs") { legs in
                for leg in trip.legs {
                    legs.appendObject { l in
                        if let from = leg.from, let to = leg.to {
                            l.set("from", from)
                            l.set("to", to)
                        }
                        l.set("distance", leg.distance, decimals: 1)
                        l.set("duration", leg.duration, decimals: 1)
                        write(leg.line, to: l)
                        if let classes = leg.classes { StepJSON.classes(classes, to: l) }
                        if let steps = leg.directions { l.setArray("steps") { StepJSON.write(steps, to: $0) } }
                    }
                }
            }
        }
        out.setArray("waypoints") { a in
            for p in trip.waypoints {
                a.appendObject { w in
                    w.set("waypoint_index", p.tripIndex)
                    w.setArray("location") { pair(p.location, to: $0) }
                    w.set("distance", p.snapDistance, decimals: 1)
                }
            }
        }
        out.setArray("order") { a in for i in trip.order { a.append(i) } }
    }

    /// [lon, lat], as GeoJSON and OSRM order them.
    static func pair(_ p: GeoPoint, numbers: StepJSON.Numbers = .planned, to a: JSONStreamArray) {
        numbers.append(p.lon, decimals: coordinateDecimals, to: a)
        numbers.append(p.lat, decimals: coordinateDecimals, to: a)
    }

    /// `geometry`, unless the line was not asked for.
    static func write(_ line: PlannedRoute.Line, numbers: StepJSON.Numbers = .planned, to o: JSONStreamObject) {
        switch line {
        case .none: break
        case .polyline(let ascii): o.set("geometry", utf8: ascii)
        case .points(let points): lineString(points, numbers: numbers, to: o)
        }
    }

    /// `geometry` as a GeoJSON LineString of these points.
    static func lineString(_ points: some Collection<GeoPoint>, numbers: StepJSON.Numbers = .planned, to o: JSONStreamObject) {
        o.setObject("geometry") { g in
            g.set("type", "LineString")
            g.setArray("coordinates") { c in for p in points { c.appendArray { pair(p, numbers: numbers, to: $0) } } }
        }
    }
}

extension Array {
    /// The element at `i`, or nil outside the array.
    func element(at i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}

extension RouteJSON {
    /// Runs `body`, placing the stops a planner refused (`stops[i]`, as lift_route's request
    /// holds them) where they sit in a request that nests them under `member` (a saved route's
    /// `route.stops[i]`). The message keeps the planner's words.
    public static func stops<T>(under member: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch var e as LiftError {
            for i in e.details.indices where e.details[i].key == "path" {
                if case .location(let l) = e.details[i].value, l.steps.first == .key("stops") {
                    e.details[i] = .init("path", .location(l.within(Location(member))))
                }
            }
            throw e
        }
    }
}
