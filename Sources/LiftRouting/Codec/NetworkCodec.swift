import LiftCore

/// RoadNetwork <-> bytes. Decoding validates every index and CSR range, so a damaged BLOB is
/// refused as `corrupt` instead of crashing a later query.
public enum NetworkCodec {
    /// LIFTNET1 stores the hierarchy as built (ContractedHierarchy: TurnGraph ids, middles);
    /// LIFTNET2 in CH ids (Hierarchy: up and down edges, halves as edge ids). All decode; a
    /// LIFTNET1 BLOB (a store made before 2026-11-21) is converted at decode (`Hierarchy.init?`).
    static let magicV1: UInt64 = 0x3154_454E_5446_494C   // "LIFTNET1"
    static let magicV2: UInt64 = 0x3254_454E_5446_494C   // "LIFTNET2"
    /// LIFTNET3: LIFTNET2's layout, the hierarchy over the turn graph's chains (Chains, derived
    /// from the turn graph at decode) instead of over arcs. A network decoded from an older BLOB
    /// keeps its hierarchy over arcs (one chain per arc) and is written back in its own layout.
    static let magicV3: UInt64 = 0x3354_454E_5446_494C   // "LIFTNET3"
    /// LIFTNET4: LIFTNET3 with the coordinates as (lat, lon) records and the hierarchy's edges
    /// as queries read them (InterleavedEdges: bounds, arcs, halves), the form a network keeps: a reopen reads them in place instead of
    /// reading up and down edges and laying them out again (on the synthetic city 4.4 MB fewer
    /// bytes written to fresh memory, and the layout pass gone). Chains are derived as in LIFTNET3.
    static let magic: UInt64 = 0x3454_454E_5446_494C     // "LIFTNET4"

    public static func encode(_ n: RoadNetwork) -> [UInt8] { encode(n, version1: false) }

    /// `old`: the LIFTNET1 or LIFTNET2 layout (`version1` or not), for tests of old stores: the
    /// hierarchy over arcs, built again for a network whose hierarchy is over chains. `version3`:
    /// the LIFTNET3 layout (up and down edges) of a network over chains, for tests of those stores.
    static func encode(_ n: RoadNetwork, version1: Bool, old: Bool = false, version3: Bool = false) -> [UInt8] {
        var compressed = n.chains.compressed
        var hierarchy: Hierarchy?
        if (version1 || old) && compressed {
            var builder = HierarchyBuilder(n.turns)
            hierarchy = builder.build()
            compressed = false
        }
        // A network over arcs (from a LIFTNET1 / LIFTNET2 store) is written back as LIFTNET2.
        let interleaved = compressed && !version1 && !version3
        var w = ByteWriter()
        w.u64(version1 ? magicV1 : interleaved ? magic : compressed ? magicV3 : magicV2)
        w.u64(UInt64(Profile.allCases.firstIndex(of: n.profile) ?? 0))
        w.u64(UInt64(n.stats.restrictions))
        w.u64(UInt64(n.stats.skippedRestrictions))
        let r = n.road
        if interleaved {
            w.records(r.coordinates, word: 8)   // read in place at decode
        } else {
            w.doubles(r.coordinates.map(\.lat)); w.doubles(r.coordinates.map(\.lon))
        }
        w.array(r.segmentA); w.array(r.segmentB); w.array(r.segmentForward); w.array(r.segmentBackward)
        w.array(r.arcFrom); w.array(r.arcTo); w.array(r.arcSegment); w.array(r.arcWeight); w.floats(r.arcLength)
        w.array(n.turns.start); w.array(n.turns.target); w.array(n.turns.weight)
        if interleaved {
            w.array(n.rank)   // `node` is its inverse, rebuilt at decode
            // Records as the query holds them: decode reads them in place.
            let q = n.queryEdges
            w.array(q.bounds); w.records(q.arcs); w.records(q.halves)
        } else if version1 {
            let c = (hierarchy ?? n.hierarchy).contracted
            w.array(c.rank)
            for e in [c.up, c.down] { w.array(e.start); w.array(e.target); w.array(e.weight); w.array(e.middle) }
        } else {
            let h = hierarchy ?? n.hierarchy
            w.array(h.rank)
            for e in [h.up, h.down] { w.array(e.start); w.records(e.arcs); w.records(e.halves) }
        }
        // Optional trailing section (older BLOBs end before it): each segment's MainComponent.Kind
        // (BLOBs before the turn-graph components hold 0 / 1 only: joined fragments count as islands).
        w.array(n.grid.kinds)
        // Optional trailing section (older BLOBs end before it): the snapping grid's cell index.
        w.array(n.grid.cells.start); w.array(n.grid.cells.segments)
        // Optional trailing section (older BLOBs end before it): each arc's travel time, when routes
        // minimise a weight apart from it (older networks: the weight is the travel time).
        w.array(r.arcDuration)
        return w.bytes
    }

