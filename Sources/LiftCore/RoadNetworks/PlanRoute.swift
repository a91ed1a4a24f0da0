/// Plan Route: the fastest trip through the stops on the profile's imported network, in the
/// host's order or reordered. A store with no usable network answers why: nothing imported, or
/// imported in a layout older than the first release (import it again).
public struct PlanRoute<Networks: RoadNetworkProvider> {
    let networks: Networks
    public init(networks: Networks) { self.networks = networks }

    public func callAsFunction(_ query: RouteQuery, profile: String) throws -> PlannedRoute {
        let network: Networks.Network
        do {
            network = try networks.network(profile: profile)
        } catch let unavailable as RoadNetworkUnavailable {
            throw Self.error(unavailable, profile: profile)
        }
        return try network.plan(query)
    }

    static func error(_ unavailable: RoadNetworkUnavailable, profile: String) -> LiftError {
        switch unavailable {
        case .none:
            LiftError(.unavailable, code: "no_road_network",
                      "no \(profile) road network is imported in this store: save a kind road_network first",
                      details: [.init("profile", .string(profile))])
        case .removed:
            LiftError(.unavailable, code: "no_road_network", "the \(profile) road network was removed")
        case .outdated(let source):
            // Unavailable, as with no network: it routes again once its extract is imported again.
            LiftError(.unavailable, code: "road_network_outdated",
                      "the stored \(profile) road network is in an older format: import it again",
                      details: [.init("profile", .string(profile))] + (source.map { [.init("source", .string($0))] } ?? []))
        }
    }
}

/// The saved routes' planner port over Plan Route (the one lift_route uses), the line kept as
/// polyline6 and the lengths and times to 0.1, as lift_route prints them.
public struct PlanRouteForSavedRoutes<Networks: RoadNetworkProvider>: RoutePlanner {
    let plan: PlanRoute<Networks>
    public init(networks: Networks) { plan = PlanRoute(networks: networks) }

    public func plan(_ stops: [RouteStop], profile: String, optimize: String, steps: Bool) throws -> RouteResult {
        guard let o = Optimize(rawValue: optimize) else { throw LiftError(.invalidRequest, code: "invalid_value", "unknown optimize \(optimize)") }
        let route = try plan(RouteQuery(stops: stops.map { GeoPoint(lat: $0.lat, lon: $0.lon) }, optimize: o, geometry: .polyline6,
                                        steps: steps),
                             profile: profile)
        let legs = route.legs.map { leg in
            RouteResult.Leg(from: leg.from ?? 0, to: leg.to ?? 0, distance: Self.rounded(leg.distance), duration: Self.rounded(leg.duration),
                            steps: leg.steps?.map { step in
                                var s = step
                                s.distance = Self.rounded(s.distance)
                                s.duration = Self.rounded(s.duration)
                                return s
                            })
        }
        let geometry: String = if case .polyline(let line) = route.line { String(decoding: line, as: UTF8.self) } else { "" }
        return RouteResult(distance: Self.rounded(route.distance), duration: Self.rounded(route.duration),
                           geometry: geometry, order: route.order, legs: legs)
    }

    /// Decimetres and tenths of a second.
    static func rounded(_ v: Double) -> Double { (v * 10).rounded() / 10 }
}
