/// A point-to-point query on a Hierarchy: two upward Dijkstra searches (forward on `up`, backward
/// on `down`) seeded with offsets, meeting at the highest node of the shortest path; then
/// shortcuts are unpacked into TurnGraph nodes (arcs). Buffers are reused between queries.
/// @unchecked: a state is used by one caller at a time (RoadNetwork hands it out from a pool).
final class HierarchyQuery: @unchecked Sendable {
    struct Seed { var node: Int32; var offset: Int64 }

    /// One direction's per-node state, in memory this query owns: the search loop then does no
    /// copy-on-write check or reference counting. A node's entries mean something only when its
    /// stamp is the current query's, so a query starts without clearing anything.
    private struct Side {
        let dist: UnsafeMutablePointer<Int64>
        /// The hierarchy edge that reached the node (-1 at a seed) and the node it was relaxed from.
        let parentEdge: UnsafeMutablePointer<Int32>
        let parentNode: UnsafeMutablePointer<Int32>
        let stamp: UnsafeMutablePointer<UInt32>

        init(_ n: Int) {
            dist = .allocate(capacity: n); dist.initialize(repeating: 0, count: n)
            parentEdge = .allocate(capacity: n); parentEdge.initialize(repeating: -1, count: n)
            parentNode = .allocate(capacity: n); parentNode.initialize(repeating: -1, count: n)
            stamp = .allocate(capacity: n); stamp.initialize(repeating: 0, count: n)
        }

        func deallocate() {
            dist.deallocate(); parentEdge.deallocate(); parentNode.deallocate(); stamp.deallocate()
        }
    }

    private let h: Hierarchy
    private let n: Int
    private let forward: Side, backward: Side
    private var stamp: UInt32 = 0
    private var heapF = MinHeap(), heapB = MinHeap()
    private var unpackStack: [(Int32, Int32, Int32)] = []

    init(_ h: Hierarchy) {
        self.h = h
        n = h.nodeCount
        forward = Side(n)
        backward = Side(n)
    }

    deinit {
        forward.deallocate()
        backward.deallocate()
    }

    /// A new stamp for a query; on wrap-around every stamp is cleared once.
    private func nextStamp() {
        if stamp == UInt32.max {
            forward.stamp.update(repeating: 0, count: n)
            backward.stamp.update(repeating: 0, count: n)
            stamp = 0
        }
        stamp += 1
    }

    /// The cheapest cost from any source seed to any target seed, and the node where the searches met.
    func cost(from sources: [Seed], to targets: [Seed]) -> (cost: Int64, meet: Int32)? {
        nextStamp()
        var hf = heapF, hb = heapB
        heapF = MinHeap(); heapB = MinHeap()
        hf.removeAll(); hb.removeAll()
        defer { heapF = hf; heapB = hb }
        for s in sources { seed(s, forward, &hf) }
        for t in targets { seed(t, backward, &hb) }
        let up = h.up, down = h.down
        var best = Int64.max, meet: Int32 = -1
        while true {
            let fMin = hf.minKey ?? Int64.max, bMin = hb.minKey ?? Int64.max
            // Also ends when both heaps are empty (min == Int64.max >= best).
            if min(fMin, bMin) >= best { break }
            if fMin <= bMin {
                guard let (d, node) = hf.pop() else { break }
                settle(node, d, forward, backward, relaxOn: up, stallOn: down, &hf, &best, &meet)
            } else {
                guard let (d, node) = hb.pop() else { break }
                settle(node, d, backward, forward, relaxOn: down, stallOn: up, &hb, &best, &meet)
            }
        }
        return meet >= 0 ? (best, meet) : nil
    }

    private func seed(_ s: Seed, _ side: Side, _ heap: inout MinHeap) {
        guard s.node >= 0, Int(s.node) < n else { return }
        let x = Int(s.node)
        guard side.stamp[x] != stamp || s.offset < side.dist[x] else { return }
        side.stamp[x] = stamp
        side.dist[x] = s.offset
        side.parentEdge[x] = -1
        side.parentNode[x] = -1
        heap.push(s.offset, s.node)
    }

