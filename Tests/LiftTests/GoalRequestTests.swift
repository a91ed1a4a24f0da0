import CLift
import Foundation
import XCTest

/// kind "goal" through the C contract. Today is the real clock here, so dates are relative to it.
final class GoalRequestTests: XCTestCase {
    private func day(_ offset: Int) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd"
        return f.string(from: Date().addingTimeInterval(Double(offset) * 86_400))
    }

    private func progress(_ reply: LiftClient.Reply) -> [String: Any] {
        ((reply.json["goal"] as? [String: Any])?["progress"] as? [String: Any]) ?? [:]
    }

    func test_saveGoal_weightLose_startsFromLatestWeightAndMeasuresProgress() throws {
        let c = try LiftClient()
        _ = c.save(["kind": "weight", "weight": ["date": day(-1), "weight": 176.3696, "unit": "lb"]])  // 80 kg
        let saved = c.save(["kind": "goal", "goal": ["category": "weight", "target": 70, "unit": "kg", "direction": "lose"]])
        XCTAssertEqual(saved.status, LIFT_OK)
        let start = try XCTUnwrap((saved.json["goal"] as? [String: Any])?["start"] as? Double)
        XCTAssertEqual(start, 80, accuracy: 0.001)
        _ = c.save(["kind": "weight", "weight": ["date": day(0), "weight": 75, "unit": "kg"]])
        let p = progress(c.load(["kind": "goal", "category": "weight"]))
        XCTAssertEqual(p["current"] as? Double, 75)
        XCTAssertEqual(p["remaining"] as? Double, 5)
        XCTAssertEqual(p["percent"] as? Double ?? 0, 50, accuracy: 0.1)
        XCTAssertTrue(p["on_track"] is NSNull)
    }

    func test_saveGoal_withDate_reportsOnTrack() throws {
        let c = try LiftClient()
        let saved = c.save(["kind": "goal", "goal": ["category": "weight", "target": 70, "unit": "kg", "direction": "lose",
                                                     "start": 80, "date": day(30)]])
        XCTAssertEqual(saved.status, LIFT_OK)
        _ = c.save(["kind": "weight", "weight": ["date": day(0), "weight": 79, "unit": "kg"]])
        XCTAssertEqual(progress(c.load(["kind": "goal", "category": "weight"]))["on_track"] as? Bool, true)
    }

    func test_saveGoal_dailySteps_progressIsTodaysTotal() throws {
        let c = try LiftClient()
        _ = c.save(["kind": "steps", "steps": ["date": day(0), "amount": 2500]])
        _ = c.save(["kind": "steps", "steps": ["date": day(0), "amount": 2500]])
        let reply = c.save(["kind": "goal", "goal": ["category": "steps", "target": 10000]])
        let p = progress(reply)
        XCTAssertEqual(p["current"] as? Double, 5000)
        XCTAssertEqual(p["remaining"] as? Double, 5000)
        XCTAssertEqual(p["percent"] as? Double, 50)
        XCTAssertEqual(p["reached"] as? Bool, false)
    }

    func test_saveGoal_sameCategoryTwice_keepsOne() throws {
        let c = try LiftClient()
        _ = c.save(["kind": "goal", "goal": ["category": "calories", "target": 2000]])
        _ = c.save(["kind": "goal", "goal": ["category": "calories", "target": 1800]])
        let all = c.load(["kind": "goal"])
        XCTAssertEqual(all.json["total"] as? Int, 1)
        XCTAssertEqual((all.json["items"] as? [[String: Any]])?.first?["target"] as? Double, 1800)
    }

    func test_loadGoal_none_emptyListAndNotFoundByCategory() throws {
        let c = try LiftClient()
        XCTAssertEqual(c.load(["kind": "goal"]).json["total"] as? Int, 0)
        XCTAssertEqual(c.load(["kind": "goal", "category": "steps"]).status, LIFT_E_NOT_FOUND)
    }

    func test_removeGoal_byCategory_removesIt() throws {
        let c = try LiftClient()
        _ = c.save(["kind": "goal", "goal": ["category": "calories", "target": 2000]])
        XCTAssertEqual(c.remove(["kind": "goal", "category": "calories"]).json["removed"] as? Int, 1)
        XCTAssertEqual(c.remove(["kind": "goal", "category": "calories"]).status, LIFT_E_NOT_FOUND)
    }

    func test_saveGoal_sadPaths_failNamingTheField() throws {
        let c = try LiftClient()
        let cases: [([String: Any], String, String?)] = [
            (["category": "sleep", "target": 8], "goal.category", "unknown_category"),
            (["category": "weight", "target": 70, "unit": "kg"], "goal.direction", nil),
            (["category": "weight", "target": 70, "direction": "lose"], "goal.unit", nil),
            (["category": "weight", "target": 0, "unit": "kg", "direction": "lose"], "goal.target", nil),
            (["category": "weight", "target": 70, "unit": "st", "direction": "lose"], "goal.unit", nil),
            (["category": "weight", "target": 70, "unit": "kg", "direction": "down"], "goal.direction", nil),
            (["category": "weight", "target": 70, "unit": "kg", "direction": "lose", "date": day(0)], "goal.date", nil),
            (["category": "steps", "target": -1], "goal.target", nil),
            (["category": "steps", "target": 100, "direction": "gain"], "goal.direction", nil),
            (["category": "calories", "target": 2000, "date": day(10)], "goal.date", nil),
        ]
        for (goal, path, code) in cases {
            let reply = c.save(["kind": "goal", "goal": goal])
            XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST, "\(goal)")
            XCTAssertEqual(reply.details?["path"] as? String, path, "\(goal)")
            if let code { XCTAssertEqual(reply.code, code) }
        }
        XCTAssertEqual(c.load(["kind": "goal"]).json["total"] as? Int, 0)
        XCTAssertEqual(c.load(["kind": "goal", "category": "sleep"]).code, "unknown_category")
    }
}
