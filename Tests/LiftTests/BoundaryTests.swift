import CLift
import Foundation
import XCTest

/// The C contract's promises: statuses, ownership, strict JSON, handles.
final class BoundaryTests: XCTestCase {
    func test_saveExercise_duplicateNameAnyCase_failsConflictNamingExisting() throws {
        let c = try LiftClient()
        XCTAssertEqual(c.save(["kind": "exercise", "exercise": ["name": "Bench Press", "tags": ["chest"]]]).status, LIFT_OK)
        let reply = c.save(["kind": "exercise", "exercise": ["name": " bench press "]])
        XCTAssertEqual(reply.code, "duplicate_exercise_name")
        XCTAssertEqual(reply.details?["name"] as? String, "Bench Press")
    }

    func test_loadExercise_byName_findsCaseInsensitively() throws {
        let c = try LiftClient()
        _ = c.save(["kind": "exercise", "exercise": ["name": "Deadlift", "tags": ["back", "legs"]]])
        let items = c.load(["kind": "exercise", "name": "DEADLIFT"]).json["items"] as? [[String: Any]]
        XCTAssertEqual(items?.first?["tags"] as? [String], ["back", "legs"])
    }

    func test_request_badInput_returnsInvalidRequestNamingPath() throws {
        let c = try LiftClient()
        let cases: [(String, String?, String?)] = [
            ("{", "malformed_json", nil),
            ("{\"kind\":\"routine\"} trailing", "malformed_json", nil),
            ("{\"kind\":\"routine\",\"kind\":\"routine\"}", "malformed_json", nil),
            ("{\"kind\":\"routine\",\"id\":\"\\u0000\"}", "malformed_json", nil),
            ("[]", "invalid_request", ""),
            ("{\"kind\":\"routine\",\"idd\":\"x\"}", "unknown_field", "idd"),
            ("{\"kind\":\"routine\",\"id\":5}", "wrong_type", "id"),
            ("{\"kind\":\"routine\",\"id\":9007199254740993}", "invalid_request", "id"),
            ("{\"kind\":\"routine\",\"routine\":{\"name\":\"x\",\"exercises\":[{\"name\":\"a\"},{\"name\":\"b\"},{\"nme\":\"c\"}]}}", "unknown_field", "routine.exercises[2].nme"),
            ("{\"kind\":\"routine\",\"routine\":{\"name\":\"x\",\"exercises\":[{\"name\":\"a\"},{\"name\":7}]}}", "wrong_type", "routine.exercises[1].name"),
            (String(repeating: "[", count: 40) + String(repeating: "]", count: 40), "invalid_request", ""),
            ("{\"kind\":\"routine\",\"x\":" + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "}", "invalid_request", nil),
        ]
        for (request, code, path) in cases {
            let reply = c.call(request.contains("\"routine\":{") ? lift_save : lift_load, request)
            XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST, request)
            XCTAssertEqual(reply.code, code, request)
            if let path { XCTAssertEqual(reply.details?["path"] as? String, path, request) }
        }
    }

    func test_loadByID_idInUpperCase_findsTheRecord() throws {
        let c = try LiftClient()
        let saved = c.save(["kind": "weight", "weight": ["date": "2026-11-20", "weight": 80.5, "unit": "kg"]])
        let id = try XCTUnwrap((saved.json["weight"] as? [String: Any])?["id"] as? String)
        let reply = c.load(["kind": "weight", "id": id.uppercased()])
        XCTAssertEqual(reply.status, LIFT_OK)
        XCTAssertEqual((reply.json["weight"] as? [String: Any])?["id"] as? String, id)
    }

    func test_loadByID_badID_returnsInvalidRequestNamingID() throws {
        let c = try LiftClient()
        let cases: [(String, String, String)] = [
            ("{\"kind\":\"weight\",\"id\":7}", "wrong_type", "a string"),
            ("{\"kind\":\"weight\",\"id\":\"0f8fad5b-d9cb-469f-a165-70867728950\"}", "invalid_request", "UUID"),
            ("{\"kind\":\"weight\",\"id\":\"0f8fad5b-d9cb-469f-a165-70867728950g\"}", "invalid_request", "UUID"),
            ("{\"kind\":\"weight\",\"id\":\"0f8fad5b-d9cb-469f-a165-7086772895\\u00e9\"}", "invalid_request", "UUID"),
            ("{\"kind\":\"exercise\",\"id\":\"" + String(repeating: "a", count: 65) + "\"}", "invalid_request", "64 bytes"),
        ]
        for (request, code, message) in cases {
            let reply = c.call(lift_load, request)
            XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST, request)
            XCTAssertEqual(reply.code, code, request)
            XCTAssertEqual(reply.details?["path"] as? String, "id", request)
            XCTAssertTrue((reply.error?["message"] as? String)?.contains(message) ?? false, request)
        }
    }

    func test_request_invalidUTF8_returnsMalformedJSON() throws {
        let c = try LiftClient()
        var bytes = Array("{\"kind\":\"exercise\",\"exercise\":{\"name\":\"".utf8) + [0xC3, 0x28] + Array("\"}}".utf8) + [0]
        var out: UnsafeMutablePointer<CChar>?
        let rc = bytes.withUnsafeMutableBufferPointer { b in
            b.baseAddress!.withMemoryRebound(to: CChar.self, capacity: b.count) { lift_save(c.store, $0, &out) }
        }
        defer { lift_free(out) }
        XCTAssertEqual(rc, LIFT_E_INVALID_REQUEST)
    }

    func test_request_largerThanOneMiB_returnsPayloadTooLarge() throws {
        let c = try LiftClient()
        let big = "{\"kind\":\"exercise\",\"exercise\":{\"name\":\"" + String(repeating: "a", count: 2 << 20) + "\"}}"
        XCTAssertEqual(c.call(lift_save, big).code, "payload_too_large")
    }

    func test_saveWeights_hundredThousandInOneRequest_acceptedAsBulkKind() throws {
        let c = try LiftClient(options: "{\"durability\":\"normal\"}")
        var items = [String]()
        var day = 0
        for year in 1700..<2000 {
            for d in 1...28 where items.count < 100_000 {
                for m in 1...12 where items.count < 100_000 {
                    items.append("{\"date\":\"\(year)-\(m < 10 ? "0" : "")\(m)-\(d < 10 ? "0" : "")\(d)\",\"weight\":\(60 + day % 40),\"unit\":\"kg\"}")
                    day += 1
                }
            }
        }
        let request = "{\"kind\":\"weight\",\"items\":[" + items.joined(separator: ",") + "]}"
        XCTAssertGreaterThan(request.utf8.count, 1 << 20)
        let reply = c.call(lift_save, request)
        XCTAssertEqual(reply.status, LIFT_OK, "\(reply.json)")
        XCTAssertEqual(reply.json["saved"] as? Int, 100_000)
    }

    func test_request_overOneMiBForNonBulkKind_returnsPayloadTooLarge() throws {
        let c = try LiftClient()
        let big = "{\"kind\":\"routine\",\"routine\":{\"name\":\"" + String(repeating: "a", count: 1 << 20) + "\"}}"
        XCTAssertEqual(c.call(lift_save, big).code, "payload_too_large")
    }

    func test_request_unknownKind_returnsUnsupported() throws {
        let c = try LiftClient()
        let reply = c.load(["kind": "unicorn"])
        XCTAssertEqual(reply.status, LIFT_E_UNSUPPORTED)
        XCTAssertEqual(reply.code, "unknown_kind")
    }

    func test_calls_nullArguments_returnMisuseAndSetOut() throws {
        let c = try LiftClient()
        var out: UnsafeMutablePointer<CChar>? = UnsafeMutablePointer(bitPattern: 0xdead)
        XCTAssertEqual(lift_load(nil, "{\"kind\":\"routine\"}", &out), LIFT_E_MISUSE)
        XCTAssertNotNil(out); lift_free(out)
        out = nil
        XCTAssertEqual(lift_load(c.store, nil, &out), LIFT_E_MISUSE)
        lift_free(out)
        XCTAssertEqual(lift_load(c.store, "{\"kind\":\"routine\"}", nil), LIFT_E_MISUSE)
        XCTAssertEqual(lift_close(nil), LIFT_OK)
        lift_free(nil)
    }

    func test_calls_closedOrForgedHandle_returnMisuse() throws {
        let c = try LiftClient()
        let store = c.store
        c.close()
        var out: UnsafeMutablePointer<CChar>?
        XCTAssertEqual(lift_load(store, "{\"kind\":\"routine\"}", &out), LIFT_E_MISUSE)
        lift_free(out)
        XCTAssertEqual(lift_close(store), LIFT_E_MISUSE)
        XCTAssertEqual(lift_load(OpaquePointer(bitPattern: 12345), "{\"kind\":\"routine\"}", &out), LIFT_E_MISUSE)
        lift_free(out)
    }

    func test_route_noRoadNetwork_returnsUnavailable() throws {
        let c = try LiftClient()
        let reply = c.route(["stops": [["lat": 60.17, "lon": 24.94], ["lat": 60.18, "lon": 24.95]]])
        XCTAssertEqual(reply.status, LIFT_E_UNAVAILABLE)
        XCTAssertEqual(reply.code, "no_road_network")
    }

    func test_statusName_everyStatus_isStable() {
        let names: [Int32: String] = [0: "ok", -1: "invalid_request", -2: "misuse", -3: "conflict", -4: "not_found",
                                      -5: "io", -6: "corrupt", -7: "busy", -8: "unsupported", -9: "unauthorized",
                                      -10: "unavailable", -11: "no_memory", -12: "internal", -99: "unknown", 7: "unknown"]
        for (status, name) in names { XCTAssertEqual(String(cString: lift_status_name(status)), name) }
        XCTAssertEqual(String(cString: lift_version()), LIFT_VERSION_STRING)
        XCTAssertEqual(lift_abi_version(), UInt32(LIFT_ABI_VERSION))
    }

    func test_open_otherSQLiteDatabase_refusedAndUntouched() throws {
        let path = LiftClient.temporaryPath()
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        sqlite.arguments = [path, "CREATE TABLE t(x); INSERT INTO t VALUES(1);"]
        try sqlite.run(); sqlite.waitUntilExit()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try LiftClient(path: path)) { XCTAssertEqual(($0 as NSError).code, Int(LIFT_E_CORRUPT)) }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
    }

    func test_open_randomBytes_refusedAndUntouched() throws {
        let path = LiftClient.temporaryPath()
        let bytes = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try bytes.write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try LiftClient(path: path)) { XCTAssertEqual(($0 as NSError).code, Int(LIFT_E_CORRUPT)) }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), bytes)
    }

    func test_open_directory_failsIO() throws {
        XCTAssertThrowsError(try LiftClient(path: NSTemporaryDirectory())) { XCTAssertEqual(($0 as NSError).code, Int(LIFT_E_IO)) }
    }

    func test_open_badOptions_failsInvalidRequest() throws {
        XCTAssertThrowsError(try LiftClient(options: "{\"durability\":\"sometimes\"}")) {
            XCTAssertEqual(($0 as NSError).code, Int(LIFT_E_INVALID_REQUEST))
        }
        XCTAssertThrowsError(try LiftClient(options: "{\"bogus\":1}"))
    }

    func test_open_createFalseOnMissingFile_fails() throws {
        XCTAssertThrowsError(try LiftClient(options: "{\"create\":false}"))
    }

    func test_open_reopen_keepsData() throws {
        let path = LiftClient.temporaryPath()
        do {
            let c = try LiftClient(path: path, options: "{\"durability\":\"normal\"}")
            XCTAssertEqual(c.save(["kind": "exercise", "exercise": ["name": "Squat"]]).status, LIFT_OK)
        }
        let again = try LiftClient(path: path)
        XCTAssertEqual((again.load(["kind": "exercise"]).json["items"] as? [Any])?.count, 1)
    }

    func test_saves_eightThreadsOnOneStore_allAcknowledgedSavesPresent() throws {
        let c = try LiftClient(options: "{\"durability\":\"normal\"}")
        let perThread = 200
        DispatchQueue.concurrentPerform(iterations: 8) { t in
            for i in 0..<perThread {
                let reply = c.save(["kind": "exercise", "exercise": ["name": "e\(t)-\(i)"]])
                XCTAssertEqual(reply.status, LIFT_OK)
            }
        }
        XCTAssertEqual((c.load(["kind": "exercise"]).json["items"] as? [Any])?.count, 8 * perThread)
    }
}
