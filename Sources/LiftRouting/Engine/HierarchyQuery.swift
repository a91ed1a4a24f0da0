#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A point-to-point query on a Hierarchy: two upward Dijkstra searches (forward on `up`, backward
/// on `down`) seeded with offsets, meeting at the highest node of the shortest path; then
/// shortcuts are unpacked into TurnGraph nodes (arcs). Buffers are reused between queries.
/// @unchecked: a state is used by one caller at a time (RoadNetwork hands it out from a pool).
final class HierarchyQuery: @unchecked Sendable {
    struct Seed { var node: Int32; var offset: Int64 }

    /// One node's state in one direction, together so that a search step touches one place.
    private struct NodeState {
        var dist: Int64
        /// The hierarchy edge that reached the node (-1 at a seed) and the node it was relaxed from.
        var parentEdge: Int32
        var parentNode: Int32
        /// The query that wrote this state; any other value means "not reached".
        var stamp: UInt32
    }

    /// One direction's per-node state, in memory this query owns: the search loop then does no
    /// copy-on-write check or reference counting. A node's entries mean something only when its
    /// stamp is the current query's, so a query starts without clearing anything. Zeroed by
    /// calloc (stamp 0 is never a query's): its pages are touched only where searches go, so a
    /// new state on a large network (the first route after a reopen) does not write it all.
    private struct Side {
        let nodes: UnsafeMutablePointer<NodeState>
        private let fromCalloc: Bool

        init(_ n: Int) {
            let count = max(1, n)
            if let raw = calloc(count, MemoryLayout<NodeState>.stride) {
                nodes = raw.bindMemory(to: NodeState.self, capacity: count)
                fromCalloc = true
            } else {
                nodes = .allocate(capacity: count)
                nodes.initialize(repeating: NodeState(dist: 0, parentEdge: 0, parentNode: 0, stamp: 0), count: count)
                fromCalloc = false
            }
        }

        func deallocate() {
            if fromCalloc { free(nodes) } else { nodes.deallocate() }
        }

        func clearStamps(_ n: Int) {
            for i in 0..<n { nodes[i].stamp = 0 }
        }
    }

    private let h: Hierarchy
    private let n: Int
    private let forward: Side, backward: Side
    private var stamp: UInt32 = 0
    private let heapF = QueryHeap(), heapB = QueryHeap()
    /// The unpacking stack of (from, to, middle), in memory this query owns, grown by doubling.
    private var stack: UnsafeMutablePointer<(Int32, Int32, Int32)>
    private var stackCapacity = 64
    /// Search space of the last `cost` call (nodes settled, edges relaxed): read by the benchmark.
    private(set) var settledCount = 0, relaxedCount = 0

    init(_ h: Hierarchy) {
        self.h = h
        n = h.nodeCount
        forward = Side(n)
        backward = Side(n)
        stack = .allocate(capacity: stackCapacity)
    }

    deinit {
        forward.deallocate()
        backward.deallocate()
        stack.deallocate()
    }

    /// The last query's stamp; tests move it near the wrap-around (4 billion queries otherwise).
    var stampForTests: UInt32 {
        get { stamp }
        set { stamp = newValue }
    }

    /// A new stamp for a query; on wrap-around every stamp is cleared once.
    private func nextStamp() {
        if stamp == UInt32.max {
            forward.clearStamps(n)
            backward.clearStamps(n)
            stamp = 0
        }
        stamp += 1
    }

    /// The cheapest cost from any source seed to any target seed, and the node where the searches met.
    func cost(from sources: [Seed], to targets: [Seed]) -> (cost: Int64, meet: Int32)? {
        nextStamp()
        let hf = heapF, hb = heapB
        hf.removeAll(); hb.removeAll()
        settledCount = 0; relaxedCount = 0
        for s in sources { seed(s, forward, hf) }
        for t in targets { seed(t, backward, hb) }
        return h.up.withFlat { up in h.down.withFlat { down in search(up, down, hf, hb) } }
    }

