import XCTest
@testable import LiftRouting

/// Stops nearest to a small component (OSRM's rule): kept on their own road when trips from and
/// to it work, moved to the big network when not.
final class SmallComponentSnapTests: XCTestCase {
    /// A two-way loop a-b-c-f-e-d and a one-way stub e -> g down from it (g 300 m below e).
    private func loopWithStub() -> GridMap {
        var m = GridMap(["a b c", "d e f", "     ", "     ", "  g  "], metres: 100)
        for w in ["ab", "bc", "cf", "fe", "ed", "da"] { m.way(w) }
        m.way("eg", ["oneway": "yes"])
        return m
    }

    func test_snap_stopOnAOneWayStubItCanBeDrivenTo_staysOnTheStub() throws {
        let m = loopWithStub()
        let n = try m.network()
        let trip = try XCTUnwrap(n.trip(m, "a", "g"))
        XCTAssertEqual(trip.waypoints[1].snapDistance, 0, accuracy: 1)
        XCTAssertEqual(trip.distance, 100 + 100 + 300, accuracy: 5)
    }

    func test_snap_stopOnAOneWayStubItCannotLeave_movesToTheBigNetwork() throws {
        let m = loopWithStub()
        let n = try m.network()
        let trip = try XCTUnwrap(n.trip(m, "g", "a"))
        XCTAssertGreaterThan(trip.waypoints[0].snapDistance, 250)
    }

    func test_mainComponent_secondNetworkOfAHundredPieces_isBigToo() throws {
        // Two separate grids of two-way streets: 6 x 6 (112 pieces) and 2 x 2 (a small square).
        var raw = RawNetwork()
        func grid(_ size: Int, lon: Double) {
            let base = Int32(raw.coordinates.count)
            for r in 0..<size { for c in 0..<size { raw.coordinates.append(Coordinate(lat: 60 + Double(r) * 0.001, lon: lon + Double(c) * 0.002)) } }
            for r in 0..<size { for c in 0..<size {
                let v = base + Int32(r * size + c)
                if c + 1 < size { raw.ways.append(.init(nodes: [v, v + 1], forwardKmh: 25, backwardKmh: 25)) }
                if r + 1 < size { raw.ways.append(.init(nodes: [v, v + Int32(size)], forwardKmh: 25, backwardKmh: 25)) }
            } }
        }
        grid(10, lon: 24); grid(6, lon: 25); grid(2, lon: 26)
        raw.controls = [UInt8](repeating: 0, count: raw.coordinates.count)
        let built = GraphBuilder.build(raw, profile: .car)
        let kinds = MainComponent.segments(of: built.road, turns: built.turns)
        let big = (0..<built.road.segmentCount).filter { kinds[$0] == MainComponent.Kind.main.rawValue }
        XCTAssertEqual(big.count, 180 + 60)
        XCTAssertEqual(kinds.filter { $0 == MainComponent.Kind.island.rawValue }.count, 4)
    }
}
