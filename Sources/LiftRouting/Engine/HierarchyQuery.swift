/// A point-to-point query on a Hierarchy: two upward Dijkstra searches (forward on `up`, backward
/// on `down`) seeded with offsets, meeting at the highest node of the shortest path; then
/// shortcuts are unpacked into TurnGraph nodes (arcs). Buffers are reused between queries.
/// @unchecked: a state is used by one caller at a time (RoadNetwork hands it out from a pool).
final class HierarchyQuery: @unchecked Sendable {
    struct Seed { var node: Int32; var offset: Int64 }

    private let h: Hierarchy
    private var distF: [Int64], distB: [Int64]
    private var parentF: [Int32], parentB: [Int32]   // CSR edge index used to reach the node, -1 at a seed
    private var touched: [Int32] = []
    private var seenF: [Bool], seenB: [Bool]
    private var heapF = MinHeap(), heapB = MinHeap()
    /// Search space of the last `cost` call (nodes settled, edges relaxed): read by the benchmark.
    private(set) var settledCount = 0, relaxedCount = 0

    init(_ h: Hierarchy) {
        self.h = h
        let n = h.nodeCount
        distF = Array(repeating: 0, count: n)
        distB = Array(repeating: 0, count: n)
        parentF = Array(repeating: -1, count: n)
        parentB = Array(repeating: -1, count: n)
        seenF = Array(repeating: false, count: n)
        seenB = Array(repeating: false, count: n)
    }

    private func reset() {
        for x in touched {
            seenF[Int(x)] = false
            seenB[Int(x)] = false
        }
        touched.removeAll(keepingCapacity: true)
        heapF.removeAll()
        heapB.removeAll()
        settledCount = 0
        relaxedCount = 0
    }

    /// The cheapest cost from any source seed to any target seed, and the node where the searches met.
    func cost(from sources: [Seed], to targets: [Seed]) -> (cost: Int64, meet: Int32)? {
        reset()
        for s in sources where Int(s.node) < h.nodeCount {
            let x = Int(s.node)
            if !seenF[x] || s.offset < distF[x] {
                if !seenF[x] && !seenB[x] { touched.append(s.node) }
                seenF[x] = true
                distF[x] = s.offset
                parentF[x] = -1
                heapF.push(s.offset, s.node)
            }
        }
        for t in targets where Int(t.node) < h.nodeCount {
            let x = Int(t.node)
            if !seenB[x] || t.offset < distB[x] {
                if !seenF[x] && !seenB[x] { touched.append(t.node) }
                seenB[x] = true
                distB[x] = t.offset
                parentB[x] = -1
                heapB.push(t.offset, t.node)
            }
        }
        var best = Int64.max, meet: Int32 = -1
        while true {
            let fMin = heapF.minKey ?? Int64.max, bMin = heapB.minKey ?? Int64.max
            if fMin == Int64.max && bMin == Int64.max { break }
            if min(fMin, bMin) >= best { break }
            let forward = fMin <= bMin
            guard let (d, node) = forward ? heapF.pop() : heapB.pop() else { break }
            let x = Int(node)
            if forward {
                if d > distF[x] { continue }
                if seenB[x], d + distB[x] < best { best = d + distB[x]; meet = node }
                if stalled(x, d, forward: true) { continue }
                relax(x, d, forward: true)
            } else {
                if d > distB[x] { continue }
                if seenF[x], d + distF[x] < best { best = d + distF[x]; meet = node }
                if stalled(x, d, forward: false) { continue }
                relax(x, d, forward: false)
            }
        }
        return meet >= 0 ? (best, meet) : nil
    }

    /// Stall-on-demand: x is not on a shortest path if a higher node reaches it more cheaply.
    private func stalled(_ x: Int, _ d: Int64, forward: Bool) -> Bool {
        let edges = forward ? h.down : h.up
        for e in edges.range(x) {
            let y = Int(edges.target[e])
            if forward ? (seenF[y] && distF[y] + Int64(edges.weight[e]) < d) : (seenB[y] && distB[y] + Int64(edges.weight[e]) < d) {
                return true
            }
        }
        return false
    }

