import LiftCore
import LiftOSMReader
import Synchronization

/// A prepared, queryable network of one profile: the road graph, its turn graph, the contraction
/// hierarchy over the turn graph's chains and the snapping grid. Immutable once built; queries borrow a pooled search state.
public final class RoadNetwork: Sendable {
    public let profile: Profile
    let road: RoadGraph
    let turns: TurnGraph
    /// The turn graph's chains, the nodes of the hierarchy (see Chains).
    let chains: Chains
    /// The hierarchy over the chains: TurnGraph node -> CH id (`rank`) and back (`node`), and
    /// its edges as queries read them (kept in that form only, shared by the pool; see Hierarchy).
    /// Read lazily, with the edges' bounds, since LIFTNET9.
    let rank: Column<Int32>
    let node: Column<Int32>
    let queryEdges: InterleavedEdges
    /// The hierarchy in the builder's form, made from the query layout when asked (tests): no
    /// reopen or route pays for it.
    var hierarchy: Hierarchy { Hierarchy(rank: rank.array, node: node.array, queryEdges) }
    let grid: SegmentGrid
    /// The arcs at each vertex (VertexArcs), made when a stop first snaps onto a segment's end:
    /// a whole pass over the arcs and 8 bytes per arc and per vertex, which a reopen and routes
    /// whose stops lie along segments never pay.
    /// A network stored since LIFTNET7 has it from the start, as columns read lazily.
    private let vertexIndex: Mutex<VertexArcs?>
    /// Stored chunks of its columns (Chains, VertexArcs) that could not be read or failed a check.
    let columnFailures: ChunkFailures
    /// The chains' encoded runs per precision (ChainPolylines, made chain block by chain block as
    /// polylines copy them): from the second polyline at that precision on this network, so a
    /// one-off route keeps its vertex-by-vertex encoding.
    private let polylineRuns = Mutex<[Int: PolylineRuns]>([:])
    private enum PolylineRuns { case seenOnce, made(ChainPolylines?) }
    /// Each chain's sums for legs (ChainTotals, made chain block by chain block as legs read
    /// them): from a network's second leg on, as the polyline tables are, so a one-off route keeps
    /// its arc-by-arc sums.
    private let chainSums = Mutex<(uses: Int, sums: ChainTotals?)>((0, nil))
    /// What directions ask of each junction (JunctionFacts): made on a network's second stepped
    /// route, so routes without steps and a one-off stepped route never pay for it.
    private let junctions = Mutex<(uses: Int, facts: JunctionFacts?)>((0, nil))
    /// Arcs copied for via-way restrictions, by original arc (see ViaWayRestrictions).
    let arcCopies: [Int32: [Int32]]
    public let stats: Stats
    private let pool = Mutex<[HierarchyQuery]>([])

    public typealias Stats = RoadNetworkStats

    /// A network with its hierarchy as built: laid out for queries once here.
    convenience init(profile: Profile, road: RoadGraph, turns: TurnGraph, chains: Chains, hierarchy: Hierarchy, restrictions: Int,
                     skipped: Int, mainComponent: Column<UInt8>? = nil, cells: SegmentGrid.Cells? = nil, startable: [Bool]? = nil) {
        self.init(profile: profile, road: road, turns: turns, chains: chains, rank: Column(hierarchy.rank), node: Column(hierarchy.node),
                  edges: InterleavedEdges(hierarchy), restrictions: restrictions, skipped: skipped,
                  mainComponent: mainComponent, cells: cells, startable: startable)
    }

    init(profile: Profile, road: RoadGraph, turns: TurnGraph, chains: Chains, rank: Column<Int32>, node: Column<Int32>, edges: InterleavedEdges,
         restrictions: Int, skipped: Int, mainComponent: Column<UInt8>? = nil, cells: SegmentGrid.Cells? = nil, startable: [Bool]? = nil,
         vertexArcs: VertexArcs? = nil, copies: [Int32: [Int32]]? = nil, failures: ChunkFailures = ChunkFailures(),
         box: SegmentGrid.Box? = nil) {
        self.profile = profile
        vertexIndex = Mutex(vertexArcs)
        columnFailures = failures
        self.road = road
        self.turns = turns
        self.chains = chains
        self.rank = rank
        self.node = node
        queryEdges = edges
        var kinds = mainComponent ?? Column(MainComponent.segments(of: road, turns: turns))
        if let startable, startable.count == kinds.count {
            for s in kinds.indices where !startable[s] { kinds[s] = MainComponent.Kind.noStart.rawValue }
        }
        grid = SegmentGrid(road, kinds: kinds, cells: cells, box: box)
        arcCopies = copies ?? RoadNetwork.copies(road)
        stats = Stats(vertices: road.vertexCount, arcs: road.arcCount, turns: turns.edgeCount,
                      shortcuts: edges.shortcutCount, restrictions: restrictions, skippedRestrictions: skipped)
    }

