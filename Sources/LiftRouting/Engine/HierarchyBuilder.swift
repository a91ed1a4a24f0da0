/// Builds a contraction hierarchy (Geisberger et al. 2008). Nodes are contracted in order of a
/// priority with lazy updates (re-estimated when popped, pushed back if no longer the least); a
/// shortcut u -> w is added unless a bounded witness search finds a path at most as short without
/// v. A search cut short only adds shortcuts that were not needed, so queries stay exact.
struct HierarchyBuilder {
    /// The priority's weights, OSRM's contractor's with the level counted twice (measured on the
    /// synthetic city, BENCHMARKS.md "Routing"): 2 x edge quotient (shortcuts added /
    /// edges removed) + 4 x original-edge quotient (turns behind the added shortcuts / behind the
    /// removed edges) + 2 x level (1 + the highest level of a contracted neighbour: bounds the
    /// hierarchy's depth, hence the query's search space). Quotients in thousandths.
    static let edgeQuotientWeight: Int64 = 2, hopQuotientWeight: Int64 = 4, levelWeight: Int64 = 2
    /// Witness searches settle at most this many nodes: fewer while estimating a priority (it is
    /// re-estimated often) than when contracting (a search cut short adds a needless shortcut).
    /// An estimate cut short counts shortcuts that are not needed, and on large networks that
    /// misorders the top of the hierarchy: its nodes then keep many up edges, and a query's work
    /// grows faster than the network (synthetic cities: 100 / 400 relax about half the edges of
    /// 30 / 100 at 2.5M vertices; BENCHMARKS.md "Routing"). 400 contracts to the
    /// same shortcuts as 1000.
    static let settleLimitPriority = 100, settleLimitContract = 400
    /// The limits this builder uses: the bench builds the same graph with others to compare.
    var settleLimits = (priority: HierarchyBuilder.settleLimitPriority, contract: HierarchyBuilder.settleLimitContract)

    struct Edge { var node: Int32; var weight: UInt32; var middle: Int32; var hops: UInt32 }
    // Adjacency in flat pools (no per-node arrays: those cost reference counting in every loop).
    // A contracted node's lists are never touched again, so they are the hierarchy's up / down.
    private var outs: EdgeLists<LabelledListSlot>
    private var ins: EdgeLists<ListSlot>
    private var level: [Int32]
    // Witness search state, reused: a distance is valid where its stamp == generation. Distance
    // and stamp live in the out lists' slots (LabelledListSlot): the search is bound by memory, and
    // a node's label and its out list's place then come in one cache miss.
    private var generation: UInt32 = 0
    // The query's heap: MinHeap's order (HeapOrder), so the same searches, without an array's
    // copy-on-write check on every push and pop.
    private let heap = QueryHeap()
    /// Steps taken (nodes settled and edges scanned by witness searches, pairs tried, list entries
    /// moved): contraction stops once over `workLimit` (`exceeded`), leaving no hierarchy.
    /// Counting changes no choice, so a build under the limit is the one without it.
    var workLimit = Int.max
    private(set) var work = 0
    /// Also when a pool would outgrow its 32-bit positions (EdgeLists.full): no hierarchy then.
    var exceeded: Bool { work > workLimit || outs.full || ins.full }
    /// A pool the system mapped no more memory for (also `exceeded`).
    var unmapped: Bool { outs.unmapped || ins.unmapped }

    init(_ g: TurnGraph) {
        let n = g.nodeCount
        var outDegree = [Int32](repeating: 0, count: n), inDegree = [Int32](repeating: 0, count: n)
        for x in 0..<n {
            for e in g.edges(of: x) {
                let y = Int(g.target[e])
                guard y != x else { continue }
                outDegree[x] += 1
                inDegree[y] += 1
            }
        }
        outs = EdgeLists(degrees: outDegree)
        ins = EdgeLists(degrees: inDegree)
        level = Array(repeating: 0, count: n)
        for x in 0..<n {
            for e in g.edges(of: x) {
                let y = Int(g.target[e])
                guard y != x else { continue }
                outs.addMin(x, Edge(node: Int32(y), weight: g.weight[e], middle: -1, hops: 1))
                ins.addMin(y, Edge(node: Int32(x), weight: g.weight[e], middle: -1, hops: 1))
            }
        }
    }

    /// The hierarchy in the query's layout (renumbered by rank, halves as edge ids). The builder's
    /// output always converts; an empty hierarchy (no routes) stands for the impossible failure.
    /// `contracted` is told once the builder's lists are let go, before the layout is made (an
    /// import gives their pages back there).
    mutating func build(contracted done: () -> Void = {}) -> Hierarchy {
        let contracted = buildContracted()
        done()
        return stopped || exceeded ? Hierarchy() : Hierarchy(contracted) ?? Hierarchy()
    }

    /// The hierarchy as contracted: TurnGraph ids and middles (see ContractedHierarchy).
    /// Asked after every 256 contractions with the count so far; false stops the build early
    /// (a cancelled import): `stopped` is then set and `build` answers an empty hierarchy.
    var shouldContinue: ((Int) -> Bool)?
    private(set) var stopped = false

