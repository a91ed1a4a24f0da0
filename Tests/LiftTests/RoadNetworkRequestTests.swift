import CLift
import XCTest

/// Importing road networks and routing on them through the C contract, on hand-made OSM files.
final class RoadNetworkRequestTests: XCTestCase {
    private func importNetwork(_ c: LiftClient, _ path: String, profile: String = "car") -> LiftClient.Reply {
        c.save(["kind": "road_network", "road_network": ["path": path, "profile": profile]])
    }

    private func route(_ c: LiftClient, _ stops: [(Double, Double)], _ extra: [String: Any] = [:]) -> LiftClient.Reply {
        var r: [String: Any] = ["stops": stops.map { ["lat": $0.0, "lon": $0.1] }]
        for (k, v) in extra { r[k] = v }
        return c.route(r)
    }

    private func distance(_ reply: LiftClient.Reply) -> Double? { (reply.json["route"] as? [String: Any])?["distance"] as? Double }
    private func duration(_ reply: LiftClient.Reply) -> Double? { (reply.json["route"] as? [String: Any])?["duration"] as? Double }

    // Stops a quarter and three quarters along edge 1 -> 2 of the square.
    private let quarter = (60.000, 24.0005), threeQuarters = (60.000, 24.0015)

    func test_routeCar_againstOneway_drivesAroundTheBlock() throws {
        var f = OSMFixture.square()
        f.way(10, [1, 2], tags: ["highway": "residential", "oneway": "yes"])
        f.way(11, [2, 3, 4, 1], tags: ["highway": "residential"])
        let c = try LiftClient()
        XCTAssertEqual(importNetwork(c, try f.write()).status, LIFT_OK)
        let along = route(c, [quarter, threeQuarters]), against = route(c, [threeQuarters, quarter])
        XCTAssertEqual(along.status, LIFT_OK)
        XCTAssertEqual(try XCTUnwrap(distance(along)), 55.6, accuracy: 1)
        XCTAssertEqual(against.status, LIFT_OK)
        XCTAssertEqual(try XCTUnwrap(distance(against)), 55.6 / 2 + 111.2 + 111.2 + 111.2 + 55.6 / 2, accuracy: 2)
    }

    func test_routeCar_roundabout_isOnewayInItsNodeOrder() throws {
        var f = OSMFixture.square()
        f.way(10, [1, 2, 3, 4, 1], tags: ["highway": "primary", "junction": "roundabout"])
        let c = try LiftClient()
        XCTAssertEqual(importNetwork(c, try f.write()).status, LIFT_OK)
        XCTAssertEqual(try XCTUnwrap(distance(route(c, [quarter, threeQuarters]))), 55.6, accuracy: 1)
        XCTAssertEqual(try XCTUnwrap(distance(route(c, [threeQuarters, quarter]))), 55.6 / 2 + 3 * 111.2 + 55.6 / 2, accuracy: 2)
    }

    /// Side 1 - 2 of the square carries `wayTags` (through node 5 carrying `nodeTags`): a car from
    /// node 1 to node 2 drives the other three sides, a walker goes straight.
    private func assertCarDetoursFootWalks(wayTags: [String: String], nodeTags: [String: String]) throws {
        var f = OSMFixture.square()
        f.node(5, 60.000, 24.001, tags: nodeTags)
        f.way(10, [1, 5, 2], tags: wayTags.merging(["highway": "residential"]) { a, _ in a })
        f.way(11, [2, 3, 4, 1], tags: ["highway": "residential"])
        let c = try LiftClient()
        XCTAssertEqual(importNetwork(c, try f.write(), profile: "car").status, LIFT_OK)
        XCTAssertEqual(importNetwork(c, try f.write(), profile: "foot").status, LIFT_OK)
        let stops = [(60.0, 24.0), (60.0, 24.002)]
        XCTAssertEqual(try XCTUnwrap(distance(route(c, stops, ["profile": "car"]))), 3 * 111.2, accuracy: 2)
        XCTAssertEqual(try XCTUnwrap(distance(route(c, stops, ["profile": "foot"]))), 111.2, accuracy: 1)
    }

