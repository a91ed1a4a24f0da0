import XCTest
@testable import LiftRouting

final class PolylineTests: XCTestCase {
    func test_polylineEncode_googleReferencePoints_givesPublishedString() {
        // The example from Google's "Encoded Polyline Algorithm Format" page.
        let points = [Coordinate(lat: 38.5, lon: -120.2), Coordinate(lat: 40.7, lon: -120.95), Coordinate(lat: 43.252, lon: -126.453)]
        XCTAssertEqual(Polyline.encode(points, precision: 5), "_p~iF~ps|U_ulLnnqC_mqNvxq`@")
    }

    func test_polylineRounded_halvesNegativesAndFractions_equalLibmRoundedAwayFromZero() {
        let values: [Double] = [0, 0.5, -0.5, 1.5, -1.5, 2.4999999, -2.4999999, 0.49999999999999994, -0.49999999999999994,
                                60_169_812.5, -24_938_376.5, 180e6, -180e6, 60.1698125 * 1e6, 24.9383765 * 1e5]
        for v in values { XCTAssertEqual(Polyline.rounded(v), Int64(v.rounded()), "\(v)") }
    }

    func test_polylineRounded_nonFiniteOrHuge_isZeroNotATrap() {
        XCTAssertEqual(Polyline.rounded(.nan), 0)
        XCTAssertEqual(Polyline.rounded(.infinity), 0)
        XCTAssertEqual(Polyline.rounded(-1e300), 0)
    }

    func test_polylineEncode_negativeAndLargeDeltas_decodeBackToTheRoundedPoints() {
        let points = [Coordinate(lat: -89.999999, lon: 179.999999), Coordinate(lat: 89.999999, lon: -179.999999), Coordinate(lat: 0, lon: 0)]
        let bytes = Polyline.encodeBytes(points, precision: 6)
        // Decode by the published algorithm and compare with the points times 1e6.
        var values = [Int64](), value: Int64 = 0, shift: Int64 = 0
        for b in bytes {
            let chunk = Int64(b) - 63
            value |= (chunk & 0x1F) << shift
            shift += 5
            if chunk < 0x20 { values.append(value & 1 != 0 ? ~(value >> 1) : value >> 1); value = 0; shift = 0 }
        }
        var lat: Int64 = 0, lon: Int64 = 0, decoded = [[Int64]]()
        for i in stride(from: 0, to: values.count, by: 2) { lat += values[i]; lon += values[i + 1]; decoded.append([lat, lon]) }
        XCTAssertEqual(decoded, [[-89_999_999, 179_999_999], [89_999_999, -179_999_999], [0, 0]])
    }

    func test_sink_aPointPastTheRoom_stopsAndNothingAfterItIsWritten() {
        // Room for one point of at most 2 x 13 bytes: the second does not fit, and neither a
        // later point nor a run of encoded bytes may follow the gap.
        var room = [UInt8](repeating: 0, count: 2 * Polyline.maxBytesPerValue + 1)
        room.withUnsafeMutableBufferPointer { buffer in
            var sink = Polyline.Sink(buffer, factor: 1e5)
            XCTAssertTrue(sink.add(lat: 1, lon: 2))
            let at = sink.at
            XCTAssertFalse(sink.stopped)
            XCTAssertFalse(sink.add(lat: 3_000_000_000, lon: -3_000_000_000))
            XCTAssertTrue(sink.stopped)
            XCTAssertFalse(sink.add(lat: 1, lon: 2), "a small point after the gap")
            [UInt8(63), 63].withUnsafeBufferPointer { sink.append(encoded: $0, end: SIMD2(1, 2)) }
            XCTAssertEqual(sink.at, at)
        }
    }

    /// A trip's polyline, first vertex by vertex then from the chains' runs, is byte for byte
    /// the polyline of its points, at both precisions, over legs that share their ends.
    func test_tripPolyline_firstAndLaterUses_equalEncodingThePoints() throws {
        let network = try RoadNetwork.importOSM(path: Fixtures.helsinki, profile: .car)
        let stops = [Coordinate(lat: 60.1699, lon: 24.9384), Coordinate(lat: 60.1655, lon: 24.9480),
                     Coordinate(lat: 60.1720, lon: 24.9300)]
        let trip = try network.plan(stops, optimize: .none)
        XCTAssertEqual(trip.legs.count, 2)
        XCTAssertGreaterThan(trip.points.count, 10)
        for precision in [5, 6] {
            let expected = Polyline.encodeBytes(trip.points, precision: precision)
            XCTAssertEqual(trip.polyline(precision: precision), expected, "first, \(precision)")
            XCTAssertEqual(trip.polyline(precision: precision), expected, "second, \(precision)")
            XCTAssertEqual(trip.polyline(precision: precision), expected, "third, \(precision)")
        }
    }

