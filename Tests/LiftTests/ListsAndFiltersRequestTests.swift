import CLift
import XCTest

/// Filters and paging of every list through the C contract: `items` of the page, `total` of
/// the matches, and each bad limit, offset or filter value refused before the store is read.
final class ListsAndFiltersRequestTests: XCTestCase {
    private let jogging = "00000000-0000-4000-8000-000000000024"

    private func names(_ reply: LiftClient.Reply, _ key: String = "name") -> [String] {
        (reply.json["items"] as? [[String: Any]] ?? []).compactMap { $0[key] as? String }
    }

    private func total(_ reply: LiftClient.Reply) -> Int? { reply.json["total"] as? Int }

    private func id(_ reply: LiftClient.Reply, _ key: String) throws -> String {
        try XCTUnwrap((reply.json[key] as? [String: Any])?["id"] as? String, "\(reply.json)")
    }

    func test_loadExercises_byTagAndNamePrefix_pagesTheMatchesWithTheirTotal() throws {
        let c = try LiftClient()
        for (name, tags) in [("Bench press", ["push"]), ("Bench dip", ["push"]), ("Bent-over row", ["pull"]), ("Squat", ["legs"])] {
            XCTAssertEqual(c.save(["kind": "exercise", "exercise": ["name": name, "tags": tags]]).status, LIFT_OK)
        }
        XCTAssertEqual(names(c.load(["kind": "exercise", "tag": "push"])), ["Bench dip", "Bench press"])
        XCTAssertEqual(names(c.load(["kind": "exercise", "name_prefix": "ben"])), ["Bench dip", "Bench press", "Bent-over row"])
        let page = c.load(["kind": "exercise", "name_prefix": "BEN", "limit": 1, "offset": 2])
        XCTAssertEqual(names(page), ["Bent-over row"])
        XCTAssertEqual(total(page), 3)
        XCTAssertEqual(total(c.load(["kind": "exercise", "limit": 2])), 4)
    }

    func test_loadWorkouts_byNameCategoryMuscleAndEquipment_filtersCatalogAndOwnAlike() throws {
        let c = try LiftClient()
        XCTAssertEqual(c.save(["kind": "workout", "workout": ["name": "Barbell Zercher squat", "category": "strength", "met": 6.0,
                                                              "muscles": ["quadriceps"], "equipment": ["barbell"]]]).status, LIFT_OK)
        let barbell = c.load(["kind": "workout", "name_prefix": "barbell", "equipment": "barbell"])
        XCTAssertTrue(names(barbell).contains("Barbell back squat"))
        XCTAssertEqual(names(barbell).last, "Barbell Zercher squat", "own workouts after the catalog")
        XCTAssertEqual(total(barbell), names(barbell).count)
        let quads = c.load(["kind": "workout", "muscle": "quadriceps", "category": "strength", "limit": 1])
        XCTAssertEqual(names(quads).count, 1)
        XCTAssertGreaterThan(total(quads) ?? 0, 1)
        XCTAssertEqual(total(c.load(["kind": "workout", "muscle": "no such muscle"])), 0)
    }

    func test_loadWorkouts_pageAcrossTheCatalogEnd_isTheSameAsTheWholeListSliced() throws {
        let c = try LiftClient()
        for name in ["Zz one", "Zz two"] {
            XCTAssertEqual(c.save(["kind": "workout", "workout": ["name": name, "category": "cardio", "met": 5.0]]).status, LIFT_OK)
        }
        let whole = names(c.load(["kind": "workout"]))
        let page = c.load(["kind": "workout", "limit": 3, "offset": whole.count - 3])
        XCTAssertEqual(names(page), Array(whole.suffix(3)))
        XCTAssertEqual(total(page), whole.count)
    }

    func test_loadCompletions_byWorkoutID_listsOnlyThatWorkoutsPaged() throws {
        let c = try LiftClient()
        let own = try id(c.save(["kind": "workout", "workout": ["name": "Sled push", "category": "strength", "met": 8.0]]), "workout")
        for (workout, day) in [(jogging, 20), (own, 21), (jogging, 22), (jogging, 23)] {
            XCTAssertEqual(c.save(["kind": "completion", "completion": ["workout_id": workout, "duration": 600,
                                                                        "date": "2026-11-\(day)T07:00:00Z"]]).status, LIFT_OK)
        }
        let page = c.load(["kind": "completion", "workout_id": jogging, "limit": 2, "offset": 1])
        XCTAssertEqual(names(page, "date"), ["2026-11-22T07:00:00Z", "2026-11-23T07:00:00Z"])
        XCTAssertEqual(total(page), 3)
        XCTAssertEqual(total(c.load(["kind": "completion", "workout_id": own])), 1)
    }