    private func relax(_ x: Int, _ d: Int64, forward: Bool) {
        let edges = forward ? h.up : h.down
        settledCount &+= 1
        relaxedCount &+= edges.range(x).count
        for e in edges.range(x) {
            let y = Int(edges.target[e])
            let nd = d + Int64(edges.weight[e])
            if forward {
                guard !seenF[y] || nd < distF[y] else { continue }
                if !seenF[y] && !seenB[y] { touched.append(Int32(y)) }
                seenF[y] = true
                distF[y] = nd
                parentF[y] = Int32(e)
                heapF.push(nd, Int32(y))
            } else {
                guard !seenB[y] || nd < distB[y] else { continue }
                if !seenF[y] && !seenB[y] { touched.append(Int32(y)) }
                seenB[y] = true
                distB[y] = nd
                parentB[y] = Int32(e)
                heapB.push(nd, Int32(y))
            }
        }
    }

    /// The TurnGraph nodes of the last query's path, from a source seed to a target seed.
    func path(meet: Int32) -> [Int32] {
        // Forward half: walk parents back to a seed, collecting hierarchy edges (from, edge).
        var forwardEdges = [(from: Int32, to: Int32, middle: Int32)]()
        var x = Int(meet)
        var guardSteps = h.nodeCount
        while parentF.indices.contains(x), parentF[x] >= 0, guardSteps > 0 {
            let e = Int(parentF[x])
            let from = HierarchyQuery.owner(of: e, in: h.up)
            forwardEdges.append((Int32(from), Int32(x), h.up.middle[e]))
            x = from
            guardSteps -= 1
        }
        var nodes: [Int32] = [Int32(x)]
        for edge in forwardEdges.reversed() { unpack(edge.from, edge.to, edge.middle, into: &nodes) }
        x = Int(meet)
        guardSteps = h.nodeCount
        while parentB.indices.contains(x), parentB[x] >= 0, guardSteps > 0 {
            let e = Int(parentB[x])
            let to = HierarchyQuery.owner(of: e, in: h.down)
            unpack(Int32(x), Int32(to), h.down.middle[e], into: &nodes)
            x = to
            guardSteps -= 1
        }
        return nodes
    }

    /// The node whose CSR range holds edge e (binary search over `start`).
    private static func owner(of e: Int, in edges: Hierarchy.Edges) -> Int {
        var lo = 0, hi = edges.start.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if Int(edges.start[mid]) <= e { lo = mid } else { hi = mid }
        }
        return lo
    }

    /// Appends the original nodes after `from` along edge from -> to (recursively through middles).
    private func unpack(_ from: Int32, _ to: Int32, _ middle: Int32, into nodes: inout [Int32]) {
        var stack: [(Int32, Int32, Int32)] = [(from, to, middle)]
        while let (a, b, m) = stack.popLast() {
            guard m >= 0 else { nodes.append(b); continue }
            guard let first = edge(a, m), let second = edge(m, b) else { nodes.append(b); continue }
            stack.append((m, b, second))
            stack.append((a, m, first))
        }
    }

    /// The middle of the cheapest hierarchy edge a -> b.
    private func edge(_ a: Int32, _ b: Int32) -> Int32? {
        let ai = Int(a), bi = Int(b)
        guard h.rank.indices.contains(ai), h.rank.indices.contains(bi) else { return nil }
        var best: (UInt32, Int32)?
        if h.rank[ai] < h.rank[bi] {
            for e in h.up.range(ai) where h.up.target[e] == b {
                if best == nil || h.up.weight[e] < (best?.0 ?? 0) { best = (h.up.weight[e], h.up.middle[e]) }
            }
        } else {
            for e in h.down.range(bi) where h.down.target[e] == a {
                if best == nil || h.down.weight[e] < (best?.0 ?? 0) { best = (h.down.weight[e], h.down.middle[e]) }
            }
        }
        return best?.1
    }
}
