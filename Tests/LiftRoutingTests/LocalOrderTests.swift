import XCTest
@testable import LiftRouting

/// The import's spatial numbering (LocalOrder): the same network in another order, neighbours
/// numbered close together, and routes that cost exactly what they cost in any other order.
final class LocalOrderTests: XCTestCase {
    /// A size x size street grid whose vertices are numbered in a scrambled order.
    private func scrambledGrid(_ size: Int, seed: UInt64) -> RawNetwork {
        var rng = Fixtures.SplitMix(state: seed)
        let ids = (0..<Int32(size * size)).shuffled(using: &rng)
        var raw = RawNetwork()
        raw.coordinates = [Coordinate](repeating: Coordinate(lat: 0, lon: 0), count: size * size)
        for r in 0..<size { for c in 0..<size {
            raw.coordinates[Int(ids[r * size + c])] = Coordinate(lat: 60 + Double(r) * 0.001, lon: 24 + Double(c) * 0.002)
        } }
        raw.controls = (0..<raw.coordinates.count).map { UInt8($0 % 3) }
        for r in 0..<size { raw.ways.append(.init(nodes: (0..<size).map { ids[r * size + $0] }, forwardKmh: 40, backwardKmh: 40)) }
        for c in 0..<size { raw.ways.append(.init(nodes: (0..<size).map { ids[$0 * size + c] }, forwardKmh: 30, backwardKmh: 0)) }
        raw.restrictions = [.init(only: false, fromWay: 1, viaNode: ids[size + 2], toWay: Int32(size + 2))]
        raw.viaWayRestrictions = [.init(only: true, fromWay: 0, viaWays: [Int32(size + 1)], toWay: 2)]
        return raw
    }

    private func wayPoints(_ raw: RawNetwork, _ w: Int32) -> [Coordinate] {
        raw.ways[Int(w)].nodes.map { raw.coordinates[Int($0)] }
    }

    func test_inLocalOrder_scrambledGrid_sameWaysControlsAndRestrictions() {
        let raw = scrambledGrid(12, seed: 7)
        let local = raw.inLocalOrder()
        XCTAssertEqual(local.coordinates.count, raw.coordinates.count)
        XCTAssertEqual(Set(local.coordinates.map { [$0.lat, $0.lon] }), Set(raw.coordinates.map { [$0.lat, $0.lon] }))
        // Each way keeps its points and speeds; each vertex keeps its control.
        let before = Dictionary(uniqueKeysWithValues: raw.ways.indices.map { (wayPoints(raw, Int32($0)).map { [$0.lat, $0.lon] }, raw.ways[$0].forwardKmh) })
        for w in local.ways.indices {
            XCTAssertEqual(before[wayPoints(local, Int32(w)).map { [$0.lat, $0.lon] }], local.ways[w].forwardKmh)
        }
        let controlAt = Dictionary(uniqueKeysWithValues: raw.coordinates.indices.map { ([raw.coordinates[$0].lat, raw.coordinates[$0].lon], raw.controls[$0]) })
        for v in local.coordinates.indices {
            XCTAssertEqual(controlAt[[local.coordinates[v].lat, local.coordinates[v].lon]], local.controls[v])
        }
        // Restrictions name the same ways and via node as before.
        let (r0, l0) = (raw.restrictions[0], local.restrictions[0])
        XCTAssertEqual(wayPoints(local, l0.fromWay), wayPoints(raw, r0.fromWay))
        XCTAssertEqual(wayPoints(local, l0.toWay), wayPoints(raw, r0.toWay))
        XCTAssertEqual(local.coordinates[Int(l0.viaNode)], raw.coordinates[Int(r0.viaNode)])
        let (v0, lv) = (raw.viaWayRestrictions[0], local.viaWayRestrictions[0])
        XCTAssertEqual(wayPoints(local, lv.fromWay), wayPoints(raw, v0.fromWay))
        XCTAssertEqual(wayPoints(local, lv.viaWays[0]), wayPoints(raw, v0.viaWays[0]))
        XCTAssertEqual(wayPoints(local, lv.toWay), wayPoints(raw, v0.toWay))
        XCTAssertEqual(lv.only, true)
    }

    func test_inLocalOrder_scrambledGrid_neighboursNumberedClose() {
        let raw = scrambledGrid(64, seed: 3)
        func medianGap(_ r: RawNetwork) -> Int32 {
            var gaps = r.ways.flatMap { w in zip(w.nodes, w.nodes.dropFirst()).map { abs($0 - $1) } }
            gaps.sort()
            return gaps[gaps.count / 2]
        }
        XCTAssertGreaterThan(medianGap(raw), 500)
        XCTAssertLessThanOrEqual(medianGap(raw.inLocalOrder()), 8)
        // Ways follow their first vertex: the row ways' arcs come out in the vertices' order.
        let firsts = raw.inLocalOrder().ways.map { $0.nodes[0] }
        XCTAssertEqual(firsts, firsts.sorted())
    }

