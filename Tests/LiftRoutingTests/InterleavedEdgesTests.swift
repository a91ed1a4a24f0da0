import XCTest
@testable import LiftRouting

/// The query's layout of a hierarchy (InterleavedEdges): the same edges per node, shortcut halves
/// naming the same edges in the new layout, and no trap on a hierarchy that is not well formed.
final class InterleavedEdgesTests: XCTestCase {
    func test_interleavedEdges_builtHierarchy_sameEdgesAndHalvesPerNode() {
        var builder = HierarchyBuilder(HierarchyBuilderTests.grid(side: 6, seed: 5))
        let h = builder.build()
        let layout = InterleavedEdges(h)
        XCTAssertEqual(layout.bounds.count, 2 * h.nodeCount + 1)
        XCTAssertEqual(layout.arcs.count, h.up.arcs.count + h.down.arcs.count)
        XCTAssertGreaterThan(h.shortcutCount, 0)
        // Where each old edge went, found by walking both layouts node by node.
        var upAt = [Int: Int](), downAt = [Int: Int]()
        for x in 0..<h.nodeCount {
            let up = Int(layout.bounds[2 * x])..<Int(layout.bounds[2 * x + 1])
            let down = Int(layout.bounds[2 * x + 1])..<Int(layout.bounds[2 * x + 2])
            XCTAssertEqual(up.map { layout.arcs[$0] }, h.up.range(x).map { h.up.arcs[$0] }, "up edges of \(x)")
            XCTAssertEqual(down.map { layout.arcs[$0] }, h.down.range(x).map { h.down.arcs[$0] }, "down edges of \(x)")
            for (new, old) in zip(up, h.up.range(x)) { upAt[old] = new }
            for (new, old) in zip(down, h.down.range(x)) { downAt[old] = new }
        }
        func check(_ old: Hierarchy.Halves, _ new: Hierarchy.Halves) {
            if old.first == -1 || old.first < -1 { XCTAssertEqual(new.first, old.first) } else { XCTAssertEqual(Int(new.first), downAt[Int(old.first)]) }
            if old.first == -1 || old.second < -1 { XCTAssertEqual(new.second, old.second) } else { XCTAssertEqual(Int(new.second), upAt[Int(old.second)]) }
        }
        for (old, new) in upAt { check(h.up.halves[old], layout.halves[new]) }
        for (old, new) in downAt { check(h.down.halves[old], layout.halves[new]) }
    }

    func test_interleavedEdges_damagedHierarchy_buildsWithoutTrapAndQueriesEnd() {
        var h = Hierarchy()
        h.rank = [0, 1, 2]
        h.node = [0, 1, 2]
        // Offsets past the arrays, decreasing, and halves naming edges that do not exist.
        h.up = .init(start: [0, 5, 1, 9], arcs: [.init(target: 1, weight: 1), .init(target: 7, weight: 1)],
                     halves: [.init(first: 40, second: -1), .init(first: -1, second: 1)])
        h.down = .init(start: [0, 0, 1], arcs: [.init(target: -3, weight: 2)], halves: [])
        let layout = InterleavedEdges(h)
        XCTAssertEqual(layout.bounds.count, 7)
        XCTAssertEqual(layout.bounds.array, layout.bounds.sorted(), "bounds never decrease")
        XCTAssertEqual(layout.bounds.last.map(Int.init), layout.arcs.count)
        let query = HierarchyQuery(h, edges: layout)
        if let found = query.cost(from: [.init(node: 0, offset: 0)], to: [.init(node: 2, offset: 0)]) {
            XCTAssertLessThanOrEqual(query.path(meet: found.meet).count, 3)
        }
    }
}
