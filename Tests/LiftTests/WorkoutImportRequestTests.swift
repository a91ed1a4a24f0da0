import CLift
import Foundation
import XCTest

/// kinds "workout_import" and "workout_export" through the C contract: each app's file, the
/// request's zone, files on disk, dry runs, refusals with nothing written, and the round trip.
final class WorkoutImportRequestTests: XCTestCase {
    static let options = #"{"clock_ms":1750000000000}"#

    static let strong = """
        Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,RPE,Distance (meters),Seconds,Notes,Workout Notes
        1,2024-03-04 18:30:00,Push,3900,Bench Press (Barbell),1,60,10,,,,,"Felt ""great"", slept well"
        1,2024-03-04 18:30:00,Push,3900,Bench Press (Barbell),Rest Timer,,,,,90,,
        1,2024-03-04 18:30:00,Push,3900,Bench Press (Barbell),2,62.5,8,8,,,,
        1,2024-03-04 18:30:00,Push,3900,Pull Up,1,,12,,,,,
        2,2024-03-06 07:00:00,Legs,2700,Squat (Barbell),1,100,5,9,,,"deep, slow",

        """

    static let hevy = """
        title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_lbs,reps,distance_miles,duration_seconds,rpe
        "Upper A","4 Mar 2024, 18:30","4 Mar 2024, 19:35","",Bench Press (Barbell),,,0,warmup,95,10,,,
        "Upper A","4 Mar 2024, 18:30","4 Mar 2024, 19:35","",Bench Press (Barbell),,,1,normal,135,8,,,8
        "Upper A","4 Mar 2024, 18:30","4 Mar 2024, 19:35","",Pull Up,0,,0,normal,,12,,,

        """

    private func client() throws -> LiftClient { try LiftClient(options: Self.options) }

    private func importing(_ c: LiftClient, _ body: [String: Any], zone: String? = nil) -> LiftClient.Reply {
        var request: [String: Any] = ["kind": "workout_import", "workout_import": body]
        if let zone { request["time_zone"] = zone }
        return c.save(request)
    }

    private func records(_ c: LiftClient) -> [[String: Any]] {
        (c.load(["kind": "routine_record"]).json["items"] as? [[String: Any]] ?? []).reversed()
    }

    private func summary(_ r: LiftClient.Reply) -> [String: Any] { r.json["workout_import"] as? [String: Any] ?? [:] }

