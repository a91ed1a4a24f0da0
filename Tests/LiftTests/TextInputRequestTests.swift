import CLift
import XCTest

/// Control characters in the names, titles and notes of every record kind, a route stop's name,
/// and the place query's length in characters, through the C contract.
final class TextInputRequestTests: XCTestCase {
    /// C0 (SOH, ESC, a tab and a line break in a one-line name), DEL and C1 (NEL, CSI).
    private let controls = ["\u{01}", "\u{1B}", "\t", "\n", "\u{7F}", "\u{85}", "\u{9B}"]

    private func assertControlRefused(_ reply: LiftClient.Reply, path: String,
                                      file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST, file: file, line: line)
        XCTAssertEqual(reply.code, "control_character", file: file, line: line)
        XCTAssertEqual(reply.details?["path"] as? String, path, file: file, line: line)
    }

    private func total(_ c: LiftClient, _ kind: String) -> Int? { c.load(["kind": kind]).json["total"] as? Int }

    private func exerciseID(_ c: LiftClient, _ name: String = "Squat") throws -> String {
        try XCTUnwrap((c.save(["kind": "exercise", "exercise": ["name": name]]).json["exercise"] as? [String: Any])?["id"] as? String)
    }

    func test_saveExercise_controlInNameOrTag_failsNamingPathAndSavesNothing() throws {
        let c = try LiftClient()
        for control in controls {
            assertControlRefused(c.save(["kind": "exercise", "exercise": ["name": "Bench\(control)press"]]), path: "exercise.name")
            assertControlRefused(c.save(["kind": "exercise", "exercise": ["name": "Bench", "tags": ["chest", "a\(control)"]]]),
                                 path: "exercise.tags[1]")
        }
        assertControlRefused(c.save(["kind": "exercise", "items": [["name": "Ok"], ["name": "\u{1B}[31mRed"]]]), path: "items[1].name")
        XCTAssertEqual(total(c, "exercise"), 0)
    }

    func test_saveExercise_unicodeNameWithoutControls_saved() throws {
        let c = try LiftClient()
        let reply = c.save(["kind": "exercise", "exercise": ["name": "Sentadilla búlgara 🏋️\u{A0}2"]])
        XCTAssertEqual(reply.status, LIFT_OK)
        XCTAssertEqual((reply.json["exercise"] as? [String: Any])?["name"] as? String, "Sentadilla búlgara 🏋️\u{A0}2")
    }

    func test_saveRoutine_controlInNameOrExerciseName_failsNamingPath() throws {
        let c = try LiftClient()
        assertControlRefused(c.save(["kind": "routine", "routine": ["name": "Push\u{07}", "exercises": [["name": "Dips"]]]]),
                             path: "routine.name")
        assertControlRefused(c.save(["kind": "routine", "routine": ["name": "Push", "exercises": [["name": "Dips"], ["name": "Di\u{9B}ps"]]]]),
                             path: "routine.exercises[1].name")
        XCTAssertEqual(total(c, "routine"), 0)
        XCTAssertEqual(total(c, "exercise"), 0)
    }

    func test_saveWorkout_controlInNameOrEquipment_failsInstructionsKeepLineBreaks() throws {
        let c = try LiftClient()
        let base: [String: Any] = ["name": "Sled push", "category": "strength", "met": 8.0]
        assertControlRefused(c.save(["kind": "workout", "workout": base.merging(["name": "Sled\u{1B}"]) { $1 }]), path: "workout.name")
        assertControlRefused(c.save(["kind": "workout", "workout": base.merging(["equipment": ["sled\n"]]) { $1 }]),
                             path: "workout.equipment[0]")
        assertControlRefused(c.save(["kind": "workout", "workout": base.merging(["instructions": "Push.\n\u{1B}[2J"]) { $1 }]),
                             path: "workout.instructions")
        let ok = c.save(["kind": "workout", "workout": base.merging(["instructions": "1.\tLean in.\r\n2.\tDrive."]) { $1 }])
        XCTAssertEqual(ok.status, LIFT_OK)
        XCTAssertEqual((ok.json["workout"] as? [String: Any])?["instructions"] as? String, "1.\tLean in.\r\n2.\tDrive.")
    }

    func test_saveWeightAndCounts_noteKeepsLineBreaksRefusesOtherControls() throws {
        let c = try LiftClient()
        assertControlRefused(c.save(["kind": "weight", "weight": ["date": "2024-03-01", "weight": 80, "unit": "kg", "note": "a\u{08}b"]]),
                             path: "weight.note")
        assertControlRefused(c.save(["kind": "steps", "items": [["date": "2024-03-01", "amount": 5, "note": "\u{0C}"]]]),
                             path: "items[0].note")
        XCTAssertEqual(total(c, "weight"), 0)
        let ok = c.save(["kind": "weight", "weight": ["date": "2024-03-01", "weight": 80, "unit": "kg", "note": "after run\n\tfasted"]])
        XCTAssertEqual(ok.status, LIFT_OK)
        XCTAssertEqual((ok.json["weight"] as? [String: Any])?["note"] as? String, "after run\n\tfasted")
    }

    func test_saveRoutineRecord_noteKeepsLineBreaksRefusesEscape_routineFromRecordNameRefused() throws {
        let c = try LiftClient()
        let squat = try exerciseID(c)
        var record: [String: Any] = ["note": "heavy\n\u{1B}", "creation_date": "2026-11-20T17:00:00Z",
                                     "exercise_records": [["exercise_id": squat, "set_records": [["rep_count": 5, "weight": 100, "unit": "kg"]]]]]
        assertControlRefused(c.save(["kind": "routine_record", "routine_record": record]), path: "routine_record.note")
        record["note"] = "heavy\r\nfelt good"
        let saved = c.save(["kind": "routine_record", "routine_record": record])
        XCTAssertEqual(saved.status, LIFT_OK)
        let id = try XCTUnwrap((saved.json["routine_record"] as? [String: Any])?["id"] as? String)
        assertControlRefused(c.save(["kind": "routine_from_record", "routine_from_record": ["record_id": id, "name": "Legs\u{85}"]]),
                             path: "routine_from_record.name")
        XCTAssertEqual(total(c, "routine"), 0)
    }

    func test_saveAccount_controlInDisplayNameFailsNamingPath_inUsernameKeepsInvalidUsername() throws {
        let c = try LiftClient()
        let name = c.save(["kind": "account", "account": ["username": "ann", "password": "correct horse", "name": "Ann\u{9B}"]])
        assertControlRefused(name, path: "account.name")
        for username in ["an\u{1B}n", "ann\u{85}"] {
            let reply = c.save(["kind": "account", "account": ["username": username, "password": "correct horse"]])
            XCTAssertEqual(reply.code, "invalid_username", username.debugDescription)
            XCTAssertEqual(reply.details?["path"] as? String, "account.username")
        }
    }

    func test_saveRoute_controlInNameOrStopName_failsNamingPathBeforePlanning() throws {
        let c = try LiftClient()
        let stops: [[String: Any]] = [["name": "Start", "lat": 60.0, "lon": 24.0], ["lat": 60.001, "lon": 24.001]]
        assertControlRefused(c.save(["kind": "route", "route": ["name": "Home\u{7F}", "stops": stops]]), path: "route.name")
        var bad = stops
        bad[1]["name"] = "Corner\u{1B}"
        assertControlRefused(c.save(["kind": "route", "route": ["name": "Home", "stops": bad]]), path: "route.stops[1].name")
    }

    func test_route_stopNameNotAString_failsWrongTypeNamingStop() throws {
        let c = try LiftClient()
        for name: Any in [42, true, ["x"], ["first": "x"]] {
            let reply = c.route(["stops": [["lat": 60.0, "lon": 24.0, "name": name], ["lat": 60.001, "lon": 24.001]]])
            XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST, "\(name)")
            XCTAssertEqual(reply.code, "wrong_type", "\(name)")
            XCTAssertEqual(reply.details?["path"] as? String, "stops[0].name", "\(name)")
        }
        assertControlRefused(c.route(["stops": [["lat": 60.0, "lon": 24.0], ["lat": 60.001, "lon": 24.001, "name": "B\u{1B}"]]]),
                             path: "stops[1].name")
    }

    func test_route_stopNameStringOrNull_passesDecodingToThePlanner() throws {
        let c = try LiftClient()
        for name: Any in ["Home", NSNull()] {
            // No road network: the request got past decoding to the planner.
            let reply = c.route(["stops": [["lat": 60.0, "lon": 24.0, "name": name], ["lat": 60.001, "lon": 24.001]]])
            XCTAssertEqual(reply.code, "no_road_network", "\(name)")
        }
    }

    func test_place_queryOf200CharactersInMoreBytes_acceptedOf201Refused() throws {
        let c = try LiftClient()
        XCTAssertEqual(c.save(["kind": "road_network", "road_network": ["path": try PlaceRequestTests.namedSquare()]]).status, LIFT_OK)
        let twoHundred = String(repeating: "ö", count: 200)   // 400 bytes
        let ok = c.load(["kind": "place", "query": twoHundred])
        XCTAssertEqual(ok.status, LIFT_OK)
        XCTAssertEqual((ok.json["items"] as? [Any])?.count, 0)
        let tooLong = c.load(["kind": "place", "query": twoHundred + "ö"])
        XCTAssertEqual(tooLong.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(tooLong.details?["path"] as? String, "query")
        XCTAssertEqual(c.load(["kind": "place", "query": String(repeating: "🏃", count: 200)]).status, LIFT_OK)
        assertControlRefused(c.load(["kind": "place", "query": "töölö\n"]), path: "query")
    }
}
