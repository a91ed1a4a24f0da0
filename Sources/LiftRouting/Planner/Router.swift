import LiftCore

/// Snap, point-to-point costs, the duration matrix and full legs, on one RoadNetwork.
extension RoadNetwork {
    /// A stop farther than this from every road of the profile is refused, never silently moved.
    public static let maxSnapDistance = 1000.0

    func endpoint(_ c: Coordinate, stop: Int) throws -> Endpoint {
        endpoint(try candidates(c, stop: stop).preferred)
    }

    private func endpoint(_ snap: SegmentGrid.Snap) -> Endpoint {
        // The vertex index only for a stop on a segment's end (Endpoint reads it only then).
        Endpoint(snap, in: road, vertexArcs: snap.fraction <= 0 || snap.fraction >= 1 ? vertexArcs : nil, copies: arcCopies)
    }

    private func candidates(_ c: Coordinate, stop: Int) throws -> SegmentGrid.Candidates {
        guard let found = grid.candidates(c, in: road, maxDistance: RoadNetwork.maxSnapDistance) else {
            throw LiftError(.notFound, code: "stop_not_near_road",
                            "no \(profile.rawValue) road within \(Int(RoadNetwork.maxSnapDistance)) m",
                            details: [.init("path", .location(Location("stops").index(stop))), .init("stops", .strings(["\(stop)"])),
                                      .init("max_distance_m", .int(Int64(RoadNetwork.maxSnapDistance)))],
                            messageLocation: Location("stops").index(stop))
        }
        return found
    }

    /// Each stop's snapping choices, first OSRM's: its nearest road when that lies in a big
    /// component (MainComponent) or no big road is near, or when all stops' nearest roads lie off
    /// the big roads but reach each other (the same car park); otherwise the nearest big road,
    /// then its own nearest road. A stop nearest to a separate network more than
    /// `mainComponentTolerance` closer than the big roads keeps its own road only.
    func choices(_ stops: [Coordinate]) throws -> [[Endpoint]] {
        let found = try stops.enumerated().map { try candidates($0.element, stop: $0.offset) }
        if found.count >= 2, found.allSatisfy({ $0.nearestKind != .main }) {
            let nearest = found.map { endpoint($0.nearest) }
            if let first = nearest.first,
               nearest.dropFirst().allSatisfy({ cost(first, $0) != nil && cost($0, first) != nil }) {
                return nearest.map { [$0] }
            }
        }
        return found.map { c in
            guard c.nearestKind != .main, let main = c.main else { return [endpoint(c.nearest)] }
            if c.nearestKind == .island && main.distance > c.nearest.distance + SegmentGrid.mainComponentTolerance {
                return [endpoint(c.nearest)]
            }
            return [endpoint(main), endpoint(c.nearest)]
        }
    }

    /// Leg `k` of a trip in the given order (stop k-1 to stop k) failed from the stops' first
    /// choices: tries their other choices (the stop's own road where the big roads lead nowhere),
    /// the earlier stop only if the leg before it still works; appends the leg found.
    func retryLeg(_ k: Int, _ choices: [[Endpoint]], _ points: inout [Endpoint], _ legs: inout [Leg]) -> Bool {
        for a in choices[k - 1] {
            var before: Leg?
            if k > 1, a.snap != points[k - 1].snap {
                guard let again = leg(points[k - 2], a) else { continue }
                before = again
            }
            for b in choices[k] {
                guard let found = leg(a, b) else { continue }
                if let before { legs[k - 2] = before }
                points[k - 1] = a
                points[k] = b
                legs.append(found)
                return true
            }
        }
        return false
    }

    /// One endpoint per stop, for an order still to be chosen: each stop's first choice, unless
    /// its other choice (its own road, where the big roads lead nowhere) can be left for and
    /// reached from a stop with one choice in more directions. (In the given order, `retryLeg`.)
    func choose(_ choices: [[Endpoint]]) -> [Endpoint] {
        var picks = choices.map { $0[0] }
        guard choices.contains(where: { $0.count > 1 }),
              let anchor = choices.firstIndex(where: { $0.count == 1 }) else { return picks }
        for k in choices.indices where choices[k].count > 1 && k != anchor {
            func ways(_ e: Endpoint) -> Int { (cost(e, picks[anchor]) != nil ? 1 : 0) + (cost(picks[anchor], e) != nil ? 1 : 0) }
            var best = ways(picks[k])
            for other in choices[k].dropFirst() where best < 2 {
                let w = ways(other)
                if w > best { best = w; picks[k] = other }
            }
        }
        return picks
    }