    func test_routeCar_busOnlyRoad_detoursWhileFootWalksThrough() throws {
        try assertCarDetoursFootWalks(wayTags: ["motor_vehicle": "bus"], nodeTags: [:])
    }

    func test_routeCar_bollardOnTheWay_detoursWhileFootWalksThrough() throws {
        try assertCarDetoursFootWalks(wayTags: [:], nodeTags: ["barrier": "bollard"])
    }

    func test_routeCar_nodeAccessNo_blocksLikeABarrier() throws {
        try assertCarDetoursFootWalks(wayTags: [:], nodeTags: ["motor_vehicle": "no"])
    }

    func test_routeCar_destinationOnlyRoad_notDrivenThroughButReachable() throws {
        var f = OSMFixture.square()
        f.node(5, 60.000, 23.998); f.node(6, 60.000, 24.004)
        f.way(20, [5, 1], tags: ["highway": "residential"])
        f.way(21, [2, 6], tags: ["highway": "residential"])
        f.way(10, [1, 2], tags: ["highway": "residential", "motor_vehicle": "destination"])
        f.way(11, [2, 3, 4, 1], tags: ["highway": "residential"])
        let c = try LiftClient()
        XCTAssertEqual(importNetwork(c, try f.write()).status, LIFT_OK)
        XCTAssertEqual(try XCTUnwrap(distance(route(c, [(60.0, 23.999), (60.0, 24.003)]))), 55.6 + 3 * 111.2 + 55.6, accuracy: 2)
        let toIt = route(c, [(60.0, 23.999), (60.0, 24.001)])
        XCTAssertEqual(try XCTUnwrap(distance(toIt)), 55.6 + 55.6, accuracy: 1)
        // The entry penalty steers the route; it is not reported as travel time.
        XCTAssertLessThan(try XCTUnwrap(duration(toIt)), 60)
    }

    func test_routeCar_motorVehicleForwardNo_closesOneDirectionOnly() throws {
        var f = OSMFixture.square()
        f.way(10, [1, 2], tags: ["highway": "residential", "motor_vehicle:forward": "no"])
        f.way(11, [2, 3, 4, 1], tags: ["highway": "residential"])
        let c = try LiftClient()
        XCTAssertEqual(importNetwork(c, try f.write()).status, LIFT_OK)
        XCTAssertEqual(try XCTUnwrap(distance(route(c, [threeQuarters, quarter]))), 55.6, accuracy: 1)
        XCTAssertEqual(try XCTUnwrap(distance(route(c, [quarter, threeQuarters]))), 55.6 / 2 + 3 * 111.2 + 55.6 / 2, accuracy: 2)
    }

    func test_routeCar_gateAndLoweredKerb_passedAtOneMinuteForTheGate() throws {
        var f = OSMFixture.square()
        f.node(5, 60.000, 24.0007, tags: ["barrier": "gate"])
        f.node(6, 60.000, 24.0014, tags: ["barrier": "kerb", "kerb": "lowered"])
        f.way(10, [1, 5, 6, 2], tags: ["highway": "residential"])
        let only = try LiftClient()
        XCTAssertEqual(importNetwork(only, try f.write()).status, LIFT_OK)
        let through = route(only, [(60.0, 24.0), (60.0, 24.002)])
        XCTAssertEqual(try XCTUnwrap(distance(through)), 111.2, accuracy: 1)
        // 111 m at 25 km/h is 16 s; opening the gate adds 60 s (as OSRM's car.lua).
        XCTAssertEqual(try XCTUnwrap(duration(through)), 16 + 60, accuracy: 2)
        // With the other three sides open, driving around (48 s) beats the gate.
        f.way(11, [2, 3, 4, 1], tags: ["highway": "residential"])
        let around = try LiftClient()
        XCTAssertEqual(importNetwork(around, try f.write()).status, LIFT_OK)
        XCTAssertEqual(try XCTUnwrap(distance(route(around, [(60.0, 24.0), (60.0, 24.002)]))), 3 * 111.2, accuracy: 2)
    }

