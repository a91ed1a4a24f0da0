#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A point-to-point query on a Hierarchy: two upward Dijkstra searches (forward on `up`, backward
/// on `down`) seeded with offsets, meeting at the highest node of the shortest path; then
/// shortcuts are unpacked into TurnGraph nodes (arcs). Searches run on CH ids (Hierarchy):
/// seeds are renumbered on entry, paths leave in TurnGraph ids. Buffers are reused between queries.
/// @unchecked: a state is used by one caller at a time (RoadNetwork hands it out from a pool).
final class HierarchyQuery: @unchecked Sendable {
    struct Seed { var node: Int32; var offset: Int64 }

    /// One node's state in one direction, together so that a search step touches one place.
    private struct NodeState {
        var dist: Int64
        /// The node it was relaxed from (-1 at a seed). The edge is found again when the path is
        /// unpacked (`parentEdge`): 16 bytes a state, four to a cache line.
        var parentNode: Int32
        /// The query that wrote this state; any other value means "not reached".
        var stamp: UInt32
    }

    /// Both directions' per-node states, in memory this query owns: the search loop then does no
    /// copy-on-write check or reference counting. A node's two states (forward, backward) are
    /// side by side, 32 bytes: the meeting check reads the other side's state on the line it
    /// has just read (one cache miss a settled node fewer, what matters once the host's other work
    /// has evicted the network). A state means something only when its stamp is the current
    /// query's, so a query starts without clearing anything. Zeroed by calloc (stamp 0 is never a
    /// query's): its pages are touched only where searches go, so a new state on a large network
    /// (the first route after a reopen) does not write it all.
    private final class States {
        let base: UnsafeMutablePointer<NodeState>
        let count: Int
        private let fromCalloc: Bool

        init(_ n: Int) {
            count = 2 * max(1, n)
            if let raw = calloc(count, MemoryLayout<NodeState>.stride) {
                base = raw.bindMemory(to: NodeState.self, capacity: count)
                fromCalloc = true
            } else {
                base = .allocate(capacity: count)
                base.initialize(repeating: NodeState(dist: 0, parentNode: 0, stamp: 0), count: count)
                fromCalloc = false
            }
        }

        deinit {
            if fromCalloc { free(base) } else { base.deallocate() }
        }

        func clearStamps() {
            for i in 0..<count { base[i].stamp = 0 }
        }
    }

    /// One direction's view of States: node i's state is at 2i (forward) or 2i + 1 (backward).
    private struct Side {
        let first: UnsafeMutablePointer<NodeState>

        @inline(__always)
        func at(_ i: Int) -> UnsafeMutablePointer<NodeState> { first + 2 &* i }
        @inline(__always)
        subscript(_ i: Int) -> NodeState { first[2 &* i] }
    }

    /// TurnGraph node -> CH id and back (see Hierarchy).
    private let rank: Column<Int32>, node: Column<Int32>
    private let edges: InterleavedEdges
    private let n: Int
    private let states: States
    private let forward: Side, backward: Side
    private var stamp: UInt32 = 0
    private let heapF = QueryHeap(), heapB = QueryHeap()
    /// The unpacking stack of records read (see `unpack`), in memory this query owns, grown by doubling.
    private var stack: UnsafeMutablePointer<Hierarchy.Halves>
    private var stackCapacity = 64
    /// The shortcuts one unpacking step takes off the stack (`unpackWidth` records).
    private let taken: UnsafeMutablePointer<Hierarchy.Halves>
    /// Search space of the last `cost` call (nodes settled, edges relaxed): read by the benchmark.
    private(set) var settledCount = 0, relaxedCount = 0

    /// A hierarchy as built (tests): laid out for queries here.
    convenience init(_ h: Hierarchy, edges: InterleavedEdges? = nil) {
        self.init(rank: Column(h.rank), node: Column(h.node), edges: edges ?? InterleavedEdges(h))
    }

