import XCTest
@testable import LiftRouting

/// The snapping grid stays allocatable whatever the coordinates: a network spread over the globe
/// (or a damaged stored one) gets larger cells, never an index of 10^11 cells.
final class SegmentGridTests: XCTestCase {
    private func grid(_ ways: [[Coordinate]]) -> (SegmentGrid, RoadGraph) {
        var raw = RawNetwork()
        for way in ways {
            let first = Int32(raw.coordinates.count)
            raw.coordinates += way
            raw.ways.append(.init(nodes: (0..<Int32(way.count)).map { first + $0 }, forwardKmh: 36, backwardKmh: 36))
        }
        raw.controls = [UInt8](repeating: 0, count: raw.coordinates.count)
        let road = GraphBuilder.build(raw, profile: .car).road
        let kinds = [UInt8](repeating: MainComponent.Kind.main.rawValue, count: road.segmentCount)
        return (SegmentGrid(road, kinds: Column(kinds)), road)
    }

    func test_segmentGrid_cityExtract_keepsHundredMetreCells() {
        let (g, road) = grid([[Coordinate(lat: 60.17, lon: 24.93), Coordinate(lat: 60.171, lon: 24.94)]])
        XCTAssertEqual(g.cellSize, SegmentGrid.baseCellSize)
        XCTAssertNotNil(g.candidates(Coordinate(lat: 60.1705, lon: 24.935), in: road, maxDistance: 1000))
    }

    func test_segmentGrid_roadsAcrossTheGlobe_growsCellsAndStillSnaps() throws {
        let (g, road) = grid([
            [Coordinate(lat: 60.17, lon: 24.93), Coordinate(lat: 60.171, lon: 24.94)],
            [Coordinate(lat: -50.0, lon: -170.0), Coordinate(lat: -50.001, lon: -169.99)],
        ])
        XCTAssertGreaterThan(g.cellSize, SegmentGrid.baseCellSize)
        XCTAssertLessThanOrEqual(g.cells.start.count - 1, SegmentGrid.maxCells)
        let near = try XCTUnwrap(g.candidates(Coordinate(lat: -50.0005, lon: -169.995), in: road, maxDistance: 1000))
        XCTAssertLessThan(near.nearest.distance, 100)
        XCTAssertNil(g.candidates(Coordinate(lat: 0, lon: 0), in: road, maxDistance: 1000))
    }

    func test_segmentGrid_segmentsSpanningTheWholeBox_keepTheIndexWithinItsBudget() {
        // Long diagonal roads across a continent-sized box: each would cover millions of cells.
        var ways: [[Coordinate]] = []
        for i in 0..<40 {
            let d = Double(i) * 0.01
            ways.append([Coordinate(lat: -60 + d, lon: -170), Coordinate(lat: 60 + d, lon: 170)])
        }
        let (g, road) = grid(ways)
        XCTAssertLessThanOrEqual(g.cells.segments.count, max(SegmentGrid.minPairBudget, SegmentGrid.maxPairsPerSegment * road.segmentCount))
        XCTAssertNotNil(g.candidates(Coordinate(lat: 0.0, lon: 0.0), in: road, maxDistance: 1000))
    }

