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
}
