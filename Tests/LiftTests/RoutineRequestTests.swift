import CLift
import XCTest

/// lift-me's routine use cases through the C contract, with every sad path of the seed.
final class RoutineRequestTests: XCTestCase {
    private func makeClient() throws -> LiftClient { try LiftClient() }

    private func saveRoutine(_ c: LiftClient, _ name: String, _ exercises: [String]) -> LiftClient.Reply {
        c.save(["kind": "routine", "routine": ["name": name, "exercises": exercises.map { ["name": $0] }]])
    }

    func test_saveRoutine_newNameAndExercises_returnsRoutineWithExercisesInOrder() throws {
        let c = try makeClient()
        let reply = saveRoutine(c, "Push", ["Bench press", "Dips", "Overhead press"])
        XCTAssertEqual(reply.status, LIFT_OK)
        let routine = try XCTUnwrap(reply.json["routine"] as? [String: Any])
        XCTAssertEqual(routine["name"] as? String, "Push")
        let names = (routine["exercises"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        XCTAssertEqual(names, ["Bench press", "Dips", "Overhead press"])
    }

    func test_saveRoutine_nothingGiven_failsWithEmptyRoutine() throws {
        let c = try makeClient()
        let reply = c.save(["kind": "routine", "routine": [String: Any]()])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.code, "empty_routine")
        XCTAssertEqual(reply.error?["message"] as? String, "cannot save an empty routine")
    }

    func test_saveRoutine_sameNameOtherExercises_failsWithDuplicateName() throws {
        let c = try makeClient()
        XCTAssertEqual(saveRoutine(c, "Push", ["Bench press"]).status, LIFT_OK)
        let reply = saveRoutine(c, "  push ", ["Dips"])
        XCTAssertEqual(reply.status, LIFT_E_CONFLICT)
        XCTAssertEqual(reply.code, "duplicate_routine_name")
        XCTAssertEqual(reply.details?["name"] as? String, "Push")
    }

    func test_saveRoutine_sameExercisesOtherName_failsWithDuplicateExercisesNamingExisting() throws {
        let c = try makeClient()
        XCTAssertEqual(saveRoutine(c, "Push", ["Bench press", "Dips"]).status, LIFT_OK)
        let reply = saveRoutine(c, "Chest day", ["bench press", "DIPS"])
        XCTAssertEqual(reply.status, LIFT_E_CONFLICT)
        XCTAssertEqual(reply.code, "duplicate_routine_exercises")
        XCTAssertEqual(reply.details?["name"] as? String, "Push")
    }

    func test_saveRoutine_sameNameAndExercises_failsWithDuplicateExercisesNamingExisting() throws {
        let c = try makeClient()
        XCTAssertEqual(saveRoutine(c, "Push", ["Bench press"]).status, LIFT_OK)
        let reply = saveRoutine(c, "Push", ["Bench press"])
        XCTAssertEqual(reply.code, "duplicate_routine_exercises")
        XCTAssertEqual(reply.details?["name"] as? String, "Push")
    }

    func test_saveRoutine_sameExercisesInOtherOrder_succeeds() throws {
        let c = try makeClient()
        XCTAssertEqual(saveRoutine(c, "A", ["Squat", "Lunge"]).status, LIFT_OK)
        XCTAssertEqual(saveRoutine(c, "B", ["Lunge", "Squat"]).status, LIFT_OK)
    }

    func test_saveRoutine_unknownExerciseID_failsNotFoundNamingPath() throws {
        let c = try makeClient()
        let reply = c.save(["kind": "routine", "routine": ["name": "X", "exercises": [["id": "0f8fad5b-d9cb-469f-a165-70867728950e"]]]])
        XCTAssertEqual(reply.status, LIFT_E_NOT_FOUND)
        XCTAssertEqual(reply.details?["path"] as? String, "routine.exercises[0].id")
    }

    func test_saveRoutine_withExistingID_updatesNameAndExercises() throws {
        let c = try makeClient()
        let saved = saveRoutine(c, "Push", ["Bench press"])
        let id = try XCTUnwrap((saved.json["routine"] as? [String: Any])?["id"] as? String)
        let updated = c.save(["kind": "routine", "routine": ["id": id, "name": "Push v2", "exercises": [["name": "Dips"], ["name": "Bench press"]]]])
        XCTAssertEqual(updated.status, LIFT_OK)
        let loaded = c.load(["kind": "routine", "id": id])
        let routine = try XCTUnwrap(loaded.json["routine"] as? [String: Any])
        XCTAssertEqual(routine["name"] as? String, "Push v2")
        XCTAssertEqual((routine["exercises"] as? [[String: Any]])?.compactMap { $0["name"] as? String }, ["Dips", "Bench press"])
        XCTAssertEqual((c.load(["kind": "routine"]).json["items"] as? [Any])?.count, 1)
    }

    func test_saveRoutine_updateKeepingOwnNameAndExercises_isNotADuplicateOfItself() throws {
        let c = try makeClient()
        let saved = saveRoutine(c, "Push", ["Bench press"])
        let routine = try XCTUnwrap(saved.json["routine"] as? [String: Any])
        XCTAssertEqual(c.save(["kind": "routine", "routine": routine]).status, LIFT_OK)
    }

    func test_saveRoutine_severalItemsOneInvalid_savesNothing() throws {
        let c = try makeClient()
        let reply = c.save(["kind": "routine", "items": [
            ["name": "A", "exercises": [["name": "Squat"]]],
            ["name": "B", "exercises": [["name": "Squat"]]],   // duplicate exercises of A
        ]])
        XCTAssertEqual(reply.code, "duplicate_routine_exercises")
        XCTAssertEqual((c.load(["kind": "routine"]).json["items"] as? [Any])?.count, 0)
        XCTAssertEqual((c.load(["kind": "exercise"]).json["items"] as? [Any])?.count, 0)
    }

    func test_loadRoutines_several_returnsThemSortedByName() throws {
        let c = try makeClient()
        _ = saveRoutine(c, "legs", ["Squat"])
        _ = saveRoutine(c, "Arms", ["Curl"])
        _ = saveRoutine(c, "back", ["Row"])
        let names = (c.load(["kind": "routine"]).json["items"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        XCTAssertEqual(names, ["Arms", "back", "legs"])
    }

    func test_loadRoutine_unknownID_failsNotFound() throws {
        let c = try makeClient()
        let reply = c.load(["kind": "routine", "id": "0f8fad5b-d9cb-469f-a165-70867728950e"])
        XCTAssertEqual(reply.status, LIFT_E_NOT_FOUND)
        XCTAssertEqual(reply.code, "not_found")
    }

    func test_removeRoutine_existing_removesItButKeepsExercises() throws {
        let c = try makeClient()
        let id = try XCTUnwrap((saveRoutine(c, "Push", ["Bench press"]).json["routine"] as? [String: Any])?["id"] as? String)
        XCTAssertEqual(c.remove(["kind": "routine", "id": id]).status, LIFT_OK)
        XCTAssertEqual(c.load(["kind": "routine", "id": id]).status, LIFT_E_NOT_FOUND)
        XCTAssertEqual((c.load(["kind": "exercise"]).json["items"] as? [Any])?.count, 1)
        XCTAssertEqual(c.remove(["kind": "routine", "id": id]).status, LIFT_E_NOT_FOUND)
    }

    func test_removeExercise_usedByRoutine_failsInUse() throws {
        let c = try makeClient()
        let routine = try XCTUnwrap(saveRoutine(c, "Push", ["Bench press"]).json["routine"] as? [String: Any])
        let exerciseID = try XCTUnwrap((routine["exercises"] as? [[String: Any]])?.first?["id"] as? String)
        let reply = c.remove(["kind": "exercise", "id": exerciseID])
        XCTAssertEqual(reply.status, LIFT_E_CONFLICT)
        XCTAssertEqual(reply.code, "exercise_in_use")
    }
}
