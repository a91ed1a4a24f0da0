import XCTest
@testable import LiftRouting

/// A leg over chains counts its turns into restricted arcs from the chains' sums, looking a turn
/// up only where a chain has such a turn at its end or inside it: the count must be the one arc
/// by arc wherever the entries lie.
final class RestrictedEntriesTests: XCTestCase {
    /// Arcs 0-12, each weighing 10. Chains: [0 1 2] [3 4] [5 6] [7 8 9], with dead ends 10, 11, 12
    /// off 2, 4 and 6 (which is what ends the chains there).
    private static let turns: [(Int32, Int32)] = [(0, 1), (1, 2), (2, 3), (2, 10), (3, 4), (4, 5), (4, 11),
                                                  (5, 6), (6, 7), (6, 12), (7, 8), (8, 9)]
    private static let arcWeight = [UInt32](repeating: 10, count: 13)

    /// The network with the turns at `entries` (indices into `turns`) entering a restricted arc.
    private static func network(entries: Set<Int>) -> (TurnGraph, Chains, RoadGraph) {
        var t = TurnGraph()
        for x in 0..<13 {
            for (i, (a, b)) in turns.enumerated() where Int(a) == x {
                t.target.append(b)
                t.weight.append(10 + (entries.contains(i) ? TurnGraph.restrictedEntry : 0) + 500)
            }
            t.start.append(Int32(t.target.count))
        }
        var g = RoadGraph()
        g.arcFrom = Column([Int32](repeating: 0, count: 13))
        g.arcTo = Column([Int32](repeating: 0, count: 13))
        g.arcWeight = Column(arcWeight)
        g.arcDuration = Column(arcWeight)
        g.arcLength = Column([Float](repeating: 5, count: 13))
        return (t, Chains(t), g)
    }

    func test_chains_ofTheTestNetwork_areTheFourRunsAndThreeDeadEnds() {
        let (_, c, _) = Self.network(entries: [])
        XCTAssertEqual((0..<c.count).map { Array(c.arcs[c.range($0)]) }, [[0, 1, 2], [3, 4], [5, 6], [7, 8, 9], [10], [11], [12]])
    }

    func test_restrictedEntries_legOverChainsWithEntriesAnywhere_equalArcByArcCount() throws {
        // Legs from arc 0 or 1 (the departure chain's rest) to arc 8 or 9 over chains [3 4] and [5 6].
        let legs: [(arcs: [Int32], head: Int)] = [(Array(0...9), 3), (Array(1...9), 2), (Array(0...8), 3), (Array(2...8), 1)]
        var counted = Set<Int64>()
        for mask in 0..<(1 << Self.turns.count) {
            let entries = Set((0..<Self.turns.count).filter { mask & (1 << $0) != 0 })
            let (t, c, g) = Self.network(entries: entries)
            let sums = try XCTUnwrap(ChainTotals(c, g, t))
            for leg in legs {
                let byArc = t.restrictedEntries(leg.arcs, arcWeight: g.arcWeight)
                let byChain = t.restrictedEntries(leg.arcs, head: leg.head, wholeChains: [1, 2], c, sums, arcWeight: g.arcWeight)
                XCTAssertEqual(byChain, byArc, "entries \(entries.sorted()), leg \(leg.arcs)")
                counted.insert(byArc)
            }
        }
        XCTAssertEqual(counted, Set(0...9), "every count from none to all nine turns a leg drives")
    }

    func test_chainTotals_exitsRestricted_setWhereSomeTurnOutOfTheLastArcEnters() throws {
        // 2 -> 10 enters (a turn the legs above do not take), 6 -> 7 enters; 0 -> 1 is inside a chain.
        let (t, c, g) = Self.network(entries: [3, 8, 0])
        let sums = try XCTUnwrap(ChainTotals(c, g, t))
        XCTAssertEqual((0..<c.count).map { sums.exitsRestricted($0) }, [true, false, true, false, false, false, false])
        XCTAssertEqual((0..<sums.count).map { sums.record($0).restricted }, [1, 0, 0, 0, 0, 0, 0])
    }

    func test_chainTotals_exitsRestrictedOutOfRange_isTrueSoTheTurnIsLookedUp() throws {
        let (t, c, g) = Self.network(entries: [])
        let sums = try XCTUnwrap(ChainTotals(c, g, t))
        XCTAssertTrue(sums.exitsRestricted(-1))
        XCTAssertTrue(sums.exitsRestricted(c.count + 64))
        XCTAssertFalse(sums.exitsRestricted(0))
    }

    func test_entersRestricted_arcOutOfRange_isFalse() {
        let (t, _, g) = Self.network(entries: [0])
        XCTAssertTrue(t.entersRestricted(from: 0, arcWeight: g.arcWeight))
        XCTAssertFalse(t.entersRestricted(from: 1, arcWeight: g.arcWeight))
        XCTAssertFalse(t.entersRestricted(from: 13, arcWeight: g.arcWeight))
        XCTAssertFalse(t.entersRestricted(from: -1, arcWeight: g.arcWeight))
    }
}
