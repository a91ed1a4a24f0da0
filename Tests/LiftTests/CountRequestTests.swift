import CLift
import XCTest

/// kinds "calories" and "steps" through the C contract: adding entries vs setting a day's total.
final class CountRequestTests: XCTestCase {
    private func add(_ c: LiftClient, _ kind: String, _ date: String, amount: Any) -> LiftClient.Reply {
        c.save(["kind": kind, kind: ["date": date, "amount": amount]])
    }

    func test_saveCalories_twoEntriesSameDay_addUp() throws {
        let c = try LiftClient()
        XCTAssertEqual(add(c, "calories", "2024-03-01", amount: 300).json["day_total"] as? Int, 300)
        XCTAssertEqual(add(c, "calories", "2024-03-01", amount: 450).json["day_total"] as? Int, 750)
        let day = c.load(["kind": "calories", "date": "2024-03-01"])
        XCTAssertEqual(day.json["day_total"] as? Int, 750)
        XCTAssertEqual(day.json["total"] as? Int, 2)
    }

    func test_saveSteps_total_replacesThatDaysEntries() throws {
        let c = try LiftClient()
        _ = add(c, "steps", "2024-03-01", amount: 1000)
        _ = add(c, "steps", "2024-03-01", amount: 2000)
        _ = add(c, "steps", "2024-03-02", amount: 5)
        let reply = c.save(["kind": "steps", "steps": ["date": "2024-03-01", "total": 8500]])
        XCTAssertEqual(reply.status, LIFT_OK)
        XCTAssertEqual(reply.json["day_total"] as? Int, 8500)
        XCTAssertEqual(c.load(["kind": "steps", "date": "2024-03-01"]).json["total"] as? Int, 1)
        XCTAssertEqual(c.load(["kind": "steps", "date": "2024-03-02"]).json["day_total"] as? Int, 5)
    }

    func test_saveSteps_totalTwice_lastTotalWins() throws {
        let c = try LiftClient()
        _ = c.save(["kind": "steps", "steps": ["date": "2024-03-01", "total": 8500]])
        _ = c.save(["kind": "steps", "steps": ["date": "2024-03-01", "total": 9100]])
        XCTAssertEqual(c.load(["kind": "steps", "date": "2024-03-01"]).json["day_total"] as? Int, 9100)
    }

    func test_loadCalories_empty_deliversEmptyListAndZeroTotal() throws {
        let c = try LiftClient()
        let all = c.load(["kind": "calories"])
        XCTAssertEqual(all.status, LIFT_OK)
        XCTAssertEqual((all.json["items"] as? [Any])?.count, 0)
        XCTAssertEqual(c.load(["kind": "calories", "date": "2024-03-01"]).json["day_total"] as? Int, 0)
    }

    func test_caloriesAndSteps_keptApart() throws {
        let c = try LiftClient()
        _ = add(c, "calories", "2024-03-01", amount: 300)
        XCTAssertEqual(c.load(["kind": "steps"]).json["total"] as? Int, 0)
    }

    func test_removeCalories_byID_dropsFromDayTotal() throws {
        let c = try LiftClient()
        let id = try XCTUnwrap((add(c, "calories", "2024-03-01", amount: 300).json["calories"] as? [String: Any])?["id"] as? String)
        _ = add(c, "calories", "2024-03-01", amount: 200)
        XCTAssertEqual(c.remove(["kind": "calories", "id": id]).json["removed"] as? Int, 1)
        XCTAssertEqual(c.load(["kind": "calories", "date": "2024-03-01"]).json["day_total"] as? Int, 200)
        XCTAssertEqual(c.remove(["kind": "steps", "id": id]).status, LIFT_E_NOT_FOUND)
    }

    func test_saveCounts_sadPaths_failNamingTheField() throws {
        let c = try LiftClient()
        let cases: [(String, [String: Any], String, String?)] = [
            ("calories", ["date": "2024-03-01", "amount": -1], "calories.amount", "negative_amount"),
            ("steps", ["date": "2024-03-01", "total": -5], "steps.total", "negative_amount"),
            ("steps", ["date": "2024-03-01", "amount": 1.5], "steps.amount", "wrong_type"),
            ("steps", ["date": "2024-03-01"], "steps.amount", nil),
            ("steps", ["date": "2024-03-01", "amount": 1, "total": 2], "steps.total", nil),
            ("calories", ["date": "2999-01-01", "amount": 1], "calories.date", "date_in_future"),
            ("calories", ["date": "2024-13-01", "amount": 1], "calories.date", nil),
        ]
        for (kind, body, path, code) in cases {
            let reply = c.save(["kind": kind, kind: body])
            XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST, "\(body)")
            XCTAssertEqual(reply.details?["path"] as? String, path, "\(body)")
            if let code { XCTAssertEqual(reply.code, code, "\(body)") }
        }
        XCTAssertEqual(c.load(["kind": "calories"]).json["total"] as? Int, 0)
        XCTAssertEqual(c.load(["kind": "steps"]).json["total"] as? Int, 0)
    }

    func test_saveCalories_bulkWithOneNegative_savesNothing() throws {
        let c = try LiftClient()
        let reply = c.save(["kind": "calories", "items": [["date": "2024-03-01", "amount": 100],
                                                          ["date": "2024-03-01", "amount": -100]]])
        XCTAssertEqual(reply.details?["path"] as? String, "items[1].amount")
        XCTAssertEqual(c.load(["kind": "calories"]).json["total"] as? Int, 0)
    }
}
