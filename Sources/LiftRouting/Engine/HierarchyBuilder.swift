/// Builds a contraction hierarchy (Geisberger et al. 2008). Nodes are contracted in order of a
/// priority with lazy updates (re-estimated when popped, pushed back if no longer the least); a
/// shortcut u -> w is added unless a bounded witness search finds a path at most as short without
/// v. A search cut short only adds shortcuts that were not needed, so queries stay exact.
struct HierarchyBuilder {
    /// The priority's weights, OSRM's contractor's with the level counted twice (measured on the
    /// synthetic city, BENCHMARKS.md "Contraction order"): 2 x edge quotient (shortcuts added /
    /// edges removed) + 4 x original-edge quotient (turns behind the added shortcuts / behind the
    /// removed edges) + 2 x level (1 + the highest level of a contracted neighbour: bounds the
    /// hierarchy's depth, hence the query's search space). Quotients in thousandths.
    static let edgeQuotientWeight: Int64 = 2, hopQuotientWeight: Int64 = 4, levelWeight: Int64 = 2
    /// Witness searches settle at most this many nodes: few while estimating a priority (it is
    /// re-estimated often), more when contracting (a search cut short adds a needless shortcut).
    /// 30 / 100 imported the synthetic city fastest of 60/60, 60/500, 30/500, 30/100 with the
    /// fewest edges relaxed per query (BENCHMARKS.md "Contraction order").
    static let settleLimitPriority = 30, settleLimitContract = 100

    private struct Edge { var node: Int32; var weight: UInt32; var middle: Int32; var hops: UInt32 }
    private var outs: [[Edge]]
    private var ins: [[Edge]]
    private var contracted: [Bool]
    private var level: [Int32]
    // Witness search state, reused: distances valid where stamp == generation.
    private var dist: [Int64]
    private var stamp: [UInt32]
    private var generation: UInt32 = 0
    private var heap = MinHeap()

    init(_ g: TurnGraph) {
        let n = g.nodeCount
        outs = Array(repeating: [], count: n)
        ins = Array(repeating: [], count: n)
        contracted = Array(repeating: false, count: n)
        level = Array(repeating: 0, count: n)
        dist = Array(repeating: 0, count: n)
        stamp = Array(repeating: 0, count: n)
        for x in 0..<n {
            for e in g.edges(of: x) {
                let y = Int(g.target[e])
                guard y != x else { continue }
                HierarchyBuilder.addMin(&outs[x], Edge(node: Int32(y), weight: g.weight[e], middle: -1, hops: 1))
                HierarchyBuilder.addMin(&ins[y], Edge(node: Int32(x), weight: g.weight[e], middle: -1, hops: 1))
            }
        }
    }

    private static func addMin(_ list: inout [Edge], _ e: Edge) {
        if let i = list.firstIndex(where: { $0.node == e.node }) {
            if e.weight < list[i].weight { list[i] = e }
        } else {
            list.append(e)
        }
    }

    mutating func build() -> Hierarchy {
        let n = outs.count
        var rank = [Int32](repeating: 0, count: n)
        var queue = MinHeap()
        for v in 0..<n { queue.push(priority(v), Int32(v)) }
        var upLists = [[Edge]](repeating: [], count: n)
        var downLists = [[Edge]](repeating: [], count: n)
        var next: Int32 = 0
        while let (key, node) = queue.pop() {
            let v = Int(node)
            let now = priority(v)
            if now > key, let top = queue.minKey, now > top {
                queue.push(now, node)
                continue
            }
            rank[v] = next
            next += 1
            upLists[v] = outs[v]
            downLists[v] = ins[v]
            contract(v)
        }
        var h = Hierarchy()
        h.rank = rank
        h.up = HierarchyBuilder.flatten(upLists)
        h.down = HierarchyBuilder.flatten(downLists)
        return h
    }

