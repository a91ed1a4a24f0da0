import LiftCore
import LiftJSON
import LiftRouting

/// lift_route: the fastest trip through stops on the imported road network of a profile, in the
/// given order or reordered (`optimize`). The response follows OSRM's route/trip shape.
enum RouteRequests {
    static let kind = Kind(
        name: "route",
        // Streamed: a route's answer is mostly numbers, and its jansson tree and dump would cost
        // more than planning a route across Helsinki's centre.
        streamed: [.route: { o in
            let request = try RouteJSON.request(&o, profiles: RoadNetworkRequests.profiles, maxStops: RoadNetwork.maxStops)
            return { ctx, out in
                let route = try PlanRoute(networks: ctx.roadNetworkCache)(request.query, profile: request.profile)
                if let format = request.format {
                    RouteJSON.write(route, request, format: format, to: out)
                } else {
                    RouteJSON.write(route, request, to: out)
                }
            }
        }],
        // The network cache opens its own reads (one statement while the network is unchanged),
        // so no BEGIN and COMMIT around the plan.
        transactions: [.route: .own])
}
