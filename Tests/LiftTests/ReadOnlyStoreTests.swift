import CLift
import Foundation
import XCTest
@testable import Lift

/// A store opened with `"read_only": true`: every load answers without writing (the file and its
/// -wal stay byte for byte the same), the sports loads serve the cache or the remote without
/// caching, and every write, and the active record's consuming load, answer unsupported
/// `read_only_store` (never `io`).
final class ReadOnlyStoreTests: XCTestCase {
    private static let builtInWorkout = "00000000-0000-4000-8000-000000000001"
    private let t0: Int64 = 1_750_000_000_000

    /// A store holding a record of every kind, written and closed by a read-write handle. The
    /// leagues are never loaded there, so a league load has nothing cached to answer from.
    private struct Seeded {
        let path: String
        let server: TestHTTPServer
        var ids: [String: String] = [:]
    }

    private func seed() throws -> Seeded {
        let server = try TestHTTPServer()
        var s = Seeded(path: LiftClient.temporaryPath(), server: server)
        let c = try LiftClient(path: s.path, options: server.options(clockMS: t0))
        func id(_ reply: LiftClient.Reply, _ kind: String) throws -> String {
            XCTAssertEqual(reply.status, LIFT_OK, "\(kind) \(reply.json)")
            return try XCTUnwrap((reply.json[kind] as? [String: Any])?["id"] as? String, "\(kind) \(reply.json)")
        }
        s.ids["exercise"] = try id(c.save(["kind": "exercise", "exercise": ["name": "Squat"]]), "exercise")
        s.ids["routine"] = try id(c.save(["kind": "routine", "routine": ["name": "Legs", "exercises": [["name": "Squat"]]]]), "routine")
        s.ids["weight"] = try id(c.save(["kind": "weight", "weight": ["date": "2024-03-01", "weight": 80.5, "unit": "kg"]]), "weight")
        s.ids["calories"] = try id(c.save(["kind": "calories", "calories": ["date": "2024-03-01", "amount": 450]]), "calories")
        s.ids["steps"] = try id(c.save(["kind": "steps", "steps": ["date": "2024-03-01", "amount": 8000]]), "steps")
        XCTAssertEqual(c.save(["kind": "goal", "goal": ["category": "steps", "target": 10000]]).status, LIFT_OK)
        let record: [String: Any] = ["note": "heavy", "exercise_records": [["exercise_id": s.ids["exercise"] ?? "", "set_records": [
            ["rep_count": 5, "weight": 100, "unit": "kg"]]]]]
        s.ids["routine_record"] = try id(c.save(["kind": "routine_record", "routine_record": record]), "routine_record")
        XCTAssertEqual(c.save(["kind": "active_record", "active_record": record]).status, LIFT_OK)
        s.ids["workout"] = try id(c.save(["kind": "workout", "workout": ["name": "Yoga", "category": "mobility", "met": 3]]), "workout")
        s.ids["completion"] = try id(c.save(["kind": "completion", "completion": ["workout_id": Self.builtInWorkout, "duration": 600]]), "completion")
        XCTAssertEqual(c.save(["kind": "weekly_goal", "weekly_goal": ["workouts": 3]]).status, LIFT_OK)
        var map = OSMFixture.square()
        map.way(10, [1, 2, 3, 4, 1], tags: ["highway": "residential", "name": "Ring"])
        let imported = c.save(["kind": "road_network", "road_network": ["path": try map.write()]])
        XCTAssertEqual(imported.status, LIFT_OK, "\(imported.json)")
        s.ids["route"] = try id(c.save(["kind": "route", "route": ["name": "Loop", "stops": Self.stops]]), "route")
        XCTAssertEqual(c.save(["kind": "account", "account": ["username": "ann", "password": "correct horse"]]).status, LIFT_OK)
        // Sports: one league's teams, one squad and one image cached; the other league is not.
        XCTAssertEqual(c.load(["kind": "team", "league_id": "trd6vSd3"]).status, LIFT_OK)
        XCTAssertEqual(c.load(["kind": "player", "team_id": "nit9vJwS", "data_source": "FlashLive"]).status, LIFT_OK)
        XCTAssertEqual(c.load(["kind": "image", "url": server.base + "/img/logo.png"]).status, LIFT_OK)
        c.close()
        return s
    }

    nonisolated(unsafe) private static let stops: [[String: Any]] = [["lat": 60.000, "lon": 24.0005], ["lat": 60.001, "lon": 24.002]]

    /// The store file and its -wal, byte for byte. Compared whole rather than hashed: a store this
    /// small costs nothing to hold twice. An absent -wal reads as an empty one: SQLite creates the
    /// empty file when any connection opens a store in WAL mode, and an empty WAL holds no change.
    private func files(_ path: String) -> [Data] {
        [path, path + "-wal"].map { FileManager.default.contents(atPath: $0) ?? Data() }
    }

