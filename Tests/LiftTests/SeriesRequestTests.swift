import CLift
import XCTest

/// kind "series" through the C contract: grouping, statistics and unit conversion to 0.01.
final class SeriesRequestTests: XCTestCase {
    private func points(_ r: LiftClient.Reply) -> [[String: Any]] { r.json["points"] as? [[String: Any]] ?? [] }

    func test_loadSeries_weightByWeekInPounds_statsPerISOWeek() throws {
        let c = try LiftClient()
        // Mon 4 - Sun 10 March 2024 is 2024-W10; Mon 11 is W11.
        let weights: [(String, Double, String)] = [("2024-03-04", 80, "kg"), ("2024-03-06", 82, "kg"),
                                                   ("2024-03-10", 81, "kg"),
                                                   ("2024-03-11", 176, "lb")]
        _ = c.save(["kind": "weight", "items": weights.map { ["date": $0.0, "weight": $0.1, "unit": $0.2] }])
        let reply = c.load(["kind": "series", "category": "weight", "from": "2024-03-01", "to": "2024-03-31",
                            "group": "week", "unit": "lb"])
        XCTAssertEqual(reply.status, LIFT_OK)
        XCTAssertEqual(reply.json["unit"] as? String, "lb")
        let p = points(reply)
        XCTAssertEqual(p.compactMap { $0["label"] as? String }, ["2024-W10", "2024-W11"])
        XCTAssertEqual(p.compactMap { $0["start"] as? String }, ["2024-03-04", "2024-03-11"])
        XCTAssertEqual(p.first?["count"] as? Int, 3)
        XCTAssertEqual(p.first?["min"] as? Double, 176.37)   // converted: derived, to 0.01
        XCTAssertEqual(p.first?["max"] as? Double, 180.78)
        XCTAssertEqual(p.last?["mean"] as? Double, 176)   // stored in lb, asked in lb: untouched
        XCTAssertEqual((reply.json["overall"] as? [String: Any])?["count"] as? Int, 4)
    }

    func test_loadSeries_caloriesByMonth_sumsDayTotals() throws {
        let c = try LiftClient()
        for (d, a) in [("2024-01-05", 500), ("2024-01-05", 700), ("2024-01-20", 2000), ("2024-02-01", 1800)] {
            _ = c.save(["kind": "calories", "calories": ["date": d, "amount": a]])
        }
        let reply = c.load(["kind": "series", "category": "calories", "from": "2024-01-01", "to": "2024-12-31", "group": "month"])
        let p = points(reply)
        XCTAssertEqual(p.compactMap { $0["label"] as? String }, ["2024-01", "2024-02"])
        XCTAssertEqual(p.first?["count"] as? Int, 2)           // two days logged in January
        XCTAssertEqual(p.first?["sum"] as? Double, 3200)
        XCTAssertEqual(p.first?["min"] as? Double, 1200)       // 5 Jan: 500 + 700
        XCTAssertEqual(p.first?["mean"] as? Double, 1600)
        XCTAssertNil(reply.json["unit"])
    }

    func test_loadSeries_emptyRange_noPointsNullOverall() throws {
        let c = try LiftClient()
        let reply = c.load(["kind": "series", "category": "steps", "from": "2024-01-01", "to": "2024-01-31"])
        XCTAssertEqual(reply.status, LIFT_OK)
        XCTAssertEqual(points(reply).count, 0)
        XCTAssertTrue(reply.json["overall"] is NSNull)
        XCTAssertEqual(reply.json["group"] as? String, "day")
    }

    func test_loadSeries_sadPaths_failNamingTheField() throws {
        let c = try LiftClient()
        let cases: [([String: Any], String)] = [
            (["category": "sleep", "from": "2024-01-01", "to": "2024-01-02"], "category"),
            (["category": "weight", "from": "2024-01-02", "to": "2024-01-01"], "to"),
            (["category": "weight", "from": "2024-01-01", "to": "2024-01-02", "group": "year"], "group"),
            (["category": "weight", "from": "2024-01-01", "to": "2024-01-02", "unit": "st"], "unit"),
            (["category": "steps", "from": "2024-01-01", "to": "2024-01-02", "unit": "kg"], "unit"),
            (["category": "weight", "to": "2024-01-02"], "from"),
        ]
        for (body, path) in cases {
            var request = body
            request["kind"] = "series"
            let reply = c.load(request)
            XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST, "\(body)")
            XCTAssertEqual(reply.details?["path"] as? String, path, "\(body)")
        }
    }
}
