import XCTest
@testable import LiftRouting

/// What keeps the import's memory down without changing what it builds: arrays without spare
/// room, shared way speeds, and the renumbering done where the node lists lie.
final class ImportMemoryTests: XCTestCase {
    private func grown(_ count: Int) -> [Int32] {
        var a = [Int32]()
        for i in 0..<count { a.append(Int32(i)) }
        return a
    }

    func test_exactCopy_arrayGrownByAppends_sameElementsInRoomOfTheirCount() {
        let a = grown(1_100)
        XCTAssertGreaterThan(a.capacity, 1_300)
        let b = a.exactCopy()
        XCTAssertEqual(b, a)
        XCTAssertLessThanOrEqual(b.capacity, 1_108)
        XCTAssertEqual([Int32]().exactCopy(), [])
    }

    func test_trimRoom_muchRoomLeft_trimmedElseTheBufferStays() {
        var roomy = grown(1_100)
        roomy.trimRoom()
        XCTAssertEqual(roomy, grown(1_100))
        XCTAssertLessThanOrEqual(roomy.capacity, 1_108)
        var tight = [Int32](repeating: 7, count: 1_000)
        tight.reserveCapacity(1_100)
        let before = tight.withUnsafeBufferPointer { $0.baseAddress }
        tight.trimRoom()
        XCTAssertEqual(tight.withUnsafeBufferPointer { $0.baseAddress }, before)
    }

    func test_speedTable_sameSpeedsOneEntryOtherFieldsAnother() {
        var table = SpeedTable()
        let a = Profile.WaySpeeds(forward: 50, backward: 50)
        var b = a
        b.duration = 0
        var c = a
        c.restricted = true
        XCTAssertEqual(table.index(a), 0)
        XCTAssertEqual(table.index(b), 1)   // a duration of 0 is not no duration
        XCTAssertEqual(table.index(a), 0)
        XCTAssertEqual(table.index(c), 2)
        XCTAssertEqual(table.speeds, [a, b, c])
    }

    func test_toLocalOrder_heldOnce_nodeListsRenumberedWhereTheyLie() {
        var raw = RawNetwork()
        raw.coordinates = [Coordinate(lat: 60.002, lon: 24), Coordinate(lat: 60, lon: 24), Coordinate(lat: 60.001, lon: 24)]
        raw.controls = [0, 1, 2]
        raw.ways = [.init(nodes: [0, 2], forwardKmh: 30, backwardKmh: 30), .init(nodes: [1, 2], forwardKmh: 50, backwardKmh: 0)]
        let expected = raw.inLocalOrder()
        let lists = raw.ways.map { w in w.nodes.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }
        raw.toLocalOrder()
        XCTAssertEqual(raw.ways.map(\.nodes), expected.ways.map(\.nodes))
        XCTAssertEqual(raw.ways.map(\.forwardKmh), [50, 30])
        XCTAssertEqual(raw.coordinates, expected.coordinates)
        XCTAssertEqual(raw.controls, [1, 2, 0])
        XCTAssertEqual(Set(raw.ways.map { w in w.nodes.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }), Set(lists))
    }

    func test_renumbered_twoWaysToOnePlace_lastWinsAndTheOtherPlaceKeepsItsWay() {
        var raw = RawNetwork()
        raw.coordinates = [Coordinate(lat: 60, lon: 24), Coordinate(lat: 60.001, lon: 24)]
        raw.ways = [.init(nodes: [0, 1], forwardKmh: 30, backwardKmh: 30), .init(nodes: [1, 0], forwardKmh: 50, backwardKmh: 50)]
        let out = raw.renumbered(vertices: [1, 0], ways: [1, 1])
        XCTAssertEqual(out.ways[0].nodes, [0, 1])
        XCTAssertEqual(out.ways[0].forwardKmh, 30)
        XCTAssertEqual(out.ways[1].nodes, [0, 1])
        XCTAssertEqual(out.ways[1].forwardKmh, 50)
        XCTAssertEqual(raw.ways[1].nodes, [1, 0])
    }

    func test_graphBuilder_helsinki_boundsCoverWhatIsBuiltAndNoRoomIsLeft() throws {
        let raw = try OSMReader.read(OSMSource(path: Fixtures.helsinki), profile: .car)
        let bounds = GraphBuilder.bounds(raw)
        let built = GraphBuilder.build(raw, profile: .car)
        XCTAssertGreaterThanOrEqual(bounds.segments, built.road.segmentCount)
        XCTAssertGreaterThanOrEqual(bounds.arcs, built.road.arcCount)
        XCTAssertGreaterThan(built.road.arcCount, 0)
        for (count, capacity) in [(built.road.arcCount, built.road.arcFrom.capacity), (built.road.arcCount, built.road.arcLength.capacity),
                                  (built.road.segmentCount, built.road.segmentA.capacity),
                                  (built.turns.edgeCount, built.turns.target.capacity)] {
            XCTAssertLessThanOrEqual(capacity, count + count / 8 + 8)
        }
        // Every node list read is as long as its way.
        XCTAssertTrue(raw.ways.allSatisfy { $0.nodes.capacity <= $0.nodes.count + 8 })
    }

    func test_nodeTable_refsWithRepeats_idsSortedOnceAndRefsBecomePositions() {
        var refs: [Int64] = [30, 10, 20, 10, 30, -5]
        var table = NodeTable(positionsOf: &refs)
        XCTAssertEqual(table.ids, [-5, 10, 20, 30])
        XCTAssertEqual(refs, [3, 1, 2, 1, 3, 0])
        XCTAssertEqual(table.index(at: 2), -1)
        table.setIndex(7, at: 2)
        XCTAssertEqual(table.index(at: 2), 7)
        table.setIndex(9, at: 4)   // out of range: nothing
        XCTAssertEqual(table.index(at: 4), -1)
        XCTAssertEqual(table.index(at: -1), -1)
        XCTAssertEqual(table.index(at: .max), -1)
    }

    func test_nodeTable_position_anyOrderOfLookups_foundExactlyWhereKept() {
        var refs = (0..<500).map { Int64($0) * 3 + 1 }
        var table = NodeTable(positionsOf: &refs)
        let kept = Dictionary(uniqueKeysWithValues: table.ids.enumerated().map { ($1, $0) })
        var rng = Fixtures.SplitMix(state: 5)
        let increasing = Array(-3...1_510).map(Int64.init)
        let shuffled = increasing.shuffled(using: &rng)
        for id in increasing + increasing.reversed() + shuffled + [.min, .max] {
            XCTAssertEqual(table.position(id), kept[id], "\(id)")
        }
        var none: [Int64] = []
        var empty = NodeTable(positionsOf: &none)
        XCTAssertNil(empty.position(1))
    }

    func test_graphBuilder_bounds_countsDirectionsWithASpeedAndViaWayCopies() {
        var raw = RawNetwork()
        raw.coordinates = Array(repeating: Coordinate(lat: 60, lon: 24), count: 4)
        raw.ways = [.init(nodes: [0, 1, 2], forwardKmh: 30, backwardKmh: 0), .init(nodes: [2, 3], forwardKmh: 30, backwardKmh: 30),
                    .init(nodes: [3], forwardKmh: 30, backwardKmh: 30)]
        XCTAssertEqual(GraphBuilder.bounds(raw).segments, 3)
        XCTAssertEqual(GraphBuilder.bounds(raw).arcs, 4)
        raw.viaWayRestrictions = [.init(only: false, fromWay: 0, viaWays: [1, 9], toWay: 2)]
        XCTAssertEqual(GraphBuilder.bounds(raw).arcs, 5)
    }
}