    func test_saveWorkoutImport_strong_createsRecordsExercisesAndAnswersCounts() throws {
        let c = try client()
        let reply = importing(c, ["data": Self.strong])
        XCTAssertEqual(reply.status, LIFT_OK, "\(reply.json)")
        let s = summary(reply)
        XCTAssertEqual(s["format"] as? String, "strong")
        XCTAssertEqual(s["sessions"] as? Int, 2)
        XCTAssertEqual(s["sets"] as? Int, 4)
        XCTAssertEqual(s["skipped"] as? [String: Int], ["rest_timer": 1])
        let created = (s["new_exercises"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        XCTAssertEqual(created, ["Bench Press (Barbell)", "Pull Up", "Squat (Barbell)"])
        let push = try XCTUnwrap(records(c).first)
        XCTAssertEqual(push["creation_date"] as? String, "2024-03-04T18:30:00Z")
        XCTAssertEqual(push["completion_date"] as? String, "2024-03-04T19:35:00Z")
        XCTAssertEqual(push["note"] as? String, "Push\nFelt \"great\", slept well")
        let exercise = (c.load(["kind": "exercise", "name": "pull up"]).json["items"] as? [[String: Any]])?.first
        XCTAssertEqual(exercise?["name"] as? String, "Pull Up")
    }

    func test_saveWorkoutImport_sameFileTwice_secondAddsNothing() throws {
        let c = try client()
        XCTAssertEqual(importing(c, ["data": Self.strong]).status, LIFT_OK)
        let again = summary(importing(c, ["data": Self.strong]))
        XCTAssertEqual(again["sessions"] as? Int, 0)
        XCTAssertEqual(again["sets"] as? Int, 0)
        XCTAssertEqual(again["sessions_existing"] as? Int, 2)
        XCTAssertEqual(again["sets_existing"] as? Int, 4)
        XCTAssertEqual((again["new_exercises"] as? [Any])?.count, 0)
        XCTAssertEqual(records(c).count, 2)
    }

    func test_saveWorkoutImport_hevyInPoundsInRequestZone_readsWallTimesThere() throws {
        let c = try client()
        XCTAssertEqual(importing(c, ["data": Self.hevy, "format": "hevy"], zone: "America/New_York").status, LIFT_OK)
        let r = try XCTUnwrap(records(c).first)
        XCTAssertEqual(r["creation_date"] as? String, "2024-03-04T23:30:00Z")
        let sets = ((r["exercise_records"] as? [[String: Any]])?.first?["set_records"] as? [[String: Any]]) ?? []
        XCTAssertEqual(sets.compactMap { $0["unit"] as? String }, ["lb", "lb"])
        XCTAssertEqual(sets.compactMap { $0["weight"] as? Double }, [95, 135])
    }

    func test_saveWorkoutImport_dryRun_answersAndWritesNothing() throws {
        let c = try client()
        let reply = importing(c, ["data": Self.strong + "3,someday,X,1,Row,1,10,10,,,,,\n", "dry_run": true])
        XCTAssertEqual(reply.status, LIFT_OK)
        let s = summary(reply)
        XCTAssertEqual(s["dry_run"] as? Bool, true)
        XCTAssertEqual(s["error_count"] as? Int, 1)
        let error = (s["errors"] as? [[String: Any]])?.first
        XCTAssertEqual(error?["line"] as? Int, 7)
        XCTAssertEqual(error?["field"] as? String, "date")
        XCTAssertEqual(records(c).count, 0)
        XCTAssertEqual((c.load(["kind": "exercise"]).json["items"] as? [Any])?.count, 0)
    }

    func test_saveWorkoutImport_badLines_refusedAsInvalidCSVNothingWritten() throws {
        let c = try client()
        let reply = importing(c, ["data": Self.strong + "3,2024-03-07 08:00:00,X,1,Row,1,abc,10,,,,,\n3,2024-03-07 08:00:00,X,1,Row,2,10,10,12,,,,\n"])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.code, "invalid_csv")
        XCTAssertEqual(reply.details?["path"] as? String, "workout_import.data")
        XCTAssertEqual(reply.details?["errors"] as? [String], ["line 7: weight: not a number: abc", "line 8: rpe: must be between 0 and 10"])
        XCTAssertEqual(records(c).count, 0)
        XCTAssertEqual((c.load(["kind": "exercise"]).json["items"] as? [Any])?.count, 0)
    }

    func test_saveWorkoutImport_requestShapeErrors_refusedNamingTheField() throws {
        let c = try client()
        let cases: [([String: Any], String, String)] = [
            ([:], "workout_import.data", "invalid_request"),
            (["data": "x", "path": "/tmp/x"], "workout_import.path", "invalid_request"),
            (["data": "x", "format": "strongest"], "workout_import.format", "invalid_value"),
            (["data": "x", "unit": "stone"], "workout_import.unit", "invalid_value"),
            (["data": "x", "extra": 1], "workout_import.extra", "unknown_field"),
            (["data": "x", "exercise_map": ["Row": 5]], "workout_import.exercise_map.Row", "wrong_type"),
            (["data": "a\u{1B}b"], "workout_import.data", "control_character"),
        ]
        for (body, path, code) in cases {
            let reply = importing(c, body)
            XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST, "\(body)")
            XCTAssertEqual(reply.code, code, "\(body) \(reply.json)")
            XCTAssertEqual(reply.details?["path"] as? String, path, "\(body)")
        }
    }

    func test_saveWorkoutImport_exerciseMapToExistingID_usesThatExercise() throws {
        let c = try client()
        let saved = c.save(["kind": "exercise", "exercise": ["name": "Chin-up"]])
        let id = try XCTUnwrap((saved.json["exercise"] as? [String: Any])?["id"] as? String)
        let reply = importing(c, ["data": Self.hevy, "exercise_map": ["Pull Up": id]])
        XCTAssertEqual(summary(reply)["exercises_matched"] as? Int, 1)
        let ids = (try XCTUnwrap(records(c).first)["exercise_records"] as? [[String: Any]])?.compactMap { $0["exercise_id"] as? String }
        XCTAssertEqual(ids?.last, id)
    }

    func test_saveWorkoutImport_path_readsARegularFile() throws {
        let c = try client()
        let file = NSTemporaryDirectory() + "lift-import-\(UUID().uuidString).csv"
        try Self.strong.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        XCTAssertEqual(summary(importing(c, ["path": file]))["sets"] as? Int, 4)
    }

    func test_saveWorkoutImport_pathDirectoryOrMissing_refusedNothingWritten() throws {
        let c = try client()
        let dir = importing(c, ["path": NSTemporaryDirectory()])
        XCTAssertEqual(dir.code, "not_a_regular_file")
        XCTAssertEqual(dir.details?["path"] as? String, "workout_import.path")
        let missing = importing(c, ["path": "/nonexistent/lift.csv"])
        XCTAssertEqual(missing.status, LIFT_E_IO)
        XCTAssertEqual(missing.details?["path"] as? String, "workout_import.path")
        XCTAssertEqual(records(c).count, 0)
    }

    func test_saveWorkoutImport_pathFIFO_refusedWithoutBlocking() throws {
        let c = try client()
        let fifo = NSTemporaryDirectory() + "lift-fifo-\(UUID().uuidString)"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        defer { unlink(fifo) }
        XCTAssertEqual(importing(c, ["path": fifo]).code, "not_a_regular_file")
    }

