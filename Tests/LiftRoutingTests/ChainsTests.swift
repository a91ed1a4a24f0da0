import XCTest
import LiftCore
@testable import LiftRouting

/// Chains (runs of single turns) are the hierarchy's nodes: every arc in exactly one chain, runs
/// cut only where a turn is not the only way on or in, the compressed graph's costs those of the
/// turns it stands for, and trips that stay on one chain answered as the reference Dijkstra does.
final class ChainsTests: XCTestCase {
    /// A turn graph from (from, to, weight) edges over `n` nodes.
    private static func graph(_ n: Int, _ edges: [(Int32, Int32, UInt32)]) -> TurnGraph {
        var g = TurnGraph()
        for x in 0..<n {
            for (a, b, w) in edges where Int(a) == x {
                g.target.append(b)
                g.weight.append(w)
            }
            g.start.append(Int32(g.target.count))
        }
        return g
    }

    private static func chains(_ c: Chains) -> [[Int32]] { (0..<c.count).map { Array(c.arcs[c.range($0)]) } }

    func test_chains_runThroughSingleTurns_cutAtJunctions() {
        // 0 -> 1 -> 2 then a junction: 2 -> 3 and 2 -> 4; 4 -> 5; 3 and 5 both turn onto 6.
        let g = Self.graph(7, [(0, 1, 10), (1, 2, 20), (2, 3, 5), (2, 4, 7), (4, 5, 1), (3, 6, 2), (5, 6, 3)])
        let c = Chains(g)
        XCTAssertEqual(Self.chains(c), [[0, 1, 2], [3], [4, 5], [6]])
        XCTAssertEqual(c.chainOf.array, [0, 0, 0, 1, 2, 2, 3])
        XCTAssertEqual(c.slot.array, [0, 1, 2, 3, 4, 5, 6])
        XCTAssertEqual(c.cost(from: 0, to: 2, g), 30)
        let h = c.graph(g)
        // Chain 0 -> 1 costs the run (10 + 20) plus the turn 2 -> 3 (5); chain 2 -> 3: 1 + 3.
        XCTAssertEqual(Array(h.target[h.edges(of: 0)]), [1, 2])
        XCTAssertEqual(Array(h.weight[h.edges(of: 0)]), [35, 37])
        XCTAssertEqual(Array(h.weight[h.edges(of: 2)]), [4])
        XCTAssertEqual(h.edges(of: 3).count, 0)
    }

    func test_chains_closedLoopOfSingleTurns_isCutAtItsLowestArc() {
        let g = Self.graph(4, [(1, 2, 1), (2, 3, 1), (3, 1, 1), (0, 0, 1)])
        let c = Chains(g)
        XCTAssertEqual(Self.chains(c), [[0], [1, 2, 3]])
        let h = c.graph(g)
        XCTAssertEqual(Array(h.target[h.edges(of: 1)]), [1], "the loop closes on its own chain")
        XCTAssertEqual(Array(h.weight[h.edges(of: 1)]), [3])
    }

    func test_chains_runOverThirtyOneBits_isCutSoEveryWeightFits() {
        let big = UInt32(1 << 30)
        let g = Self.graph(5, [(0, 1, big), (1, 2, big), (2, 3, big), (3, 4, big)])
        let c = Chains(g)
        XCTAssertEqual(Self.chains(c), [[0, 1, 2], [3, 4]])
        let h = c.graph(g)
        XCTAssertEqual(Array(h.weight[h.edges(of: 0)]), [3 * big], "2^31 inside the run plus the last turn")
    }

    func test_chains_emptyGraph_noChains() {
        let c = Chains(TurnGraph())
        XCTAssertEqual(c.count, 0)
        XCTAssertEqual(c.graph(TurnGraph()).nodeCount, 0)
    }

    func test_chainsOfHelsinki_everyArcOnceAndMostArcsInsideRuns() throws {
        let n = try Fixtures.helsinki(.car)
        let c = n.chains
        XCTAssertEqual(c.arcs.sorted(), (0..<Int32(n.turns.nodeCount)).map { $0 })
        for x in 0..<n.turns.nodeCount { XCTAssertEqual(c.arcs[Int(c.slot[x])], Int32(x)) }
        XCTAssertLessThan(c.count * 3, n.turns.nodeCount, "a city's shape nodes fold into chains")
        XCTAssertEqual(n.hierarchy.nodeCount, c.count)
    }

