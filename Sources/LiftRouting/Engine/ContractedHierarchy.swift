/// A hierarchy as HierarchyBuilder makes it: TurnGraph node ids,
/// edges stored at their lower-ranked end in TurnGraph node order, each shortcut naming the node
/// it skips (`middle`, -1 for an original turn). Hierarchy is this form renumbered by rank with
/// the middles resolved to edge ids once (`Hierarchy.init?(_:)`); `Hierarchy.contracted` goes back.
struct ContractedHierarchy: Sendable {
    struct Edges: Sendable {
        var start: [Int32] = [0]
        var target: [Int32] = []
        var weight: [UInt32] = []
        var middle: [Int32] = []

        func range(_ x: Int) -> Range<Int> {
            guard x >= 0, x + 1 < start.count, start[x] >= 0, start[x] <= start[x + 1], Int(start[x + 1]) <= target.count
            else { return 0..<0 }
            return Int(start[x])..<Int(start[x + 1])
        }

        /// The cheapest edge of node `at` to `target` (the first of equal weights): the half a
        /// middle means (the builder keeps one edge per pair of nodes, so it is the only one).
        func cheapest(at: Int, to target: Int32) -> Int? {
            var best: Int?
            for e in range(at) where self.target[e] == target && e < weight.count {
                if let b = best, weight[b] <= weight[e] { continue }
                best = e
            }
            return best
        }
    }
    var rank: [Int32] = []
    var up = Edges()
    var down = Edges()
}

extension Hierarchy {
    /// Renumbers `c` by rank and resolves each middle to the two edges it joins. Nil when `c`
    /// does not describe a hierarchy (a rank repeated or out of range, an index out of range, a
    /// middle without both halves), which the builder's output never is (see `build`).
    init?(_ c: ContractedHierarchy) {
        let n = c.rank.count
        guard c.up.start.count == n + 1, c.down.start.count == n + 1 else { return nil }
        var node = [Int32](repeating: -1, count: n)
        for (x, r) in c.rank.enumerated() {
            guard r >= 0, Int(r) < n, node[Int(r)] < 0 else { return nil }
            node[Int(r)] = Int32(truncatingIfNeeded: x)
        }
        // Where each node's edges start in the new numbering (same order within a node). The
        // old arrays are read in their own order throughout (reads that miss cost more than writes).
        func starts(_ e: ContractedHierarchy.Edges) -> [Int32] {
            var s = [Int32](repeating: 0, count: n + 1)
            for x in 0..<n { s[Int(c.rank[x]) + 1] = Int32(truncatingIfNeeded: e.range(x).count) }
            for i in 0..<n { s[i + 1] = s[i] &+ s[i + 1] }
            return s
        }
        let upStart = starts(c.up), downStart = starts(c.down)
        // A ContractedHierarchy edge index at node x -> its index in the new layout.
        func moved(_ e: Int, at x: Int, _ old: ContractedHierarchy.Edges, _ new: [Int32]) -> Int32 {
            Int32(truncatingIfNeeded: Int(new[Int(c.rank[x])]) + e - Int(old.start[x]))
        }
        func renumber(_ e: ContractedHierarchy.Edges, _ newStart: [Int32], isUp: Bool) -> Edges? {
            var out = Edges()
            out.start = newStart
            let count = Int(newStart[n])
            guard e.target.count >= count, e.weight.count >= count, e.middle.count >= count else { return nil }
            out.arcs = Array(repeating: Arc(target: 0, weight: 0), count: count)
            out.halves = Array(repeating: Halves(first: -1, second: 0), count: count)
            for x in 0..<n {
                var k = Int(newStart[Int(c.rank[x])])
                for j in e.range(x) {
                    let t = e.target[j], m = e.middle[j]
                    guard t >= 0, Int(t) < n, k < count else { return nil }
                    out.arcs[k] = Arc(target: c.rank[Int(t)], weight: e.weight[j])
                    // The edge's ends in travel order: up x -> t, down t -> x.
                    let (a, b) = isUp ? (Int32(truncatingIfNeeded: x), t) : (t, Int32(truncatingIfNeeded: x))
                    if m == -1 {
                        out.halves[k] = Halves(first: -1, second: b)
                    } else {
                        guard m >= 0, Int(m) < n, let f = c.down.cheapest(at: Int(m), to: a), let s = c.up.cheapest(at: Int(m), to: b),
                              f < c.down.middle.count, s < c.up.middle.count
                        else { return nil }
                        // An original half inline (Halves.leaf): a -> m leads to m, m -> b to b.
                        out.halves[k] = Halves(first: c.down.middle[f] == -1 ? Halves.leaf(m) : moved(f, at: Int(m), c.down, downStart),
                                               second: c.up.middle[s] == -1 ? Halves.leaf(b) : moved(s, at: Int(m), c.up, upStart))
                    }
                    k += 1
                }
            }
            return out
        }
        guard let up = renumber(c.up, upStart, isUp: true), let down = renumber(c.down, downStart, isUp: false) else { return nil }
        self.init(rank: c.rank, node: node, up: up, down: down)
    }

    /// For each edge, the CH id of the node it is stored at (the CSR read backwards).
    static func owners(_ e: Edges) -> [Int32] {
        var owner = [Int32](repeating: -1, count: e.arcs.count)
        for x in 0..<max(0, e.start.count - 1) {
            for i in e.range(x) where i < owner.count { owner[i] = Int32(truncatingIfNeeded: x) }
        }
        return owner
    }

    /// Back to TurnGraph ids and middles, the builder's form (its digest is taken on it).
    var contracted: ContractedHierarchy {
        let n = nodeCount, downOwner = Self.owners(down)
        func turnNode(_ id: Int32) -> Int32 { id >= 0 && Int(id) < node.count ? node[Int(id)] : -1 }
        func back(_ e: Edges) -> ContractedHierarchy.Edges {
            var out = ContractedHierarchy.Edges()
            for x in 0..<n {
                for i in e.range(Int(rank[x])) where i < e.arcs.count && i < e.halves.count {
                    out.target.append(turnNode(e.arcs[i].target))
                    out.weight.append(e.arcs[i].weight)
                    let f = e.halves[i].first
                    out.middle.append(f < -1 ? Halves.leafNode(f)
                                      : f >= 0 && Int(f) < downOwner.count ? turnNode(downOwner[Int(f)]) : -1)
                }
                out.start.append(Int32(truncatingIfNeeded: out.target.count))
            }
            return out
        }
        return ContractedHierarchy(rank: rank, up: back(up), down: back(down))
    }
}