    /// The cheapest cost in ms from a to b, or nil when b cannot be reached.
    func cost(_ a: Endpoint, _ b: Endpoint) -> Int64? {
        let sources = a.chainSources(road, turns, chains).seeds, targets = b.chainTargets(road, turns, chains).seeds
        let candidates = [a.direct(to: b, road)?.cost, a.alongChain(to: b, road, turns, chains)?.cost,
                          withQuery { $0.cost(from: sources, to: targets)?.cost }]
        return candidates.compactMap { $0 }.min()
    }

    /// The full leg from a to b, or nil when b cannot be reached. Of equal costs the trip along
    /// one arc wins, then the trip along one chain, then the hierarchy's path.
    func leg(_ a: Endpoint, _ b: Endpoint) -> Leg? {
        let direct = a.direct(to: b, road), along = a.alongChain(to: b, road, turns, chains)
        let sources = a.chainSources(road, turns, chains), targets = b.chainTargets(road, turns, chains)
        let found: (Int64, [Int32])? = withQuery { q in
            guard let r = q.cost(from: sources.seeds, to: targets.seeds) else { return nil }
            return (r.cost, q.path(meet: r.meet))
        }
        var arcs: [Int32], cost: Int64, wholeChains = [Int32](), head = 0
        if let direct, along.map({ direct.cost <= $0.cost }) ?? true, found.map({ direct.cost <= $0.0 }) ?? true {
            arcs = [direct.arc]
            cost = direct.cost
        } else if let along, found.map({ along.cost <= $0.0 }) ?? true {
            arcs = chains.arcs(from: along.from.arc, to: along.to.arc)
            cost = along.cost
        } else if let (c, path) = found, let first = path.first, let last = path.last,
                  let from = sources.seeds.firstIndex(where: { $0.node == first }),
                  let to = targets.seeds.firstIndex(where: { $0.node == last }) {
            // The rest of the departure's chain, the path's chains, the arrival chain up to the stop.
            arcs = chains.arcs(from: sources.places[from].arc, path: path, to: targets.places[to].arc)
            cost = c
            wholeChains = Array(path.dropLast())
            head = chains.restOfChain(from: sources.places[from].arc)
        } else {
            return nil
        }
        let startAlong = a.arcs.first { $0.arc == arcs.first }?.along ?? 0
        let endAlong = b.arcs.first { $0.arc == arcs.last }?.along ?? 1
        // Reported time: the cost less what is weight only (restricted entries, ways' rates).
        // Every turn costs at least its arc, so a leg cheaper than one restricted entry has none.
        let sums = chainTotals
        let entries = cost < Int64(TurnGraph.restrictedEntry) ? 0
            : sums.map { turns.restrictedEntries(arcs, head: head, wholeChains: wholeChains, chains, $0, arcWeight: road.arcWeight) }
            ?? turns.restrictedEntries(arcs, arcWeight: road.arcWeight)
        let totals = sums.map { Leg.totals(arcs, startAlong: startAlong, endAlong: endAlong, road, head: head,
                                                  wholeChains: wholeChains, chains, $0) }
            ?? Leg.totals(arcs, startAlong: startAlong, endAlong: endAlong, road)
        let travel = cost - entries * Int64(TurnGraph.restrictedEntry) - totals.weightOnly
        return Leg(weight: cost, duration: Double(travel) / 1000, distance: totals.distance,
                   arcs: arcs, start: a.snap.location, end: b.snap.location, startAlong: startAlong, endAlong: endAlong,
                   wholeChains: wholeChains, head: head)
    }

    /// Costs between every pair of stops (ms); nil where unreachable. One many-to-many pass on the
    /// hierarchy, then the trips along one arc or one chain that the searches do not see.
    func matrix(_ stops: [Endpoint]) -> [[Int64?]] {
        var m = ManyToMany(rank: rank, edges: queryEdges).costs(sources: stops.map { $0.chainSources(road, turns, chains).seeds },
                                                targets: stops.map { $0.chainTargets(road, turns, chains).seeds })
        for i in stops.indices {
            for j in stops.indices {
                if i == j { m[i][j] = 0; continue }
                for d in [stops[i].direct(to: stops[j], road)?.cost, stops[i].alongChain(to: stops[j], road, turns, chains)?.cost] {
                    if let d, m[i][j].map({ d < $0 }) ?? true { m[i][j] = d }
                }
            }
        }
        return m
    }
}
