import LiftCore
@testable import LiftRouting
import XCTest

/// Reading a route's polyline back point by point, as steps cut their lines from it.
final class OverviewPolylineTests: XCTestCase {
    func test_next_encodedPoints_differencesSumToThePointsRoundedAsTheEncoderRoundsThem() {
        let points = [GeoPoint(lat: 60.1699, lon: 24.9384), GeoPoint(lat: -33.8688, lon: 151.2093), GeoPoint(lat: 89.999999, lon: -179.999999),
                      GeoPoint(lat: 0, lon: 0), GeoPoint(lat: 60.1699004, lon: 24.9384006)]
        for precision in [5, 6] {
            let factor = precision == 6 ? 1e6 : 1e5
            var line = OverviewPolyline(Polyline.encodeBytes(points, precision: precision)), point = SIMD2<Int64>(0, 0)
            XCTAssertTrue(line.atStart)
            for p in points {
                guard let d = line.next() else { return XCTFail("point \(p) not read") }
                point &+= d
                XCTAssertEqual(point, SIMD2(Polyline.rounded(p.lat * factor), Polyline.rounded(p.lon * factor)))
            }
            XCTAssertNil(line.next(), "nothing after the last point")
        }
    }

    func test_next_bytesNoEncoderWrites_nilAndNothingRead() {
        // Below 63, above 126, a value cut off, and more groups than 64 bits hold.
        for bytes: [UInt8] in [[10, 63], [127, 63], [95], Array(repeating: 95, count: 14) + [63, 63]] {
            var line = OverviewPolyline(bytes)
            XCTAssertNil(line.next(), "\(bytes)")
            XCTAssertTrue(line.atStart, "\(bytes)")
        }
    }

    func test_bytes_fromAPointRead_theWholePointsSince() {
        let encoded = Polyline.encodeBytes([GeoPoint(lat: 1, lon: 2), GeoPoint(lat: 1.5, lon: 2.5), GeoPoint(lat: 3, lon: 4)], precision: 5)
        var line = OverviewPolyline(encoded)
        XCTAssertNotNil(line.next())
        let from = line.at
        XCTAssertTrue(line.skip(2))
        XCTAssertEqual(line.bytes(from: from) { Array($0) }, Array(encoded[from...]))
        XCTAssertEqual(line.bytes(from: -5) { $0.count }, encoded.count, "a start before the line reads from its first byte")
    }

    func test_skip_severalPoints_whereReadingThemOneByOneEnds() {
        // Long enough that the count crosses several eight-byte words.
        let points = (0..<40).map { GeoPoint(lat: 60 + Double($0) * 0.0013, lon: 24.9 - Double($0 * $0) * 0.0007) }
        let encoded = Polyline.encodeBytes(points, precision: 6)
        for count in 0...40 {
            var each = OverviewPolyline(encoded), several = OverviewPolyline(encoded)
            for _ in 0..<count { XCTAssertNotNil(each.next()) }
            XCTAssertTrue(several.skip(count), "\(count)")
            XCTAssertEqual(several.at, each.at, "\(count)")
        }
    }

    func test_skip_morePointsThanTheLineHolds_falseAndNothingPassed() {
        let encoded = Polyline.encodeBytes([GeoPoint(lat: 1, lon: 2), GeoPoint(lat: 1.5, lon: 2.5), GeoPoint(lat: 3, lon: 4)], precision: 5)
        var line = OverviewPolyline(encoded)
        XCTAssertNotNil(line.next())
        let at = line.at
        XCTAssertFalse(line.skip(3))
        XCTAssertEqual(line.at, at)
        XCTAssertFalse(line.skip(-1), "a negative count")
        XCTAssertEqual(line.at, at)
        XCTAssertTrue(line.skip(2), "the points there are still passed")
        XCTAssertEqual(line.at, encoded.count)
    }

