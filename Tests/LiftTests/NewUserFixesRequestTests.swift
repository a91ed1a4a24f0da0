import CLift
import XCTest

/// What a new user hit, through the C contract: specific codes where a generic one was
/// answered, RFC 4180 CSV, and bulk counts on one day.
final class NewUserFixesRequestTests: XCTestCase {
    func test_saveWeight_zeroOrBelow_failsWeightOutOfRange() throws {
        let c = try LiftClient()
        for value in [0, -80] {
            let reply = c.save(["kind": "weight", "weight": ["date": "2024-03-01", "weight": value, "unit": "kg"]])
            XCTAssertEqual(reply.code, "weight_out_of_range", "\(value)")
            XCTAssertEqual(reply.details?["path"] as? String, "weight.weight")
        }
    }

    func test_saveGoal_gainBelowOrLoseAboveLatestWeight_failsGoalTargetNotAheadAndSavesNothing() throws {
        let c = try LiftClient()
        XCTAssertEqual(c.save(["kind": "weight", "weight": ["date": "2024-03-01", "weight": 80, "unit": "kg"]]).status, LIFT_OK)
        for (direction, target) in [("gain", 75), ("lose", 85), ("gain", 80)] as [(String, Int)] {
            let reply = c.save(["kind": "goal", "goal": ["category": "weight", "target": target, "unit": "kg", "direction": direction]])
            XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
            XCTAssertEqual(reply.code, "goal_target_not_ahead", "\(direction) \(target)")
            XCTAssertEqual(reply.details?["path"] as? String, "goal.target")
            XCTAssertEqual(reply.details?["direction"] as? String, direction)
        }
        XCTAssertEqual(c.load(["kind": "goal", "category": "weight"]).status, LIFT_E_NOT_FOUND)
        XCTAssertEqual(c.save(["kind": "goal", "goal": ["category": "weight", "target": 75, "unit": "kg", "direction": "lose"]]).status, LIFT_OK)
    }

    func test_saveRoutine_nameWithoutExercisesOrExercisesWithoutName_failsWithTheirCodes() throws {
        let c = try LiftClient()
        let noExercises = c.save(["kind": "routine", "routine": ["name": "Push", "exercises": [] as [Any]]])
        XCTAssertEqual(noExercises.code, "routine_exercises_required")
        XCTAssertEqual(noExercises.details?["path"] as? String, "routine.exercises")
        let noName = c.save(["kind": "routine", "routine": ["exercises": [["name": "Squat"]]]])
        XCTAssertEqual(noName.code, "routine_name_required")
        XCTAssertEqual(noName.details?["path"] as? String, "routine.name")
        XCTAssertEqual(c.load(["kind": "exercise"]).json["total"] as? Int, 0, "the named exercise was not created")
    }

    func test_saveWeightCSV_quotedFieldsAndCRLF_importAndAQuotedDecimalCommaIsNamed() throws {
        let c = try LiftClient()
        let ok = c.save(["kind": "weight_csv", "csv": "\"date\",\"weight\",\"unit\"\r\n\"2024-03-01\",\"80.5\",\"kg\"\r\n2024-03-02,81,kg\r\n"])
        XCTAssertEqual(ok.status, LIFT_OK)
        XCTAssertEqual(ok.json["saved"] as? Int, 2)
        let comma = c.save(["kind": "weight_csv", "csv": "date,weight\n2024-03-03,\"80,5\"\n"])
        XCTAssertEqual(comma.code, "invalid_csv")
        XCTAssertEqual(comma.details?["errors"] as? [String], ["line 2: weight: not a number (the decimal mark is a dot): 80,5"])
    }

    func test_saveSteps_manyEntriesOnOneDay_runningDayTotalsAreRight() throws {
        let c = try LiftClient()
        let items = (1...300).map { ["date": "2024-03-01", "amount": $0] as [String: Any] }
        let reply = c.save(["kind": "steps", "items": items])
        XCTAssertEqual(reply.status, LIFT_OK, "\(reply.json)")
        let day = c.load(["kind": "steps", "date": "2024-03-01"])
        XCTAssertEqual(day.json["day_total"] as? Int, 300 * 301 / 2)
    }

