import CLift
import XCTest

/// lift-me's routine records, active record and records-to-routine through the C contract.
final class RoutineRecordRequestTests: XCTestCase {
    private func exerciseID(_ c: LiftClient, _ name: String) throws -> String {
        let reply = c.save(["kind": "exercise", "exercise": ["name": name]])
        return try XCTUnwrap((reply.json["exercise"] as? [String: Any])?["id"] as? String)
    }

    private func set(_ reps: Int, _ weight: Double, _ unit: String = "kg") -> [String: Any] {
        ["rep_count": reps, "weight": weight, "unit": unit]
    }

    private func saveRecord(_ c: LiftClient, _ body: [String: Any]) -> LiftClient.Reply {
        c.save(["kind": "routine_record", "routine_record": body])
    }

    private func record(_ reply: LiftClient.Reply, _ key: String = "routine_record") -> [String: Any]? {
        reply.json[key] as? [String: Any]
    }

    func test_saveRoutineRecord_valid_returnsRecordWithIDsAndLoadsBack() throws {
        let c = try LiftClient()
        let bench = try exerciseID(c, "Bench press")
        let reply = saveRecord(c, ["note": "felt strong", "creation_date": "2026-11-20T17:00:00Z",
                                   "exercise_records": [["exercise_id": bench, "set_records": [set(5, 100), set(5, 102.5)]]]])
        XCTAssertEqual(reply.status, LIFT_OK)
        let saved = try XCTUnwrap(record(reply))
        let id = try XCTUnwrap(saved["id"] as? String)
        let sets = (saved["exercise_records"] as? [[String: Any]])?.first?["set_records"] as? [[String: Any]]
        XCTAssertEqual(sets?.compactMap { $0["weight"] as? Double }, [100, 102.5])
        XCTAssertEqual(sets?.first?["unit"] as? String, "kg")
        XCTAssertNotNil(sets?.first?["id"] as? String)
        let loaded = c.load(["kind": "routine_record", "id": id])
        XCTAssertEqual(loaded.status, LIFT_OK)
        XCTAssertEqual(record(loaded)?["note"] as? String, "felt strong")
        XCTAssertEqual(record(loaded)?["creation_date"] as? String, "2026-11-20T17:00:00Z")
    }