    /// `edges`: a network's InterleavedEdges, shared by its queries.
    init(rank: Column<Int32>, node: Column<Int32>, edges: InterleavedEdges) {
        self.rank = rank
        self.node = node
        self.edges = edges
        n = rank.count
        states = States(n)
        forward = Side(first: states.base)
        backward = Side(first: states.base + 1)
        stack = .allocate(capacity: stackCapacity)
        taken = .allocate(capacity: Self.unpackWidth)
    }

    deinit {
        stack.deallocate()
        taken.deallocate()
    }

    /// The last query's stamp; tests move it near the wrap-around (4 billion queries otherwise).
    var stampForTests: UInt32 {
        get { stamp }
        set { stamp = newValue }
    }

    /// A new stamp for a query; on wrap-around every stamp is cleared once.
    private func nextStamp() {
        if stamp == UInt32.max {
            states.clearStamps()
            stamp = 0
        }
        stamp += 1
    }

    /// The cheapest cost from any source seed to any target seed, and the node where the searches
    /// met (a CH id: pass it back to `path(meet:)`).
    func cost(from sources: [Seed], to targets: [Seed]) -> (cost: Int64, meet: Int32)? {
        nextStamp()
        let hf = heapF, hb = heapB
        hf.removeAll(); hb.removeAll()
        settledCount = 0; relaxedCount = 0
        for s in sources { seed(s, forward, hf) }
        for t in targets { seed(t, backward, hb) }
        return edges.withFlat { search($0, hf, hb) }
    }

    private func search(_ edges: FlatInterleaved, _ hf: QueryHeap, _ hb: QueryHeap) -> (cost: Int64, meet: Int32)? {
        var best = Int64.max, meet: Int32 = -1
        // Read once: the loops then keep it in a register (stores to the states could alias it).
        let stamp = self.stamp
        while true {
            let fMin = hf.minKey ?? Int64.max, bMin = hb.minKey ?? Int64.max
            // Also ends when both heaps are empty (min == Int64.max >= best).
            if min(fMin, bMin) >= best { break }
            if fMin <= bMin {
                guard let (d, node) = hf.pop() else { break }
                settle(node, d, stamp, forward, backward, edges, upward: true, hf, &best, &meet)
            } else {
                guard let (d, node) = hb.pop() else { break }
                settle(node, d, stamp, backward, forward, edges, upward: false, hb, &best, &meet)
            }
        }
        return meet >= 0 ? (best, meet) : nil
    }

    /// Seeds come in TurnGraph ids: the search runs on CH ids (see Hierarchy).
    private func seed(_ s: Seed, _ side: Side, _ heap: QueryHeap) {
        guard s.node >= 0, Int(s.node) < n, Int(s.node) < rank.count else { return }
        let id = rank[Int(s.node)]
        guard id >= 0, Int(id) < n else { return }
        let state = side.at(Int(id))
        guard state.pointee.stamp != stamp || s.offset < state.pointee.dist else { return }
        state.pointee = NodeState(dist: s.offset, parentNode: -1, stamp: stamp)
        heap.push(s.offset, id)
    }