    func test_routeCar_noLeftTurnRestriction_takesTheBlockInstead() throws {
        var f = OSMFixture.junction()
        let free = try LiftClient()
        XCTAssertEqual(importNetwork(free, try f.write()).status, LIFT_OK)
        f.restriction(30, "no_left_turn", from: 20, via: 1, to: 22)
        let restricted = try LiftClient()
        XCTAssertEqual(importNetwork(restricted, try f.write()).status, LIFT_OK)
        let stops = [(60.000, 23.999), (60.0005, 24.000)]
        XCTAssertEqual(try XCTUnwrap(distance(route(free, stops))), 55.6 + 55.6, accuracy: 1)
        XCTAssertEqual(try XCTUnwrap(distance(route(restricted, stops))), 55.6 + 3 * 111.2 + 55.6, accuracy: 2)
    }

    func test_routeCar_stopOnTheRestrictionsViaNode_leavesByAnyRoad() throws {
        var f = OSMFixture.junction()
        f.restriction(30, "no_left_turn", from: 20, via: 1, to: 22)
        let c = try LiftClient()
        XCTAssertEqual(importNetwork(c, try f.write()).status, LIFT_OK)
        // Starting on node 1 itself, no turn from way 20 was made: north along way 22 directly.
        let reply = route(c, [(60.000, 24.000), (60.0005, 24.000)])
        XCTAssertEqual(try XCTUnwrap(distance(reply)), 55.6, accuracy: 1)
        XCTAssertLessThan(try XCTUnwrap(duration(reply)), 10)
    }

    func test_routeCar_onlyStraightOnRestriction_forbidsTheTurn() throws {
        var f = OSMFixture.junction()
        f.restriction(30, "only_straight_on", from: 20, via: 1, to: 21)
        let c = try LiftClient()
        XCTAssertEqual(importNetwork(c, try f.write()).status, LIFT_OK)
        XCTAssertEqual(try XCTUnwrap(distance(route(c, [(60.000, 23.999), (60.0005, 24.000)]))), 55.6 + 3 * 111.2 + 55.6, accuracy: 2)
    }

    /// The junction layout with a south arm 2 - 6 (way 25) at the east end of way 21.
    private func viaWayLayout() -> OSMFixture {
        var f = OSMFixture.junction()
        f.node(6, 59.999, 24.002)
        f.way(25, [2, 6], tags: ["highway": "residential"])
        return f
    }

    /// The via-way layout with way 21 (1 - 2) drawn as two ways, 26 (1 - 7) and 27 (7 - 2).
    private func viaWayChainLayout() -> OSMFixture {
        var f = OSMFixture.square()
        f.node(5, 60.000, 23.998); f.node(6, 59.999, 24.002); f.node(7, 60.000, 24.001)
        for (id, nodes) in [(20, [5, 1]), (26, [1, 7]), (27, [7, 2]), (22, [1, 4]), (23, [2, 3, 4]), (25, [2, 6])] {
            f.way(id, nodes, tags: ["highway": "residential"])
        }
        return f
    }

    /// `f` forbids driving from way 20 along the via way(s) from node 1 to node 2 onto way 25 (no_right_turn).
    private func assertOnlyTheWholeManoeuvreIsForbidden(_ f: OSMFixture) throws {
        let c = try LiftClient()
        let imported = importNetwork(c, try f.write())
        XCTAssertEqual(imported.status, LIFT_OK)
        let stats = imported.json["road_network"] as? [String: Any]
        XCTAssertEqual(stats?["restrictions"] as? Int, 1)
        XCTAssertEqual(stats?["skipped_restrictions"] as? Int, 0)
        // From 20 along the via way(s) onto 25: forbidden, so around the block (1 - 4 - 3 - 2).
        XCTAssertEqual(try XCTUnwrap(distance(route(c, [(60.000, 23.999), (59.9995, 24.002)]))), 55.6 + 3 * 111.2 + 55.6, accuracy: 2)
        // Each part alone stays allowed: from 20 along the via then north on 23, a stop on the via, and via -> 25.
        XCTAssertEqual(try XCTUnwrap(distance(route(c, [(60.000, 23.999), (60.0005, 24.002)]))), 55.6 + 111.2 + 55.6, accuracy: 2)
        XCTAssertEqual(try XCTUnwrap(distance(route(c, [(60.000, 23.999), (60.000, 24.0015)]))), 55.6 + 83.4, accuracy: 2)
        XCTAssertEqual(try XCTUnwrap(distance(route(c, [(60.000, 24.0015), (59.9995, 24.002)]))), 27.8 + 55.6, accuracy: 2)
    }

