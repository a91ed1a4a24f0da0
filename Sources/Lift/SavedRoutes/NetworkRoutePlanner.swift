import LiftCore
import LiftRouting

/// The saved-route feature's planner port over the routing feature's planner (the same one
/// lift_route uses), with the geometry kept as polyline6.
struct NetworkRoutePlanner: RoutePlanner {
    let context: RequestContext

    func plan(_ stops: [RouteStop], profile: String, optimize: String) throws -> RouteResult {
        guard let p = Profile(rawValue: profile) else { throw LiftError.invalid("route.profile", "unknown profile \(profile)") }
        guard let o = Optimize(rawValue: optimize) else { throw LiftError.invalid("route.optimize", "unknown optimize \(optimize)") }
        let network = try NetworkCache.network(context, p)
        let trip: Trip
        do {
            trip = try network.plan(stops.map { Coordinate(lat: $0.lat, lon: $0.lon) }, optimize: o)
        } catch var e as LiftError {
            // The planner names lift_route's "stops[i]"; here the stops are inside "route".
            for i in e.details.indices where e.details[i].key == "path" {
                if case .string(let path) = e.details[i].value { e.details[i] = .init("path", .string("route." + path)) }
            }
            throw e
        }
        let count = trip.order.count
        let legs = trip.legs.enumerated().map { i, leg in
            RouteResult.Leg(from: count > 0 ? trip.order[i % count] : 0, to: count > 0 ? trip.order[(i + 1) % count] : 0,
                            distance: TripJSON.rounded(leg.distance), duration: TripJSON.rounded(leg.duration))
        }
        return RouteResult(distance: TripJSON.rounded(trip.distance), duration: TripJSON.rounded(trip.duration),
                           geometry: Polyline.encode(trip.points, precision: 6), order: trip.order, legs: legs)
    }
}
