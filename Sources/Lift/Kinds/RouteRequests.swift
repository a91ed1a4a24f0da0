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
    /// The same lists as values: an option is read as its position in the list above (no String
    /// of the request's bytes, no switch over names).
    static let profileCases = Profile.allCases
    static let optimizeCases = Optimize.allCases
    static let geometryCases = TripJSON.Geometry.allCases

    static let kind = Kind(
        name: "route",
        route: { o in
            let stops = try o.array("stops", max: maxStops).objects { s -> Coordinate in
                let lat = try s.double("lat"), lon = try s.double("lon")
                guard (-90...90).contains(lat) else { throw LiftError.invalid(s.pathOf("lat"), "latitude is -90 to 90") }
                guard (-180...180).contains(lon) else { throw LiftError.invalid(s.pathOf("lon"), "longitude is -180 to 180") }
                // Not used by the planner, but held to a saved route stop's rules: a string or absent.
                _ = try s.optionalString("name", maxLength: SavedRouteJSON.maxStopNameBytes)
                return Coordinate(lat: lat, lon: lon)
            }
            guard stops.count >= 2 else { throw LiftError.invalid("stops", "a route needs at least 2 stops") }
            let profile = try o.optionalChoice("profile", profiles).flatMap(profileCases.element(at:)) ?? .car
            let optimize = try o.optionalChoice("optimize", optimizeModes).flatMap(optimizeCases.element(at:)) ?? .none
            let geometry = try o.optionalChoice("geometry", geometries).flatMap(geometryCases.element(at:)) ?? .polyline5
            let legGeometry = try o.optionalBool("leg_geometry") ?? false
            return { ctx, out in
                let network = try NetworkCache.network(ctx, profile)
                let trip = try network.plan(stops, optimize: optimize)
                out.set("profile", profile.rawValue)
                out.set("optimize", optimize.rawValue)
                TripJSON.write(trip, geometry: geometry, legGeometry: legGeometry, to: out)
            }
        },
        // The response is written straight into bytes, without a jansson tree and dump. The
        // network cache opens its own reads (one statement while the network is unchanged), so
        // no BEGIN and COMMIT around the plan.
        bytesVerb: .route, transactions: [.route: .own])
}

extension Array {
    /// The element at `i`, or nil outside the array.
    func element(at i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}