    /// Imports an OSM file for a profile: read, build the turn graph, contract.
    /// A file over one of `ImportLimits` is refused as `invalid_request` / `road_network_limit`.
    public static func importOSM(path: String, profile: Profile, restrictionsAt: LocalTime? = nil) throws -> RoadNetwork {
        try importOSM(OSMSource(path: path), profile: profile, restrictionsAt: restrictionsAt)
    }

    /// The same import, reporting the phases read, graph and contract to `progress` and
    /// stopping at its cancel.
    /// Conditional restrictions (`restriction:conditional`) bind as they stand at `restrictionsAt`;
    /// without it they are not applied, and counted as skipped.
    public static func importOSM(_ source: OSMSource, profile: Profile, restrictionsAt: LocalTime? = nil,
                                 progress: Progress = .untracked) throws -> RoadNetwork {
        do {
            try progress.begin("read")
            let raw = try OSMReader.read(source, profile: profile, restrictionsAt: restrictionsAt, progress: progress)
            Log.info("import: \(profile.rawValue): \(raw.ways.count) roads, \(raw.coordinates.count) nodes read")
            try progress.begin("graph")
            let network = try build(consume raw, profile: profile, limits: .standard, progress: progress)
            Log.info("import: \(profile.rawValue): \(network.stats.vertices) vertices, \(network.stats.arcs) arcs, "
                     + "\(network.stats.shortcuts) shortcuts, \(network.stats.restrictions) restrictions")
            return network
        } catch let exceeded as ImportLimitExceeded {
            throw exceeded.error(path: source.path)
        }
    }

    /// Without limits (the synthetic city, tests).
    public static func build(_ raw: RawNetwork, profile: Profile) -> RoadNetwork {
        (try? build(raw, profile: profile, limits: nil)) ?? RoadNetwork(profile: profile, road: RoadGraph(), turns: TurnGraph(), chains: Chains(TurnGraph()),
                                                                        hierarchy: Hierarchy(), restrictions: 0, skipped: 0)
    }

    /// Throws `ImportLimitExceeded` past a limit, and `cancelled` at the progress's cancel, before
    /// anything else is made of a partial hierarchy.
    /// Each input is let go once what follows is made of it (the read ways, the chains' graph, the
    /// builder's lists, the hierarchy in the builder's layout), and the chains and the segments'
    /// kinds are made where the least else is held, so that the import's peak memory holds as few
    /// of them at a time as it can.
    static func build(_ raw: consuming RawNetwork, profile: Profile, limits: ImportLimits?, progress: Progress = .untracked) throws -> RoadNetwork {
        let read = raw.skippedRestrictions + raw.restrictions.count + raw.viaWayRestrictions.count
        let built = try GraphBuilder.build(consume raw, profile: profile, limits: limits)
        // What snapping needs of the graphs, made before the contraction: its working arrays are
        // then gone before the builder's lists are made, instead of coming on top of the hierarchy.
        let kinds = MainComponent.segments(of: built.road, turns: built.turns)
        // The chains are made again from the turn graph once contracted, as every reopen makes
        // them: only the graph over them is held beside the builder's lists.
        let graph = Chains(built.turns).graph(built.turns)
        // The read network and the graph phase's working arrays are freed: their pages go back
        // before the contraction, which would otherwise touch fresh ones beside them.
        lift_osm_release_free_memory()
        try progress.begin("contract", total: graph.nodeCount)
        var builder = HierarchyBuilder(consume graph)
        if let limits {
            let edges = max(built.turns.edgeCount, built.road.arcCount)
            let (scaled, overflow) = edges.multipliedReportingOverflow(by: limits.hierarchyWorkPerEdge)
            builder.workLimit = max(limits.hierarchyWorkFloor, overflow ? Int.max : scaled)
        }
        builder.shouldContinue = { done in (try? progress.advance(to: done)) != nil }
        // Each large step's freed pages go back before the next is made: the builder's lists,
        // then the hierarchy in the builder's layout, then in the renumbered one.
        let hierarchy = builder.build(contracted: { lift_osm_release_free_memory() })
        lift_osm_release_free_memory()
        try progress.check()
        if builder.unmapped {
            throw LiftError(.noMemory, "contraction: the system maps no more memory for its edge lists")
        }
        if builder.exceeded {
            throw ImportLimitExceeded(limit: .hierarchyWork, max: builder.workLimit, found: built.turns.edgeCount)
        }
        let edges = InterleavedEdges(hierarchy), rank = hierarchy.rank, node = hierarchy.node
        _ = consume hierarchy
        lift_osm_release_free_memory()
        return RoadNetwork(profile: profile, road: built.road, turns: built.turns, chains: Chains(built.turns), rank: Column(rank),
                           node: Column(node), edges: edges, restrictions: built.appliedRestrictions,
                           skipped: read - built.appliedRestrictions, mainComponent: Column(kinds), startable: built.startable)
    }

