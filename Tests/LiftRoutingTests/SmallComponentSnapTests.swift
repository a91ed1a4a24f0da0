import XCTest
@testable import LiftRouting

/// Stops nearest to a small component (OSRM's rule): moved to the nearest big road, kept on their
/// own road when all stops are on it or when only from there the trip works.
final class SmallComponentSnapTests: XCTestCase {
    /// A two-way loop a-b-c-f-e-d and a one-way stub e -> g down from it (g 300 m below e).
    private func loopWithStub() -> GridMap {
        var m = GridMap(["a b c", "d e f", "     ", "     ", "  g  "], metres: 100)
        for w in ["ab", "bc", "cf", "fe", "ed", "da"] { m.way(w) }
        m.way("eg", ["oneway": "yes"])
        return m
    }

    func test_snap_stopOnAOneWayStubOfTheBigNetwork_movesToItsNearestBigRoadAsOSRM() throws {
        let m = loopWithStub()
        let n = try m.network()
        let trip = try XCTUnwrap(n.trip(m, "a", "g"))
        XCTAssertEqual(trip.waypoints[1].snapDistance, 300, accuracy: 2)
        XCTAssertEqual(trip.distance, 200, accuracy: 5)
    }

    func test_snap_bigRoadsLeadNowhereButTheStopsOwnRoadDoes_routesFromItsOwnRoad() throws {
        // Two separate big grids; a one-way road from beside the first grid into the second. A
        // stop on that road snaps (as OSRM) to the first grid, from which the second is out of
        // reach: it is routed from its own road instead.
        var raw = RawNetwork()
        grid(&raw, 10, lon: 24); grid(&raw, 7, lon: 24.03)
        let s1 = Int32(raw.coordinates.count)
        raw.coordinates += [Coordinate(lat: 60, lon: 24.0185), Coordinate(lat: 60, lon: 24.025)]
        raw.ways.append(.init(nodes: [s1, s1 + 1, 100], forwardKmh: 25, backwardKmh: 0))
        raw.controls = [UInt8](repeating: 0, count: raw.coordinates.count)
        let n = RoadNetwork.build(raw, profile: .car)
        let stops = [Coordinate(lat: 60, lon: 24.0185), Coordinate(lat: 60.003, lon: 24.036)]
        let trip = try n.plan(stops, optimize: .none)
        XCTAssertEqual(trip.waypoints[0].snapDistance, 0, accuracy: 1)
        // Back the other way, neither choice works.
        XCTAssertThrowsError(try n.plan(stops.reversed(), optimize: .none))
    }

    func test_snap_stopOnAOneWayStubItCannotLeave_movesToTheBigNetwork() throws {
        let m = loopWithStub()
        let n = try m.network()
        let trip = try XCTUnwrap(n.trip(m, "g", "a"))
        XCTAssertGreaterThan(trip.waypoints[0].snapDistance, 250)
    }

    /// A square grid of two-way streets, `size` nodes a side (111 m apart), its west edge at `lon`.
    private func grid(_ raw: inout RawNetwork, _ size: Int, lon: Double) {
        let base = Int32(raw.coordinates.count)
        for r in 0..<size { for c in 0..<size { raw.coordinates.append(Coordinate(lat: 60 + Double(r) * 0.001, lon: lon + Double(c) * 0.002)) } }
        for r in 0..<size { for c in 0..<size {
            let v = base + Int32(r * size + c)
            if c + 1 < size { raw.ways.append(.init(nodes: [v, v + 1], forwardKmh: 25, backwardKmh: 25)) }
            if r + 1 < size { raw.ways.append(.init(nodes: [v, v + Int32(size)], forwardKmh: 25, backwardKmh: 25)) }
        } }
    }

    func test_mainComponent_secondNetworkOfAHundredPieces_isBigToo() throws {
        // Two separate grids of two-way streets: 6 x 6 (112 pieces) and 2 x 2 (a small square).
        var raw = RawNetwork()
        grid(&raw, 10, lon: 24); grid(&raw, 6, lon: 25); grid(&raw, 2, lon: 26)
        raw.controls = [UInt8](repeating: 0, count: raw.coordinates.count)
        let built = GraphBuilder.build(raw, profile: .car)
        let kinds = MainComponent.segments(of: built.road, turns: built.turns)
        let big = (0..<built.road.segmentCount).filter { kinds[$0] == MainComponent.Kind.main.rawValue }
        XCTAssertEqual(big.count, 180 + 60)
        XCTAssertEqual(kinds.filter { $0 == MainComponent.Kind.island.rawValue }.count, 4)
    }
}
