import CLift
import Foundation
import XCTest

/// WorkoutTracker's catalog, completions, weekly goal and stats through the C contract.
final class WorkoutRequestTests: XCTestCase {
    private let jogging = "00000000-0000-4000-8000-000000000024"   // built-in "Jogging", MET 7.0

    private func items(_ reply: LiftClient.Reply) -> [[String: Any]] { reply.json["items"] as? [[String: Any]] ?? [] }

    func test_loadWorkouts_freshStore_listsBuiltInCatalogWithMetAndInstructions() throws {
        let c = try LiftClient()
        let all = items(c.load(["kind": "workout"]))
        XCTAssertGreaterThanOrEqual(all.count, 40)
        let jog = try XCTUnwrap(all.first { $0["id"] as? String == jogging })
        XCTAssertEqual(jog["name"] as? String, "Jogging")
        XCTAssertEqual(jog["met"] as? Double, 7.0)
        XCTAssertEqual(jog["compendium_code"] as? String, "12020")
        XCTAssertEqual(jog["built_in"] as? Bool, true)
        XCTAssertTrue(items(c.load(["kind": "workout", "category": "mobility"])).allSatisfy { $0["category"] as? String == "mobility" })
    }

    func test_saveWorkout_custom_isListedAndRemovable() throws {
        let c = try LiftClient()
        let reply = c.save(["kind": "workout", "workout": ["name": "Sled push", "category": "strength", "met": 8.0, "muscles": ["legs"]]])
        XCTAssertEqual(reply.status, LIFT_OK)
        let id = try XCTUnwrap((reply.json["workout"] as? [String: Any])?["id"] as? String)
        XCTAssertEqual((c.load(["kind": "workout", "id": id]).json["workout"] as? [String: Any])?["built_in"] as? Bool, false)
        XCTAssertEqual(c.remove(["kind": "workout", "id": id]).status, LIFT_OK)
        XCTAssertEqual(c.load(["kind": "workout", "id": id]).status, LIFT_E_NOT_FOUND)
    }

    func test_saveWorkout_nameOfBuiltIn_failsDuplicateName() throws {
        let c = try LiftClient()
        let reply = c.save(["kind": "workout", "workout": ["name": " jogging ", "category": "cardio", "met": 7.0]])
        XCTAssertEqual(reply.status, LIFT_E_CONFLICT)
        XCTAssertEqual(reply.code, "duplicate_workout_name")
    }