    func test_saveRoutineRecord_noExerciseRecords_failsInvalidNamingPath() throws {
        let c = try LiftClient()
        let reply = saveRecord(c, ["exercise_records": [Any]()])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.code, "empty_routine_record")
        XCTAssertEqual(reply.details?["path"] as? String, "routine_record.exercise_records")
    }

    func test_saveRoutineRecord_exerciseRecordWithoutSets_failsInvalidNamingPath() throws {
        let c = try LiftClient()
        let bench = try exerciseID(c, "Bench press")
        let reply = saveRecord(c, ["exercise_records": [["exercise_id": bench, "set_records": [set(1, 1)]],
                                                        ["exercise_id": bench, "set_records": [Any]()]]])
        XCTAssertEqual(reply.code, "empty_exercise_record")
        XCTAssertEqual(reply.details?["path"] as? String, "routine_record.exercise_records[1].set_records")
    }

    func test_saveRoutineRecord_unknownExercise_failsNotFoundNamingWhichOne() throws {
        let c = try LiftClient()
        let bench = try exerciseID(c, "Bench press")
        let reply = saveRecord(c, ["exercise_records": [["exercise_id": bench, "set_records": [set(1, 1)]],
                                                        ["exercise_id": "0f8fad5b-d9cb-469f-a165-70867728950e", "set_records": [set(1, 1)]]]])
        XCTAssertEqual(reply.status, LIFT_E_NOT_FOUND)
        XCTAssertEqual(reply.details?["path"] as? String, "routine_record.exercise_records[1].exercise_id")
        XCTAssertEqual(c.load(["kind": "routine_record"]).json["total"] as? Int, 0)
    }

    func test_saveRoutineRecord_missingRepCountOrWeight_failsNamingField() throws {
        let c = try LiftClient()
        let bench = try exerciseID(c, "Bench press")
        let noReps = saveRecord(c, ["exercise_records": [["exercise_id": bench, "set_records": [["weight": 10, "unit": "kg"]]]]])
        XCTAssertEqual(noReps.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(noReps.details?["path"] as? String, "routine_record.exercise_records[0].set_records[0].rep_count")
        let noWeight = saveRecord(c, ["exercise_records": [["exercise_id": bench, "set_records": [["rep_count": 5, "unit": "kg"]]]]])
        XCTAssertEqual(noWeight.details?["path"] as? String, "routine_record.exercise_records[0].set_records[0].weight")
        let placeholder = saveRecord(c, ["exercise_records": [["exercise_id": bench, "set_records": [set(-1, 10)]]]])
        XCTAssertEqual(placeholder.details?["path"] as? String, "routine_record.exercise_records[0].set_records[0].rep_count")
        XCTAssertEqual(c.load(["kind": "routine_record"]).json["total"] as? Int, 0)
    }

    func test_saveRoutineRecord_withExistingID_replacesExerciseRecordsAsAWhole() throws {
        let c = try LiftClient()
        let (bench, squat) = (try exerciseID(c, "Bench press"), try exerciseID(c, "Squat"))
        let saved = try XCTUnwrap(record(saveRecord(c, ["exercise_records": [["exercise_id": bench, "set_records": [set(5, 100), set(5, 100)]]]])))
        let id = try XCTUnwrap(saved["id"] as? String)
        let updated = saveRecord(c, ["id": id, "exercise_records": [["exercise_id": squat, "set_records": [set(3, 140)]]]])
        XCTAssertEqual(updated.status, LIFT_OK)
        let loaded = try XCTUnwrap(record(c.load(["kind": "routine_record", "id": id])))
        let exercises = try XCTUnwrap(loaded["exercise_records"] as? [[String: Any]])
        XCTAssertEqual(exercises.compactMap { $0["exercise_id"] as? String }, [squat])
        XCTAssertEqual((exercises.first?["set_records"] as? [Any])?.count, 1)
        XCTAssertEqual(loaded["creation_date"] as? String, saved["creation_date"] as? String)
        XCTAssertEqual(c.load(["kind": "routine_record"]).json["total"] as? Int, 1)
        XCTAssertEqual(c.remove(["kind": "exercise", "id": bench]).status, LIFT_OK)   // no longer used
        XCTAssertEqual(c.remove(["kind": "exercise", "id": squat]).code, "exercise_in_use")
    }

    func test_loadRoutineRecords_byRoutineAndRange_newestFirstPaged() throws {
        let c = try LiftClient()
        let routine = try XCTUnwrap(c.save(["kind": "routine", "routine": ["name": "Push", "exercises": [["name": "Bench press"]]]])
            .json["routine"] as? [String: Any])
        let routineID = try XCTUnwrap(routine["id"] as? String)
        let bench = try XCTUnwrap((routine["exercises"] as? [[String: Any]])?.first?["id"] as? String)
        for (day, linked) in [("2026-11-01", true), ("2026-11-02", false), ("2026-11-03", true)] {
            var body: [String: Any] = ["creation_date": "\(day)T10:00:00Z", "exercise_records": [["exercise_id": bench, "set_records": [set(1, 1)]]]]
            if linked { body["routine_id"] = routineID }
            XCTAssertEqual(saveRecord(c, body).status, LIFT_OK)
        }
        func days(_ reply: LiftClient.Reply) -> [String] {
            (reply.json["items"] as? [[String: Any]])?.compactMap { ($0["creation_date"] as? String)?.prefix(10) }.map(String.init) ?? []
        }
        XCTAssertEqual(days(c.load(["kind": "routine_record"])), ["2026-11-03", "2026-11-02", "2026-11-01"])
        XCTAssertEqual(days(c.load(["kind": "routine_record", "routine_id": routineID])), ["2026-11-03", "2026-11-01"])
        XCTAssertEqual(days(c.load(["kind": "routine_record", "from": "2026-11-02T00:00:00Z", "to": "2026-11-03T00:00:00Z"])), ["2026-11-02"])
        let page = c.load(["kind": "routine_record", "limit": 1, "offset": 1])
        XCTAssertEqual(days(page), ["2026-11-02"])
        XCTAssertEqual(page.json["total"] as? Int, 3)
        XCTAssertEqual(c.load(["kind": "routine_record", "limit": 0]).details?["path"] as? String, "limit")
    }

    func test_loadRoutineRecord_unknownID_failsNotFound() throws {
        let c = try LiftClient()
        XCTAssertEqual(c.load(["kind": "routine_record", "id": "0f8fad5b-d9cb-469f-a165-70867728950e"]).status, LIFT_E_NOT_FOUND)
    }

    func test_removeRoutineRecord_existing_removesItOnce() throws {
        let c = try LiftClient()
        let bench = try exerciseID(c, "Bench press")
        let id = try XCTUnwrap(record(saveRecord(c, ["exercise_records": [["exercise_id": bench, "set_records": [set(1, 1)]]]]))?["id"] as? String)
        XCTAssertEqual(c.remove(["kind": "routine_record", "id": id]).json["removed"] as? Int, 1)
        XCTAssertEqual(c.load(["kind": "routine_record", "id": id]).status, LIFT_E_NOT_FOUND)
        XCTAssertEqual(c.remove(["kind": "routine_record", "id": id]).status, LIFT_E_NOT_FOUND)
    }

    func test_removeRoutine_withRecords_keepsRecordsUnlinked() throws {
        let c = try LiftClient()
        let routine = try XCTUnwrap(c.save(["kind": "routine", "routine": ["name": "Push", "exercises": [["name": "Bench press"]]]])
            .json["routine"] as? [String: Any])
        let routineID = try XCTUnwrap(routine["id"] as? String)
        let bench = try XCTUnwrap((routine["exercises"] as? [[String: Any]])?.first?["id"] as? String)
        let id = try XCTUnwrap(record(saveRecord(c, ["routine_id": routineID, "exercise_records": [["exercise_id": bench, "set_records": [set(1, 1)]]]]))?["id"] as? String)
        XCTAssertEqual(c.remove(["kind": "routine", "id": routineID]).status, LIFT_OK)
        let loaded = try XCTUnwrap(record(c.load(["kind": "routine_record", "id": id])))
        XCTAssertTrue(loaded["routine_id"] is NSNull)
        XCTAssertEqual((loaded["exercise_records"] as? [Any])?.count, 1)
    }

    // MARK: active record

    func test_loadActiveRecord_noneSaved_returnsNull() throws {
        let c = try LiftClient()
        let reply = c.load(["kind": "active_record"])
        XCTAssertEqual(reply.status, LIFT_OK)
        XCTAssertTrue(reply.json["active_record"] is NSNull)
    }

    func test_saveActiveRecord_customEmpty_isSavedAndLoadReadsThenClearsIt() throws {
        let c = try LiftClient()
        let saved = c.save(["kind": "active_record", "active_record": ["exercise_records": [Any]()]])
        XCTAssertEqual(saved.status, LIFT_OK)
        let id = try XCTUnwrap(record(saved, "active_record")?["id"] as? String)
        XCTAssertEqual(record(c.load(["kind": "active_record"]), "active_record")?["id"] as? String, id)
        XCTAssertTrue(c.load(["kind": "active_record"]).json["active_record"] is NSNull)
        XCTAssertEqual(c.load(["kind": "routine_record", "id": id]).status, LIFT_OK)   // the record stays
    }

    func test_saveActiveRecord_twice_replacesEarlierActive() throws {
        let c = try LiftClient()
        _ = c.save(["kind": "active_record", "active_record": [String: Any]()])
        let second = try XCTUnwrap(record(c.save(["kind": "active_record", "active_record": ["note": "2"]]), "active_record")?["id"] as? String)
        XCTAssertEqual(record(c.load(["kind": "active_record"]), "active_record")?["id"] as? String, second)
    }

    func test_saveActiveRecord_fromRoutine_startsWithRoutineExercisesInOrderAndNoSets() throws {
        let c = try LiftClient()
        let routine = try XCTUnwrap(c.save(["kind": "routine", "routine": ["name": "Push", "exercises": [["name": "Dips"], ["name": "Bench press"]]]])
            .json["routine"] as? [String: Any])
        let routineID = try XCTUnwrap(routine["id"] as? String)
        let exerciseIDs = (routine["exercises"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        let reply = c.save(["kind": "active_record", "from_routine_id": routineID])
        XCTAssertEqual(reply.status, LIFT_OK)
        let active = try XCTUnwrap(record(reply, "active_record"))
        XCTAssertEqual(active["routine_id"] as? String, routineID)
        let exercises = active["exercise_records"] as? [[String: Any]]
        XCTAssertEqual(exercises?.compactMap { $0["exercise_id"] as? String }, exerciseIDs)
        XCTAssertEqual(exercises?.compactMap { ($0["set_records"] as? [Any])?.count }, [0, 0])
    }

    func test_saveActiveRecord_fromUnknownRoutine_failsNotFoundAndLeavesNoActive() throws {
        let c = try LiftClient()
        let reply = c.save(["kind": "active_record", "from_routine_id": "0f8fad5b-d9cb-469f-a165-70867728950e"])
        XCTAssertEqual(reply.status, LIFT_E_NOT_FOUND)
        XCTAssertEqual(reply.details?["path"] as? String, "from_routine_id")
        XCTAssertTrue(c.load(["kind": "active_record"]).json["active_record"] is NSNull)
    }

    func test_saveActiveRecord_unknownID_createsItUnderThatIDAndMakesItActive() throws {
        let c = try LiftClient()
        _ = c.save(["kind": "active_record", "active_record": ["note": "1"]])
        let reply = c.save(["kind": "active_record", "active_record": ["id": "0F8FAD5B-D9CB-469F-A165-70867728950E", "note": "2"]])
        XCTAssertEqual(reply.status, LIFT_OK)
        XCTAssertEqual(record(reply, "active_record")?["id"] as? String, "0f8fad5b-d9cb-469f-a165-70867728950e")
        XCTAssertEqual(record(c.load(["kind": "active_record"]), "active_record")?["note"] as? String, "2")
        XCTAssertEqual(c.load(["kind": "routine_record"]).json["total"] as? Int, 2)
    }

    func test_saveActiveRecord_completedWithoutSets_failsLikeASavedRecord() throws {
        let c = try LiftClient()
        let bench = try exerciseID(c, "Bench press")
        let reply = c.save(["kind": "active_record", "active_record": [
            "completion_date": "2026-11-21T18:00:00Z", "exercise_records": [["exercise_id": bench]]]])
        XCTAssertEqual(reply.code, "empty_exercise_record")
        XCTAssertEqual(reply.details?["path"] as? String, "active_record.exercise_records[0].set_records")
    }

    // MARK: routine from record

    func test_saveRoutineFromRecord_finishedCustomRecord_createsRoutineAndLinksRecord() throws {
        let c = try LiftClient()
        let (dips, bench) = (try exerciseID(c, "Dips"), try exerciseID(c, "Bench press"))
        let id = try XCTUnwrap(record(saveRecord(c, ["exercise_records": [
            ["exercise_id": dips, "set_records": [set(10, 0)]], ["exercise_id": bench, "set_records": [set(5, 80)]]]]))?["id"] as? String)
        let reply = c.save(["kind": "routine_from_record", "routine_from_record": ["record_id": id, "name": "Push"]])
        XCTAssertEqual(reply.status, LIFT_OK)
        let routine = try XCTUnwrap(reply.json["routine"] as? [String: Any])
        XCTAssertEqual((routine["exercises"] as? [[String: Any]])?.compactMap { $0["id"] as? String }, [dips, bench])
        XCTAssertEqual(record(c.load(["kind": "routine_record", "id": id]))?["routine_id"] as? String, routine["id"] as? String)
    }

    func test_saveRoutineFromRecord_sameExercisesAsExistingRoutine_failsDuplicateAndChangesNothing() throws {
        let c = try LiftClient()
        let routine = try XCTUnwrap(c.save(["kind": "routine", "routine": ["name": "Push", "exercises": [["name": "Bench press"]]]])
            .json["routine"] as? [String: Any])
        let bench = try XCTUnwrap((routine["exercises"] as? [[String: Any]])?.first?["id"] as? String)
        let id = try XCTUnwrap(record(saveRecord(c, ["exercise_records": [["exercise_id": bench, "set_records": [set(1, 1)]]]]))?["id"] as? String)
        let reply = c.save(["kind": "routine_from_record", "routine_from_record": ["record_id": id, "name": "Chest"]])
        XCTAssertEqual(reply.code, "duplicate_routine_exercises")
        XCTAssertEqual(reply.details?["name"] as? String, "Push")
        XCTAssertTrue(record(c.load(["kind": "routine_record", "id": id]))?["routine_id"] is NSNull)
        let noName = c.save(["kind": "routine_from_record", "routine_from_record": ["record_id": id]])
        XCTAssertEqual(noName.details?["path"] as? String, "routine_from_record.name")
    }

    func test_saveRoutineFromRecord_activeRecordWithoutSets_failsEmptyExerciseRecord() throws {
        let c = try LiftClient()
        let bench = try exerciseID(c, "Bench press")
        let id = try XCTUnwrap(record(c.save(["kind": "active_record", "active_record": ["exercise_records": [["exercise_id": bench]]]]),
                                      "active_record")?["id"] as? String)
        let reply = c.save(["kind": "routine_from_record", "routine_from_record": ["record_id": id, "name": "Push"]])
        XCTAssertEqual(reply.code, "empty_exercise_record")
        XCTAssertEqual((c.load(["kind": "routine"]).json["items"] as? [Any])?.count, 0)
    }
}