    /// One popped node of one direction: meet the other side, stall on demand (x is not on a
    /// shortest path if a higher node reaches it more cheaply), else relax its upward edges.
    /// Nodes are checked against n before the flat views are read at them (cheap; see FlatInterleaved).
    @inline(__always)
    private func settle(_ node: Int32, _ d: Int64, _ stamp: UInt32, _ this: Side, _ other: Side, _ edges: FlatInterleaved,
                        upward: Bool, _ heap: QueryHeap, _ best: inout Int64, _ meet: inout Int32) {
        let x = Int(node)
        guard x >= 0, x < n else { return }
        if d > this[x].dist { return }
        let there = other[x]
        if there.stamp == stamp, d + there.dist < best { best = d + there.dist; meet = node }
        // One unsigned compare checks a target is a node (0 <= y < n).
        let bound = UInt32(truncatingIfNeeded: n)
        // The forward search relaxes up edges and stalls on down edges; the backward one the reverse.
        guard edges.ready(x) else { return }
        let relax = upward ? edges.up(x) : edges.down(x), stall = upward ? edges.down(x) : edges.up(x)
        for e in stall {
            let arc = edges.arcs[e]
            guard UInt32(bitPattern: arc.target) < bound else { continue }
            let state = this[Int(arc.target)]
            if state.stamp == stamp, state.dist + Int64(arc.weight) < d { return }
        }
        settledCount &+= 1
        relaxedCount &+= relax.count
        for e in relax {
            let arc = edges.arcs[e]
            guard UInt32(bitPattern: arc.target) < bound else { continue }
            let nd = d + Int64(arc.weight)
            // No path through y can beat the best meeting found (distances are never negative).
            if nd >= best { continue }
            let state = this.at(Int(arc.target))
            if state.pointee.stamp == stamp, nd >= state.pointee.dist { continue }
            state.pointee = NodeState(dist: nd, parentNode: node, stamp: stamp)
            heap.push(nd, arc.target)
        }
    }

    /// The TurnGraph nodes of the last query's path, from a source seed to a target seed.
    func path(meet: Int32) -> [Int32] {
        guard meet >= 0, Int(meet) < n else { return [] }
        return edges.withFlat { path(meet, $0) }
    }

    private func path(_ meet: Int32, _ edges: FlatInterleaved) -> [Int32] {
        // Forward half: walk parents back to a seed, collecting the up edges taken.
        var pathEdges = [Int32]()
        var x = Int(meet)
        var guardSteps = n
        while forward[x].stamp == stamp, forward[x].parentNode >= 0, guardSteps > 0 {
            let from = forward[x].parentNode
            guard Int(from) < n, edges.ready(Int(from)),
                  let e = parentEdge(of: x, from: Int(from), in: edges.up(Int(from)), edges, forward) else { break }
            pathEdges.append(e)
            x = Int(from)
            guardSteps -= 1
        }
        // The seed leaves in TurnGraph ids; unpacking yields TurnGraph ids (see Hierarchy.Halves).
        var nodes: [Int32] = [leave(x)]
        nodes.reserveCapacity(64)
        pathEdges.reverse()
        // Backward half: from the meeting node down to a seed, the down edges in driving order.
        x = Int(meet)
        guardSteps = n
        while backward[x].stamp == stamp, backward[x].parentNode >= 0, guardSteps > 0 {
            let to = backward[x].parentNode
            guard Int(to) < n, edges.ready(Int(to)),
                  let e = parentEdge(of: x, from: Int(to), in: edges.down(Int(to)), edges, backward) else { break }
            pathEdges.append(e)
            x = Int(to)
            guardSteps -= 1
        }
        // A path passes each node once: at most n nodes, each from at most 2 unpacking steps.
        var budget = 2 * n + 4
        unpack(pathEdges, edges, into: &nodes, budget: &budget)
        // A path passes each node once; a damaged hierarchy's walk can emit more within its budget.
        if nodes.count > n { nodes.removeSubrange(n...) }
        return nodes
    }

    /// The TurnGraph node of CH id x, where a path leaves the hierarchy's numbering. A network
    /// read lazily checks no chunk of `node` against the whole of `rank` (that would read most of
    /// it), so the one value a path takes is checked here: rank[node[x]] == x, else the read
    /// counts as damaged (the route is refused) and the path starts nowhere (-1).
    private func leave(_ x: Int) -> Int32 {
        guard let t = node.checked(x) else { return -1 }
        guard rank.checked(Int(t)) == Int32(truncatingIfNeeded: x) else {
            node.refuse()
            return -1
        }
        return t
    }

