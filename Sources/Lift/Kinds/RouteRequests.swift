import LiftCore
import LiftJSON
import LiftRouting

/// lift_route: the fastest trip through stops on the imported road network of a profile, in the
/// given order or reordered (`optimize`). The response follows OSRM's route/trip shape.
enum RouteRequests {
    static let maxStops = RoadNetwork.maxStops
    /// The allowed values, listed once rather than on every request.
    static let profiles = Profile.allCases.map(\.rawValue)
    static let optimizeModes = Optimize.allCases.map(\.rawValue)
    static let geometries = TripJSON.Geometry.allCases.map(\.rawValue)

    static let kind = Kind(
        name: "route",
        route: { o in
            let stops = try o.array("stops", max: maxStops).objects { s -> Coordinate in
                let lat = try s.double("lat"), lon = try s.double("lon")
                guard (-90...90).contains(lat) else { throw LiftError.invalid(s.pathOf("lat"), "latitude is -90 to 90") }
                guard (-180...180).contains(lon) else { throw LiftError.invalid(s.pathOf("lon"), "longitude is -180 to 180") }
                s.ignore("name")
                return Coordinate(lat: lat, lon: lon)
            }
            guard stops.count >= 2 else { throw LiftError.invalid("stops", "a route needs at least 2 stops") }
            let profile = Profile(rawValue: try o.optionalOneOf("profile", profiles) ?? "car") ?? .car
            let optimize = Optimize(rawValue: try o.optionalOneOf("optimize", optimizeModes) ?? "none") ?? .none
            let geometry = try o.optionalOneOf("geometry", geometries)
                .flatMap(TripJSON.Geometry.init(rawValue:)) ?? .polyline5
            let legGeometry = try o.optionalBool("leg_geometry") ?? false
            return { ctx, out in
                let network = try NetworkCache.network(ctx, profile)
                let trip = try network.plan(stops, optimize: optimize)
                out.set("profile", profile.rawValue)
                out.set("optimize", optimize.rawValue)
                TripJSON.write(trip, geometry: geometry, legGeometry: legGeometry, to: out)
            }
        },
        // The response is written straight into bytes, without a jansson tree and dump; the
        // network cache opens its own reads (NetworkCache.network).
        bytesVerb: .route, ownReadsVerb: .route)
}
