import XCTest
@testable import LiftRouting

/// Unpacking expands several shortcuts a step (their records read at once): every path must
/// still list its nodes in driving order, each step an edge of the graph, costing the answer.
final class HierarchyUnpackTests: XCTestCase {
    func test_hierarchyQuery_everyPairOfAGrid_pathIsConnectedAndCostsTheAnswer() {
        let g = HierarchyBuilderTests.grid(side: 9, seed: 11)
        var builder = HierarchyBuilder(g)
        let query = HierarchyQuery(builder.build())
        var checked = 0, longest = 0
        for s in 0..<g.nodeCount {
            for t in 0..<g.nodeCount {
                guard let found = query.cost(from: [.init(node: Int32(s), offset: 0)], to: [.init(node: Int32(t), offset: 0)]) else { continue }
                let nodes = query.path(meet: found.meet)
                XCTAssertEqual(nodes.first, Int32(s), "\(s) -> \(t)")
                XCTAssertEqual(nodes.last, Int32(t), "\(s) -> \(t)")
                XCTAssertEqual(Self.cost(g, nodes), found.cost, "\(s) -> \(t)")
                checked += 1
                longest = max(longest, nodes.count)
            }
        }
        XCTAssertGreaterThan(checked, g.nodeCount * g.nodeCount / 2)
        XCTAssertGreaterThan(longest, 15, "paths long enough for steps of several shortcuts")
    }

    func test_hierarchyQuery_longTwoWayRoad_pathListsEveryNodeInOrder() {
        // 0 <-> 1 <-> ... <-> 299: the hierarchy nests shortcuts deep and wide along it.
        let n = 300
        var g = TurnGraph()
        for x in 0..<n {
            for y in [x - 1, x + 1] where y >= 0 && y < n {
                g.target.append(Int32(y))
                g.weight.append(UInt32(1 + x % 7))
            }
            g.start.append(Int32(g.target.count))
        }
        var builder = HierarchyBuilder(g)
        let hierarchy = builder.build()
        XCTAssertGreaterThan(hierarchy.shortcutCount, n / 2)
        let query = HierarchyQuery(hierarchy)
        for (s, t) in [(0, n - 1), (n - 1, 0), (17, 250), (250, 17)] {
            let found = query.cost(from: [.init(node: Int32(s), offset: 0)], to: [.init(node: Int32(t), offset: 0)])
            XCTAssertNotNil(found)
            let nodes = found.map { query.path(meet: $0.meet) } ?? []
            XCTAssertEqual(nodes, s < t ? (s...t).map { Int32($0) } : (t...s).reversed().map { Int32($0) }, "\(s) -> \(t)")
        }
    }

    /// The path's cost over the graph's cheapest edge between each pair of nodes, nil at a gap.
    private static func cost(_ g: TurnGraph, _ nodes: [Int32]) -> Int64? {
        var cost: Int64 = 0
        for (x, y) in zip(nodes, nodes.dropFirst()) {
            guard let w = g.edges(of: Int(x)).filter({ g.target[$0] == y }).map({ Int64(g.weight[$0]) }).min() else { return nil }
            cost += w
        }
        return cost
    }
}
