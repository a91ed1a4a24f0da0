/// A stop snapped onto a segment, expressed as search seeds. Costs are measured from the start of
/// each arc (TurnGraph edge x -> y costs arc x + turn), so a source starts on the successors of
/// its arcs, less the part of the arc already behind it; a target is reached at an arc's start
/// plus the part of the arc before the stop.
struct Endpoint {
    let snap: SegmentGrid.Snap
    /// Arcs along the stop's segment with the stop's position along each (0...1).
    let arcs: [(arc: Int32, along: Double)]
    /// When the stop lies on a vertex (a segment's end): the arcs leaving and entering it (views
    /// of VertexArcs' index, no copy).
    let leaving: ArraySlice<Int32>, entering: ArraySlice<Int32>

    /// `copies`: the arcs copied for via-way restrictions (ViaWayRestrictions), by original: a stop
    /// on such an arc is also reached along its copies.
    /// Borrowed parameters: an init takes its arguments owned by default, which copied the whole
    /// RoadGraph (a retain and a release of each of its arrays) for every stop.
    init(_ snap: SegmentGrid.Snap, in g: borrowing RoadGraph, vertexArcs: borrowing VertexArcs? = nil,
         copies: borrowing [Int32: [Int32]] = [:]) {
        self.snap = snap
        let s = Int(snap.segment)
        let vertex: Int32? = !g.segmentA.indices.contains(s) ? nil
            : snap.fraction <= 0 ? g.segmentA[s] : snap.fraction >= 1 ? g.segmentB[s] : nil
        leaving = vertex.flatMap { v in vertexArcs.map { $0.leaving(v) } } ?? []
        entering = vertex.flatMap { v in vertexArcs.map { $0.entering(v) } } ?? []
        var arcs = [(arc: Int32, along: Double)]()
        arcs.reserveCapacity(2)
        if g.segmentForward.indices.contains(s), g.segmentForward[s] >= 0 { arcs.append((g.segmentForward[s], snap.fraction)) }
        if g.segmentBackward.indices.contains(s), g.segmentBackward[s] >= 0 { arcs.append((g.segmentBackward[s], 1 - snap.fraction)) }
        if !copies.isEmpty { for (arc, along) in arcs { for c in copies[arc] ?? [] { arcs.append((c, along)) } } }
        self.arcs = arcs
    }

    static func part(_ g: RoadGraph, _ arc: Int32, _ along: Double) -> Int64 {
        Int64((Double(g.arcWeight[Int(arc)]) * along).rounded())
    }

    /// The arc-level seeds (TurnGraph ids) of the reference Dijkstra and the scipy baseline: the
    /// successors of the stop's arcs; on a vertex, the starts of the arcs leaving it. The route
    /// itself seeds the hierarchy over chains (`chainSources`). Sorted by node.
    func sourceSeeds(_ g: RoadGraph, _ t: TurnGraph) -> [HierarchyQuery.Seed] {
        if !leaving.isEmpty { return leaving.map { HierarchyQuery.Seed(node: $0, offset: 0) } }
        var best = [HierarchyQuery.Seed]()
        for (arc, along) in arcs {
            let before = Endpoint.part(g, arc, along)
            for e in t.edges(of: Int(arc)) {
                let offset = Int64(t.weight[e]) - before, node = t.target[e]
                if let i = best.firstIndex(where: { $0.node == node }) {
                    if best[i].offset > offset { best[i].offset = offset }
                } else {
                    best.append(HierarchyQuery.Seed(node: node, offset: offset))
                }
            }
        }
        best.sort { $0.node < $1.node }
        return best
    }

    func targetSeeds(_ g: RoadGraph) -> [HierarchyQuery.Seed] {
        if !entering.isEmpty { return entering.map { HierarchyQuery.Seed(node: $0, offset: Endpoint.part(g, $0, 1)) } }
        return arcs.map { HierarchyQuery.Seed(node: $0.arc, offset: Endpoint.part(g, $0.arc, $0.along)) }
    }

    /// Travelling straight along one arc from this stop to `to`, when both lie on it in that order.
    func direct(to other: Endpoint, _ g: RoadGraph) -> (cost: Int64, arc: Int32)? {
        var best: (Int64, Int32)?
        for a in arcs {
            for b in other.arcs where b.arc == a.arc && b.along >= a.along {
                let cost = Endpoint.part(g, b.arc, b.along) - Endpoint.part(g, a.arc, a.along)
                if best == nil || cost < (best?.0 ?? 0) { best = (cost, a.arc) }
            }
        }
        return best
    }
}