    public static func decode(_ bytes: [UInt8]) throws -> RoadNetwork { try decode(MemoryByteSource(bytes)) }

    /// Decodes from a source read in place (a stored BLOB), each array read straight into its storage.
    public static func decode(_ source: ByteSource) throws -> RoadNetwork {
        do {
            var b = ByteReader(source)
            let version = try b.u64()
            guard version == magic || version == magicV3 || version == magicV2 || version == magicV1 else { throw ByteReader.Truncated() }
            let p = Int(truncatingIfNeeded: try b.u64())
            guard Profile.allCases.indices.contains(p) else { throw ByteReader.Truncated() }
            let restrictions = Int(truncatingIfNeeded: try b.u64()), skipped = Int(truncatingIfNeeded: try b.u64())
            var r = RoadGraph()
            if version == magic {
                // Records read in place (a reopen's time is mostly first writes to fresh memory).
                r.coordinates = try b.records(Coordinate.self, word: 8)
            } else {
                let lats = try b.array(UInt64.self), lons = try b.array(UInt64.self)
                guard lats.count == lons.count else { throw ByteReader.Truncated() }
                r.coordinates = zip(lats, lons).map { Coordinate(lat: Double(bitPattern: $0), lon: Double(bitPattern: $1)) }
            }
            r.segmentA = try b.array(Int32.self); r.segmentB = try b.array(Int32.self)
            r.segmentForward = try b.array(Int32.self); r.segmentBackward = try b.array(Int32.self)
            r.arcFrom = try b.array(Int32.self); r.arcTo = try b.array(Int32.self); r.arcSegment = try b.array(Int32.self)
            r.arcWeight = try b.array(UInt32.self); r.arcLength = try b.records(Float.self)
            var t = TurnGraph()
            t.start = try b.array(Int32.self); t.target = try b.array(Int32.self); t.weight = try b.array(UInt32.self)
            guard valid(r, t) else { throw ByteReader.Truncated() }
            let chains = version == magic || version == magicV3 ? Chains(t) : Chains(identity: r.arcFrom.count)
            // The hierarchy in the query's layout: read in place (LIFTNET4), or laid out from an older one.
            let rank: [Int32], node: [Int32], edges: InterleavedEdges
            if version == magic {
                (rank, node, edges) = try interleaved(&b, nodes: chains.count)
            } else {
                let h = version == magicV1 ? try hierarchyV1(&b, nodes: chains.count) : try hierarchy(&b, nodes: chains.count)
                (rank, node, edges) = (h.rank, h.node, InterleavedEdges(h))
            }
            var main: [UInt8]?
            if !b.atEnd {
                let kinds = try b.array(UInt8.self)
                guard kinds.count == r.segmentA.count, kinds.allSatisfy({ MainComponent.Kind(rawValue: $0) != nil })
                else { throw ByteReader.Truncated() }
                main = kinds
            }
            // Checked by SegmentGrid against this graph (rebuilt if they do not fit).
            var cells: SegmentGrid.Cells?
            if !b.atEnd { cells = SegmentGrid.Cells(start: try b.array(Int32.self), segments: try b.array(Int32.self)) }
            r.arcDuration = r.arcWeight
            if !b.atEnd {
                let durations = try b.array(UInt32.self)
                guard durations.count == r.arcWeight.count, zip(durations, r.arcWeight).allSatisfy({ $0 <= $1 })
                else { throw ByteReader.Truncated() }
                r.arcDuration = durations
            }
            return RoadNetwork(profile: Profile.allCases[p], road: r, turns: t, chains: chains, rank: rank, node: node, edges: edges,
                               restrictions: restrictions, skipped: skipped, mainComponent: main, cells: cells)
        } catch {
            throw LiftError(.corrupt, code: "corrupt_road_network", "the stored road network is damaged: import it again")
        }
    }