    func test_loadRoutineRecords_finishedFalse_findsTheAbandonedOnes() throws {
        let c = try LiftClient()
        let bench = try id(c.save(["kind": "exercise", "exercise": ["name": "Bench press"]]), "exercise")
        let sets: [[String: Any]] = [["rep_count": 5, "weight": 100, "unit": "kg"]]
        let done = try id(c.save(["kind": "routine_record", "routine_record": [
            "creation_date": "2026-11-20T17:00:00Z", "completion_date": "2026-11-20T18:00:00Z",
            "exercise_records": [["exercise_id": bench, "set_records": sets]]]]), "routine_record")
        let abandoned = try id(c.save(["kind": "routine_record", "routine_record": [
            "creation_date": "2026-11-21T17:00:00Z", "exercise_records": [["exercise_id": bench, "set_records": sets]]]]), "routine_record")
        let open = c.load(["kind": "routine_record", "finished": false])
        XCTAssertEqual(names(open, "id"), [abandoned])
        XCTAssertEqual(total(open), 1)
        XCTAssertEqual(names(c.load(["kind": "routine_record", "finished": true]), "id"), [done])
        XCTAssertEqual(c.load(["kind": "routine_record", "finished": "no"]).code, "wrong_type")
    }

    func test_loadExerciseHistory_page_countsRecordsNotSets() throws {
        let c = try LiftClient()
        let squat = try id(c.save(["kind": "exercise", "exercise": ["name": "Squat"]]), "exercise")
        for day in 20...23 {
            XCTAssertEqual(c.save(["kind": "routine_record", "routine_record": [
                "creation_date": "2026-11-\(day)T17:00:00Z", "completion_date": "2026-11-\(day)T18:00:00Z",
                "exercise_records": [["exercise_id": squat, "set_records": [["rep_count": day, "weight": 50, "unit": "kg"],
                                                                             ["rep_count": 1, "weight": 50, "unit": "kg"]]]]]]).status, LIFT_OK)
        }
        let page = c.load(["kind": "exercise_history", "exercise_id": squat, "limit": 2, "offset": 1])
        XCTAssertEqual(names(page, "creation_date"), ["2026-11-22T17:00:00Z", "2026-11-21T17:00:00Z"])
        XCTAssertEqual(total(page), 4)
    }

    func test_loadRoutines_page_readsTheSliceWithTheTotal() throws {
        let c = try LiftClient()
        for name in ["C", "A", "B"] {
            XCTAssertEqual(c.save(["kind": "routine", "routine": ["name": name, "exercises": [["name": "Ex \(name)"]]]]).status, LIFT_OK)
        }
        let page = c.load(["kind": "routine", "limit": 1, "offset": 1])
        XCTAssertEqual(names(page), ["B"])
        XCTAssertEqual(total(page), 3)
        XCTAssertEqual((page.json["items"] as? [[String: Any]])?.first.flatMap { $0["exercises"] as? [[String: Any]] }?.first?["name"] as? String,
                       "Ex B", "the page's routines carry their exercises")
    }

    func test_loadLists_badLimitOrOffset_failInvalidRequestNamingTheField() throws {
        let c = try LiftClient()
        let kinds: [[String: Any]] = [["kind": "exercise"], ["kind": "routine"], ["kind": "workout"], ["kind": "completion"],
                                      ["kind": "route"], ["kind": "routine_record"], ["kind": "exercise_history", "exercise_id": jogging]]
        for base in kinds {
            for (field, value) in [("limit", 0), ("limit", 10_001), ("offset", -1)] as [(String, Any)] {
                var request = base
                request[field] = value
                let reply = c.load(request)
                XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST, "\(request)")
                XCTAssertEqual(reply.details?["path"] as? String, field, "\(request)")
            }
            var wrongType = base
            wrongType["limit"] = "ten"
            XCTAssertEqual(c.load(wrongType).code, "wrong_type", "\(wrongType)")
        }
    }

    func test_loadLists_unknownFilterValueOrField_failsNamingIt() throws {
        let c = try LiftClient()
        XCTAssertEqual(c.load(["kind": "workout", "category": "yoga"]).details?["path"] as? String, "category")
        XCTAssertEqual(c.load(["kind": "completion", "workout_id": "not-a-uuid"]).details?["path"] as? String, "workout_id")
        XCTAssertEqual(c.load(["kind": "exercise", "tag": 5]).code, "wrong_type")
        XCTAssertEqual(c.load(["kind": "routine", "name_prefix": "a"]).code, "unknown_field")
        XCTAssertEqual(c.load(["kind": "exercise", "tags": "push"]).code, "unknown_field")
        XCTAssertEqual(c.load(["kind": "exercise", "name": "Squat", "tag": "legs"]).details?["path"] as? String, "name")
    }
}