    /// One popped node of one direction: meet the other side, stall on demand (x is not on a
    /// shortest path if a higher node reaches it more cheaply), else relax its upward edges.
    /// Hierarchy targets are checked against n: the stored network is validated, but cheaply.
    @inline(__always)
    private func settle(_ node: Int32, _ d: Int64, _ this: Side, _ other: Side, relaxOn r: Hierarchy.Edges,
                        stallOn s: Hierarchy.Edges, _ heap: inout MinHeap, _ best: inout Int64, _ meet: inout Int32) {
        let x = Int(node)
        if d > this.dist[x] { return }
        if other.stamp[x] == stamp, d + other.dist[x] < best { best = d + other.dist[x]; meet = node }
        for e in s.range(x) {
            let y = Int(s.target[e])
            guard y >= 0, y < n else { continue }
            if this.stamp[y] == stamp, this.dist[y] + Int64(s.weight[e]) < d { return }
        }
        for e in r.range(x) {
            let y = Int(r.target[e])
            guard y >= 0, y < n else { continue }
            let nd = d + Int64(r.weight[e])
            if this.stamp[y] == stamp, nd >= this.dist[y] { continue }
            this.stamp[y] = stamp
            this.dist[y] = nd
            this.parentEdge[y] = Int32(truncatingIfNeeded: e)
            this.parentNode[y] = node
            heap.push(nd, Int32(truncatingIfNeeded: y))
        }
    }

    /// The TurnGraph nodes of the last query's path, from a source seed to a target seed.
    func path(meet: Int32) -> [Int32] {
        guard meet >= 0, Int(meet) < n else { return [] }
        let up = h.up, down = h.down, rank = h.rank
        // Forward half: walk parents back to a seed, collecting hierarchy edges (from, to, middle).
        var forwardEdges = [(from: Int32, to: Int32, middle: Int32)]()
        var x = Int(meet)
        var guardSteps = n
        while forward.stamp[x] == stamp, forward.parentEdge[x] >= 0, guardSteps > 0 {
            let e = Int(forward.parentEdge[x]), from = forward.parentNode[x]
            guard up.middle.indices.contains(e), from >= 0, Int(from) < n else { break }
            forwardEdges.append((from, Int32(truncatingIfNeeded: x), up.middle[e]))
            x = Int(from)
            guardSteps -= 1
        }
        var nodes: [Int32] = [Int32(truncatingIfNeeded: x)]
        var stack = unpackStack
        unpackStack = []
        defer { unpackStack = stack }
        for edge in forwardEdges.reversed() {
            HierarchyQuery.unpack(edge.from, edge.to, edge.middle, up, down, rank, &stack, into: &nodes)
        }
        x = Int(meet)
        guardSteps = n
        while backward.stamp[x] == stamp, backward.parentEdge[x] >= 0, guardSteps > 0 {
            let e = Int(backward.parentEdge[x]), to = backward.parentNode[x]
            guard down.middle.indices.contains(e), to >= 0, Int(to) < n else { break }
            HierarchyQuery.unpack(Int32(truncatingIfNeeded: x), to, down.middle[e], up, down, rank, &stack, into: &nodes)
            x = Int(to)
            guardSteps -= 1
        }
        return nodes
    }

    /// Appends the original nodes after `from` along edge from -> to (recursively through middles).
    /// The hierarchy's arrays come in as arguments: bound once per path, not once per edge.
    private static func unpack(_ from: Int32, _ to: Int32, _ middle: Int32, _ up: Hierarchy.Edges, _ down: Hierarchy.Edges,
                               _ rank: [Int32], _ stack: inout [(Int32, Int32, Int32)], into nodes: inout [Int32]) {
        stack.removeAll(keepingCapacity: true)
        stack.append((from, to, middle))
        while let (a, b, m) = stack.popLast() {
            guard m >= 0 else { nodes.append(b); continue }
            guard let first = edge(a, m, up, down, rank), let second = edge(m, b, up, down, rank) else { nodes.append(b); continue }
            stack.append((m, b, second))
            stack.append((a, m, first))
        }
    }

    /// The middle of the cheapest hierarchy edge a -> b.
    @inline(__always)
    private static func edge(_ a: Int32, _ b: Int32, _ up: Hierarchy.Edges, _ down: Hierarchy.Edges, _ rank: [Int32]) -> Int32? {
        let ai = Int(a), bi = Int(b)
        guard rank.indices.contains(ai), rank.indices.contains(bi) else { return nil }
        // Upward from a when b ranks higher, else downward edges stored at b.
        return rank[ai] < rank[bi] ? cheapest(up, ai, b) : cheapest(down, bi, a)
    }

    /// The middle of the cheapest edge at node `at` to `target` (the first of equal weights).
    @inline(__always)
    private static func cheapest(_ edges: Hierarchy.Edges, _ at: Int, _ target: Int32) -> Int32? {
        var bestWeight = UInt32.max, bestMiddle: Int32 = -1, found = false
        for e in edges.range(at) where edges.target[e] == target {
            if !found || edges.weight[e] < bestWeight { bestWeight = edges.weight[e]; bestMiddle = edges.middle[e]; found = true }
        }
        return found ? bestMiddle : nil
    }
}