    private static func inRange(_ values: [Int32], _ count: Int, allowNegativeOne: Bool = false) -> Bool {
        values.allSatisfy { ($0 >= 0 && Int($0) < count) || (allowNegativeOne && $0 == -1) }
    }

    private static func csr(_ start: [Int32], nodes: Int, edges: Int) -> Bool {
        guard start.count == nodes + 1, start.first == 0, Int(start[nodes]) == edges else { return false }
        for i in 0..<nodes where start[i] > start[i + 1] { return false }
        return true
    }

    /// A LIFTNET4 hierarchy: the rank a permutation, bounds a CSR over 2n runs, a halves record
    /// per edge, then the order checks (`upward(rank:node:edges:)`).
    private static func interleaved(_ b: inout ByteReader, nodes a: Int) throws -> ([Int32], [Int32], InterleavedEdges) {
        let rank = try b.array(Int32.self)
        let bounds = try b.array(Int32.self)
        let arcs = try b.records(Hierarchy.Arc.self), halves = try b.records(Hierarchy.Halves.self)
        guard rank.count == a, csr(bounds, nodes: 2 * a, edges: arcs.count), halves.count == arcs.count,
              let node = inverse(rank)
        else { throw ByteReader.Truncated() }
        let edges = InterleavedEdges(bounds: bounds, arcs: arcs, halves: halves)
        guard upward(rank: rank, node: node, edges: edges) else { throw ByteReader.Truncated() }
        return (rank, node, edges)
    }

    /// LIFTNET4's order, LIFTNET2's (`upward(_:)` below) in one id space: an edge stored at x
    /// (up or down) leads to a higher CH id below n; a shortcut's halves are edge ids stored at
    /// nodes below x (below bounds[2x]: unpacking then only descends, and ends), or leaves in
    /// range, a first leaf leading to a node ranked below x. An original turn's record names the
    /// TurnGraph node it leads to, for a down edge x's own. Whether an edge id names an up or a
    /// down edge is not checked: unpacking reads either the same way, so only the answer of a
    /// damaged store could be wrong, never the process. Runs after the CSR checks: bounds hold
    /// 2n + 1 non-decreasing offsets from 0 to the edge count, and rank and node n entries each.
    static func upward(rank: [Int32], node: [Int32], edges: InterleavedEdges) -> Bool {
        let n = rank.count
        guard node.count == n, edges.bounds.count == 2 * n + 1, edges.halves.count == edges.arcs.count else { return false }
        return rank.withUnsafeBufferPointer { rank in
            node.withUnsafeBufferPointer { node in
                edges.withFlat { e in
                    for x in 0..<n {
                        let below = e.bounds[2 &* x], mid = Int(e.bounds[2 &* x &+ 1]), own = node[x]
                        for i in Int(below)..<Int(e.bounds[2 &* x &+ 2]) {
                            guard Int(e.arcs[i].target) > x, Int(e.arcs[i].target) < n else { return false }
                            guard inOrder(e.halves[i], at: x, own: own, isUp: i < mid, firstBelow: below, secondBelow: below, rank: rank)
                            else { return false }
                        }
                    }
                    return true
                }
            }
        }
    }

    /// A LIFTNET2 / LIFTNET3 hierarchy: CSR, ranges, and the order checks (`upward`).
    private static func hierarchy(_ b: inout ByteReader, nodes a: Int) throws -> Hierarchy {
        let rank = try b.array(Int32.self)
        var edges = [Hierarchy.Edges]()
        for _ in 0..<2 {
            var e = Hierarchy.Edges()
            e.start = try b.array(Int32.self)
            e.arcs = try b.records(Hierarchy.Arc.self)
            e.halves = try b.records(Hierarchy.Halves.self)
            guard csr(e.start, nodes: a, edges: e.arcs.count), e.halves.count == e.arcs.count,
                  e.arcs.allSatisfy({ $0.target >= 0 && Int($0.target) < a })
            else { throw ByteReader.Truncated() }
            edges.append(e)
        }
        guard rank.count == a, let node = inverse(rank) else { throw ByteReader.Truncated() }
        let h = Hierarchy(rank: rank, node: node, up: edges[0], down: edges[1])
        guard upward(h) else { throw ByteReader.Truncated() }
        return h
    }

