import CLift
import XCTest

/// exercise_history and personal_record through the C contract.
final class ExerciseHistoryRequestTests: XCTestCase {
    private func exerciseID(_ c: LiftClient, _ name: String) throws -> String {
        try XCTUnwrap((c.save(["kind": "exercise", "exercise": ["name": name]]).json["exercise"] as? [String: Any])?["id"] as? String)
    }

    private func saveRecord(_ c: LiftClient, day: String, _ exercises: [(String, [[String: Any]])]) throws -> String {
        let reply = c.save(["kind": "routine_record", "routine_record": [
            "creation_date": "\(day)T10:00:00Z",
            "exercise_records": exercises.map { ["exercise_id": $0.0, "set_records": $0.1] }]])
        return try XCTUnwrap((reply.json["routine_record"] as? [String: Any])?["id"] as? String)
    }

    private func set(_ reps: Int, _ weight: Double, _ unit: String, at time: String) -> [String: Any] {
        ["rep_count": reps, "weight": weight, "unit": unit, "completion_date": time]
    }

    func test_loadExerciseHistory_twoRecords_newestFirstSetsOldestFirst() throws {
        let c = try LiftClient()
        let (bench, squat) = (try exerciseID(c, "Bench press"), try exerciseID(c, "Squat"))
        let first = try saveRecord(c, day: "2026-11-01", [(bench, [set(5, 100, "kg", at: "2026-11-01T10:05:00Z")]),
                                                          (squat, [set(5, 140, "kg", at: "2026-11-01T10:20:00Z")])])
        let second = try saveRecord(c, day: "2026-11-03", [(bench, [set(3, 105, "kg", at: "2026-11-03T10:10:00Z"),
                                                                    set(8, 90, "kg", at: "2026-11-03T10:02:00Z")])])
        let reply = c.load(["kind": "exercise_history", "exercise_id": bench])
        XCTAssertEqual(reply.status, LIFT_OK)
        let items = try XCTUnwrap(reply.json["items"] as? [[String: Any]])
        XCTAssertEqual(items.compactMap { $0["record_id"] as? String }, [second, first])
        XCTAssertEqual((items.first?["set_records"] as? [[String: Any]])?.compactMap { $0["rep_count"] as? Int }, [8, 3])
        XCTAssertEqual(reply.json["total"] as? Int, 2)
    }

    func test_loadExerciseHistory_askedInPounds_convertsWeights() throws {
        let c = try LiftClient()
        let bench = try exerciseID(c, "Bench press")
        _ = try saveRecord(c, day: "2026-11-01", [(bench, [set(5, 45.359237, "kg", at: "2026-11-01T10:05:00Z")])])
        let sets = ((c.load(["kind": "exercise_history", "exercise_id": bench, "unit": "lb"]).json["items"] as? [[String: Any]])?
            .first?["set_records"] as? [[String: Any]])
        XCTAssertEqual(try XCTUnwrap(sets?.first?["weight"] as? Double), 100, accuracy: 1e-9)
        XCTAssertEqual(sets?.first?["unit"] as? String, "lb")
    }

    func test_loadExerciseHistory_unknownExercise_failsNotFoundNamingPath() throws {
        let c = try LiftClient()
        let reply = c.load(["kind": "exercise_history", "exercise_id": "0f8fad5b-d9cb-469f-a165-70867728950e"])
        XCTAssertEqual(reply.status, LIFT_E_NOT_FOUND)
        XCTAssertEqual(reply.details?["path"] as? String, "exercise_id")
    }

    func test_loadPersonalRecord_mixedUnits_returnsEachBestWithItsRecordInRequestedUnit() throws {
        let c = try LiftClient()
        let bench = try exerciseID(c, "Bench press")
        let heavyDay = try saveRecord(c, day: "2026-11-01", [(bench, [set(1, 300, "lb", at: "2026-11-01T10:05:00Z")])])
        let volumeDay = try saveRecord(c, day: "2026-11-02", [(bench, [set(10, 110, "kg", at: "2026-11-02T10:05:00Z"),
                                                                       set(40, 20, "kg", at: "2026-11-02T10:15:00Z")])])
        let reply = c.load(["kind": "personal_record", "exercise_id": bench, "unit": "kg"])
        XCTAssertEqual(reply.status, LIFT_OK)
        let pr = try XCTUnwrap(reply.json["personal_record"] as? [String: Any])
        XCTAssertEqual(pr["unit"] as? String, "kg")
        let heaviest = try XCTUnwrap(pr["heaviest_weight"] as? [String: Any])
        XCTAssertEqual(heaviest["record_id"] as? String, heavyDay)
        XCTAssertEqual(try XCTUnwrap(heaviest["value"] as? Double), 136.08)   // derived (300 lb in kg): 0.01
        XCTAssertEqual((heaviest["set_record"] as? [String: Any])?["unit"] as? String, "kg")
        let e1rm = try XCTUnwrap(pr["estimated_one_rep_max"] as? [String: Any])
        XCTAssertEqual(e1rm["record_id"] as? String, volumeDay)
        XCTAssertEqual(try XCTUnwrap(e1rm["value"] as? Double), 146.67)
        XCTAssertEqual((pr["most_reps"] as? [String: Any])?["value"] as? Double, 40)
        XCTAssertEqual((pr["best_set_volume"] as? [String: Any])?["value"] as? Double, 1100)
    }

    func test_loadPersonalRecord_noRecords_returnsNullBests() throws {
        let c = try LiftClient()
        let bench = try exerciseID(c, "Bench press")
        let pr = try XCTUnwrap(c.load(["kind": "personal_record", "exercise_id": bench]).json["personal_record"] as? [String: Any])
        XCTAssertTrue(pr["estimated_one_rep_max"] is NSNull)
        XCTAssertTrue(pr["heaviest_weight"] is NSNull)
        XCTAssertEqual(pr["unit"] as? String, "kg")
    }

    func test_loadPersonalRecord_badUnit_failsInvalidNamingUnit() throws {
        let c = try LiftClient()
        let bench = try exerciseID(c, "Bench press")
        let reply = c.load(["kind": "personal_record", "exercise_id": bench, "unit": "stone"])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.details?["path"] as? String, "unit")
    }
}
