import LiftCore
@testable import LiftRouting
import XCTest

/// Reading a route's polyline back point by point, as steps cut their lines from it.
final class OverviewPolylineTests: XCTestCase {
    func test_next_encodedPoints_readBackRoundedAsTheEncoderRoundsThem() {
        let points = [GeoPoint(lat: 60.1699, lon: 24.9384), GeoPoint(lat: -33.8688, lon: 151.2093), GeoPoint(lat: 89.999999, lon: -179.999999),
                      GeoPoint(lat: 0, lon: 0), GeoPoint(lat: 60.1699004, lon: 24.9384006)]
        for precision in [5, 6] {
            let factor = precision == 6 ? 1e6 : 1e5
            var line = OverviewPolyline(Polyline.encodeBytes(points, precision: precision))
            XCTAssertTrue(line.atStart)
            for p in points {
                XCTAssertTrue(line.next())
                XCTAssertEqual(line.point, SIMD2(Polyline.rounded(p.lat * factor), Polyline.rounded(p.lon * factor)))
            }
            XCTAssertFalse(line.next(), "nothing after the last point")
        }
    }

    func test_next_bytesNoEncoderWrites_false() {
        // Below 63, above 126, a value cut off, and more groups than 64 bits hold.
        for bytes: [UInt8] in [[10, 63], [127, 63], [95], Array(repeating: 95, count: 14) + [63, 63]] {
            var line = OverviewPolyline(bytes)
            XCTAssertFalse(line.next(), "\(bytes)")
        }
    }

    func test_bytes_fromAPointRead_theWholePointsSince() {
        let encoded = Polyline.encodeBytes([GeoPoint(lat: 1, lon: 2), GeoPoint(lat: 1.5, lon: 2.5), GeoPoint(lat: 3, lon: 4)], precision: 5)
        var line = OverviewPolyline(encoded)
        XCTAssertTrue(line.next())
        let from = line.at
        XCTAssertTrue(line.next())
        XCTAssertTrue(line.next())
        XCTAssertEqual(line.bytes(from: from) { Array($0) }, Array(encoded[from...]))
        XCTAssertEqual(line.bytes(from: -5) { $0.count }, encoded.count, "a start before the line reads from its first byte")
    }
}