    /// Stops on the same chain, the second ahead of the first and behind it: the trip ahead stays
    /// on the chain, the one behind goes round; both cost what the reference Dijkstra says.
    func test_route_stopsOnOneChainAheadAndBehind_matchReferenceDijkstra() throws {
        let n = try Fixtures.helsinki(.car)
        let c = n.chains
        var checked = 0, ahead = 0
        for chain in 0..<c.count where c.range(chain).count >= 3 && checked < 60 {
            let r = c.range(chain)
            let first = c.arcs[r.lowerBound + 1], last = c.arcs[r.upperBound - 1]
            let a = try n.endpoint(point(n, arc: first, at: 0.3), stop: 0)
            let b = try n.endpoint(point(n, arc: last, at: 0.6), stop: 1)
            guard a.arcs.contains(where: { $0.arc == first }), b.arcs.contains(where: { $0.arc == last }) else { continue }
            for (x, y) in [(a, b), (b, a)] {
                let expected = ReferenceDijkstra.cost(n, x, y)
                XCTAssertEqual(n.cost(x, y), expected, "chain \(chain)")
                XCTAssertEqual(n.leg(x, y)?.weight, expected, "chain \(chain)")
            }
            if a.alongChain(to: b, n.road, n.turns, c) != nil { ahead += 1 }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 20)
        XCTAssertGreaterThan(ahead, 10)
    }

    /// Legs over chains add each chain's sums (ChainTotals) instead of every arc's: the same
    /// distance (to rounding in the last bits) and the same weight-only part as arc by arc.
    func test_legTotals_chainsDrivenWhole_equalArcByArcSums() throws {
        let n = try RoadNetwork.importOSM(path: Fixtures.helsinki, profile: .car)
        var rng = Fixtures.SplitMix(state: 17)
        var whole = 0, restricted: Int64 = 0
        for _ in 0..<200 {
            let a = try n.endpoint(point(n, arc: Int32.random(in: 0..<Int32(n.road.arcCount), using: &rng), at: 0.4), stop: 0)
            let b = try n.endpoint(point(n, arc: Int32.random(in: 0..<Int32(n.road.arcCount), using: &rng), at: 0.7), stop: 1)
            guard let leg = n.leg(a, b) else { continue }
            let sums = try XCTUnwrap(ChainTotals(n.chains, n.road, n.turns))
            let byArc = Leg.totals(leg.arcs, startAlong: leg.startAlong, endAlong: leg.endAlong, n.road)
            let byChain = Leg.totals(leg.arcs, startAlong: leg.startAlong, endAlong: leg.endAlong, n.road, head: leg.head,
                                     wholeChains: leg.wholeChains, n.chains, sums)
            XCTAssertEqual(byChain.distance, byArc.distance, accuracy: 1e-6)
            XCTAssertEqual(byChain.weightOnly, byArc.weightOnly)
            XCTAssertEqual(leg.distance, byArc.distance, accuracy: 1e-6)
            XCTAssertEqual(n.turns.restrictedEntries(leg.arcs, head: leg.head, wholeChains: leg.wholeChains, n.chains, sums,
                                                     arcWeight: n.road.arcWeight),
                           n.turns.restrictedEntries(leg.arcs, arcWeight: n.road.arcWeight))
            restricted += n.turns.restrictedEntries(leg.arcs, arcWeight: n.road.arcWeight)
            whole += leg.wholeChains.count
        }
        XCTAssertGreaterThan(whole, 500)
        XCTAssertGreaterThan(restricted, 0, "some legs enter restricted (destination-only) roads")
    }

    /// The point `at` (0...1) of the way along an arc.
    private func point(_ n: RoadNetwork, arc: Int32, at t: Double) -> Coordinate {
        let a = n.road.coordinates[Int(n.road.arcFrom[Int(arc)])], b = n.road.coordinates[Int(n.road.arcTo[Int(arc)])]
        return Coordinate(lat: a.lat + (b.lat - a.lat) * t, lon: a.lon + (b.lon - a.lon) * t)
    }
}