    private func readOnly(_ s: Seeded) throws -> LiftClient {
        var options = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(s.server.options(clockMS: t0).utf8)) as? [String: Any])
        options["read_only"] = true
        let text = String(decoding: try JSONSerialization.data(withJSONObject: options), as: UTF8.self)
        return try LiftClient(path: s.path, options: text)
    }

    /// One load of every kind that has a load, answered from the seeded store.
    private func loads(_ s: Seeded) -> [(request: [String: Any], status: Int32)] {
        let ok = LIFT_OK
        return [
            (["kind": "exercise", "id": s.ids["exercise"] ?? ""], ok),
            (["kind": "routine"], ok),
            (["kind": "weight"], ok),
            (["kind": "calories"], ok),
            (["kind": "steps"], ok),
            (["kind": "goal"], ok),
            (["kind": "series", "category": "weight", "from": "2024-01-01", "to": "2024-12-31", "group": "month"], ok),
            (["kind": "body_log"], ok),
            (["kind": "weight_csv"], ok),
            (["kind": "routine_record", "id": s.ids["routine_record"] ?? ""], ok),
            (["kind": "exercise_history", "exercise_id": s.ids["exercise"] ?? ""], ok),
            (["kind": "personal_record", "exercise_id": s.ids["exercise"] ?? ""], ok),
            (["kind": "workout"], ok),
            (["kind": "completion"], ok),
            (["kind": "weekly_goal"], ok),
            (["kind": "stats", "period": "custom", "from": "2024-01-01", "to": "2024-12-31"], ok),
            (["kind": "road_network"], ok),
            (["kind": "place", "query": "ring"], ok),
            (["kind": "route", "id": s.ids["route"] ?? ""], ok),
            (["kind": "session"], ok),
            // No account can sign in on a read-only handle (sign-in writes its lockout counters).
            (["kind": "account"], LIFT_E_UNAUTHORIZED),
            (["kind": "league"], ok),
            (["kind": "team", "league_id": "trd6vSd3"], ok),
            (["kind": "team", "league_id": "EC2L"], ok),   // not cached: fetched, not saved
            (["kind": "player", "team_id": "nit9vJwS", "data_source": "FlashLive"], ok),
            (["kind": "image", "url": s.server.base + "/img/logo.png"], ok),
            (["kind": "image", "url": s.server.base + "/img/logo.png?other"], ok),   // not cached
            (["kind": "workout_export", "format": "lift"], ok),
            (["kind": "progress_summary", "period": "week", "format": "svg"], ok),
            (["kind": "next_targets", "routine_id": s.ids["routine"] ?? ""], ok),
            (["kind": "recommendation", "limit": 5, "minutes": 45, "equipment": ["dumbbell"]], ok),
            (["kind": "health_anchor", "platform": "healthkit", "type": "HKQuantityTypeIdentifierStepCount"], ok),
            (["kind": "health_policy"], ok),
        ]
    }

    /// One valid write of every kind that has a save or remove (each would succeed read-write).
    private func writes(_ s: Seeded) -> [(verb: LiftClient.Verb, name: String, request: [String: Any])] {
        let record: [String: Any] = ["exercise_records": [["exercise_id": s.ids["exercise"] ?? "", "set_records": [["rep_count": 1, "weight": 20, "unit": "kg"]]]]]
        return [
            (lift_save, "save", ["kind": "exercise", "exercise": ["name": "Press"]]),
            (lift_remove, "remove", ["kind": "exercise", "id": s.ids["exercise"] ?? ""]),
            (lift_save, "save", ["kind": "routine", "routine": ["name": "Arms", "exercises": [["name": "Curl"]]]]),
            (lift_remove, "remove", ["kind": "routine", "id": s.ids["routine"] ?? ""]),
            (lift_save, "save", ["kind": "weight", "weight": ["date": "2024-03-02", "weight": 80, "unit": "kg"]]),
            (lift_remove, "remove", ["kind": "weight", "id": s.ids["weight"] ?? ""]),
            (lift_save, "save", ["kind": "weight_csv", "csv": "date,weight,unit\n2024-03-05,81,kg\n"]),
            (lift_save, "save", ["kind": "calories", "calories": ["date": "2024-03-02", "amount": 1]]),
            (lift_remove, "remove", ["kind": "calories", "id": s.ids["calories"] ?? ""]),
            (lift_save, "save", ["kind": "steps", "steps": ["date": "2024-03-02", "amount": 1]]),
            (lift_remove, "remove", ["kind": "steps", "id": s.ids["steps"] ?? ""]),
            (lift_save, "save", ["kind": "goal", "goal": ["category": "calories", "target": 2000]]),
            (lift_remove, "remove", ["kind": "goal", "category": "steps"]),
            (lift_remove, "remove", ["kind": "body_log"]),
            (lift_save, "save", ["kind": "routine_record", "routine_record": record]),
            (lift_remove, "remove", ["kind": "routine_record", "id": s.ids["routine_record"] ?? ""]),
            (lift_save, "save", ["kind": "active_record", "active_record": record]),
            (lift_save, "save", ["kind": "routine_from_record", "routine_from_record": ["record_id": s.ids["routine_record"] ?? ""]]),
            (lift_save, "save", ["kind": "workout", "workout": ["name": "Swim", "category": "cardio", "met": 6]]),
            (lift_remove, "remove", ["kind": "workout", "id": s.ids["workout"] ?? ""]),
            (lift_save, "save", ["kind": "completion", "completion": ["workout_id": Self.builtInWorkout, "duration": 60]]),
            (lift_remove, "remove", ["kind": "completion", "id": s.ids["completion"] ?? ""]),
            (lift_save, "save", ["kind": "weekly_goal", "weekly_goal": ["workouts": 4]]),
            (lift_save, "save", ["kind": "road_network", "road_network": ["path": "/nonexistent/map.osm"]]),
            (lift_remove, "remove", ["kind": "road_network", "profile": "car"]),
            (lift_save, "save", ["kind": "route", "route": ["name": "Back", "stops": Self.stops]]),
            (lift_remove, "remove", ["kind": "route", "id": s.ids["route"] ?? ""]),
            (lift_save, "save", ["kind": "account", "account": ["username": "bob", "password": "correct horse"]]),
            (lift_remove, "remove", ["kind": "account", "password": "correct horse"]),
            (lift_save, "save", ["kind": "session", "session": ["username": "ann", "password": "correct horse"]]),
            (lift_remove, "remove", ["kind": "session"]),
            (lift_remove, "remove", ["kind": "league", "cache": "all"]),
            (lift_remove, "remove", ["kind": "team", "cache": "expired"]),
            (lift_remove, "remove", ["kind": "player", "team_id": "nit9vJwS"]),
            (lift_remove, "remove", ["kind": "image", "cache": "all"]),
            (lift_save, "save", ["kind": "workout_import", "workout_import": ["data": WorkoutImportRequestTests.strong]]),
            (lift_save, "save", ["kind": "backup", "backup": ["format": "liblift-backup", "version": 1, "changes": [], "count": 0]]),
            // Settling local edits into the feed writes, as a load of changes does.
            (lift_load, "load", ["kind": "backup"]),
            (lift_save, "save", ["kind": "changes", "changes": [Any]()]),
            (lift_load, "load", ["kind": "changes"]),   // versions the edits made since the last read
            (lift_load, "load", ["kind": "sync_state"]),
            (lift_save, "save", ["kind": "health_samples", "health_samples": ["platform": "healthkit", "deleted": ["x"]]]),
            (lift_save, "save", ["kind": "health_policy", "health_policy": ["type": "step_count", "sources": ["a"]]]),
            (lift_save, "save", ["kind": "health_export", "health_export": ["platform": "healthkit", "ack": []]]),
            (lift_load, "load", ["kind": "health_export", "platform": "healthkit"]),
            (lift_save, "save", ["kind": "apple_health_export",
                                 "apple_health_export": ["path": AppleHealthExportRequestTests.fixtures + "/export.zip"]]),
        ]
    }

    func test_readOnlyStore_everyKindsLoad_answersAndLeavesFileAndWALUnchanged() throws {
        let s = try seed()
        let before = files(s.path)
        let c = try readOnly(s)
        for (request, status) in loads(s) {
            let reply = c.load(request)
            XCTAssertEqual(reply.status, status, "\(request) \(reply.json)")
        }
        XCTAssertEqual(c.route(["stops": Self.stops]).status, LIFT_OK)
        XCTAssertEqual(files(s.path), before, "a load wrote to the store")
        c.close()
        XCTAssertEqual(files(s.path), before, "closing the read-only handle wrote to the store")
    }

    func test_readOnlyStore_loads_coverEveryKindWithALoad() throws {
        let s = try seed()
        let loaded = Set(loads(s).compactMap { $0.request["kind"] as? String }).union(["active_record", "sync_state", "health_export"])
        let withLoad = Set(Dispatcher.kinds.values.filter { $0.load != nil }.map(\.name))
        XCTAssertEqual(withLoad.subtracting(loaded), [], "add each kind's load to the read-only test")
        let written = Set(writes(s).compactMap { $0.request["kind"] as? String })
        let withWrite = Set(Dispatcher.kinds.values.filter { $0.save != nil || $0.remove != nil }.map(\.name))
        XCTAssertEqual(withWrite.subtracting(written), [], "add each kind's save and remove to the read-only test")
    }

    func test_readOnlyStore_everySaveAndRemove_unsupportedReadOnlyStoreAndFileUnchanged() throws {
        let s = try seed()
        let before = files(s.path)
        let c = try readOnly(s)
        for (verb, name, request) in writes(s) {
            let reply = c.call(verb, request)
            XCTAssertEqual(reply.status, LIFT_E_UNSUPPORTED, "\(name) \(request) \(reply.json)")
            XCTAssertEqual(reply.code, "read_only_store", "\(name) \(request) \(reply.json)")
            XCTAssertEqual(reply.details?["kind"] as? String, request["kind"] as? String)
            XCTAssertEqual(reply.details?["verb"] as? String, name)
        }
        XCTAssertEqual(files(s.path), before)
    }

    func test_readOnlyStore_invalidWrite_stillInvalidRequest() throws {
        let s = try seed()
        let reply = try readOnly(s).save(["kind": "exercise", "exercise": ["name": "Press"], "colour": "red"])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.code, "unknown_field")
    }

    func test_readOnlyStore_activeRecordLoad_refusedAndRecordKept() throws {
        let s = try seed()
        let c = try readOnly(s)
        let reply = c.load(["kind": "active_record"])
        XCTAssertEqual(reply.status, LIFT_E_UNSUPPORTED)
        XCTAssertEqual(reply.code, "read_only_store")
        XCTAssertNil(reply.json["active_record"])
        c.close()
        let writable = try LiftClient(path: s.path)
        XCTAssertEqual((writable.load(["kind": "active_record"]).json["active_record"] as? [String: Any])?["note"] as? String, "heavy")
    }

    func test_readOnlyStore_leagueLoadNeverCached_builtInsNotSavedToCache() throws {
        let s = try seed()
        let c = try readOnly(s)
        for _ in 0..<2 {
            let reply = c.load(["kind": "league"])
            XCTAssertEqual(reply.status, LIFT_OK, "\(reply.json)")
            XCTAssertEqual((reply.json["items"] as? [[String: Any]])?.compactMap { $0["name"] as? String },
                           ["LigaPro Serie A", "LigaPro Serie B"])
            XCTAssertEqual(reply.json["saved_to_cache"] as? Bool, false)
        }
    }

    func test_readOnlyStore_uncachedTeamsAndImage_servedFromRemoteEveryTimeNotCached() throws {
        let s = try seed()
        let c = try readOnly(s)
        let served = try s.server.served()
        for _ in 0..<2 {
            let teams = c.load(["kind": "team", "league_id": "EC2L"])
            XCTAssertEqual(teams.status, LIFT_OK, "\(teams.json)")
            XCTAssertEqual(teams.json["source"] as? String, "remote")
            let image = c.load(["kind": "image", "url": s.server.base + "/img/logo.png?other"])
            XCTAssertEqual(image.json["source"] as? String, "remote", "\(image.json)")
        }
        XCTAssertEqual(try s.server.served(), served + 4)
    }

    func test_readOnlyStore_cachedTeams_servedFromCache() throws {
        let s = try seed()
        let reply = try readOnly(s).load(["kind": "team", "league_id": "trd6vSd3"])
        XCTAssertEqual(reply.json["source"] as? String, "cache", "\(reply.json)")
    }

    func test_readOnlyStore_besideAReadWriteHandle_loadsLeaveWALUnchangedAndWriteReadOnlyStore() throws {
        // With a writer open the -wal holds frames; the read-only handle still answers one code.
        let s = try seed()
        let writer = try LiftClient(path: s.path)
        XCTAssertEqual(writer.save(["kind": "exercise", "exercise": ["name": "Dip"]]).status, LIFT_OK)
        let before = files(s.path)
        XCTAssertFalse(before[1].isEmpty, "the writer's frames are in the -wal")
        let c = try readOnly(s)
        let reply = c.save(["kind": "exercise", "exercise": ["name": "Press"]])
        XCTAssertEqual(reply.code, "read_only_store", "\(reply.json)")
        XCTAssertEqual(c.load(["kind": "exercise"]).json["total"] as? Int, 2)
        for (request, status) in loads(s) where request["kind"] as? String != "account" {
            XCTAssertEqual(c.load(request).status, status, "\(request)")
        }
        XCTAssertEqual(files(s.path), before, "a load beside a writer wrote to the store or its -wal")
    }
}