    /// `f` makes 25 the only way on at node 2 for a car from way 20 along the via way(s) (only_right_turn).
    private func assertNothingElseAfterTheManoeuvre(_ f: OSMFixture) throws {
        let c = try LiftClient()
        XCTAssertEqual(importNetwork(c, try f.write()).status, LIFT_OK)
        // Coming from 20 along the via, only 25 is allowed at 2: a stop on 23 is reached over 22 and 4 - 3.
        XCTAssertEqual(try XCTUnwrap(distance(route(c, [(60.000, 23.999), (60.0005, 24.002)]))), 55.6 + 2 * 111.2 + 55.6, accuracy: 2)
        XCTAssertEqual(try XCTUnwrap(distance(route(c, [(60.000, 23.999), (59.9995, 24.002)]))), 55.6 + 111.2 + 55.6, accuracy: 2)
        // Starting on the via (not from 20), 23 is fine.
        XCTAssertEqual(try XCTUnwrap(distance(route(c, [(60.000, 24.0015), (60.0005, 24.002)]))), 27.8 + 55.6, accuracy: 2)
    }

    func test_routeCar_noTurnViaWay_forbidsTheWholeManoeuvreOnly() throws {
        var f = viaWayLayout()
        f.restriction(31, "no_right_turn", from: 20, viaWay: 21, to: 25)
        try assertOnlyTheWholeManoeuvreIsForbidden(f)
    }

    func test_routeCar_onlyViaWay_allowsNothingElseAfterThatManoeuvre() throws {
        var f = viaWayLayout()
        f.restriction(31, "only_right_turn", from: 20, viaWay: 21, to: 25)
        try assertNothingElseAfterTheManoeuvre(f)
    }

    func test_routeCar_noTurnViaTwoWays_forbidsTheWholeManoeuvreOnly() throws {
        var f = viaWayChainLayout()
        f.restriction(31, "no_right_turn", from: 20, viaWays: [26, 27], to: 25)
        try assertOnlyTheWholeManoeuvreIsForbidden(f)
    }

    func test_routeCar_onlyViaTwoWays_allowsNothingElseAfterThatManoeuvre() throws {
        var f = viaWayChainLayout()
        f.restriction(31, "only_right_turn", from: 20, viaWays: [26, 27], to: 25)
        try assertNothingElseAfterTheManoeuvre(f)
    }

    func test_route_noNetworkImported_failsWithNoRoadNetwork() throws {
        let c = try LiftClient()
        let reply = route(c, [(60.17, 24.94), (60.16, 24.93)])
        XCTAssertEqual(reply.status, LIFT_E_UNAVAILABLE)
        XCTAssertEqual(reply.code, "no_road_network")
        XCTAssertEqual(reply.details?["profile"] as? String, "car")
    }

    /// A store holding its network in a layout written before the first release: routes answer
    /// unavailable road_network_outdated, naming the profile and the file to import again, until a
    /// re-import replaces the network.
    func test_route_networkInAnOlderLayout_failsOutdatedUntilReimported() throws {
        var f = OSMFixture.square()
        f.way(10, [1, 2, 3, 4, 1], tags: ["highway": "residential"])
        let osm = try f.write(), original = LiftClient.temporaryPath()
        do {
            let c = try LiftClient(path: original)
            XCTAssertEqual(importNetwork(c, osm).status, LIFT_OK)
            XCTAssertEqual(route(c, [quarter, threeQuarters]).status, LIFT_OK)
        }
        for magic in ["LIFTNET3", "LIFTNET1"] {
            // A copy: the process keeps decoded networks per store file and version, and this
            // edit keeps the version, as a store written by an older build would.
            let path = LiftClient.temporaryPath()
            try FileManager.default.copyItem(atPath: original, toPath: path)
            try Self.sqlite(path, "UPDATE road_network_head SET data = CAST(CAST('\(magic)' AS BLOB) || substr(data, 9) AS BLOB)")
            let c = try LiftClient(path: path)
            let reply = route(c, [quarter, threeQuarters])
            XCTAssertEqual(reply.status, LIFT_E_UNAVAILABLE, magic)
            XCTAssertEqual(reply.code, "road_network_outdated", magic)
            XCTAssertEqual(reply.details?["profile"] as? String, "car", magic)
            XCTAssertEqual(reply.details?["source"] as? String, osm, magic)
            XCTAssertEqual(route(c, [quarter, threeQuarters]).code, "road_network_outdated", "\(magic): asked again")
            XCTAssertEqual(importNetwork(c, osm).status, LIFT_OK, magic)
            XCTAssertEqual(try XCTUnwrap(distance(route(c, [quarter, threeQuarters])), magic), 55.6, accuracy: 1)
        }
    }

