import XCTest
@testable import LiftRouting

/// The contraction hierarchy must give exactly the reference Dijkstra's cost on real roads.
final class HierarchyExactnessTests: XCTestCase {
    func test_hierarchyQuery_randomHelsinkiPairsCar_matchesReferenceDijkstraExactly() throws {
        try assertMatchesReference(.car, pairs: 400, seed: 7)
    }

    func test_hierarchyQuery_randomHelsinkiPairsFoot_matchesReferenceDijkstraExactly() throws {
        try assertMatchesReference(.foot, pairs: 200, seed: 11)
    }

    func test_hierarchyQuery_randomHelsinkiPairsBike_matchesReferenceDijkstraExactly() throws {
        try assertMatchesReference(.bike, pairs: 200, seed: 13)
    }

    func test_hierarchyQuery_stampWrapsAroundAfterEarlierQueries_answersAsAFreshState() throws {
        // Queries leave per-node state marked with their stamp; when the stamp wraps to 1 again,
        // what query 1 left must not be taken for the new query's. Query 1 here marks every node
        // as reached at a hugely negative cost, so any of it left over would change the answers.
        let n = try Fixtures.helsinki(.car)
        var rng = Fixtures.SplitMix(state: 21)
        let reused = HierarchyQuery(n.hierarchy)
        let everywhere = (0..<n.hierarchy.nodeCount).map { HierarchyQuery.Seed(node: Int32($0), offset: -1_000_000_000_000) }
        XCTAssertNotNil(reused.cost(from: everywhere, to: everywhere))
        XCTAssertEqual(reused.stampForTests, 1)
        reused.stampForTests = UInt32.max - 1
        var compared = 0
        for _ in 0..<12 {
            let a = try n.endpoint(randomPoint(n, &rng), stop: 0), b = try n.endpoint(randomPoint(n, &rng), stop: 1)
            let sources = a.chainSources(n.road, n.turns, n.chains).seeds, targets = b.chainTargets(n.road, n.turns, n.chains).seeds
            let fresh = HierarchyQuery(n.hierarchy)
            let expected = fresh.cost(from: sources, to: targets), got = reused.cost(from: sources, to: targets)
            XCTAssertEqual(got?.cost, expected?.cost)
            XCTAssertEqual(got.map { reused.path(meet: $0.meet) }, expected.map { fresh.path(meet: $0.meet) })
            if expected != nil { compared += 1 }
        }
        XCTAssertEqual(reused.stampForTests, 11, "the stamp wrapped around: max, then 1 ... 11")
        XCTAssertGreaterThan(compared, 8)
    }

    private func assertMatchesReference(_ profile: Profile, pairs: Int, seed: UInt64) throws {
        let n = try Fixtures.helsinki(profile)
        var rng = Fixtures.SplitMix(state: seed)
        var reachable = 0
        for _ in 0..<pairs {
            let a = try n.endpoint(randomPoint(n, &rng), stop: 0), b = try n.endpoint(randomPoint(n, &rng), stop: 1)
            let expected = ReferenceDijkstra.cost(n, a, b)
            XCTAssertEqual(n.cost(a, b), expected)
            if let leg = n.leg(a, b) {
                XCTAssertEqual(leg.weight, expected)
                reachable += 1
            } else {
                XCTAssertNil(expected)
            }
        }
        XCTAssertGreaterThan(reachable, pairs * 8 / 10)
    }

    /// A random point on a random segment, so it always snaps.
    private func randomPoint(_ n: RoadNetwork, _ rng: inout Fixtures.SplitMix) -> Coordinate {
        let s = Int.random(in: 0..<n.road.segmentCount, using: &rng)
        let a = n.road.coordinates[Int(n.road.segmentA[s])], b = n.road.coordinates[Int(n.road.segmentB[s])]
        let t = Double.random(in: 0...1, using: &rng)
        return Coordinate(lat: a.lat + (b.lat - a.lat) * t, lon: a.lon + (b.lon - a.lon) * t)
    }
}

/// The many-to-many matrix (bucket method) must equal point-to-point costs entry by entry.
final class ManyToManyTests: XCTestCase {
    func test_matrix_twentyRandomHelsinkiStops_equalsPointToPointCosts() throws {
        let n = try Fixtures.helsinki(.car)
        var rng = Fixtures.SplitMix(state: 99)
        var stops = [Endpoint]()
        for k in 0..<20 {
            let s = Int.random(in: 0..<n.road.segmentCount, using: &rng)
            let a = n.road.coordinates[Int(n.road.segmentA[s])], b = n.road.coordinates[Int(n.road.segmentB[s])]
            let t = Double.random(in: 0...1, using: &rng)
            stops.append(try n.endpoint(Coordinate(lat: a.lat + (b.lat - a.lat) * t, lon: a.lon + (b.lon - a.lon) * t), stop: k))
        }
        let m = n.matrix(stops)
        var reachable = 0
        for i in stops.indices {
            for j in stops.indices where i != j {
                XCTAssertEqual(m[i][j], n.cost(stops[i], stops[j]), "stops \(i) -> \(j)")
                reachable += m[i][j] == nil ? 0 : 1
            }
            XCTAssertEqual(m[i][i], 0)
        }
        XCTAssertGreaterThan(reachable, 20 * 19 * 8 / 10)
    }
}