    /// The ring search with its pruning (empty cells, cells farther than the best so far, the
    /// stop's place in its own cell) finds exactly the segment a scan of every segment finds,
    /// near the roads and hundreds of metres away from them.
    func test_segmentGrid_stopsNearAndFar_pickTheSegmentAFullScanPicks() throws {
        var rng = Fixtures.SplitMix(state: 7)
        func unit() -> Double { Double.random(in: 0..<1, using: &rng) }
        var ways: [[Coordinate]] = []
        for _ in 0..<60 {
            let lat = 60.16 + unit() * 0.01, lon = 24.93 + unit() * 0.02
            ways.append([Coordinate(lat: lat, lon: lon), Coordinate(lat: lat + (unit() - 0.5) * 0.002, lon: lon + (unit() - 0.5) * 0.004)])
        }
        let (g, road) = grid(ways)
        var lo = Coordinate(lat: 90, lon: 180), hi = Coordinate(lat: -90, lon: -180)
        for c in road.coordinates {
            lo.lat = min(lo.lat, c.lat); lo.lon = min(lo.lon, c.lon); hi.lat = max(hi.lat, c.lat); hi.lon = max(hi.lon, c.lon)
        }
        let p = LocalProjection(referenceLatitude: (lo.lat + hi.lat) / 2)
        var far = 0
        for _ in 0..<400 {
            let c = Coordinate(lat: 60.155 + unit() * 0.02, lon: 24.92 + unit() * 0.04)
            var best: (d2: Double, segment: Int32)?
            for s in 0..<road.segmentCount {
                let a = road.coordinates[Int(road.segmentA[s])], b = road.coordinates[Int(road.segmentB[s])]
                let ax = p.x(a) - p.x(c), ay = p.y(a) - p.y(c), bx = p.x(b) - p.x(c), by = p.y(b) - p.y(c)
                let dx = bx - ax, dy = by - ay, len2 = dx * dx + dy * dy
                let t = len2 > 0 ? min(1, max(0, -(ax * dx + ay * dy) / len2)) : 0
                let d2 = (ax + t * dx) * (ax + t * dx) + (ay + t * dy) * (ay + t * dy)
                if best.map({ d2 < $0.d2 || (d2 == $0.d2 && Int32(s) < $0.segment) }) ?? true { best = (d2, Int32(s)) }
            }
            let want = try XCTUnwrap(best)
            guard let found = g.candidates(c, in: road, maxDistance: 1000) else {
                XCTAssertGreaterThan(want.d2.squareRoot(), 990, "\(c)")
                continue
            }
            if found.nearest.distance > 150 { far += 1 }
            XCTAssertEqual(found.nearest.segment, want.segment, "\(c)")
            XCTAssertEqual(found.main?.segment, want.segment, "\(c)")
            XCTAssertEqual(found.nearestKind, .main)
        }
        XCTAssertGreaterThan(far, 20, "some stops lie several cells away from every road")
    }

    func test_segmentGrid_pendingCellsOverflowing_sameCandidatesAsWithRoomForAll() throws {
        // A dense field of short roads: many non-empty cells wait at once around stops inside
        // and outside it; a full list is scanned at once, which must not change any pick.
        var rng = Fixtures.SplitMix(state: 11)
        func unit() -> Double { Double.random(in: 0..<1, using: &rng) }
        var ways: [[Coordinate]] = []
        for _ in 0..<600 {
            let lat = 60.16 + unit() * 0.01, lon = 24.93 + unit() * 0.02
            ways.append([Coordinate(lat: lat, lon: lon), Coordinate(lat: lat + (unit() - 0.5) * 0.0004, lon: lon + (unit() - 0.5) * 0.0008)])
        }
        let (g, road) = grid(ways)
        var compared = 0
        for _ in 0..<300 {
            let c = Coordinate(lat: 60.152 + unit() * 0.026, lon: 24.915 + unit() * 0.05)
            let roomy = g.candidates(c, in: road, maxDistance: 1000)
            for capacity in [1, 2, 5, 1000] {
                let tight = g.candidates(c, in: road, maxDistance: 1000, pendingCapacity: capacity)
                XCTAssertEqual(tight?.nearest, roomy?.nearest, "\(c) capacity \(capacity)")
                XCTAssertEqual(tight?.main, roomy?.main, "\(c) capacity \(capacity)")
            }
            if roomy != nil { compared += 1 }
        }
        XCTAssertGreaterThan(compared, 250)
    }

    func test_roadNetwork_stopsAlongSegments_makeNoVertexIndexUntilAStopSnapsOntoASegmentsEnd() throws {
        // A network of its own (the fixture is shared by other tests, which may have made its index).
        let n = try NetworkCodec.decode(NetworkCodec.encode(try Fixtures.helsinki(.car)))
        let s = Int(try n.endpoint(Coordinate(lat: 60.1699, lon: 24.9384), stop: 0).snap.segment)
        let a = n.road.coordinates[Int(n.road.segmentA[s])], b = n.road.coordinates[Int(n.road.segmentB[s])]
        let along = try n.endpoint(Coordinate(lat: (a.lat + b.lat) / 2, lon: (a.lon + b.lon) / 2), stop: 0)
        XCTAssertGreaterThan(along.snap.fraction, 0)
        XCTAssertLessThan(along.snap.fraction, 1)
        XCTAssertFalse(n.hasVertexIndex)
        let onEnd = try n.endpoint(a, stop: 0)
        XCTAssertTrue(onEnd.snap.fraction <= 0 || onEnd.snap.fraction >= 1)
        XCTAssertTrue(n.hasVertexIndex)
        XCTAssertFalse(onEnd.leaving.isEmpty && onEnd.entering.isEmpty)
    }
}