    private func search(_ up: FlatEdges, _ down: FlatEdges, _ hf: QueryHeap, _ hb: QueryHeap) -> (cost: Int64, meet: Int32)? {
        var best = Int64.max, meet: Int32 = -1
        while true {
            let fMin = hf.minKey ?? Int64.max, bMin = hb.minKey ?? Int64.max
            // Also ends when both heaps are empty (min == Int64.max >= best).
            if min(fMin, bMin) >= best { break }
            if fMin <= bMin {
                guard let (d, node) = hf.pop() else { break }
                settle(node, d, forward, backward, relaxOn: up, stallOn: down, hf, &best, &meet)
            } else {
                guard let (d, node) = hb.pop() else { break }
                settle(node, d, backward, forward, relaxOn: down, stallOn: up, hb, &best, &meet)
            }
        }
        return meet >= 0 ? (best, meet) : nil
    }

    private func seed(_ s: Seed, _ side: Side, _ heap: QueryHeap) {
        guard s.node >= 0, Int(s.node) < n else { return }
        let state = side.nodes + Int(s.node)
        guard state.pointee.stamp != stamp || s.offset < state.pointee.dist else { return }
        state.pointee = NodeState(dist: s.offset, parentEdge: -1, parentNode: -1, stamp: stamp)
        heap.push(s.offset, s.node)
    }

    /// One popped node of one direction: meet the other side, stall on demand (x is not on a
    /// shortest path if a higher node reaches it more cheaply), else relax its upward edges.
    /// Nodes are checked against n before the flat views are read at them (cheap; see FlatEdges).
    @inline(__always)
    private func settle(_ node: Int32, _ d: Int64, _ this: Side, _ other: Side, relaxOn r: FlatEdges,
                        stallOn s: FlatEdges, _ heap: QueryHeap, _ best: inout Int64, _ meet: inout Int32) {
        let x = Int(node)
        guard x >= 0, x < n else { return }
        if d > this.nodes[x].dist { return }
        let there = other.nodes[x]
        if there.stamp == stamp, d + there.dist < best { best = d + there.dist; meet = node }
        for e in s.range(x) {
            let y = Int(s.target[e])
            guard y >= 0, y < n else { continue }
            let state = this.nodes[y]
            if state.stamp == stamp, state.dist + Int64(s.weight[e]) < d { return }
        }
        settledCount &+= 1
        relaxedCount &+= r.range(x).count
        for e in r.range(x) {
            let y = Int(r.target[e])
            guard y >= 0, y < n else { continue }
            let nd = d + Int64(r.weight[e])
            let state = this.nodes + y
            if state.pointee.stamp == stamp, nd >= state.pointee.dist { continue }
            state.pointee = NodeState(dist: nd, parentEdge: Int32(truncatingIfNeeded: e), parentNode: node, stamp: stamp)
            heap.push(nd, Int32(truncatingIfNeeded: y))
        }
    }

    /// The TurnGraph nodes of the last query's path, from a source seed to a target seed.
    func path(meet: Int32) -> [Int32] {
        guard meet >= 0, Int(meet) < n else { return [] }
        return h.up.withFlat { up in h.down.withFlat { down in h.rank.withUnsafeBufferPointer { rank in path(meet, up, down, rank) } } }
    }

    private func path(_ meet: Int32, _ up: FlatEdges, _ down: FlatEdges, _ rank: UnsafeBufferPointer<Int32>) -> [Int32] {
        // Forward half: walk parents back to a seed, collecting hierarchy edges (from, to, middle).
        var forwardEdges = [(from: Int32, to: Int32, middle: Int32)]()
        var x = Int(meet)
        var guardSteps = n
        while forward.nodes[x].stamp == stamp, forward.nodes[x].parentEdge >= 0, guardSteps > 0 {
            let e = Int(forward.nodes[x].parentEdge), from = forward.nodes[x].parentNode
            guard e < up.middle.count, from >= 0, Int(from) < n else { break }
            forwardEdges.append((from, Int32(truncatingIfNeeded: x), up.middle[e]))
            x = Int(from)
            guardSteps -= 1
        }
        var nodes: [Int32] = [Int32(truncatingIfNeeded: x)]
        nodes.reserveCapacity(64)
        for edge in forwardEdges.reversed() { unpack(edge.from, edge.to, edge.middle, up, down, rank, into: &nodes) }
        x = Int(meet)
        guardSteps = n
        while backward.nodes[x].stamp == stamp, backward.nodes[x].parentEdge >= 0, guardSteps > 0 {
            let e = Int(backward.nodes[x].parentEdge), to = backward.nodes[x].parentNode
            guard e < down.middle.count, to >= 0, Int(to) < n else { break }
            unpack(Int32(truncatingIfNeeded: x), to, down.middle[e], up, down, rank, into: &nodes)
            x = Int(to)
            guardSteps -= 1
        }
        return nodes
    }

