/// For `stop=minor` signs (car.lua's `Obstacles.entering_by_minor_road`): whether a car arrives by
/// a road slower than another at the junction, comparing the ways' speeds in their directions of
/// travel. Per vertex, the two fastest roads (by segment) touching it.
struct FastestRoads {
    private let graph: RoadGraph
    private let arcWay: [Int32]
    private let ways: [RawNetwork.Way]
    private var best: [(speed: Double, segment: Int32)]
    private var second: [(speed: Double, segment: Int32)]

    init(_ g: RoadGraph, arcWay: [Int32], ways: [RawNetwork.Way]) {
        graph = g
        self.arcWay = arcWay
        self.ways = ways
        best = Array(repeating: (0, -1), count: g.vertexCount)
        second = best
        for a in 0..<g.arcCount {
            let speed = Self.speed(a, g, arcWay, ways), s = g.arcSegment[a]
            for v in [Int(g.arcFrom[a]), Int(g.arcTo[a])] {
                if best[v].segment == s {
                    best[v].speed = max(best[v].speed, speed)
                } else if speed > best[v].speed {
                    second[v] = best[v]
                    best[v] = (speed, s)
                } else if second[v].segment == s || speed > second[v].speed {
                    second[v] = (max(speed, second[v].segment == s ? second[v].speed : 0), s)
                }
            }
        }
    }

    /// Arc x arrives at v by a road slower than the fastest other road there.
    func enteringByMinorRoad(_ x: Int, at v: Int) -> Bool {
        guard best.indices.contains(v) else { return true }
        let s = graph.arcSegment[x]
        let other = best[v].segment == s ? second[v].speed : best[v].speed
        return other > Self.speed(x, graph, arcWay, ways)
    }

    /// The way's speed (km/h) in the arc's direction.
    private static func speed(_ a: Int, _ g: RoadGraph, _ arcWay: [Int32], _ ways: [RawNetwork.Way]) -> Double {
        guard arcWay.indices.contains(a), ways.indices.contains(Int(arcWay[a])) else { return 0 }
        let w = ways[Int(arcWay[a])]
        return g.segmentForward[Int(g.arcSegment[a])] == Int32(a) ? w.forwardKmh : w.backwardKmh
    }
}
