import XCTest
@testable import LiftRouting

final class PolylineTests: XCTestCase {
    func test_polylineEncode_googleReferencePoints_givesPublishedString() {
        // The example from Google's "Encoded Polyline Algorithm Format" page.
        let points = [Coordinate(lat: 38.5, lon: -120.2), Coordinate(lat: 40.7, lon: -120.95), Coordinate(lat: 43.252, lon: -126.453)]
        XCTAssertEqual(Polyline.encode(points, precision: 5), "_p~iF~ps|U_ulLnnqC_mqNvxq`@")
    }
}