    func test_saveWorkoutImport_readOnlyStore_refused() throws {
        let path = LiftClient.temporaryPath()
        _ = try LiftClient(path: path)
        let ro = try LiftClient(path: path, options: #"{"read_only":true}"#)
        XCTAssertEqual(importing(ro, ["data": Self.strong]).code, "read_only_store")
    }

    func test_loadWorkoutExport_lift_importedIntoEmptyStore_exportsIdentically() throws {
        let source = try client()
        XCTAssertEqual(importing(source, ["data": Self.strong]).status, LIFT_OK)
        XCTAssertEqual(importing(source, ["data": Self.hevy]).status, LIFT_OK)
        let first = source.load(["kind": "workout_export", "format": "lift"])
        XCTAssertEqual(first.json["sessions"] as? Int, 3)
        let csv = try XCTUnwrap(first.json["csv"] as? String)
        let target = try client()
        let reply = importing(target, ["data": csv])
        XCTAssertEqual(summary(reply)["format"] as? String, "lift")
        XCTAssertEqual(target.load(["kind": "workout_export", "format": "lift"]).json["csv"] as? String, csv)
    }

    func test_loadWorkoutExport_liftLayout_isDocumentedRows() throws {
        let c = try client()
        _ = importing(c, ["data": Self.hevy])
        let csv = try XCTUnwrap(c.load(["kind": "workout_export"]).json["csv"] as? String)
        XCTAssertEqual(csv, """
            record_start,record_end,record_note,exercise,set,reps,weight,unit,duration,difficulty,set_completion
            2024-03-04T18:30:00Z,2024-03-04T19:35:00Z,Upper A,Bench Press (Barbell),1,10,95,lb,,,2024-03-04T18:30:00Z
            2024-03-04T18:30:00Z,2024-03-04T19:35:00Z,Upper A,Bench Press (Barbell),2,8,135,lb,,8,2024-03-04T18:30:00Z
            2024-03-04T18:30:00Z,2024-03-04T19:35:00Z,Upper A,Pull Up,1,12,0,lb,,,2024-03-04T18:30:00Z

            """)
    }

    func test_loadWorkoutExport_strong_readsBackAsStrongInKilograms() throws {
        let c = try client()
        _ = importing(c, ["data": Self.hevy])
        let csv = try XCTUnwrap(c.load(["kind": "workout_export", "format": "strong"]).json["csv"] as? String)
        XCTAssertTrue(csv.contains("1,2024-03-04 18:30:00,Upper A,3900,Bench Press (Barbell),2,61.23,8,8,,,,"), csv)
        let target = try client()
        let s = summary(importing(target, ["data": csv]))
        XCTAssertEqual(s["format"] as? String, "strong")
        XCTAssertEqual(s["sets"] as? Int, 3)
    }

    func test_loadWorkoutExport_jsonWithRange_answersRecordsAndExercises() throws {
        let c = try client()
        _ = importing(c, ["data": Self.strong])
        let reply = c.load(["kind": "workout_export", "format": "json", "from": "2024-03-05", "to": "2024-03-31"])
        XCTAssertEqual(reply.status, LIFT_OK)
        XCTAssertEqual((reply.json["routine_records"] as? [Any])?.count, 1)
        XCTAssertEqual((reply.json["exercises"] as? [[String: Any]])?.compactMap { $0["name"] as? String }, ["Squat (Barbell)"])
        XCTAssertEqual(reply.json["sets"] as? Int, 1)
    }

    func test_loadWorkoutExport_badRangeOrFormat_refused() throws {
        let c = try client()
        XCTAssertEqual(c.load(["kind": "workout_export", "from": "2024-03-05", "to": "2024-03-01"]).details?["path"] as? String, "to")
        XCTAssertEqual(c.load(["kind": "workout_export", "format": "xlsx"]).code, "invalid_value")
    }

    func test_workoutImport_twoAccountsSameFile_eachGetsItsOwnRecords() throws {
        let path = LiftClient.temporaryPath()
        let setup = try LiftClient(path: path, options: Self.options)
        for n in ["ann", "bob"] { XCTAssertEqual(AccountRequestTests.createAccount(setup, n).status, LIFT_OK) }
        let ann = try LiftClient(path: path, options: Self.options), bob = try LiftClient(path: path, options: Self.options)
        XCTAssertEqual(AccountRequestTests.signIn(ann, "ann").status, LIFT_OK)
        XCTAssertEqual(AccountRequestTests.signIn(bob, "bob").status, LIFT_OK)
        XCTAssertEqual(summary(importing(ann, ["data": Self.strong]))["sessions"] as? Int, 2)
        XCTAssertEqual(summary(importing(bob, ["data": Self.strong]))["sessions"] as? Int, 2)
        _ = ann.remove(["kind": "routine_record", "id": try XCTUnwrap(records(ann).first?["id"] as? String)])
        XCTAssertEqual(records(ann).count, 1)
        XCTAssertEqual(records(bob).count, 2)
    }
}
