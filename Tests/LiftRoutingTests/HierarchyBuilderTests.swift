import XCTest
@testable import LiftRouting

/// The contraction order (edge quotient, original-edge quotient, level) on small hand-made graphs:
/// the hierarchy is well formed, exact against Dijkstra on every pair, and shallow on a long road.
final class HierarchyBuilderTests: XCTestCase {
    func test_hierarchyBuilder_randomGrid_everyPairCostEqualsDijkstra() {
        let g = Self.grid(side: 7, seed: 3)
        var builder = HierarchyBuilder(g)
        let query = HierarchyQuery(builder.build())
        var reachable = 0
        for s in 0..<g.nodeCount {
            let expected = Self.dijkstra(g, from: s)
            for t in 0..<g.nodeCount {
                let got = query.cost(from: [.init(node: Int32(s), offset: 0)], to: [.init(node: Int32(t), offset: 0)])?.cost
                XCTAssertEqual(got, expected[t], "\(s) -> \(t)")
                reachable += got == nil ? 0 : 1
            }
        }
        XCTAssertGreaterThan(reachable, g.nodeCount * g.nodeCount / 2)
    }

    func test_hierarchyBuilder_randomGrid_pathsAreConnectedAndCostTheAnswer() {
        let g = Self.grid(side: 6, seed: 5)
        var builder = HierarchyBuilder(g)
        let query = HierarchyQuery(builder.build())
        for (s, t) in [(0, 35), (35, 0), (5, 30), (12, 23), (7, 7)] {
            guard let found = query.cost(from: [.init(node: Int32(s), offset: 0)], to: [.init(node: Int32(t), offset: 0)]) else {
                XCTAssertNil(Self.dijkstra(g, from: s)[t], "\(s) -> \(t)")
                continue
            }
            let nodes = query.path(meet: found.meet)
            XCTAssertEqual(nodes.first, Int32(s))
            XCTAssertEqual(nodes.last, Int32(t))
            var cost: Int64 = 0
            for (x, y) in zip(nodes, nodes.dropFirst()) {
                let w = g.edges(of: Int(x)).filter { g.target[$0] == y }.map { Int64(g.weight[$0]) }.min()
                XCTAssertNotNil(w, "no edge \(x) -> \(y)")
                cost += w ?? 0
            }
            XCTAssertEqual(cost, found.cost, "\(s) -> \(t)")
        }
    }

    /// The query's layout (CH ids = ranks, halves as edge ids) holds the same hierarchy: it
    /// converts back to the builder's form exactly, and its edges and halves keep the order.
    func test_hierarchy_builtOnRandomGrid_renumbersByRankAndConvertsBackExactly() throws {
        let g = Self.grid(side: 6, seed: 9)
        var a = HierarchyBuilder(g), b = HierarchyBuilder(g)
        let c = a.buildContracted(), h = b.build()
        XCTAssertEqual(h.contracted.rank, c.rank)
        for (back, built) in [(h.contracted.up, c.up), (h.contracted.down, c.down)] {
            XCTAssertEqual(back.start, built.start)
            XCTAssertEqual(back.target, built.target)
            XCTAssertEqual(back.weight, built.weight)
            XCTAssertEqual(back.middle, built.middle)
        }
        XCTAssertGreaterThan(h.shortcutCount, 0)
        XCTAssertEqual(h.shortcutCount, (c.up.middle + c.down.middle).filter { $0 >= 0 }.count)
        XCTAssertTrue(h.up.halves.contains { $0.first >= 0 }, "some shortcut of shortcuts")
        XCTAssertTrue(h.up.halves.contains { $0.first < -1 }, "some shortcut of original turns")
        for x in 0..<h.nodeCount {
            XCTAssertEqual(h.rank[Int(h.node[x])], Int32(x))
            for (edges, isUp) in [(h.up, true), (h.down, false)] {
                for e in edges.range(x) {
                    let t = edges.arcs[e].target, half = edges.halves[e]
                    XCTAssertGreaterThan(Int(t), x)
                    let (from, to) = isUp ? (Int32(x), t) : (t, Int32(x))
                    if half.first == -1 { XCTAssertEqual(half.second, h.node[Int(to)]); continue }
                    // A half that is an original turn is inline (a leaf): no record to read.
                    var m: Int32 = -1
                    if half.first < -1 {
                        m = h.rank[Int(Hierarchy.Halves.leafNode(half.first))]
                    } else {
                        XCTAssertEqual(h.down.arcs[Int(half.first)].target, from)
                        XCTAssertNotEqual(h.down.halves[Int(half.first)].first, -1, "an original half is a leaf")
                        m = Int32(try XCTUnwrap((0..<x).first { h.down.range($0).contains(Int(half.first)) }))
                    }
                    XCTAssertLessThan(Int(m), x)
                    if half.second < -1 {
                        XCTAssertEqual(Hierarchy.Halves.leafNode(half.second), h.node[Int(to)])
                    } else {
                        XCTAssertEqual(h.up.arcs[Int(half.second)].target, to)
                        XCTAssertTrue(h.up.range(Int(m)).contains(Int(half.second)))
                    }
                }
            }
        }
    }