    func test_chainPolylines_firstUse_noneThenMadeOncePerPrecision() throws {
        let network = try RoadNetwork.importOSM(path: Fixtures.helsinki, profile: .car)
        XCTAssertNil(network.chainPolylines(precision: 6))
        let runs = try XCTUnwrap(network.chainPolylines(precision: 6))
        XCTAssertTrue(network.chainPolylines(precision: 6) === runs)
        XCTAssertEqual(runs.count, network.chains.count)
        // Any precision other than 6 is 5, as the encoder reads it; its own first use.
        XCTAssertNil(network.chainPolylines(precision: 7))
        XCTAssertEqual(network.chainPolylines(precision: 5)?.count, network.chains.count)
    }

    /// Chains driven whole are copied from their encoded runs (ChainPolylines): on 60 random
    /// Helsinki trips of 2-4 stops, every polyline is the reference encoder's over the trip's
    /// points, backslashes included (escaping them is the JSON writer's job).
    func test_tripPolyline_chainsCopiedWhole_equalsEncodingEveryPoint() throws {
        let network = try RoadNetwork.importOSM(path: Fixtures.helsinki, profile: .car)
        var rng = Fixtures.SplitMix(state: 5)
        var whole = 0, trips = 0, backslashes = 0
        for _ in 0..<60 {
            let stops = (0..<Int.random(in: 2...4, using: &rng)).map { _ in
                Coordinate(lat: Double.random(in: 60.160...60.175, using: &rng), lon: Double.random(in: 24.925...24.960, using: &rng))
            }
            guard let trip = try? network.plan(stops, optimize: .none) else { continue }
            trips += 1
            whole += trip.legs.reduce(0) { $0 + $1.wholeChains.count }
            for precision in [5, 6] {
                let expected = Polyline.encodeBytes(trip.points, precision: precision)
                for round in 0..<3 {
                    XCTAssertEqual(trip.polyline(precision: precision), expected, "round \(round), \(precision)")
                }
                backslashes += expected.filter { $0 == UInt8(ascii: "\\") }.count
            }
        }
        XCTAssertGreaterThan(trips, 40)
        XCTAssertGreaterThan(whole, 100, "most legs drive chains whole")
        XCTAssertGreaterThan(backslashes, 20, "backslashes were copied from chain runs")
    }

    /// A chain whose vertex rounds past 32 bits (a damaged network's) is marked to be encoded
    /// vertex by vertex instead of trapping or wrapping its end; at precision 5 the same vertex fits.
    func test_chainPolylines_vertexPastThirtyTwoBits_runMarkedVertexByVertex() throws {
        let n = try Fixtures.helsinki(.car)
        var road = n.road
        let last = try XCTUnwrap(n.chains.range(0).last)
        road.coordinates[Int(road.arcTo[Int(n.chains.arcs[last])])] = Coordinate(lat: 5000, lon: 0)
        let fine = try XCTUnwrap(ChainPolylines(n.chains, road, precision: 5))
        fine.withRun(0) { run, _ in
            XCTAssertGreaterThanOrEqual(run.count, 0)
            XCTAssertEqual(run.end, SIMD2<Int32>(500_000_000, 0))
        }
        let past = try XCTUnwrap(ChainPolylines(n.chains, road, precision: 6))
        past.withRun(0) { run, _ in XCTAssertLessThan(run.count, 0) }
        past.withRun(n.chains.count - 1) { run, _ in XCTAssertGreaterThanOrEqual(run.count, 0) }
    }

    /// Values at the one-, two- and three-group boundaries (zig-zag 31/32, 1023/1024) encode as
    /// the published algorithm writes them, group by group.
    func test_polylineEncode_groupBoundaries_matchTheReferenceAlgorithm() {
        func reference(_ points: [Coordinate]) -> [UInt8] {
            var out = [UInt8](), last = (0 as Int64, 0 as Int64)
            for p in points {
                let lat = Int64((p.lat * 1e6).rounded()), lon = Int64((p.lon * 1e6).rounded())
                for d in [lat - last.0, lon - last.1] {
                    var v = UInt64(bitPattern: d < 0 ? ~(d << 1) : d << 1)
                    while v >= 0x20 { out.append(UInt8((v & 0x1F) | 0x20) + 63); v >>= 5 }
                    out.append(UInt8(v) + 63)
                }
                last = (lat, lon)
            }
            return out
        }
        // Deltas (in 1e-6 degrees) of 15, 16, -16, -17, 511, 512, -512, -513 and larger ones.
        var points = [Coordinate(lat: 0, lon: 0)], lat = 0, lon = 0
        for d in [15, 16, -16, -17, 511, 512, -512, -513, 16_383, 16_384, -1_000_000, 0] {
            lat += d
            lon -= d
            points.append(Coordinate(lat: Double(lat) / 1e6, lon: Double(lon) / 1e6))
        }
        XCTAssertEqual(Polyline.encodeBytes(points, precision: 6), reference(points))
    }
}