    /// The copies are the arcs that are neither direction of their segment; each copies the
    /// direction that leaves the same vertex.
    static func copies(_ g: RoadGraph) -> [Int32: [Int32]] {
        var out = [Int32: [Int32]]()
        for x in 0..<g.arcCount {
            let s = Int(g.arcSegment[x])
            guard g.segmentForward.indices.contains(s), g.segmentBackward.indices.contains(s) else { continue }
            let f = g.segmentForward[s], b = g.segmentBackward[s]
            guard Int(f) != x, Int(b) != x else { continue }
            let original = f >= 0 && g.arcFrom[Int(f)] == g.arcFrom[x] ? f : b
            if original >= 0 { out[original, default: []].append(Int32(clamping: x)) }
        }
        return out
    }

    /// The chains' encoded runs at `precision` (any other than 6 is 5, as the encoder reads it);
    /// nil at its first use (the encoder then encodes vertex by vertex).
    func chainPolylines(precision: Int) -> ChainPolylines? {
        let key = precision == 6 ? 6 : 5
        return polylineRuns.withLock { runs in
            switch runs[key] {
            case .made(let made)?: return made
            case nil:
                runs[key] = .seenOnce
                return nil
            case .seenOnce?:
                let made = ChainPolylines(chains, road, precision: key, failures: columnFailures)
                runs[key] = .made(made)
                return made
            }
        }
    }

    /// Whether the vertex index is made yet (tests).
    var hasVertexIndex: Bool { vertexIndex.withLock { $0 != nil } }

    var vertexArcs: VertexArcs {
        vertexIndex.withLock { index in
            if let index { return index }
            let made = VertexArcs(road)
            index = made
            return made
        }
    }

    /// A table made by a pass over stored columns, nil if one of their chunks failed meanwhile:
    /// a table of zeros must not outlive the route that is refused for it.
    private func madeWhole<T>(_ make: () -> T?) -> T? {
        let failures = columnFailures.value
        let made = make()
        return columnFailures.value == failures ? made : nil
    }

    /// The chains' sums (ChainTotals), nil before a network's second leg.
    var chainTotals: ChainTotals? {
        return chainSums.withLock { state in
            if let sums = state.sums { return sums }
            state.uses += 1
            guard state.uses >= 2 else { return nil }
            state.sums = ChainTotals(chains, road, turns, failures: columnFailures)
            return state.sums
        }
    }

    /// The junction facts, nil before a network's second stepped route.
    func junctionFacts(eastScale: Double) -> JunctionFacts? {
        junctions.withLock { state in
            if let facts = state.facts { return facts }
            // Tried once: a network whose facts cannot be made (JunctionFacts.init) is not walked again.
            guard state.uses < 2 else { return nil }
            state.uses += 1
            guard state.uses == 2 else { return nil }
            state.facts = madeWhole { JunctionFacts(road, turns, eastScale: eastScale) }
            return state.facts
        }
    }

    /// Runs body with a search state of its own (several threads may route on one network).
    func withQuery<T>(_ body: (HierarchyQuery) throws -> T) rethrows -> T {
        let q = pool.withLock { $0.popLast() } ?? HierarchyQuery(rank: rank, node: node, edges: queryEdges)
        defer { pool.withLock { if $0.count < 8 { $0.append(q) } } }
        return try body(q)
    }
}
