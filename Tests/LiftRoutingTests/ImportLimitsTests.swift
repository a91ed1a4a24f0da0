import XCTest
@testable import LiftRouting

/// What bounds an import's cost whatever the file's shape (ImportLimits): repeated segments kept
/// once, junctions over the limit refused before any turn is made, and a contraction that stops
/// once over its work limit, without changing what it builds under it.
final class ImportLimitsTests: XCTestCase {
    private func raw(ways: [[Int32]], points: Int) -> RawNetwork {
        var raw = RawNetwork()
        raw.coordinates = (0..<points).map { Coordinate(lat: 60 + Double($0 % 7) * 0.001, lon: 24 + Double($0 / 7) * 0.002) }
        raw.controls = Array(repeating: 0, count: points)
        raw.ways = ways.map { .init(nodes: $0, forwardKmh: 40, backwardKmh: 40) }
        return raw
    }

    func test_graphBuilder_wayPassingASegmentAgain_keepsItOncePerDirectionOfTheWay() throws {
        let built = try GraphBuilder.build(raw(ways: [[0, 1, 0, 1, 0, 1, 2, 2, 2, 1, 2]], points: 3), profile: .car, limits: .standard)
        // 0 -> 1, 1 -> 0, 1 -> 2 and 2 -> 1 as the way passes them: four segments, each both ways.
        XCTAssertEqual(built.road.segmentCount, 4)
        XCTAssertEqual(built.road.arcCount, 8)
    }

    func test_graphBuilder_separateWaysOnOneSegment_keepsEach() throws {
        let built = try GraphBuilder.build(raw(ways: [[0, 1], [0, 1], [1, 0]], points: 2), profile: .car, limits: .standard)
        XCTAssertEqual(built.road.segmentCount, 3)
    }

    func test_graphBuilder_junctionOverLimit_throwsNamingIt() {
        var limits = ImportLimits()
        limits.junctionRoads = 3
        let star = raw(ways: (1...4).map { [0, Int32($0)] }, points: 5)
        XCTAssertThrowsError(try GraphBuilder.build(star, profile: .car, limits: limits)) { error in
            let e = error as? ImportLimitExceeded
            XCTAssertEqual(e?.limit, .junctionRoads)
            XCTAssertEqual(e?.found, 4)
            XCTAssertEqual(e?.max, 3)
        }
        XCTAssertNoThrow(try GraphBuilder.build(raw(ways: (1...3).map { [0, Int32($0)] }, points: 4), profile: .car, limits: limits))
    }

    func test_hierarchyBuilder_overWorkLimit_stopsAndBuildsNothing() {
        var builder = HierarchyBuilder(HierarchyBuilderTests.grid(side: 7, seed: 3))
        builder.workLimit = 100
        let h = builder.build()
        XCTAssertTrue(builder.exceeded)
        XCTAssertEqual(h.rank.count, 0)
    }

    func test_hierarchyBuilder_underWorkLimit_buildsTheRecordedHierarchy() {
        var builder = HierarchyBuilder(HierarchyBuilderTests.grid(side: 7, seed: 3))
        builder.workLimit = 10_000_000
        XCTAssertEqual(String(builder.build().digest, radix: 16), "25534a06f6449bfd")
        XCTAssertFalse(builder.exceeded)
        XCTAssertGreaterThan(builder.work, 0)
    }

    func test_roadNetworkBuild_overHierarchyWork_throwsNamingIt() {
        var limits = ImportLimits()
        limits.hierarchyWorkFloor = 10
        limits.hierarchyWorkPerEdge = 0
        let rows: [[Int32]] = (0..<5).map { r in (0..<5).map { Int32(r * 5 + $0) } }
        let columns: [[Int32]] = (0..<5).map { c in (0..<5).map { Int32($0 * 5 + c) } }
        XCTAssertThrowsError(try RoadNetwork.build(raw(ways: rows + columns, points: 25), profile: .car, limits: limits)) { error in
            XCTAssertEqual((error as? ImportLimitExceeded)?.limit, .hierarchyWork)
        }
        XCTAssertNoThrow(try RoadNetwork.build(raw(ways: rows + columns, points: 25), profile: .car, limits: .standard))
    }
}