    /// A LIFTNET1 hierarchy: its own checks, then renumbered and its middles resolved.
    private static func hierarchyV1(_ b: inout ByteReader, nodes a: Int) throws -> Hierarchy {
        var c = ContractedHierarchy()
        c.rank = try b.array(Int32.self)
        var edges = [ContractedHierarchy.Edges]()
        for _ in 0..<2 {
            var e = ContractedHierarchy.Edges()
            e.start = try b.array(Int32.self); e.target = try b.array(Int32.self)
            e.weight = try b.array(UInt32.self); e.middle = try b.array(Int32.self)
            edges.append(e)
        }
        c.up = edges[0]; c.down = edges[1]
        guard c.rank.count == a, inRange(c.rank, a) else { throw ByteReader.Truncated() }
        for e in [c.up, c.down] {
            guard csr(e.start, nodes: a, edges: e.target.count), e.weight.count == e.target.count,
                  e.middle.count == e.target.count, inRange(e.target, a), inRange(e.middle, a, allowNegativeOne: true),
                  ranked(e, c.rank)
            else { throw ByteReader.Truncated() }
        }
        guard permutation(c.rank), let h = Hierarchy(c) else { throw ByteReader.Truncated() }
        return h
    }

    static func valid(_ r: RoadGraph, _ t: TurnGraph) -> Bool {
        let v = r.coordinates.count, s = r.segmentA.count, a = r.arcFrom.count
        guard r.coordinates.allSatisfy({ (-90...90).contains($0.lat) && (-180...180).contains($0.lon) }),
              r.segmentB.count == s, r.segmentForward.count == s, r.segmentBackward.count == s,
              r.arcTo.count == a, r.arcSegment.count == a, r.arcWeight.count == a, r.arcLength.count == a,
              inRange(r.segmentA, v), inRange(r.segmentB, v), inRange(r.arcFrom, v), inRange(r.arcTo, v),
              inRange(r.segmentForward, a, allowNegativeOne: true), inRange(r.segmentBackward, a, allowNegativeOne: true),
              inRange(r.arcSegment, s), r.arcWeight.allSatisfy({ $0 <= RoadGraph.maxArcWeight }),
              r.arcLength.allSatisfy({ $0.isFinite && $0 >= 0 }),
              csr(t.start, nodes: a, edges: t.target.count), t.weight.count == t.target.count, inRange(t.target, a)
        else { return false }
        return true
    }

    /// CH id -> TurnGraph node, when rank is a permutation (each rank used once: the query's
    /// meeting and unpacking order nodes by CH id).
    static func inverse(_ rank: [Int32]) -> [Int32]? {
        var node = [Int32](repeating: -1, count: rank.count)
        for (x, r) in rank.enumerated() {
            guard node.indices.contains(Int(r)), node[Int(r)] < 0 else { return nil }
            node[Int(r)] = Int32(truncatingIfNeeded: x)
        }
        return node
    }

    /// LIFTNET2's order (see Hierarchy): an edge stored at x leads to a higher CH id; a shortcut's
    /// halves lie below both its ends: edge ids stored at nodes below x (below where x's own
    /// edges start: the CSR is in CH id order, so no owner lookup), or leaves (Halves.leaf) in
    /// range, a first leaf leading to a node ranked below x. Unpacking so only descends, and
    /// ends. What a down edge leads to is x itself: its original turns and second leaves must
    /// name x's TurnGraph node (up edges': in range). Sequential reads but the first leaves' rank
    /// (the checks are part of every reopen). Runs after the CSR and target range checks.
    private static func upward(_ h: Hierarchy) -> Bool {
        let n = h.nodeCount
        guard h.node.count == n, h.up.start.count == n + 1, h.down.start.count == n + 1 else { return false }
        // Over buffers: these checks run at every reopen (on the synthetic city, 0.9M edges took
        // ~6 ms with Array's per-element checks). Every read below is bounded by its own guard.
        return h.rank.withUnsafeBufferPointer { rank in
            h.node.withUnsafeBufferPointer { node in
                h.up.start.withUnsafeBufferPointer { upStart in
                    h.down.start.withUnsafeBufferPointer { downStart in
                        upward(h.up, isUp: true, rank: rank, node: node, upStart: upStart, downStart: downStart) &&
                            upward(h.down, isUp: false, rank: rank, node: node, upStart: upStart, downStart: downStart)
                    }
                }
            }
        }
    }