    func test_saveCompletion_measuredCalories_answeredBesideTheEstimateAndKeptOnAnEchoedSave() throws {
        let c = try LiftClient()
        let jogging = "00000000-0000-4000-8000-000000000024"
        let measured = c.save(["kind": "completion", "completion": ["workout_id": jogging, "duration": 1800,
                                                                    "date": "2026-11-20T07:00:00Z", "calories": 412.5]])
        let m = try XCTUnwrap(measured.json["completion"] as? [String: Any], "\(measured.json)")
        XCTAssertEqual(m["calories"] as? Double, 412.5)
        XCTAssertEqual(m["estimated_calories"] as? Double, 7.0 * 70 * 0.5)
        XCTAssertEqual(m["calories_measured"] as? Bool, true)
        let estimated = c.save(["kind": "completion", "completion": ["workout_id": jogging, "duration": 1800, "date": "2026-11-21T07:00:00Z"]])
        var echoed = try XCTUnwrap(estimated.json["completion"] as? [String: Any])
        XCTAssertEqual(echoed["calories_measured"] as? Bool, false)
        echoed["duration"] = 3600
        let resaved = try XCTUnwrap(c.save(["kind": "completion", "completion": echoed]).json["completion"] as? [String: Any])
        XCTAssertEqual(resaved["calories_measured"] as? Bool, false, "the echoed estimate is not taken for a measurement")
        XCTAssertEqual(resaved["calories"] as? Double, 7.0 * 70)
        let bad = c.save(["kind": "completion", "completion": ["workout_id": jogging, "duration": 60, "calories": -5]])
        XCTAssertEqual(bad.details?["path"] as? String, "completion.calories")
    }

    func test_saveCompletionOrRecord_afterTomorrowOrFinishedBeforeStarted_refusedWithTheirCodes() throws {
        let c = try LiftClient()
        let future = c.save(["kind": "completion", "completion": ["workout_id": "00000000-0000-4000-8000-000000000024", "duration": 60,
                                                                  "date": "2099-01-01T00:00:00Z"]])
        XCTAssertEqual(future.code, "date_in_future")
        XCTAssertEqual(future.details?["path"] as? String, "completion.date")
        let squat = try XCTUnwrap((c.save(["kind": "exercise", "exercise": ["name": "Squat"]]).json["exercise"] as? [String: Any])?["id"] as? String)
        let backwards = c.save(["kind": "routine_record", "routine_record": [
            "creation_date": "2026-11-20T18:00:00Z", "completion_date": "2026-11-20T17:00:00Z",
            "exercise_records": [["exercise_id": squat, "set_records": [["rep_count": 5, "weight": 100, "unit": "kg"]]]]]])
        XCTAssertEqual(backwards.code, "completion_before_creation")
        XCTAssertEqual(backwards.details?["path"] as? String, "routine_record.completion_date")
        XCTAssertEqual(c.load(["kind": "routine_record"]).json["total"] as? Int, 0)
    }

    func test_loadWeights_unit_convertsEveryEntryAndSaysSo() throws {
        let c = try LiftClient()
        XCTAssertEqual(c.save(["kind": "weight", "items": [["date": "2024-03-01", "weight": 80, "unit": "kg"],
                                                           ["date": "2024-03-02", "weight": 176, "unit": "lb"]]]).status, LIFT_OK)
        let inPounds = c.load(["kind": "weight", "unit": "lb"]).json["items"] as? [[String: Any]] ?? []
        XCTAssertEqual(inPounds.map { $0["unit"] as? String }, ["lb", "lb"])
        XCTAssertEqual(inPounds.compactMap { $0["weight"] as? Double }.max() ?? 0, 80 / 0.45359237, accuracy: 1e-9)
        XCTAssertTrue(inPounds.contains { $0["weight"] as? Double == 176 }, "an entry in the unit stays as entered")
        let latest = c.load(["kind": "weight", "latest": true, "unit": "kg"]).json["items"] as? [[String: Any]]
        XCTAssertEqual(latest?.first?["weight"] as? Double ?? 0, 176 * 0.45359237, accuracy: 1e-9)
        XCTAssertEqual(c.load(["kind": "weight", "unit": "stone"]).details?["path"] as? String, "unit")
    }
}
