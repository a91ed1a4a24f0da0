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
