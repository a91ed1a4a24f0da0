@testable import LiftRouting

/// What the routing benchmark needs of LiftRouting's internals to run baselines on exactly our
/// graph and to time its parts: the turn graph, a pair's search seeds, the search space, the
/// builder and the decode's rank checks. Kept here, through `@testable import`, so that none of
/// it is compiled into liblift.
extension RoadNetwork {
    struct BenchSeeds {
        var sources: [(node: Int32, offset: Int64)]
        var targets: [(node: Int32, offset: Int64)]
        /// Straight along one arc when both stops lie on it in order (ms).
        var direct: Int64?
        /// The engine's answer (ms), nil when unreachable.
        var cost: Int64?
    }

    var benchTurnGraph: (start: [Int32], target: [Int32], weight: [UInt32]) {
        (turns.start.array, turns.target.array, turns.weight.array)
    }

    func benchSeeds(_ a: Coordinate, _ b: Coordinate) throws -> BenchSeeds {
        let p = try endpoint(a, stop: 0), q = try endpoint(b, stop: 1)
        return BenchSeeds(sources: p.sourceSeeds(road, turns).map { ($0.node, $0.offset) },
                          targets: q.targetSeeds(road).map { ($0.node, $0.offset) },
                          direct: p.direct(to: q, road)?.cost, cost: cost(p, q))
    }

    /// The CH query's search space per pair (nodes settled and edges relaxed, both directions,
    /// stalled nodes not counted) and the time (ns) of the search alone and of unpacking its path;
    /// nil where a stop does not snap.
    func benchSearchSpace(_ pairs: [(Coordinate, Coordinate)])
        -> [(settled: Int, relaxed: Int, searchNs: Int64, unpackNs: Int64)?] {
        let query = HierarchyQuery(rank: rank, node: node, edges: queryEdges), clock = ContinuousClock()
        return pairs.map { a, b in
            guard let p = try? endpoint(a, stop: 0), let q = try? endpoint(b, stop: 1) else { return nil }
            let sources = p.chainSources(road, turns, chains).seeds, targets = q.chainTargets(road, turns, chains).seeds
            let t0 = clock.now
            let found = query.cost(from: sources, to: targets)
            let t1 = clock.now
            let nodes = found.map { query.path(meet: $0.meet).count } ?? 0
            let t2 = clock.now
            _ = nodes
            return (query.settledCount, query.relaxedCount, Self.ns(t1 - t0), Self.ns(t2 - t1))
        }
    }

    /// One pair's answer taken apart (tail mode), in the planner's order on cold caches: the
    /// snap choices, the search, the unpacking of its path, the rest of the leg (the search again,
    /// warm, then the chains' arcs and the totals) and the polyline, each timed (ns), with the
    /// search's work and the path's size.
    struct BenchPhases {
        var choicesNs: Int64 = 0, searchNs: Int64 = 0, unpackNs: Int64 = 0, legNs: Int64 = 0, polylineNs: Int64 = 0
        var settled = 0, relaxed = 0, pathNodes = 0, arcs = 0
        var kinds = "", routed = false
    }

    func benchPhases(_ a: Coordinate, _ b: Coordinate, _ query: HierarchyQuery) -> BenchPhases {
        var r = BenchPhases()
        let clock = ContinuousClock(), t0 = clock.now
        guard let choices = try? choices([a, b]) else { return r }
        let t1 = clock.now
        r.choicesNs = Self.ns(t1 - t0)
        r.kinds = choices.map { String($0.count) }.joined(separator: "/")
        let p = choices[0][0], q = choices[1][0]
        let sources = p.chainSources(road, turns, chains).seeds, targets = q.chainTargets(road, turns, chains).seeds
        let s0 = clock.now
        let found = query.cost(from: sources, to: targets)
        let s1 = clock.now
        r.pathNodes = found.map { query.path(meet: $0.meet).count } ?? 0
        let s2 = clock.now
        r.searchNs = Self.ns(s1 - s0)
        r.unpackNs = Self.ns(s2 - s1)
        r.settled = query.settledCount
        r.relaxed = query.relaxedCount
        let leg = leg(p, q)
        let t2 = clock.now
        r.legNs = Self.ns(t2 - s2)
        if let leg {
            r.routed = true
            r.arcs = leg.arcs.count
            _ = Trip(order: [0, 1], waypoints: [], legs: [leg], network: self).polyline(precision: 6)
            r.polylineNs = Self.ns(clock.now - t2)
        }
        return r
    }

    func benchQuery() -> HierarchyQuery { HierarchyQuery(rank: rank, node: node, edges: queryEdges) }

    private static func ns(_ d: Duration) -> Int64 {
        let c = d.components
        return c.seconds &* 1_000_000_000 &+ c.attoseconds / 1_000_000_000
    }

    var benchShortcuts: Int { queryEdges.shortcutCount }

    /// Rebuilds the hierarchy from the imported turn graph: the builder's time alone (ns) and a
    /// digest of its rank and up/down edges (`Hierarchy.digest`), to check two builder versions
    /// give the same.
    /// `workPerTurn`: the builder's steps per turn, what ImportLimits.hierarchyWorkPerEdge bounds.
    func benchRebuildHierarchy() -> (ns: Int64, digest: UInt64, workPerTurn: Double) {
        let clock = ContinuousClock(), t0 = clock.now
        var builder = HierarchyBuilder(chains.graph(turns))
        let h = builder.build()
        return (Self.ns(clock.now - t0), h.digest, Double(builder.work) / Double(max(1, turns.edgeCount, road.arcCount)))
    }

    /// The same network with its hierarchy contracted again under other witness-search limits
    /// (HierarchyBuilder.settleLimits): the A/B of those limits in one process.
    func benchRebuilt(settleLimits: (priority: Int, contract: Int)) -> RoadNetwork {
        var builder = HierarchyBuilder(chains.graph(turns))
        builder.settleLimits = settleLimits
        return RoadNetwork(profile: profile, road: road, turns: turns, chains: chains, hierarchy: builder.build(),
                           restrictions: stats.restrictions, skipped: stats.skippedRestrictions,
                           mainComponent: grid.kinds, cells: grid.cells)
    }

    /// The hierarchy's rank checks alone (part of every decode), on this network's own arrays.
    var benchRankChecks: Bool {
        NetworkCodec.inverse(rank.array) != nil && NetworkCodec.upward(rank: rank.array, node: node.array, edges: queryEdges)
    }

    /// The travel-time matrix (ms) the trip planner orders stops with; nil where unreachable.
    func benchMatrix(_ stops: [Coordinate]) throws -> [[Int64?]] {
        matrix(try stops.enumerated().map { try endpoint($0.element, stop: $0.offset) })
    }
}