    /// One direction's edges of `upward` (rank and node hold n entries, both starts n + 1).
    private static func upward(_ e: Hierarchy.Edges, isUp: Bool, rank: UnsafeBufferPointer<Int32>, node: UnsafeBufferPointer<Int32>,
                               upStart: UnsafeBufferPointer<Int32>, downStart: UnsafeBufferPointer<Int32>) -> Bool {
        let n = rank.count
        guard e.halves.count == e.arcs.count, e.start.count == n + 1 else { return false }
        return e.start.withUnsafeBufferPointer { start in
            e.arcs.withUnsafeBufferPointer { arcs in
                e.halves.withUnsafeBufferPointer { halves in
                    for x in 0..<n {
                        let upBelow = upStart[x], downBelow = downStart[x], own = node[x]
                        let lo = Int(start[x]), hi = Int(start[x + 1])
                        guard lo >= 0, lo <= hi, hi <= arcs.count else { return false }
                        for i in lo..<hi {
                            guard Int(arcs[i].target) > x else { return false }
                            guard inOrder(halves[i], at: x, own: own, isUp: isUp, firstBelow: downBelow, secondBelow: upBelow, rank: rank)
                            else { return false }
                        }
                    }
                    return true
                }
            }
        }
    }

    /// One edge's halves record at CH id x (own: x's TurnGraph node), in the order `upward`
    /// checks: an original turn names a node in range (a down edge's: x's own); an edge-id half
    /// lies below its bound, a first leaf leads to a node ranked below x, a second leaf (on a
    /// down edge) to x's own node.
    @inline(__always)
    private static func inOrder(_ half: Hierarchy.Halves, at x: Int, own: Int32, isUp: Bool, firstBelow: Int32, secondBelow: Int32,
                                rank: UnsafeBufferPointer<Int32>) -> Bool {
        typealias Halves = Hierarchy.Halves
        let n = rank.count
        if half.first == -1 {   // an original turn: the TurnGraph node it leads to
            return half.second >= 0 && Int(half.second) < n && (isUp || half.second == own)
        }
        if half.first < -1 {
            let leaf = Halves.leafNode(half.first)
            guard leaf >= 0, Int(leaf) < n, Int(rank[Int(leaf)]) < x else { return false }
        } else {
            guard half.first < firstBelow else { return false }
        }
        if half.second < -1 {
            let leaf = Halves.leafNode(half.second)
            return leaf >= 0 && Int(leaf) < n && (isUp || leaf == own)
        }
        return half.second >= 0 && half.second < secondBelow
    }

    /// Each rank used once: the query's meeting and unpacking compare ranks as a strict order.
    private static func permutation(_ rank: [Int32]) -> Bool {
        var seen = [Bool](repeating: false, count: rank.count)
        for r in rank {
            guard seen.indices.contains(Int(r)), !seen[Int(r)] else { return false }
            seen[Int(r)] = true
        }
        return true
    }

    /// LIFTNET1's order (see ContractedHierarchy): an edge stored at x leads to a node
    /// ranked above x, and a shortcut's middle ranks below both its ends (it was contracted
    /// first), which is what lets unpacking recurse only downwards. Runs after the CSR, target
    /// and middle checks, so every index read here is in range.
    private static func ranked(_ e: ContractedHierarchy.Edges, _ rank: [Int32]) -> Bool {
        for x in rank.indices {
            let rx = rank[x]
            for i in Int(e.start[x])..<Int(e.start[x + 1]) {
                guard rank[Int(e.target[i])] > rx else { return false }
                let m = e.middle[i]
                if m >= 0, rank[Int(m)] >= rx { return false }
            }
        }
        return true
    }
}
