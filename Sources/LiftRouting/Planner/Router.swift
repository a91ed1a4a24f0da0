import LiftCore

/// Snap, point-to-point costs, the duration matrix and full legs, on one RoadNetwork.
extension RoadNetwork {
    /// A stop farther than this from every road of the profile is refused, never silently moved.
    public static let maxSnapDistance = 1000.0

    func endpoint(_ c: Coordinate, stop: Int) throws -> Endpoint {
        endpoint(try candidates(c, stop: stop).preferred)
    }

    private func endpoint(_ snap: SegmentGrid.Snap) -> Endpoint {
        Endpoint(snap, in: road, vertexArcs: vertexArcs, copies: arcCopies)
    }

    private func candidates(_ c: Coordinate, stop: Int) throws -> SegmentGrid.Candidates {
        guard let found = grid.candidates(c, in: road, maxDistance: RoadNetwork.maxSnapDistance) else {
            throw LiftError(.notFound, code: "stop_not_near_road",
                            "stops[\(stop)]: no \(profile.rawValue) road within \(Int(RoadNetwork.maxSnapDistance)) m",
                            details: [.init("path", .string("stops[\(stop)]")), .init("stops", .strings(["\(stop)"])),
                                      .init("max_distance_m", .int(Int64(RoadNetwork.maxSnapDistance)))])
        }
        return found
    }

    /// Every stop snapped. As OSRM does: when the nearest roads of all stops lie off the main
    /// component but in one strongly connected part (all in the same car park, on the same cut-off
    /// stub), the stops stay on those roads; otherwise each goes where `preferred` says.
    func endpoints(_ stops: [Coordinate]) throws -> [Endpoint] {
        let found = try stops.enumerated().map { try candidates($0.element, stop: $0.offset) }
        if found.count >= 2, found.allSatisfy({ $0.nearestKind != .main }) {
            let nearest = found.map { endpoint($0.nearest) }
            if let first = nearest.first,
               nearest.dropFirst().allSatisfy({ cost(first, $0) != nil && cost($0, first) != nil }) {
                return nearest
            }
        }
        return found.map { endpoint($0.preferred) }
    }

    /// The cheapest cost in ms from a to b, or nil when b cannot be reached.
    func cost(_ a: Endpoint, _ b: Endpoint) -> Int64? {
        let direct = a.direct(to: b, road)?.cost
        let (seeds, _) = a.sourceSeeds(road, turns)
        let viaGraph = withQuery { $0.cost(from: seeds, to: b.targetSeeds(road))?.cost }
        switch (direct, viaGraph) {
        case let (d?, g?): return min(d, g)
        case let (d?, nil): return d
        case let (nil, g?): return g
        default: return nil
        }
    }

    /// The full leg from a to b, or nil when b cannot be reached.
    func leg(_ a: Endpoint, _ b: Endpoint) -> Leg? {
        let direct = a.direct(to: b, road)
        let (seeds, origin) = a.sourceSeeds(road, turns)
        let found: (Int64, [Int32])? = withQuery { q in
            guard let r = q.cost(from: seeds, to: b.targetSeeds(road)) else { return nil }
            return (r.cost, q.path(meet: r.meet))
        }
        var arcs: [Int32], cost: Int64
        if let direct, found.map({ direct.cost <= $0.0 }) ?? true {
            arcs = [direct.arc]
            cost = direct.cost
        } else if let (c, path) = found, let first = path.first {
            // From a vertex the path starts on its first arc; otherwise on the stop's own arc.
            if let own = origin[first] {
                arcs = []
                arcs.reserveCapacity(path.count + 1)
                arcs.append(own)
                arcs.append(contentsOf: path)
            } else {
                arcs = path
            }
            cost = c
        } else {
            return nil
        }
        let startAlong = a.arcs.first { $0.arc == arcs.first }?.along ?? 0
        let endAlong = b.arcs.first { $0.arc == arcs.last }?.along ?? 1
        // Reported time: the cost less what is weight only (restricted entries, ways' rates).
        // Every turn costs at least its arc, so a leg cheaper than one restricted entry has none.
        let entries = cost >= Int64(TurnGraph.restrictedEntry) ? turns.restrictedEntries(arcs, arcWeight: road.arcWeight) : 0
        let totals = Leg.totals(arcs, startAlong: startAlong, endAlong: endAlong, road)
        let travel = cost - entries * Int64(TurnGraph.restrictedEntry) - totals.weightOnly
        return Leg(weight: cost, duration: Double(travel) / 1000, distance: totals.distance,
                   arcs: arcs, start: a.snap.location, end: b.snap.location, startAlong: startAlong, endAlong: endAlong)
    }

    /// Costs between every pair of stops (ms); nil where unreachable. One many-to-many pass on the
    /// hierarchy, then the straight-along-one-arc case that the searches do not see.
    func matrix(_ stops: [Endpoint]) -> [[Int64?]] {
        var m = ManyToMany(h: hierarchy).costs(sources: stops.map { $0.sourceSeeds(road, turns).seeds },
                                                targets: stops.map { $0.targetSeeds(road) })
        for i in stops.indices {
            for j in stops.indices {
                if i == j { m[i][j] = 0; continue }
                if let d = stops[i].direct(to: stops[j], road)?.cost, m[i][j].map({ d < $0 }) ?? true { m[i][j] = d }
            }
        }
        return m
    }
}