    /// The edge that gave x its distance from parent p (both below n): the first of p's edges to x
    /// whose weight makes up the difference, which is the one the search relaxed (a later edge
    /// of the same weight does not replace it; p's distance was final when it was relaxed).
    private func parentEdge(of x: Int, from p: Int, in range: Range<Int>, _ edges: FlatInterleaved, _ side: Side) -> Int32? {
        guard edges.ready(p) else { return nil }
        let want = side[x].dist, base = side[p].dist
        for e in range where Int(edges.arcs[e].target) == x && base &+ Int64(edges.arcs[e].weight) == want {
            return Int32(truncatingIfNeeded: e)
        }
        return nil
    }

    /// Appends the TurnGraph nodes the path's edges pass after the first's tail: a walk over
    /// edge ids, each shortcut replaced by its halves (down a -> m, then up m -> b). The stack
    /// holds records already read, the next to expand on top. Up to `unpackWidth` shortcuts on
    /// top are expanded in one step: their halves' records are independent loads, so their cache
    /// misses overlap (one shortcut a step waited for each of its records before the next could
    /// be read). The order of the nodes is the walk's, so the path is the same. Halves are
    /// checked to be stored below their shortcut at decode (so this ends); on data that never
    /// was (a damaged hierarchy built in memory) the shared step budget ends it, one step an
    /// item taken off the stack, and every id is range-checked.
    private func unpack(_ pathEdges: [Int32], _ edges: FlatInterleaved, into nodes: inout [Int32], budget: inout Int) {
        var depth = 0
        for e in pathEdges.reversed() { push(Self.record(e, edges), &depth) }
        while depth > 0, budget > 0 {
            let top = stack[depth - 1]
            if top.first == -1 {
                budget -= 1
                depth -= 1
                if top.second >= 0 { nodes.append(top.second) }   // (-1, -1): an id out of range
                continue
            }
            // The run of shortcuts on top (at most the width and the budget), left to right.
            var k = 1
            while k < Self.unpackWidth, k < depth, k < budget, stack[depth - 1 - k].first != -1 { k += 1 }
            budget -= k
            depth -= k
            // Taken off before their halves overwrite them; pushed back rightmost first.
            for i in 0..<k { taken[i] = stack[depth + k - 1 - i] }
            reserve(depth + 2 * k, keeping: depth)
            var i = k - 1
            while i >= 0 {
                let half = taken[i]
                let second = Self.record(half.second, edges), first = Self.record(half.first, edges)
                (stack + depth).initialize(to: second)
                (stack + depth + 1).initialize(to: first)
                depth += 2
                i -= 1
            }
        }
    }

    /// How many shortcuts one unpacking step expands: 16 records read at once, about what a core
    /// keeps in flight.
    private static let unpackWidth = 8

    /// A half's record: an original turn's as stored, a leaf as (-1, its TurnGraph node) like
    /// one, an id out of range as (-1, -1).
    @inline(__always)
    private static func record(_ p: Int32, _ edges: FlatInterleaved) -> Hierarchy.Halves {
        if p < -1 { return Hierarchy.Halves(first: -1, second: Hierarchy.Halves.leafNode(p)) }
        guard p >= 0, Int(p) < edges.halves.count, edges.ready(edge: Int(p)) else { return Hierarchy.Halves(first: -1, second: -1) }
        return edges.halves[Int(p)]
    }

    @inline(__always)
    private func push(_ item: Hierarchy.Halves, _ depth: inout Int) {
        reserve(depth + 1, keeping: depth)
        (stack + depth).initialize(to: item)
        depth += 1
    }

    /// Room in the stack for `count` records, the first `live` kept.
    @inline(__always)
    private func reserve(_ count: Int, keeping live: Int) {
        guard count > stackCapacity else { return }
        var capacity = stackCapacity * 2
        while capacity < count { capacity *= 2 }
        let bigger = UnsafeMutablePointer<Hierarchy.Halves>.allocate(capacity: capacity)
        bigger.moveInitialize(from: stack, count: live)
        stack.deallocate()
        stack = bigger
        stackCapacity = capacity
    }
}
