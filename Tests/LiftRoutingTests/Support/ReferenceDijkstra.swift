@testable import LiftRouting

/// The reference: plain Dijkstra over the whole TurnGraph, no hierarchy. Same endpoint rules as
/// the engine (successor seeds for the source, arc-start offsets for the target, or straight along one arc).
enum ReferenceDijkstra {
    static func cost(_ n: RoadNetwork, _ a: Endpoint, _ b: Endpoint) -> Int64? {
        let t = n.turns
        var dist = [Int64](repeating: Int64.max, count: t.nodeCount)
        var heap = MinHeap()
        for s in a.sourceSeeds(n.road, t) where s.offset < dist[Int(s.node)] {
            dist[Int(s.node)] = s.offset
            heap.push(s.offset, s.node)
        }
        while let (d, x) = heap.pop() {
            if d > dist[Int(x)] { continue }
            for e in t.edges(of: Int(x)) {
                let y = Int(t.target[e]), nd = d + Int64(t.weight[e])
                if nd < dist[y] { dist[y] = nd; heap.push(nd, Int32(y)) }
            }
        }
        var best = a.direct(to: b, n.road)?.cost
        for s in b.targetSeeds(n.road) where dist[Int(s.node)] != Int64.max {
            let c = dist[Int(s.node)] + s.offset
            if best == nil || c < (best ?? 0) { best = c }
        }
        return best
    }
}
