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
        return (SegmentGrid(road, kinds: kinds), road)
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
}
