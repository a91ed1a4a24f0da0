import XCTest
@testable import LiftCore

final class PlaceDistanceTests: XCTestCase {
    /// The latitude shortcut never changes the answer: random pairs around Helsinki and far apart,
    /// and pairs placed exactly at the gap along a meridian.
    func test_within_randomAndBoundaryPairs_agreesWithMetres() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let lat1 = Double.random(in: 59.5...61, using: &rng), lon1 = Double.random(in: 24...26, using: &rng)
            let lat2 = lat1 + Double.random(in: -0.02...0.02, using: &rng), lon2 = lon1 + Double.random(in: -0.03...0.03, using: &rng)
            XCTAssertEqual(PlaceDistance.within(lat1, lon1, lat2, lon2, 1000),
                           PlaceDistance.metres(lat1, lon1, lat2, lon2) <= 1000)
        }
        let step = 1000 / (6_371_000 * Double.pi / 180)
        for k in -3...3 {
            let lat2 = 60.17 + step + Double(k) * 1e-12
            XCTAssertEqual(PlaceDistance.within(60.17, 24.94, lat2, 24.94, 1000),
                           PlaceDistance.metres(60.17, 24.94, lat2, 24.94) <= 1000)
        }
        XCTAssertFalse(PlaceDistance.within(60.17, 24.94, 61.17, 24.94, 1000))
        XCTAssertTrue(PlaceDistance.within(60.17, 24.94, 60.17, 24.95, 1000))
    }
}