    private static func flatten(_ lists: [[Edge]]) -> Hierarchy.Edges {
        var e = Hierarchy.Edges()
        e.start.reserveCapacity(lists.count + 1)
        for list in lists {
            for x in list {
                e.target.append(x.node)
                e.weight.append(x.weight)
                e.middle.append(x.middle)
            }
            e.start.append(Int32(clamping: e.target.count))
        }
        return e
    }

    private mutating func priority(_ v: Int) -> Int64 {
        let (added, addedHops) = shortcuts(v, apply: false)
        let removed = outs[v].count + ins[v].count
        var removedHops = 0
        for e in outs[v] { removedHops += Int(e.hops) }
        for e in ins[v] { removedHops += Int(e.hops) }
        // Quotients in thousandths; a node with no edges left is free to contract.
        let eq = removed > 0 ? Int64(added) * 1000 / Int64(removed) : 0
        let hq = removedHops > 0 ? Int64(addedHops) * 1000 / Int64(removedHops) : 0
        return Self.edgeQuotientWeight * eq + Self.hopQuotientWeight * hq + Self.levelWeight * 1000 * Int64(level[v])
    }

    private mutating func contract(_ v: Int) {
        _ = shortcuts(v, apply: true)
        contracted[v] = true
        let up = level[v] + 1
        for e in ins[v] {
            let u = Int(e.node)
            outs[u].removeAll { $0.node == Int32(v) }
            level[u] = max(level[u], up)
        }
        for e in outs[v] {
            let w = Int(e.node)
            ins[w].removeAll { $0.node == Int32(v) }
            level[w] = max(level[w], up)
        }
    }

    /// Counts (or adds) the shortcuts contracting v needs, and the original edges behind them.
    private mutating func shortcuts(_ v: Int, apply: Bool) -> (count: Int, hops: Int) {
        var count = 0, hops = 0
        let inEdges = ins[v], outEdges = outs[v]
        let settleLimit = apply ? Self.settleLimitContract : Self.settleLimitPriority
        for e in inEdges {
            let u = Int(e.node)
            var limit: Int64 = 0
            for f in outEdges where Int(f.node) != u { limit = max(limit, Int64(e.weight) + Int64(f.weight)) }
            guard limit > 0 || outEdges.contains(where: { Int($0.node) != u }) else { continue }
            witnessSearch(from: u, avoiding: v, limit: limit, settleLimit: settleLimit)
            for f in outEdges {
                let w = Int(f.node)
                guard w != u else { continue }
                let via = Int64(e.weight) + Int64(f.weight)
                if stamp[w] == generation && dist[w] <= via { continue }
                count += 1
                let h = e.hops &+ f.hops
                hops += Int(h)
                if apply {
                    let weight = via < Int64(UInt32.max) ? UInt32(via) : UInt32.max
                    HierarchyBuilder.addMin(&outs[u], Edge(node: Int32(w), weight: weight, middle: Int32(v), hops: h))
                    HierarchyBuilder.addMin(&ins[w], Edge(node: Int32(u), weight: weight, middle: Int32(v), hops: h))
                }
            }
        }
        return (count, hops)
    }

    private mutating func witnessSearch(from s: Int, avoiding v: Int, limit: Int64, settleLimit: Int) {
        generation &+= 1
        if generation == 0 {   // wrapped: clear stale stamps
            for i in stamp.indices { stamp[i] = 0 }
            generation = 1
        }
        heap.removeAll()
        dist[s] = 0
        stamp[s] = generation
        heap.push(0, Int32(s))
        var settled = 0
        while let (d, node) = heap.pop() {
            let x = Int(node)
            if d > dist[x] { continue }
            if d > limit || settled >= settleLimit { break }
            settled += 1
            for e in outs[x] {
                let y = Int(e.node)
                if y == v || contracted[y] { continue }
                let nd = d + Int64(e.weight)
                if stamp[y] != generation || nd < dist[y] {
                    stamp[y] = generation
                    dist[y] = nd
                    heap.push(nd, e.node)
                }
            }
        }
    }
}

