import CLift
import XCTest

/// Every kind that computes days, weeks or months, at the two ends of the calendar the wire can
/// spell (0001-01-01, 9999-12-31): answered inside it, or refused naming the field.
final class DateEdgeRequestTests: XCTestCase {
    private let jogging = "00000000-0000-4000-8000-000000000024"
    /// 9999-12-31T23:59:59.999Z: "today" is the calendar's last day.
    private let lastMillisecond: Int64 = 253_402_300_799_999

    private func stats(_ c: LiftClient, _ request: [String: Any]) -> [String: Any] {
        var r = request
        r["kind"] = "stats"
        return c.load(r).json["stats"] as? [String: Any] ?? [:]
    }

    private func assertRefused(_ reply: LiftClient.Reply, code: String, path: String,
                               file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST, file: file, line: line)
        XCTAssertEqual(reply.code, code, file: file, line: line)
        XCTAssertEqual(reply.details?["path"] as? String, path, file: file, line: line)
    }

    func test_loadStats_weekOf9999_12_31_failsDateOutOfRangeNamingDate() throws {
        let c = try LiftClient()
        assertRefused(c.load(["kind": "stats", "period": "week", "date": "9999-12-31"]), code: "date_out_of_range", path: "date")
        assertRefused(c.load(["kind": "stats", "period": "week", "date": "9999-12-27"]), code: "date_out_of_range", path: "date")
    }

    func test_loadStats_lastDayMonthAndWholeWeek_endOn9999() throws {
        let c = try LiftClient()
        let day = stats(c, ["period": "day", "date": "9999-12-31"])
        XCTAssertEqual([day["from"] as? String, day["to"] as? String], ["9999-12-31", "9999-12-31"])
        let month = stats(c, ["period": "month", "date": "9999-12-31"])
        XCTAssertEqual([month["from"] as? String, month["to"] as? String], ["9999-12-01", "9999-12-31"])
        let week = stats(c, ["period": "week", "date": "9999-12-26"])
        XCTAssertEqual([week["from"] as? String, week["to"] as? String], ["9999-12-20", "9999-12-26"])
        let custom = stats(c, ["period": "custom", "from": "9999-12-01", "to": "9999-12-31"])
        XCTAssertEqual(custom["to"] as? String, "9999-12-31")
    }

    func test_loadStats_firstDayWeekMonth_startOn0001_01_01() throws {
        let c = try LiftClient()
        for (period, to) in [("day", "0001-01-01"), ("week", "0001-01-07"), ("month", "0001-01-31")] {
            let s = stats(c, ["period": period, "date": "0001-01-01"])
            XCTAssertEqual([s["from"] as? String, s["to"] as? String], ["0001-01-01", to], period)
        }
    }

    func test_loadStats_completionOnTheFirstDayCountedAndOneOnTheLastRefusedAsFuture() throws {
        let c = try LiftClient()
        let first = c.save(["kind": "completion", "completion": ["workout_id": jogging, "duration": 600, "date": "0001-01-01T00:00:00Z"]])
        XCTAssertEqual((first.json["completion"] as? [String: Any])?["date"] as? String, "0001-01-01T00:00:00Z")
        let last = c.save(["kind": "completion", "completion": ["workout_id": jogging, "duration": 600, "date": "9999-12-31T23:59:59.999Z"]])
        assertRefused(last, code: "date_in_future", path: "completion.date")
        XCTAssertEqual(stats(c, ["period": "week", "date": "0001-01-03"])["workouts_completed"] as? Int, 1)
        XCTAssertEqual(stats(c, ["period": "month", "date": "9999-12-31"])["workouts_completed"] as? Int, 0)
        XCTAssertEqual(stats(c, ["period": "custom", "from": "0001-01-01", "to": "0001-01-01"])["workouts_completed"] as? Int, 1)
    }

    func test_saveCompletion_offsetMovesDateOffCalendar_failsNamingDateAndSavesNothing() throws {
        let c = try LiftClient()
        for date in ["9999-12-31T23:59:59-00:01", "0001-01-01T00:00:00+01:00"] {
            assertRefused(c.save(["kind": "completion", "completion": ["workout_id": jogging, "duration": 600, "date": date]]),
                          code: "invalid_request", path: "completion.date")
        }
        XCTAssertEqual(c.load(["kind": "completion"]).json["total"] as? Int, 0)
    }

    func test_saveCompletion_leapSecond_failsNamingDateAndSavesNothing() throws {
        let c = try LiftClient()
        let reply = c.save(["kind": "completion", "completion": ["workout_id": jogging, "duration": 600, "date": "2016-12-31T23:59:60Z"]])
        assertRefused(reply, code: "invalid_request", path: "completion.date")
        XCTAssertTrue((reply.error?["message"] as? String ?? "").contains("leap second"))
        XCTAssertEqual(c.load(["kind": "completion"]).json["total"] as? Int, 0)
    }

    func test_saveRoutineRecord_firstInstantSavedAndEchoedLastRefusedAsFuture() throws {
        let c = try LiftClient()
        let exercise = try XCTUnwrap((c.save(["kind": "exercise", "exercise": ["name": "Squat"]]).json["exercise"] as? [String: Any])?["id"] as? String)
        let reply = c.save(["kind": "routine_record", "routine_record": [
            "creation_date": "0001-01-01T00:00:00Z", "completion_date": "0001-01-01T00:30:00.001Z",
            "exercise_records": [["exercise_id": exercise, "set_records": [["rep_count": 5, "weight": 100, "unit": "kg"]]]]]])
        XCTAssertEqual(reply.status, LIFT_OK)
        let saved = reply.json["routine_record"] as? [String: Any]
        XCTAssertEqual(saved?["creation_date"] as? String, "0001-01-01T00:00:00Z")
        XCTAssertEqual(saved?["completion_date"] as? String, "0001-01-01T00:30:00.001Z")
        let future = c.save(["kind": "routine_record", "routine_record": [
            "creation_date": "0001-01-01T00:00:00Z", "completion_date": "9999-12-31T23:59:59.999Z",
            "exercise_records": [["exercise_id": exercise, "set_records": [["rep_count": 5, "weight": 100, "unit": "kg"]]]]]])
        assertRefused(future, code: "date_in_future", path: "routine_record.completion_date")
        XCTAssertEqual(stats(c, ["period": "day", "date": "0001-01-01"])["sets_performed"] as? Int, 1)
    }

    func test_loadSeries_firstDays_groupIntoYearOne() throws {
        let c = try LiftClient()
        XCTAssertEqual(c.save(["kind": "weight", "items": [["date": "0001-01-01", "weight": 80, "unit": "kg"],
                                                           ["date": "0001-01-09", "weight": 82, "unit": "kg"]]]).status, LIFT_OK)
        for (group, labels) in [("day", ["0001-01-01", "0001-01-09"]), ("week", ["0001-W01", "0001-W02"]), ("month", ["0001-01"])] {
            let reply = c.load(["kind": "series", "category": "weight", "from": "0001-01-01", "to": "0001-12-31", "group": group])
            let points = reply.json["points"] as? [[String: Any]] ?? []
            XCTAssertEqual(points.compactMap { $0["label"] as? String }, labels, group)
            XCTAssertEqual(points.first?["start"] as? String, "0001-01-01", group)
        }
    }

    func test_loadSeries_todayIsLastDay_groupsInto9999() throws {
        let c = try LiftClient(options: "{\"clock_ms\":\(lastMillisecond)}")
        XCTAssertEqual(c.save(["kind": "weight", "weight": ["date": "9999-12-31", "weight": 80, "unit": "kg"]]).status, LIFT_OK)
        for (group, start, label) in [("day", "9999-12-31", "9999-12-31"), ("week", "9999-12-27", "9999-W52"),
                                      ("month", "9999-12-01", "9999-12")] {
            let reply = c.load(["kind": "series", "category": "weight", "from": "9999-12-01", "to": "9999-12-31", "group": group])
            let point = (reply.json["points"] as? [[String: Any]])?.first
            XCTAssertEqual(point?["start"] as? String, start, group)
            XCTAssertEqual(point?["label"] as? String, label, group)
        }
        XCTAssertEqual(c.load(["kind": "weight_csv"]).json["csv"] as? String, "date,weight,unit\n9999-12-31,80,kg\n")
        let export = c.load(["kind": "body_log"]).json["weight"] as? [[String: Any]]
        XCTAssertEqual(export?.first?["date"] as? String, "9999-12-31")
    }

    func test_loadStats_todayIsLastDayWithoutDate_weekRefusedDayAnswered() throws {
        let c = try LiftClient(options: "{\"clock_ms\":\(lastMillisecond)}")
        assertRefused(c.load(["kind": "stats", "period": "week"]), code: "date_out_of_range", path: "date")
        XCTAssertEqual(stats(c, ["period": "day"])["to"] as? String, "9999-12-31")
    }

    func test_saveGoal_dateOnLastDay_savedWithProgress() throws {
        let c = try LiftClient()
        _ = c.save(["kind": "weight", "weight": ["date": "2024-03-01", "weight": 90, "unit": "kg"]])
        let reply = c.save(["kind": "goal", "goal": ["category": "weight", "target": 80, "unit": "kg", "direction": "lose",
                                                     "date": "9999-12-31"]])
        XCTAssertEqual(reply.status, LIFT_OK)
        XCTAssertEqual((reply.json["goal"] as? [String: Any])?["date"] as? String, "9999-12-31")
    }

    func test_saveGoal_todayIsLastDay_anyDateFailsNamingGoalDate() throws {
        let c = try LiftClient(options: "{\"clock_ms\":\(lastMillisecond)}")
        let reply = c.save(["kind": "goal", "goal": ["category": "weight", "target": 80, "unit": "kg", "direction": "lose",
                                                     "start": 90, "date": "9999-12-31"]])
        assertRefused(reply, code: "invalid_request", path: "goal.date")
    }

    func test_open_clockAfterLastMillisecond_failsNamingClock() {
        XCTAssertNoThrow(try LiftClient(options: "{\"clock_ms\":\(lastMillisecond)}"))
        XCTAssertThrowsError(try LiftClient(options: "{\"clock_ms\":\(lastMillisecond + 1)}")) { error in
            XCTAssertEqual((error as NSError).code, Int(LIFT_E_INVALID_REQUEST))
            XCTAssertTrue((error as NSError).localizedDescription.contains("clock_ms"))
        }
    }
}