    func test_skip_aByteTheEncoderNeverWritesBeforeTheEnd_falseAndNothingPassed() {
        let points = (0..<12).map { GeoPoint(lat: 60 + Double($0) * 0.0013, lon: 24.9 - Double($0) * 0.0007) }
        let encoded = Polyline.encodeBytes(points, precision: 6)
        for bad: UInt8 in [0, 10, 62, 127, 200, 255] {
            // In the first word, and among the last bytes read one by one.
            for i in [3, encoded.count - 2] {
                var damaged = encoded
                damaged[i] = bad
                var line = OverviewPolyline(damaged)
                XCTAssertFalse(line.skip(12), "\(bad) at \(i)")
                XCTAssertTrue(line.atStart, "\(bad) at \(i)")
            }
        }
    }

    /// Byte by byte, as the encoder's format reads: the reference the line's reader must match.
    private func reference(_ bytes: [UInt8]) -> [SIMD2<Int64>]? {
        var at = 0, point = SIMD2<Int64>(0, 0), out = [SIMD2<Int64>]()
        func value() -> Int64? {
            var v: UInt64 = 0, shift: UInt64 = 0
            while at < bytes.count {
                let b = Int(bytes[at]) - 63
                at += 1
                guard b >= 0, b < 64, shift < 65 else { return nil }
                v |= UInt64(b & 0x1F) << shift
                shift += 5
                if b & 0x20 == 0 { return v & 1 != 0 ? ~Int64(bitPattern: v >> 1) : Int64(bitPattern: v >> 1) }
            }
            return nil
        }
        while at < bytes.count {
            guard let lat = value(), let lon = value() else { return nil }
            point &+= SIMD2(lat, lon)
            out.append(point)
        }
        return out
    }

    func test_next_randomLinesAndDamagedBytes_sameAsReadByteByByte() {
        var rng = SystemRandomNumberGenerator()
        for round in 0..<600 {
            // Steps from a metre to across the globe, so values of one to eight groups and more.
            let scale = [1e-5, 1e-3, 0.1, 10, 170][round % 5]
            var p = GeoPoint(lat: 0, lon: 0)
            let points = (0..<Int.random(in: 1...30, using: &rng)).map { _ in
                p = GeoPoint(lat: max(-90, min(90, p.lat + Double.random(in: -scale...scale, using: &rng))),
                             lon: max(-180, min(180, p.lon + Double.random(in: -scale...scale, using: &rng))))
                return p
            }
            var bytes = Polyline.encodeBytes(points, precision: round % 2 == 0 ? 6 : 5)
            if round % 3 == 0, !bytes.isEmpty {
                // A byte the encoder never writes, or a value cut short.
                let i = Int.random(in: 0..<bytes.count, using: &rng)
                if round % 2 == 0 { bytes[i] = [0, 10, 62, 127, 200, 255][Int.random(in: 0..<6, using: &rng)] } else { bytes.removeLast(Int.random(in: 1...bytes.count, using: &rng)) }
            }
            var line = OverviewPolyline(bytes), read = [SIMD2<Int64>](), point = SIMD2<Int64>(0, 0)
            while line.at < bytes.count, let d = line.next() {
                point &+= d
                read.append(point)
            }
            let expected = reference(bytes)
            if let expected { XCTAssertEqual(read, expected, "round \(round)") } else { XCTAssertLessThan(line.at, bytes.count, "round \(round)") }
            // Passing over points stops where reading them does, and fails where it fails.
            for count in 0...(read.count + 1) {
                var passed = OverviewPolyline(bytes), each = OverviewPolyline(bytes), all = true
                for _ in 0..<count where each.next() == nil { all = false }
                XCTAssertEqual(passed.skip(count), all, "round \(round), \(count) points")
                if all { XCTAssertEqual(passed.at, each.at, "round \(round), \(count) points") } else { XCTAssertTrue(passed.atStart) }
            }
        }
    }
}