    func test_saveWorkout_metOutOfRange_failsInvalidNamingPath() throws {
        let c = try LiftClient()
        let reply = c.save(["kind": "workout", "workout": ["name": "X", "category": "cardio", "met": 0]])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.details?["path"] as? String, "workout.met")
    }

    func test_removeWorkout_builtIn_failsConflictAndKeepsIt() throws {
        let c = try LiftClient()
        let reply = c.remove(["kind": "workout", "id": jogging])
        XCTAssertEqual(reply.status, LIFT_E_CONFLICT)
        XCTAssertEqual(reply.code, "built_in_workout")
        XCTAssertEqual(c.load(["kind": "workout", "id": jogging]).status, LIFT_OK)
        let edit = c.save(["kind": "workout", "workout": ["id": jogging, "name": "Jog", "category": "cardio", "met": 7.0]])
        XCTAssertEqual(edit.code, "built_in_workout")
    }

    func test_saveCompletion_noWeightLogged_usesDefault70kgForCalories() throws {
        let c = try LiftClient()
        let reply = c.save(["kind": "completion", "completion": ["workout_id": jogging, "duration": 1800, "date": "2026-11-20T07:00:00Z"]])
        XCTAssertEqual(reply.status, LIFT_OK)
        let done = try XCTUnwrap(reply.json["completion"] as? [String: Any])
        XCTAssertEqual(done["body_weight_kg"] as? Double, 70)
        XCTAssertEqual(try XCTUnwrap(done["calories"] as? Double), 7.0 * 70 * 0.5, accuracy: 1e-9)
        XCTAssertEqual(done["date"] as? String, "2026-11-20T07:00:00Z")
    }

    func test_saveCompletion_weightsLogged_usesLatestWeightOnOrBeforeThatDayInKilograms() throws {
        let c = try LiftClient()
        XCTAssertEqual(c.save(["kind": "weight", "weight": ["date": "2026-11-10", "weight": 80, "unit": "kg"]]).status, LIFT_OK)
        XCTAssertEqual(c.save(["kind": "weight", "weight": ["date": "2026-11-18", "weight": 200, "unit": "lb"]]).status, LIFT_OK)
        XCTAssertEqual(c.save(["kind": "weight", "weight": ["date": "2026-11-21", "weight": 60, "unit": "kg"]]).status, LIFT_OK)
        let reply = c.save(["kind": "completion", "completion": ["workout_id": jogging, "duration": 3600, "date": "2026-11-20T07:00:00Z"]])
        let done = try XCTUnwrap(reply.json["completion"] as? [String: Any])
        // 200 lb = 90.718474 kg, to 0.01; 7.0 MET x 90.718474 kg x 1 h = 635.029318 kcal, to 0.1.
        XCTAssertEqual(done["body_weight_kg"] as? Double, 90.72)
        XCTAssertEqual(done["calories"] as? Double, 635.0)
    }

    func test_saveCompletion_noDate_defaultsToNow() throws {
        let c = try LiftClient()
        let before = Date()
        let done = try XCTUnwrap(c.save(["kind": "completion", "completion": ["workout_id": jogging, "duration": 60]]).json["completion"] as? [String: Any])
        let date = try XCTUnwrap(ISO8601DateFormatter().date(from: (done["date"] as? String ?? "").replacingOccurrences(of: #"\.\d+"#, with: "", options: .regularExpression)))
        XCTAssertGreaterThanOrEqual(date.timeIntervalSince1970, before.timeIntervalSince1970.rounded(.down) - 1)
    }

    func test_saveCompletion_distance_loadsBackAndNullClearsIt() throws {
        let c = try LiftClient()
        let reply = c.save(["kind": "completion", "completion": ["workout_id": jogging, "duration": 1800, "distance": 5012.5]])
        XCTAssertEqual(reply.status, LIFT_OK, "\(reply.json)")
        let id = try XCTUnwrap((reply.json["completion"] as? [String: Any])?["id"] as? String)
        XCTAssertEqual((c.load(["kind": "completion", "id": id]).json["completion"] as? [String: Any])?["distance"] as? Double, 5012.5)
        _ = c.save(["kind": "completion", "completion": ["id": id, "distance": NSNull()]])
        let cleared = c.load(["kind": "completion", "id": id]).json["completion"] as? [String: Any]
        XCTAssertTrue(cleared?["distance"] is NSNull)
        let bad = c.save(["kind": "completion", "completion": ["id": id, "distance": -3]])
        XCTAssertEqual(bad.details?["path"] as? String, "completion.distance")
    }

    func test_saveCompletion_unknownWorkoutOrBadDuration_failsNamingPath() throws {
        let c = try LiftClient()
        let unknown = c.save(["kind": "completion", "completion": ["workout_id": "0f8fad5b-d9cb-469f-a165-70867728950e", "duration": 60]])
        XCTAssertEqual(unknown.status, LIFT_E_NOT_FOUND)
        XCTAssertEqual(unknown.details?["path"] as? String, "completion.workout_id")
        let zero = c.save(["kind": "completion", "completion": ["workout_id": jogging, "duration": 0]])
        XCTAssertEqual(zero.details?["path"] as? String, "completion.duration")
        XCTAssertEqual(c.load(["kind": "completion"]).json["total"] as? Int, 0)
    }

    func test_loadCompletions_range_returnsOnlyThoseInRange() throws {
        let c = try LiftClient()
        for day in ["2026-11-01", "2026-11-02", "2026-11-03"] {
            _ = c.save(["kind": "completion", "completion": ["workout_id": jogging, "duration": 600, "date": "\(day)T08:00:00Z"]])
        }
        let reply = c.load(["kind": "completion", "from": "2026-11-02T00:00:00Z", "to": "2026-11-03T00:00:00Z"])
        XCTAssertEqual(items(reply).compactMap { $0["date"] as? String }, ["2026-11-02T08:00:00Z"])
    }

    func test_removeWorkout_customWithCompletions_failsInUse() throws {
        let c = try LiftClient()
        let id = try XCTUnwrap((c.save(["kind": "workout", "workout": ["name": "Sled push", "category": "strength", "met": 8.0]])
            .json["workout"] as? [String: Any])?["id"] as? String)
        XCTAssertEqual(c.save(["kind": "completion", "completion": ["workout_id": id, "duration": 600]]).status, LIFT_OK)
        XCTAssertEqual(c.remove(["kind": "workout", "id": id]).code, "workout_in_use")
    }

    func test_weeklyGoal_noneThenSaved_loadsNullThenValue() throws {
        let c = try LiftClient()
        XCTAssertTrue(c.load(["kind": "weekly_goal"]).json["weekly_goal"] is NSNull)
        XCTAssertEqual(c.save(["kind": "weekly_goal", "weekly_goal": ["workouts": 4]]).status, LIFT_OK)
        XCTAssertEqual((c.load(["kind": "weekly_goal"]).json["weekly_goal"] as? [String: Any])?["workouts"] as? Int, 4)
        XCTAssertEqual(c.save(["kind": "weekly_goal", "weekly_goal": ["workouts": 0]]).details?["path"] as? String, "weekly_goal.workouts")
    }

    func test_loadStats_weekWithCompletionAndRecord_sumsEveryFigure() throws {
        let c = try LiftClient()
        _ = c.save(["kind": "weekly_goal", "weekly_goal": ["workouts": 3]])
        _ = c.save(["kind": "completion", "completion": ["workout_id": jogging, "duration": 3600, "date": "2026-11-17T07:00:00Z"]])
        _ = c.save(["kind": "completion", "completion": ["workout_id": jogging, "duration": 3600, "date": "2026-11-24T07:00:00Z"]])   // next week
        let bench = try XCTUnwrap((c.save(["kind": "exercise", "exercise": ["name": "Bench"]]).json["exercise"] as? [String: Any])?["id"] as? String)
        let record = c.save(["kind": "routine_record", "routine_record": [
            "creation_date": "2026-11-19T17:00:00Z", "completion_date": "2026-11-19T17:30:00Z",
            "exercise_records": [["exercise_id": bench, "set_records": [
                ["rep_count": 5, "weight": 100, "unit": "kg"], ["rep_count": 10, "weight": 100, "unit": "lb"]]]]]])
        XCTAssertEqual(record.status, LIFT_OK)

        let reply = c.load(["kind": "stats", "period": "week", "date": "2026-11-19"])
        XCTAssertEqual(reply.status, LIFT_OK)
        let stats = try XCTUnwrap(reply.json["stats"] as? [String: Any])
        XCTAssertEqual(stats["from"] as? String, "2026-11-16")
        XCTAssertEqual(stats["to"] as? String, "2026-11-22")
        XCTAssertEqual(try XCTUnwrap(stats["calories_burned"] as? Double), 490, accuracy: 1e-9)
        XCTAssertEqual(stats["exercises_performed"] as? Int, 2)
        XCTAssertEqual(stats["sets_performed"] as? Int, 2)
        XCTAssertEqual(stats["total_volume_kg"] as? Double, 953.59)   // 500 + 453.59237, to 0.01
        XCTAssertEqual(try XCTUnwrap(stats["hours_trained"] as? Double), 1.5, accuracy: 1e-9)
        XCTAssertEqual(stats["workouts_completed"] as? Int, 2)
        XCTAssertEqual(stats["weekly_goal"] as? Int, 3)
        XCTAssertEqual(stats["weekly_goal_progress"] as? Int, 2)
        XCTAssertEqual(try XCTUnwrap(stats["weekly_goal_hours"] as? Double), 1.5, accuracy: 1e-9)
    }

    func test_loadStats_completionsTodayAndYesterday_streakIsTwo() throws {
        let c = try LiftClient()
        let formatter = ISO8601DateFormatter()
        for daysAgo in [0, 1, 3] {
            let date = formatter.string(from: Date().addingTimeInterval(-Double(daysAgo) * 86_400))
            _ = c.save(["kind": "completion", "completion": ["workout_id": jogging, "duration": 600, "date": date]])
        }
        let stats = try XCTUnwrap(c.load(["kind": "stats", "period": "day"]).json["stats"] as? [String: Any])
        XCTAssertEqual(stats["current_streak"] as? Int, 2)
        XCTAssertEqual(stats["workouts_completed"] as? Int, 1)
    }

    func test_loadStats_customWithoutTo_failsInvalidNamingTo() throws {
        let c = try LiftClient()
        let reply = c.load(["kind": "stats", "period": "custom", "from": "2026-11-01"])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.details?["path"] as? String, "to")
    }
}