    func test_hierarchyBuilder_randomGrid_ranksArePermutationAndEdgesPointUpward() {
        let g = Self.grid(side: 6, seed: 9)
        var builder = HierarchyBuilder(g)
        let h = builder.buildContracted()
        XCTAssertEqual(Set(h.rank), Set((0..<Int32(g.nodeCount)).map { $0 }))
        for x in 0..<h.rank.count {
            for e in h.up.range(x) {
                XCTAssertLessThan(h.rank[x], h.rank[Int(h.up.target[e])])
                let m = Int(h.up.middle[e])
                if m >= 0 { XCTAssertLessThan(h.rank[m], h.rank[x]) }
            }
            for e in h.down.range(x) {
                XCTAssertLessThan(h.rank[x], h.rank[Int(h.down.target[e])])
                let m = Int(h.down.middle[e])
                if m >= 0 { XCTAssertLessThan(h.rank[m], h.rank[x]) }
            }
        }
    }

    /// The level term spreads contraction along a road instead of eating it from one end: a
    /// 127-node two-way road ends up about log2(127) = 7 levels deep, so end to end the two
    /// searches settle a few dozen nodes, not the road's length.
    func test_hierarchyBuilder_longTwoWayRoad_searchSpaceStaysLogarithmic() {
        let n = 127
        var g = TurnGraph()
        for x in 0..<n {
            if x > 0 { g.target.append(Int32(x - 1)); g.weight.append(10) }
            if x + 1 < n { g.target.append(Int32(x + 1)); g.weight.append(10) }
            g.start.append(Int32(g.target.count))
        }
        var builder = HierarchyBuilder(g)
        let query = HierarchyQuery(builder.build())
        let found = query.cost(from: [.init(node: 0, offset: 0)], to: [.init(node: Int32(n - 1), offset: 0)])
        XCTAssertEqual(found?.cost, Int64(10 * (n - 1)))
        XCTAssertLessThanOrEqual(query.settledCount, 32)
    }

    func test_hierarchyBuilder_emptyGraph_buildsEmptyHierarchy() {
        var builder = HierarchyBuilder(TurnGraph())
        let h = builder.build()
        XCTAssertEqual(h.nodeCount, 0)
        XCTAssertEqual(h.shortcutCount, 0)
    }

    /// Parallel edges keep the shortest, in place; self loops are dropped.
    func test_hierarchyBuilder_parallelEdgesAndSelfLoops_keepsShortestOnceAndDropsLoops() {
        var g = TurnGraph()
        g.target = [1, 0, 1, 0]
        g.weight = [5, 1, 3, 4]
        g.start = [0, 3, 4]
        var builder = HierarchyBuilder(g)
        XCTAssertEqual(builder.build().shortcutCount, 0)
        var again = HierarchyBuilder(g)
        let h = again.buildContracted()
        let (low, high) = h.rank[0] < h.rank[1] ? (0, 1) : (1, 0)
        XCTAssertEqual(h.up.range(high).count, 0)
        XCTAssertEqual(h.down.range(high).count, 0)
        XCTAssertEqual(h.up.range(low).map { h.up.target[$0] }, [Int32(high)])
        XCTAssertEqual(h.down.range(low).map { h.down.target[$0] }, [Int32(high)])
        // 0 -> 1 is the shorter of 5 and 3; 1 -> 0 is 4.
        XCTAssertEqual(h.up.range(low).map { h.up.weight[$0] }, [low == 0 ? 3 : 4])
        XCTAssertEqual(h.down.range(low).map { h.down.weight[$0] }, [low == 0 ? 4 : 3])
    }

    /// Speed work on the builder must not change what it builds: a 7x7 random grid gives exactly
    /// the hierarchy (ranks, up and down edges in order) of the builder before the flat edge
    /// pools (main at 411515f), as `Hierarchy.digest` (what `lift-routing-bench build` prints).
    /// Its lists outgrow their first room, so the pools' moves and compactions are covered too.
    func test_hierarchyBuilder_randomGrid_buildsTheRecordedHierarchy() {
        var builder = HierarchyBuilder(Self.grid(side: 7, seed: 3))
        XCTAssertEqual(String(builder.build().digest, radix: 16), "25534a06f6449bfd")
    }

    /// A side x side grid of nodes with random weights, a few one-way links and self loops.
    static func grid(side: Int, seed: UInt64) -> TurnGraph {
        var rng = Fixtures.SplitMix(state: seed)
        var g = TurnGraph()
        for x in 0..<side * side {
            let r = x / side, c = x % side
            var next = [Int]()
            if c + 1 < side { next.append(x + 1) }
            if c > 0 { next.append(x - 1) }
            if r + 1 < side { next.append(x + side) }
            if r > 0 { next.append(x - side) }
            next.append(x)
            for y in next where Int.random(in: 0..<10, using: &rng) > 0 {
                g.target.append(Int32(y))
                g.weight.append(UInt32.random(in: 1...1000, using: &rng))
            }
            g.start.append(Int32(g.target.count))
        }
        return g
    }

    private static func dijkstra(_ g: TurnGraph, from s: Int) -> [Int64?] {
        var dist = [Int64?](repeating: nil, count: g.nodeCount)
        var heap = MinHeap()
        dist[s] = 0
        heap.push(0, Int32(s))
        while let (d, node) = heap.pop() {
            let x = Int(node)
            guard d == dist[x] else { continue }
            for e in g.edges(of: x) {
                let y = Int(g.target[e]), nd = d + Int64(g.weight[e])
                if dist[y].map({ nd < $0 }) ?? true {
                    dist[y] = nd
                    heap.push(nd, Int32(y))
                }
            }
        }
        return dist
    }
}
