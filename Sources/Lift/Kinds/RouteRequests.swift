import LiftCore
import LiftJSON

/// lift_route: plans a trip through stops. Until a road network is imported (kind road_network)
/// it validates the request and answers `unavailable` / `no_road_network`.
enum RouteRequests {
    static let maxStops = 100

    static let kind = Kind(
        name: "route",
        route: { o in
            let stops = try o.array("stops", max: maxStops).objects { s -> (Double, Double) in
                let lat = try s.double("lat"), lon = try s.double("lon")
                guard (-90...90).contains(lat) else { throw LiftError.invalid(s.pathOf("lat"), "latitude is -90 to 90") }
                guard (-180...180).contains(lon) else { throw LiftError.invalid(s.pathOf("lon"), "longitude is -180 to 180") }
                s.ignore("name")
                return (lat, lon)
            }
            guard stops.count >= 2 else { throw LiftError.invalid("stops", "a route needs at least 2 stops") }
            _ = try o.optionalOneOf("profile", ["car", "bike", "foot"])
            _ = try o.optionalOneOf("optimize", ["none", "keep_first_last", "keep_first", "round_trip"])
            return { _, _ in
                throw LiftError(.unavailable, code: "no_road_network",
                                "no road network is imported in this store: save a kind road_network first")
            }
        })
}