    mutating func buildContracted() -> ContractedHierarchy {
        let n = level.count
        var rank = [Int32](repeating: 0, count: n)
        var queue = MinHeap()
        for v in 0..<n { queue.push(priority(v), Int32(v)) }
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
            contract(v)
            if exceeded { return ContractedHierarchy() }
            if next & 255 == 0, let shouldContinue, !shouldContinue(Int(next)) {
                stopped = true
                break
            }
        }
        // Each pool is let go once copied out: the builder answers only `work` from here on.
        var h = ContractedHierarchy()
        h.rank = rank
        h.up = outs.flattened()
        outs = EdgeLists(degrees: [])
        h.down = ins.flattened()
        ins = EdgeLists(degrees: [])
        level = []
        return h
    }

    private mutating func priority(_ v: Int) -> Int64 {
        let (added, addedHops) = shortcuts(v, apply: false)
        let removed = outs.slot[v].count + ins.slot[v].count
        let removedHops = outs.hops(v) + ins.hops(v)
        // Quotients in thousandths; a node with no edges left is free to contract.
        let eq = removed > 0 ? Int64(added) * 1000 / Int64(removed) : 0
        let hq = removedHops > 0 ? Int64(addedHops) * 1000 / Int64(removedHops) : 0
        return Self.edgeQuotientWeight * eq + Self.hopQuotientWeight * hq + Self.levelWeight * 1000 * Int64(level[v])
    }

    private mutating func contract(_ v: Int) {
        // Taking v out of its neighbours' lists is what marks it contracted: uncontracted nodes'
        // lists hold only uncontracted nodes, so witness searches need no contracted flag.
        _ = shortcuts(v, apply: true)
        // v's lists never grow again: the next compaction leaves them no room.
        outs.closeRoom(v)
        ins.closeRoom(v)
        let up = level[v] + 1
        for i in ins.range(v) {
            let u = Int(ins.pool[i].node)
            work &+= outs.slot[u].count
            outs.remove(Int32(v), from: u)
            level[u] = max(level[u], up)
        }
        for i in outs.range(v) {
            let w = Int(outs.pool[i].node)
            work &+= ins.slot[w].count
            ins.remove(Int32(v), from: w)
            level[w] = max(level[w], up)
        }
    }

    /// Counts (or adds) the shortcuts contracting v needs, and the original edges behind them.
    /// v's own lists do not change meanwhile (shortcuts join v's neighbours), but an added
    /// shortcut may move them in their pools (EdgeLists.compact): they are read by position in
    /// the list, from where the list is at each read.
    private mutating func shortcuts(_ v: Int, apply: Bool) -> (count: Int, hops: Int) {
        var count = 0, hops = 0
        let inCount = ins.slot[v].count, outCount = outs.slot[v].count
        work &+= inCount &* outCount
        let settleLimit = apply ? settleLimits.contract : settleLimits.priority
        for k in 0..<inCount {
            let e = ins.pool[ins.slot[v].first + k]
            let u = Int(e.node)
            var limit: Int64 = 0, anyTarget = false
            let outRange = outs.range(v)
            for j in outRange where Int(outs.pool[j].node) != u {
                limit = max(limit, Int64(e.weight) + Int64(outs.pool[j].weight))
                anyTarget = true
            }
            guard anyTarget else { continue }
            witnessSearch(from: u, avoiding: v, targets: outRange, limit: limit, settleLimit: settleLimit)
            for m in 0..<outCount {
                let f = outs.pool[outs.slot[v].first + m]
                let w = Int(f.node)
                guard w != u else { continue }
                let via = Int64(e.weight) + Int64(f.weight)
                if outs.slot[w].stamp == generation && outs.slot[w].dist <= via { continue }
                count += 1
                let h = e.hops &+ f.hops
                hops += Int(h)
                if apply {
                    work &+= outs.slot[u].count &+ ins.slot[w].count
                    let weight = via < Int64(UInt32.max) ? UInt32(via) : UInt32.max
                    outs.addMin(u, Edge(node: Int32(w), weight: weight, middle: Int32(v), hops: h))
                    ins.addMin(w, Edge(node: Int32(u), weight: weight, middle: Int32(v), hops: h))
                }
            }
        }
        return (count, hops)
    }

    /// Distances from s without v, to v's out-neighbours in `targets` (pool indices) other than s.
    /// Stops once every target is settled: their distances are final then, so stopping earlier
    /// than the limits changes no answer.
    private mutating func witnessSearch(from s: Int, avoiding v: Int, targets: Range<Int>, limit: Int64, settleLimit: Int) {
        generation &+= 1
        if generation == 0 {   // wrapped: clear stale stamps
            for i in outs.slot.indices {
                outs.slot[i].stamp = 0
                outs.slot[i].target = 0
            }
            generation = 1
        }
        var unsettled = 0
        for j in targets {
            let w = Int(outs.pool[j].node)
            guard w != s else { continue }
            outs.slot[w].target = generation
            unsettled += 1
        }
        heap.removeAll()
        outs.slot[s].dist = 0
        outs.slot[s].stamp = generation
        heap.push(0, Int32(s))
        var settled = 0
        while let (d, node) = heap.pop() {
            let x = Int(node)
            if d > outs.slot[x].dist { continue }
            if d > limit || settled >= settleLimit { break }
            settled += 1
            work &+= 1 &+ outs.slot[x].count
            if outs.slot[x].target == generation {
                unsettled -= 1
                if unsettled == 0 { break }
            }
            for i in outs.range(x) {
                let e = outs.pool[i]
                let y = Int(e.node)
                if y == v { continue }
                let nd = d + Int64(e.weight)
                let old = outs.slot[y]
                if old.stamp != generation || nd < old.dist {
                    outs.slot[y].dist = nd
                    outs.slot[y].stamp = generation
                    heap.push(nd, e.node)
                }
            }
        }
    }
}