    private static func sqlite(_ path: String, _ sql: String) throws {
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        sqlite.arguments = [path, sql]
        try sqlite.run()
        sqlite.waitUntilExit()
        XCTAssertEqual(sqlite.terminationStatus, 0, sql)
    }

    func test_route_unknownProfile_failsNamingProfile() throws {
        let c = try LiftClient()
        let reply = route(c, [(60.17, 24.94), (60.16, 24.93)], ["profile": "horse"])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.details?["path"] as? String, "profile")
    }

    func test_saveRoadNetwork_unknownProfile_failsNamingPath() throws {
        let c = try LiftClient()
        let reply = c.save(["kind": "road_network", "road_network": ["path": OSMFixture.helsinki, "profile": "horse"]])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.details?["path"] as? String, "road_network.profile")
    }

    func test_saveRoadNetwork_missingFile_failsWithUnreadableOSM() throws {
        let c = try LiftClient()
        let reply = importNetwork(c, "/nonexistent/nowhere.osm.pbf")
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.code, "unreadable_osm")
        XCTAssertEqual(reply.details?["path"] as? String, "road_network.path")
    }

    func test_saveRoadNetwork_noRoadOfTheProfile_failsEmptyNamingPathAndStoresNothing() throws {
        var f = OSMFixture.square()
        f.way(11, [1, 2, 3, 4, 1], tags: ["highway": "footway"])
        let c = try LiftClient()
        let reply = importNetwork(c, try f.write(), profile: "car")
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.code, "empty_road_network")
        XCTAssertEqual(reply.details?["path"] as? String, "road_network.path")
        XCTAssertEqual(reply.details?["profile"] as? String, "car")
        XCTAssertEqual(c.load(["kind": "road_network"]).json["total"] as? Int, 0)
    }

    func test_route_stopFarFromAnyRoad_failsNamingTheStop() throws {
        var f = OSMFixture.square()
        f.way(11, [1, 2, 3, 4, 1], tags: ["highway": "residential"])
        let c = try LiftClient()
        XCTAssertEqual(importNetwork(c, try f.write()).status, LIFT_OK)
        let reply = route(c, [quarter, (60.05, 24.0)])
        XCTAssertEqual(reply.status, LIFT_E_NOT_FOUND)
        XCTAssertEqual(reply.code, "stop_not_near_road")
        XCTAssertEqual(reply.details?["path"] as? String, "stops[1]")
    }

    func test_route_stopsWithNoPathBetween_failsNamingBothStops() throws {
        var f = OSMFixture.square()
        f.node(7, 60.004, 24.000); f.node(8, 60.004, 24.002)
        f.way(11, [1, 2, 3, 4, 1], tags: ["highway": "residential"])
        f.way(12, [7, 8], tags: ["highway": "residential"])   // an island 330 m north
        let c = try LiftClient()
        XCTAssertEqual(importNetwork(c, try f.write()).status, LIFT_OK)
        for optimize in ["none", "round_trip"] {
            let reply = route(c, [quarter, (60.004, 24.001)], ["optimize": optimize])
            XCTAssertEqual(reply.status, LIFT_E_NOT_FOUND)
            XCTAssertEqual(reply.code, "no_route")
            XCTAssertEqual(reply.details?["stops"] as? [String], ["0", "1"])
            XCTAssertEqual(reply.error?["message"] as? String, "no route from stops[0] to stops[1]")
        }
    }

    /// The square with a road 2 - 7 east (`approach`) to node 7 (`node7`) and from there a
    /// dead-end road 7 - 8 - 9 (about 445 m).
    private func squareWithRoadBeyond(node7: [String: String], approach: [String: String]) throws -> String {
        var f = OSMFixture.square()
        f.node(7, 60.000, 24.004, tags: node7)
        f.node(8, 60.000, 24.008); f.node(9, 60.000, 24.012)
        f.way(11, [1, 2, 3, 4, 1], tags: ["highway": "residential"])
        f.way(13, [2, 7], tags: approach.merging(["highway": "residential"]) { a, _ in a })
        f.way(14, [7, 8, 9], tags: ["highway": "residential"])
        return try f.write()
    }

    /// Road 7 - 8 - 9 joined to the square, but behind a bollard no car ever gets past.
    private func squareWithRoadBehindBollard() throws -> String {
        try squareWithRoadBeyond(node7: ["barrier": "bollard"], approach: [:])
    }

    private func waypoint(_ reply: LiftClient.Reply, _ i: Int) throws -> (lon: Double, distance: Double) {
        let w = try XCTUnwrap((reply.json["waypoints"] as? [[String: Any]])?[i])
        let location = try XCTUnwrap(w["location"] as? [Double])
        return (location[0], try XCTUnwrap(w["distance"] as? Double))
    }

    func test_route_stopNearestToRoadBehindBarrier_snapsToTheMainRoadsLikeOSRM() throws {
        let c = try LiftClient()
        XCTAssertEqual(importNetwork(c, try squareWithRoadBehindBollard()).status, LIFT_OK)
        // 11 m from the road behind the bollard, 335 m from the square's roads (node 7).
        for stops in [[quarter, (60.0001, 24.010)], [(60.0001, 24.010), quarter]] {
            let reply = route(c, stops)
            XCTAssertEqual(reply.status, LIFT_OK)
            let far = try waypoint(reply, stops[0] == quarter ? 1 : 0)
            XCTAssertEqual(far.lon, 24.004, accuracy: 1e-6)
            XCTAssertEqual(far.distance, 335, accuracy: 5)
            XCTAssertEqual(try XCTUnwrap(distance(reply)), 111.2 * 3 / 4 + 111.2, accuracy: 2)
        }
    }

    func test_route_allStopsNearestToOneTrappedRoad_stayOnItLikeOSRM() throws {
        // Road 7 - 8 - 9 is entered one way from the square and never left: a trap, off the main roads.
        let c = try LiftClient()
        XCTAssertEqual(importNetwork(c, try squareWithRoadBeyond(node7: [:], approach: ["oneway": "yes"])).status, LIFT_OK)
        // 167 and 278 m from node 2: the first alone would go there.
        let reply = route(c, [(60.0001, 24.005), (60.0001, 24.007)])
        XCTAssertEqual(reply.status, LIFT_OK)
        XCTAssertEqual(try waypoint(reply, 0).distance, 11.1, accuracy: 1)
        XCTAssertEqual(try waypoint(reply, 1).distance, 11.1, accuracy: 1)
        XCTAssertEqual(try XCTUnwrap(distance(reply)), 111.2, accuracy: 2)
    }

    func test_routeCar_parkingAisleShortcut_avoidedAsOSRMButDurationsStayTravelTime() throws {
        // Node 1 to node 2 straight along a parking aisle (111 m at 15 km/h: 26.7 s, counted as
        // 53.4 s) or over node 5 on a living street (130 m at 10 km/h: 46.7 s).
        var f = OSMFixture.square()
        f.node(5, 60.0003, 24.001)
        f.way(10, [1, 2], tags: ["highway": "service", "service": "parking_aisle"])
        f.way(11, [1, 5, 2], tags: ["highway": "living_street"])
        let c = try LiftClient()
        XCTAssertEqual(importNetwork(c, try f.write()).status, LIFT_OK)
        let around = route(c, [(60.0, 24.0), (60.0, 24.002)])
        XCTAssertEqual(try XCTUnwrap(distance(around)), 129.8, accuracy: 1)
        XCTAssertEqual(try XCTUnwrap(duration(around)), 46.7, accuracy: 0.2)
        // On the aisle itself, a quarter to three quarters: 55.6 m in 13.3 s (not the 26.7 s it counts for).
        let onAisle = route(c, [quarter, threeQuarters])
        XCTAssertEqual(try XCTUnwrap(distance(onAisle)), 55.6, accuracy: 1)
        XCTAssertEqual(try XCTUnwrap(duration(onAisle)), 13.3, accuracy: 0.2)
    }

    func test_route_tooManyStops_failsNamingStops() throws {
        let c = try LiftClient()
        let reply = route(c, Array(repeating: (60.17, 24.94), count: 101))
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.details?["path"] as? String, "stops")
    }

    func test_route_latitudeOutOfRange_failsNamingTheField() throws {
        let c = try LiftClient()
        let reply = route(c, [(91, 24.94), (60.16, 24.93)])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.details?["path"] as? String, "stops[0].lat")
    }

    func test_route_helsinkiAfterReopen_routesWithoutReimport() throws {
        let path = LiftClient.temporaryPath()
        let stops = [(60.1699, 24.9384), (60.1618, 24.9470), (60.1675, 24.9523)]
        var first: LiftClient? = try LiftClient(path: path)
        let imported = importNetwork(try XCTUnwrap(first), OSMFixture.helsinki)
        XCTAssertEqual(imported.status, LIFT_OK)
        let before = route(try XCTUnwrap(first), stops, ["geometry": "geojson"])
        XCTAssertEqual(before.status, LIFT_OK)
        first = nil
        let reopened = try LiftClient(path: path)
        let after = route(reopened, stops, ["geometry": "geojson"])
        XCTAssertEqual(after.status, LIFT_OK)
        XCTAssertEqual(distance(after), distance(before))
        XCTAssertEqual(duration(after), duration(before))
        XCTAssertGreaterThan(try XCTUnwrap(distance(after)), 1000)
        let waypoints = try XCTUnwrap(after.json["waypoints"] as? [[String: Any]])
        XCTAssertEqual(waypoints.compactMap { $0["waypoint_index"] as? Int }, [0, 1, 2])
        XCTAssertEqual((after.json["route"] as? [String: Any])?["legs"].map { ($0 as? [Any])?.count }, 2)
    }

    func test_route_geojsonWithLegGeometry_keepsTheShapeAtOSRMPrecision() throws {
        let c = try LiftClient()
        XCTAssertEqual(importNetwork(c, OSMFixture.helsinki).status, LIFT_OK)
        let reply = route(c, [(60.1699, 24.9384), (60.1618, 24.9470), (60.1675, 24.9523)],
                          ["geometry": "geojson", "leg_geometry": true])
        XCTAssertEqual(reply.status, LIFT_OK)
        XCTAssertEqual(Array(reply.json.keys).sorted(), ["kind", "optimize", "order", "profile", "route", "waypoints"])
        let r = try XCTUnwrap(reply.json["route"] as? [String: Any])
        let geometry = try XCTUnwrap(r["geometry"] as? [String: Any])
        XCTAssertEqual(geometry["type"] as? String, "LineString")
        let coordinates = try XCTUnwrap(geometry["coordinates"] as? [[Double]])
        XCTAssertGreaterThan(coordinates.count, 2)
        let legs = try XCTUnwrap(r["legs"] as? [[String: Any]])
        XCTAssertEqual(legs.count, 2)
        XCTAssertEqual(legs.compactMap { $0["from"] as? Int }, [0, 1])
        XCTAssertEqual(legs.compactMap { ($0["geometry"] as? [String: Any])?["type"] as? String }, ["LineString", "LineString"])
        let total = legs.compactMap { $0["distance"] as? Double }.reduce(0, +)
        XCTAssertEqual(try XCTUnwrap(r["distance"] as? Double), total, accuracy: 0.11)
        // Numbers at fixed precision: coordinates to 6 decimals, metres and seconds to 0.1.
        let waypoints = try XCTUnwrap(reply.json["waypoints"] as? [[String: Any]])
        for value in coordinates.flatMap({ $0 }) + waypoints.flatMap({ ($0["location"] as? [Double]) ?? [] }) {
            XCTAssertEqual(value, (value * 1e6).rounded() / 1e6, accuracy: 1e-9)
        }
        for value in legs.compactMap({ $0["duration"] as? Double }) + waypoints.compactMap({ $0["distance"] as? Double }) {
            XCTAssertEqual(value, (value * 10).rounded() / 10, accuracy: 1e-9)
        }
        XCTAssertEqual(reply.json["order"] as? [Int], [0, 1, 2])
    }

    func test_close_afterARouteReadTheNetworksChunks_leavesNoWALBehind() throws {
        // The route reads chunks through a connection of the cached network's own; closing the
        // handle closes that one first, so the handle's close is the file's last and folds the WAL in.
        let path = LiftClient.temporaryPath()
        var client: LiftClient? = try LiftClient(path: path)
        XCTAssertEqual(importNetwork(try XCTUnwrap(client), OSMFixture.helsinki).status, LIFT_OK)
        XCTAssertEqual(route(try XCTUnwrap(client), [(60.1699, 24.9384), (60.1618, 24.9470)]).status, LIFT_OK)
        client = nil
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + "-wal"))
        // The network's next route opens its chunk reader again.
        let reopened = try LiftClient(path: path)
        XCTAssertEqual(route(reopened, [(60.1699, 24.9384), (60.1618, 24.9470)]).status, LIFT_OK)
    }

    func test_route_storeFileNewToTheProcess_decodesTheStoredNetworkInPlace() throws {
        // The decoded-network cache is per file: a copy of the store is new to it, so its route
        // reads the BLOB from SQLite (in place, through the mapping) and decodes it.
        let path = LiftClient.temporaryPath(), copy = LiftClient.temporaryPath()
        let stops = [(60.1699, 24.9384), (60.1618, 24.9470)]
        var first: LiftClient? = try LiftClient(path: path)
        XCTAssertEqual(importNetwork(try XCTUnwrap(first), OSMFixture.helsinki).status, LIFT_OK)
        let before = route(try XCTUnwrap(first), stops)
        first = nil
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        let reopened = try LiftClient(path: copy)
        let after = route(reopened, stops)
        XCTAssertEqual(after.status, LIFT_OK)
        XCTAssertEqual(distance(after), distance(before))
        XCTAssertEqual(duration(after), duration(before))
        XCTAssertEqual((after.json["route"] as? [String: Any])?["geometry"] as? String,
                       (before.json["route"] as? [String: Any])?["geometry"] as? String)
    }

    func test_saveRoadNetwork_reimport_replacesVersion() throws {
        let c = try LiftClient()
        var f = OSMFixture.square()
        f.way(11, [1, 2, 3, 4, 1], tags: ["highway": "residential"])
        let file = try f.write()
        let v1 = (importNetwork(c, file).json["road_network"] as? [String: Any])?["version"] as? String
        let v2 = (importNetwork(c, file).json["road_network"] as? [String: Any])?["version"] as? String
        XCTAssertNotNil(v1)
        XCTAssertNotEqual(v1, v2)
        let listed = c.load(["kind": "road_network"])
        XCTAssertEqual(listed.json["total"] as? Int, 1)
        XCTAssertEqual(((listed.json["items"] as? [[String: Any]])?.first)?["version"] as? String, v2)
    }

    func test_routeRoundTrip_fourCorners_returnsToStartWithEveryStopOnce() throws {
        var f = OSMFixture.square()
        f.way(11, [1, 2, 3, 4, 1], tags: ["highway": "residential"])
        let c = try LiftClient()
        XCTAssertEqual(importNetwork(c, try f.write()).status, LIFT_OK)
        let reply = route(c, [(60.0, 24.001), (60.001, 24.001), (60.0005, 24.002), (60.0005, 24.0)], ["optimize": "round_trip"])
        XCTAssertEqual(reply.status, LIFT_OK)
        XCTAssertEqual((reply.json["route"] as? [String: Any])?["legs"].map { ($0 as? [Any])?.count }, 4)
        XCTAssertEqual(try XCTUnwrap(distance(reply)), 4 * 111.2, accuracy: 3)
    }
}
