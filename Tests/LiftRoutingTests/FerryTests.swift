import XCTest
@testable import LiftRouting

/// Ferries and shuttle trains as car.lua drives them.
final class FerryTests: XCTestCase {
    func test_ferryDuration_osmClockAndIsoForms_readAsOSRMReadsThem() {
        XCTAssertEqual(Ferry.seconds("00:10"), 600)
        XCTAssertEqual(Ferry.seconds("1:30:15"), 5415)
        XCTAssertEqual(Ferry.seconds("45"), 2700)
        XCTAssertEqual(Ferry.seconds("PT1H30M"), 5400)
        XCTAssertEqual(Ferry.seconds("P1DT2H"), 93_600)
        XCTAssertEqual(Ferry.seconds("PT013000"), 5400)
        XCTAssertEqual(Ferry.seconds("PT01:30:00"), 5400)
        XCTAssertEqual(Ferry.seconds("P2W"), 1_209_600)
        XCTAssertEqual(Ferry.seconds("PT0S"), 1)
        for bad in ["", "1.5 h", "abc", "123", "1:2:3:4", "PT1M1H", "PT25:00:00"] {
            XCTAssertNil(Ferry.seconds(bad), bad)
        }
    }

    func test_ferryDuration_hugeNumbers_areNoDurationAndNeverOverflow() {
        for huge in ["P9999999999999999W", "P9999999999999999D", "PT9999999999999999H", "P99999999DT99999999H",
                     "PT9223372036854775807S", "P-5W", "P10000001D"] {
            XCTAssertNil(Ferry.seconds(huge), huge)
        }
        XCTAssertEqual(Ferry.seconds("P10000000D"), 864_000_000_000)
    }

    func test_carFerry_routeFerryAndShuttleTrain_drivenAtRouteSpeeds() {
        XCTAssertEqual(Profile.car.speeds(["route": "ferry"]).map { [$0.forward, $0.backward] }, [5, 5])
        XCTAssertEqual(Profile.car.speeds(["route": "shuttle_train"])?.forward, 10)
        XCTAssertEqual(Profile.car.speeds(["route": "ferry", "duration": "0:30"])?.duration, 1800)
        XCTAssertNil(Profile.car.speeds(["route": "ferry", "motor_vehicle": "no"]))
        XCTAssertNil(Profile.car.speeds(["route": "bus"]))
        // Bike and foot keep to roads.
        XCTAssertNil(Profile.bike.speeds(["route": "ferry"]))
        XCTAssertNil(Profile.foot.speeds(["route": "ferry"]))
    }

    /// Road a-b, a ferry b-c (1 km), road c-d.
    private func crossing(_ ferry: [String: String]) -> GridMap {
        var m = GridMap(["a b          c d"], metres: 200)
        m.way("ab"); m.way("cd")
        m.way("bc", ferry.merging(["route": "ferry"]) { a, _ in a })
        return m
    }

    func test_carFerry_withDuration_takesItsCrossingTime() throws {
        let m = crossing(["duration": "00:10"])
        let trip = try XCTUnwrap(try m.network().trip(m, "a", "d"))
        // 200 m of road each side at 25 km/h (28.8 s each) and the 600 s crossing.
        XCTAssertEqual(trip.duration, 600 + 2 * 28.8, accuracy: 3)
    }

    func test_carFerry_boardingAndLeavingAtRightAngles_payTheTurnPenalties() throws {
        // South a -> b, left onto the ferry b -> c east, right at c down to d: two roads meet at b and at c.
        var m = GridMap(["a          ", "b         c", "          d"], metres: 200)
        m.way("ab"); m.way("cd")
        m.way("bc", ["route": "ferry", "duration": "00:10"])
        let trip = try XCTUnwrap(try m.network().trip(m, "a", "d"))
        let roads = (Geo.distance(m.coordinate("a"), m.coordinate("b")) + Geo.distance(m.coordinate("c"), m.coordinate("d"))) / (25 / 3.6)
        let turns = TurnBuilder.penalty(angle: -90, costs: Profile.car.turnCosts) + TurnBuilder.penalty(angle: 90, costs: Profile.car.turnCosts)
        XCTAssertGreaterThan(turns, 5)
        // The crossing's 600 s come out a little long (as in the straight crossing's test): 3 s of slack, under the turns' 7.5 s.
        XCTAssertEqual(trip.duration, 600 + roads + turns, accuracy: 3)
    }

    func test_snap_stopBesideAFerryLine_goesToARoadNotTheFerry() throws {
        let m = crossing([:])
        let n = try m.network()
        // Half way across, 100 m off the ferry line: the roads' ends are 500 m away.
        var water = m.coordinate("b")
        water.lon = (m.coordinate("b").lon + m.coordinate("c").lon) / 2
        water.lat -= 0.0009
        let trip = try n.plan([water, m.coordinate("d")], optimize: .none)
        XCTAssertGreaterThan(trip.waypoints[0].snapDistance, 400)
    }

    func test_carStartpoint_ferryAndPrivateServiceRoad_areNotSnappedOnto() {
        XCTAssertEqual(Profile.car.speeds(["route": "ferry"])?.startpoint, false)
        XCTAssertEqual(Profile.car.speeds(["highway": "service", "access": "private"])?.startpoint, false)
        XCTAssertEqual(Profile.car.speeds(["highway": "residential", "access": "private"])?.startpoint, true)
        XCTAssertEqual(Profile.car.speeds(["highway": "service"])?.startpoint, true)
    }

    func test_carFerry_withoutDuration_crossesAtFiveKmh() throws {
        let m = crossing([:])
        let trip = try XCTUnwrap(try m.network().trip(m, "a", "d"))
        let ferryMetres = trip.distance - 400
        XCTAssertEqual(trip.duration, ferryMetres / (5 / 3.6) + 2 * 28.8, accuracy: 3)
    }
}

/// Segment lengths and times in OSRM's measures.
final class SegmentLengthTests: XCTestCase {
    func test_segmentLength_atSixtyNorth_isOSRMsCheapRulerOnTheEllipsoid() {
        let a = Coordinate(lat: 60, lon: 24)
        // 0.001 degree north: the meridional radius of the band 59.95-60.00.
        XCTAssertEqual(SegmentLength.metres(a, Coordinate(lat: 60.001, lon: 24)), 111.41, accuracy: 0.01)
        // 0.002 degree east: the normal radius.
        XCTAssertEqual(SegmentLength.metres(a, Coordinate(lat: 60, lon: 24.002)), 111.68, accuracy: 0.01)
        XCTAssertEqual(SegmentLength.metres(a, a), 0)
        // Across the antimeridian, the short way round.
        XCTAssertEqual(SegmentLength.metres(Coordinate(lat: 0, lon: 179.9999), Coordinate(lat: 0, lon: -179.9999)), 22.3, accuracy: 0.1)
    }

    func test_graphBuilder_arcTimes_areWholeTenthsOfASecondAndAtLeastOne() {
        var raw = RawNetwork()
        raw.coordinates = [Coordinate(lat: 60, lon: 24), Coordinate(lat: 60, lon: 24.0000001), Coordinate(lat: 60, lon: 24.002)]
        raw.controls = [0, 0, 0]
        raw.ways = [.init(nodes: [0, 1, 2], forwardKmh: 36, backwardKmh: 36)]
        let g = GraphBuilder.build(raw, profile: .car).road
        XCTAssertTrue(g.arcDuration.allSatisfy { $0 % 100 == 0 && $0 >= 100 })
        XCTAssertTrue(g.arcWeight.allSatisfy { $0 % 100 == 0 && $0 >= 100 })
    }
}