    func test_hilbert_eightByEightCorner_visitsEachCellOnceThroughNeighbours() {
        var cellAt = [UInt64: (Int, Int)]()
        for x in 0..<8 { for y in 0..<8 { cellAt[LocalOrder.hilbert(x: UInt32(x), y: UInt32(y))] = (x, y) } }
        XCTAssertEqual(Set(cellAt.keys), Set((0..<64).map { UInt64($0) }))
        for d in 1..<64 {
            guard let a = cellAt[UInt64(d - 1)], let b = cellAt[UInt64(d)] else { return XCTFail("cell \(d)") }
            XCTAssertEqual(abs(a.0 - b.0) + abs(a.1 - b.1), 1, "step \(d)")
        }
        XCTAssertEqual(LocalOrder.hilbert(x: 0xFFFF_FFFF, y: 0xFFFF_FFFF), LocalOrder.hilbert(x: 0xFFFF, y: 0xFFFF))
    }

    func test_inLocalOrder_notFiniteCoordinateAndReferencesOutside_keptWithoutTrap() {
        var raw = RawNetwork()
        raw.coordinates = [Coordinate(lat: .nan, lon: 24), Coordinate(lat: 60, lon: 24), Coordinate(lat: 60.001, lon: .infinity),
                           Coordinate(lat: 60.001, lon: 24.001)]
        raw.controls = [1]  // shorter than the coordinates, as a damaged input could be
        raw.ways = [.init(nodes: [3, 99, -1, 1], forwardKmh: 50, backwardKmh: 50), .init(nodes: [], forwardKmh: 50, backwardKmh: 50)]
        raw.restrictions = [.init(only: false, fromWay: 7, viaNode: -5, toWay: 0)]
        let local = raw.inLocalOrder()
        // The finite coordinates first, in curve order; the others last, in their order.
        XCTAssertEqual(local.coordinates[0], raw.coordinates[1])
        XCTAssertEqual(local.coordinates[1], raw.coordinates[3])
        XCTAssertTrue(local.coordinates[2].lat.isNaN)
        XCTAssertEqual(local.coordinates[3].lon, .infinity)
        XCTAssertEqual(local.controls, [0, 0, 1, 0])
        XCTAssertEqual(local.ways[0].nodes, [1, 99, -1, 0])
        XCTAssertEqual(local.ways[1].nodes, [])
        XCTAssertEqual(local.restrictions[0].fromWay, 7)
        XCTAssertEqual(local.restrictions[0].viaNode, -5)
        XCTAssertEqual(local.restrictions[0].toWay, 0)
        // Not a permutation of the arrays: the network is returned as it is.
        XCTAssertEqual(raw.renumbered(vertices: [0], ways: [0, 1]).coordinates.count, 4)
        XCTAssertEqual(raw.renumbered(vertices: [0, 1, 2, 3], ways: [1]).ways[0].nodes, [3, 99, -1, 1])
    }

    /// Helsinki in the import's order and in a random one: every pair costs the same.
    func test_roadNetwork_helsinkiInAnyVertexOrder_sameCosts() throws {
        let raw = try OSMReader.read(OSMSource(path: Fixtures.helsinki), profile: .car)
        var rng = Fixtures.SplitMix(state: 11)
        let vertices = (0..<Int32(raw.coordinates.count)).shuffled(using: &rng)
        let ways = (0..<Int32(raw.ways.count)).shuffled(using: &rng)
        let local = RoadNetwork.build(raw, profile: .car)
        let scrambled = RoadNetwork.build(raw.renumbered(vertices: vertices, ways: ways), profile: .car)
        XCTAssertEqual(local.stats.arcs, scrambled.stats.arcs)
        XCTAssertEqual(local.stats.turns, scrambled.stats.turns)
        XCTAssertEqual(local.stats.restrictions, scrambled.stats.restrictions)
        var routed = 0
        for _ in 0..<60 {
            let stops = (0..<2).map { _ in
                Coordinate(lat: Double.random(in: 60.160...60.175, using: &rng), lon: Double.random(in: 24.925...24.960, using: &rng))
            }
            guard let a = try? local.plan(stops, optimize: .none) else {
                XCTAssertThrowsError(try scrambled.plan(stops, optimize: .none)); continue
            }
            let b = try scrambled.plan(stops, optimize: .none)
            // The cost, not the path: where two paths tie, each order may contract to another
            // of them (the same duration over another distance).
            XCTAssertEqual(a.duration, b.duration, "\(stops)")
            routed += 1
        }
        XCTAssertGreaterThan(routed, 50)
    }
}
