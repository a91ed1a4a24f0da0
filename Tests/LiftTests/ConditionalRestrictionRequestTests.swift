import CLift
import XCTest

/// road_network's `restrictions_at`: the instant, on the request's `time_zone` clock, at which
/// `restriction:conditional` relations are judged.
final class ConditionalRestrictionRequestTests: XCTestCase {
    private func network(_ extra: [String: Any], top: [String: Any] = [:]) throws -> (LiftClient, LiftClient.Reply) {
        var f = OSMFixture.junction()
        f.conditionalRestriction(30, "no_left_turn @ (Mo-Fr 07:00-09:00)", from: 20, via: 1, to: 22)
        var body: [String: Any] = ["path": try f.write(), "profile": "car"]
        for (k, v) in extra { body[k] = v }
        var request: [String: Any] = ["kind": "road_network", "road_network": body]
        for (k, v) in top { request[k] = v }
        let c = try LiftClient()
        return (c, c.save(request))
    }

    private func distance(_ c: LiftClient) throws -> Double {
        let reply = c.route(["stops": [["lat": 60.000, "lon": 23.999], ["lat": 60.0005, "lon": 24.000]]])
        return try XCTUnwrap((reply.json["route"] as? [String: Any])?["distance"] as? Double)
    }

    private func stat(_ reply: LiftClient.Reply, _ key: String) -> Int? {
        (reply.json["road_network"] as? [String: Any])?[key] as? Int
    }

    func test_saveRoadNetwork_restrictionsAtInsideTheCondition_appliesTheRestriction() throws {
        // 08:00 on a Thursday in UTC.
        let (c, reply) = try network(["restrictions_at": "2026-11-26T08:00:00Z"])
        XCTAssertEqual(reply.status, LIFT_OK)
        XCTAssertEqual(stat(reply, "restrictions"), 1)
        XCTAssertEqual(try distance(c), 55.6 + 3 * 111.2 + 55.6, accuracy: 2)
    }

    func test_saveRoadNetwork_restrictionsAtInTheRequestsTimeZone_judgedOnItsClock() throws {
        // 08:00Z is 10:00 in Helsinki: past the condition.
        let (c, reply) = try network(["restrictions_at": "2026-11-26T08:00:00Z"], top: ["time_zone": "Europe/Helsinki"])
        XCTAssertEqual(reply.status, LIFT_OK)
        XCTAssertEqual(stat(reply, "restrictions"), 0)
        XCTAssertEqual(try distance(c), 55.6 + 55.6, accuracy: 1)
    }

    func test_saveRoadNetwork_noRestrictionsAt_countsTheConditionalAsSkipped() throws {
        let (c, reply) = try network([:])
        XCTAssertEqual(reply.status, LIFT_OK)
        XCTAssertEqual(stat(reply, "skipped_restrictions"), 1)
        XCTAssertEqual(try distance(c), 55.6 + 55.6, accuracy: 1)
    }

    func test_saveRoadNetwork_malformedRestrictionsAt_failsNamingIt() throws {
        let (_, reply) = try network(["restrictions_at": "thursday morning"])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.details?["path"] as? String, "road_network.restrictions_at")
    }

    func test_saveRoadNetwork_unknownTimeZone_failsNamingIt() throws {
        let (_, reply) = try network(["restrictions_at": "2026-11-26T08:00:00Z"], top: ["time_zone": "Mars/Olympus"])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.details?["path"] as? String, "time_zone")
    }
}