    /// Appends the original nodes after `from` along edge from -> to (recursively through middles).
    /// A middle always ranks below both ends (it was contracted first); one that does not (a
    /// damaged network) is not expanded, so unpacking ends on any data, in at most n levels; and
    /// a shortest path passes each node once, so more than n nodes means damage: stop there.
    private func unpack(_ from: Int32, _ to: Int32, _ middle: Int32, _ up: FlatEdges, _ down: FlatEdges,
                        _ rank: UnsafeBufferPointer<Int32>, into nodes: inout [Int32]) {
        var depth = 0
        push((from, to, middle), &depth)
        while depth > 0, nodes.count <= n {
            depth -= 1
            let (a, b, m) = stack[depth]
            // Node ids in range first: the flat views are only read at checked nodes.
            guard m >= 0, Int(m) < n, a >= 0, Int(a) < n, b >= 0, Int(b) < n,
                  rank[Int(m)] < rank[Int(a)], rank[Int(m)] < rank[Int(b)],
                  let first = down.cheapest(at: Int(m), to: a),    // a -> m: a ranks higher, stored at m
                  let second = up.cheapest(at: Int(m), to: b)      // m -> b: b ranks higher
            else { nodes.append(b); continue }
            push((m, b, second), &depth)
            push((a, m, first), &depth)
        }
    }

    @inline(__always)
    private func push(_ item: (Int32, Int32, Int32), _ depth: inout Int) {
        if depth == stackCapacity {
            let bigger = UnsafeMutablePointer<(Int32, Int32, Int32)>.allocate(capacity: stackCapacity * 2)
            bigger.moveInitialize(from: stack, count: depth)
            stack.deallocate()
            stack = bigger
            stackCapacity *= 2
        }
        (stack + depth).initialize(to: item)
        depth += 1
    }
}

/// One direction of a Hierarchy as unsafe views, for the query's inner loops. Reading them
/// without bounds checks is sound because every Hierarchy a RoadNetwork holds is well formed:
/// built by HierarchyBuilder, or decoded and validated by NetworkCodec (CSR `start` of n + 1
/// non-decreasing offsets ending at the edge count, every target and middle a node below n).
/// Callers read them only at nodes they checked to be below n.
struct FlatEdges {
    let start: UnsafeBufferPointer<Int32>
    let target: UnsafeBufferPointer<Int32>
    let weight: UnsafeBufferPointer<UInt32>
    let middle: UnsafeBufferPointer<Int32>

    /// The edges of node x (x below n).
    @inline(__always)
    func range(_ x: Int) -> Range<Int> { Int(start[x])..<Int(start[x + 1]) }

    /// The middle of the cheapest edge of node `at` to `target` (the first of equal weights).
    @inline(__always)
    func cheapest(at: Int, to target: Int32) -> Int32? {
        var bestWeight = UInt32.max, bestMiddle: Int32 = -1, found = false
        for e in range(at) where self.target[e] == target {
            if !found || weight[e] < bestWeight { bestWeight = weight[e]; bestMiddle = middle[e]; found = true }
        }
        return found ? bestMiddle : nil
    }
}

extension Hierarchy.Edges {
    func withFlat<R>(_ body: (FlatEdges) -> R) -> R {
        start.withUnsafeBufferPointer { s in
            target.withUnsafeBufferPointer { t in
                weight.withUnsafeBufferPointer { w in
                    middle.withUnsafeBufferPointer { m in body(FlatEdges(start: s, target: t, weight: w, middle: m)) }
                }
            }
        }
    }
}
