import CLift
import Foundation
import XCTest
@testable import Lift

/// 3 accounts x every kind with records by id x (load, save over, remove) of another account's
/// record: each answers exactly as for an id nobody has (a save creates the caller's own record
/// with that id), and the owner's data is unchanged. The kinds without ids (aggregates, per-owner singletons) must show a
/// fresh account nothing. The store-level kinds (maps, their places, the sports caches) have rows
/// of their own that assert the opposite: one copy, the same for every account and the local owner.
/// Every kind of Dispatcher.kinds must be listed here (test_matrix_coversEveryKindOfTheDispatcher).
final class IsolationMatrixTests: XCTestCase {
    /// How an account makes one record of a kind (prerequisites made with `client`), and how the
    /// same payload is changed when saved again by id.
    struct Fixture {
        let kind: String
        let make: (LiftClient, String) -> [String: Any]
        var change: ([String: Any]) -> [String: Any] = { $0 }
    }

    static let days = ["ann": "2024-03-01", "bob": "2024-03-02", "cat": "2024-03-03"]
    static let builtInWorkout = "00000000-0000-4000-8000-000000000001"

    var fixtures: [Fixture] { [
        Fixture(kind: "exercise", make: { _, owner in ["name": "Squat of \(owner)", "tags": ["legs"]] },
                change: { $0.merging(["name": "Overwritten"]) { $1 } }),
        Fixture(kind: "routine", make: { _, owner in ["name": "Push of \(owner)", "exercises": [["name": "Bench of \(owner)"]]] },
                change: { $0.merging(["name": "Overwritten", "exercises": [["name": "Other"]]]) { $1 } }),
        // One weight per day: each owner logs its own day (a save without id is by day).
        Fixture(kind: "weight", make: { _, owner in ["date": Self.days[owner] ?? "2024-03-09", "weight": 80.5, "unit": "kg"] },
                change: { $0.merging(["weight": 99.5]) { $1 } }),
        Fixture(kind: "calories", make: { _, _ in ["date": "2024-03-01", "amount": 450] },
                change: { $0.merging(["amount": 1] as [String: Any]) { $1 } }),
        Fixture(kind: "steps", make: { _, _ in ["date": "2024-03-01", "amount": 8000] },
                change: { $0.merging(["amount": 1] as [String: Any]) { $1 } }),
        Fixture(kind: "routine_record", make: { c, owner in
                    let e = c.save(["kind": "exercise", "exercise": ["name": "Deadlift of \(owner)"]])
                    let id = (e.json["exercise"] as? [String: Any])?["id"] as? String ?? ""
                    return ["note": "by \(owner)", "exercise_records": [["exercise_id": id, "set_records": [
                        ["rep_count": 5, "weight": 100, "unit": "kg"]]]]]
                }, change: { $0.merging(["note": "Overwritten"]) { $1 } }),
        Fixture(kind: "workout", make: { _, owner in ["name": "Yoga of \(owner)", "category": "mobility", "met": 3] },
                change: { $0.merging(["name": "Overwritten"]) { $1 } }),
        Fixture(kind: "completion", make: { _, _ in ["workout_id": Self.builtInWorkout, "duration": 600] },
                change: { $0.merging(["duration": 1] as [String: Any]) { $1 } }),
        // Saved routes stay personal though the map is store-level: each import replaces the one
        // network, and each owner's saved route keeps its own computed result.
        Fixture(kind: "route", make: { c, owner in
                    var f = OSMFixture.square()
                    f.way(10, [1, 2, 3, 4, 1], tags: ["highway": "residential", "name": "Ring"])
                    let path = (try? f.write()) ?? ""
                    _ = c.save(["kind": "road_network", "road_network": ["path": path]])
                    return ["name": "Loop of \(owner)", "stops": [["lat": 60.000, "lon": 24.0005], ["lat": 60.001, "lon": 24.002]]]
                }, change: { $0.merging(["name": "Overwritten"]) { $1 } }),
    ] }

    /// Kinds without records by id: loads that aggregate or read a per-owner singleton. A fresh
    /// account must see exactly what an empty store shows.
    var aggregateLoads: [[String: Any]] { [
        ["kind": "goal"],
        ["kind": "series", "category": "weight", "from": "2024-01-01", "to": "2024-12-31", "group": "month"],
        ["kind": "series", "category": "steps", "from": "2024-01-01", "to": "2024-12-31", "group": "month"],
        ["kind": "body_log"],
        ["kind": "weight_csv"],
        ["kind": "weekly_goal"],
        ["kind": "stats", "period": "custom", "from": "2024-01-01", "to": "2024-12-31"],
        ["kind": "stats", "period": "month"],   // completions are dated now
        ["kind": "active_record"],
        ["kind": "progress_summary", "period": "custom", "from": "2024-01-01", "to": "2024-12-31"],
        ["kind": "recommendation", "limit": 50],
        ["kind": "health_anchor", "platform": "healthkit", "type": "HKQuantityTypeIdentifierStepCount"],
        ["kind": "health_policy"],
    ] }
    /// Kinds that only act on other kinds' ids (covered by the id checks below).
    static let byOtherKindsID: Set<String> = ["routine_from_record", "exercise_history", "personal_record", "next_targets"]
    /// Store-level kinds: public data kept once for the whole store, whoever fetched or imported
    /// it. Their rows assert sharing (`test_storeLevelKinds_...` and RoadNetworkIsolationTests).
    static let storeLevelKinds: Set<String> = ["road_network", "place", "league", "team", "player", "image"]
    /// The handle's own account and session, and routing.
    static let notOwnedRecords: Set<String> = ["account", "session"]
    /// Training import and export: they write and read routine records and exercises, whose
    /// rows above cover isolation; two accounts importing one file (the same name-based ids)
    /// in WorkoutImportRequestTests.
    static let trainingPortability: Set<String> = ["workout_import", "workout_export"]
    /// The account's whole feed: two accounts of one store back up only their own records
    /// (BackupRequestTests.test_backup_twoAccountsOfOneStore_eachBacksUpOnlyItsOwn).
    static let accountFeed: Set<String> = ["backup"]
    /// The change feed reads and writes the kinds above through their own tables, as the
    /// handle's owner; one account's feed never holds another's (SyncRequestTests).
    static let syncFeed: Set<String> = ["changes", "sync_state"]
    /// Health batches, exports and the Apple Health export file write and read weights, steps,
    /// calories and completions, whose rows above cover isolation; HealthRequestTests checks
    /// another account sees none of them.
    static let healthBridge: Set<String> = ["health_samples", "health_export", "apple_health_export"]

    func test_matrix_coversEveryKindOfTheDispatcher() {
        let covered = Set(fixtures.map(\.kind)).union(aggregateLoads.compactMap { $0["kind"] as? String })
            .union(Self.byOtherKindsID).union(Self.storeLevelKinds).union(Self.notOwnedRecords)
            .union(Self.trainingPortability).union(Self.accountFeed).union(Self.syncFeed).union(Self.healthBridge)
        XCTAssertEqual(Set(Dispatcher.kinds.keys).subtracting(covered), [],
                       "add each new kind to the isolation matrix")
    }

    func test_otherAccountsRecordByID_loadSaveOverRemove_behaveAsMissingAndLeaveOwnerDataUnchanged() throws {
        let path = LiftClient.temporaryPath()
        let names = ["ann", "bob", "cat"]
        let setup = try LiftClient(path: path)
        for n in names { XCTAssertEqual(AccountRequestTests.createAccount(setup, n).status, LIFT_OK) }
        var clients = [String: LiftClient]()
        for n in names {
            let c = try LiftClient(path: path)
            XCTAssertEqual(AccountRequestTests.signIn(c, n).status, LIFT_OK)
            clients[n] = c
        }
        for f in fixtures {
            var payloads = [String: [String: Any]](), ids = [String: String]()
            for n in names {
                let c = try XCTUnwrap(clients[n])
                let payload = f.make(c, n)
                let reply = c.save(["kind": f.kind, f.kind: payload])
                XCTAssertEqual(reply.status, LIFT_OK, "\(f.kind) \(n) \(reply.json)")
                payloads[n] = payload
                ids[n] = try XCTUnwrap((reply.json[f.kind] as? [String: Any])?["id"] as? String, "\(f.kind) \(reply.json)")
            }
            let before = try snapshot(f.kind, clients)
            for owner in names {
                let id = try XCTUnwrap(ids[owner]), payload = try XCTUnwrap(payloads[owner])
                for intruder in names where intruder != owner {
                    let c = try XCTUnwrap(clients[intruder])
                    let context = "\(intruder) -> \(owner)'s \(f.kind)"
                    let missing = UUID().uuidString.lowercased()

                    let load = c.load(["kind": f.kind, "id": id])
                    XCTAssertEqual(load.status, LIFT_E_NOT_FOUND, context)
                    XCTAssertEqual(normalised(load, id), normalised(c.load(["kind": f.kind, "id": missing]), missing), context)

                    let remove = c.remove(["kind": f.kind, "id": id])
                    XCTAssertEqual(remove.status, LIFT_E_NOT_FOUND, context)
                    XCTAssertEqual(normalised(remove, id), normalised(c.remove(["kind": f.kind, "id": missing]), missing), context)

                    // A save with an id the caller does not have creates the caller's own record
                    // with that id: someone else's id answers exactly as an id nobody has, and the
                    // owner's record is neither read nor touched. The intruder then removes its copy.
                    var over = f.change(payload)
                    for target in [id, missing] {
                        over["id"] = target
                        let reply = c.save(["kind": f.kind, f.kind: over])
                        if reply.status == LIFT_OK {
                            XCTAssertEqual((reply.json[f.kind] as? [String: Any])?["id"] as? String, target, context)
                            XCTAssertEqual(c.remove(["kind": f.kind, "id": target]).status, LIFT_OK, context)
                        } else {
                            // Only a record the payload refers to (the owner's exercise) can be missing.
                            XCTAssertEqual(reply.status, LIFT_E_NOT_FOUND, "\(context) \(reply.json)")
                            XCTAssertNotEqual(reply.details?["path"] as? String, "\(f.kind).id", context)
                            XCTAssertFalse(text(reply.json).contains(payload["note"] as? String ?? "\u{0}"), context)
                        }
                    }
                }
            }
            XCTAssertEqual(try snapshot(f.kind, clients), before, "\(f.kind): an owner's data changed")
        }
        try checkKindsByOtherKindsID(clients)
        try checkAggregates(path: path, setup: setup)
    }

    /// One row per store-level kind: ann fills it (the sports caches from the test server, which
    /// then stops, so whatever is seen afterwards can only come from the store), and bob, cat and
    /// the local owner get the very answer ann gets. A removal by bob is then gone for everyone.
    func test_storeLevelKinds_filledByOneAccount_answerTheSameForEveryAccountAndTheLocalOwner() throws {
        var server: TestHTTPServer? = try TestHTTPServer()
        let base = server?.base ?? "", options = server?.options(clockMS: 1_750_000_000_000) ?? ""
        let path = LiftClient.temporaryPath(), names = ["ann", "bob", "cat"]
        let setup = try LiftClient(path: path)
        for n in names { XCTAssertEqual(AccountRequestTests.createAccount(setup, n).status, LIFT_OK) }
        var clients = ["local": try LiftClient(path: path, options: options)]
        for n in names {
            let c = try LiftClient(path: path, options: options)
            XCTAssertEqual(AccountRequestTests.signIn(c, n).status, LIFT_OK)
            clients[n] = c
        }
        let ann = try XCTUnwrap(clients["ann"])
        var f = OSMFixture.square()
        f.way(10, [1, 2, 3, 4, 1], tags: ["highway": "residential", "name": "Ring"])
        XCTAssertEqual(ann.save(["kind": "road_network", "road_network": ["path": try f.write()]]).status, LIFT_OK)
        XCTAssertEqual(ann.load(["kind": "league"]).json["saved_to_cache"] as? Bool, true)
        let rows: [[String: Any]] = [
            ["kind": "road_network"],
            ["kind": "place", "query": "ring"],
            ["kind": "league"],
            ["kind": "team", "league_id": "trd6vSd3"],
            ["kind": "player", "team_id": "t-ann", "data_source": "FlashLive"],
            ["kind": "image", "url": base + "/img/logo.png?o=ann"],
        ]
        for r in rows { XCTAssertEqual(ann.load(r).status, LIFT_OK, "\(r)") }
        let remoteKinds: Set<String> = ["team", "player", "image"]
        var annSees = [String]()
        for r in rows {
            let reply = ann.load(r)
            if remoteKinds.contains(r["kind"] as? String ?? "") { XCTAssertEqual(reply.json["source"] as? String, "cache", "\(r)") }
            annSees.append(text(reply.json))
        }
        server = nil   // the remote is gone: from here on only the store can answer
        for viewer in ["bob", "cat", "local"] {
            let c = try XCTUnwrap(clients[viewer])
            for (r, expected) in zip(rows, annSees) {
                let reply = c.load(r)
                XCTAssertEqual(reply.status, LIFT_OK, "\(viewer) \(r) \(reply.json)")
                XCTAssertEqual(text(reply.json), expected, "\(viewer) \(r)")
            }
        }

        let bob = try XCTUnwrap(clients["bob"])
        let removals: [[String: Any]] = [
            ["kind": "team", "league_id": "trd6vSd3"], ["kind": "player", "team_id": "t-ann"],
            ["kind": "image", "url": base + "/img/logo.png?o=ann"], ["kind": "league", "cache": "all"],
        ]
        for r in removals { XCTAssertEqual(bob.remove(r).json["removed"] as? Int, 1, "\(r)") }
        XCTAssertEqual(try XCTUnwrap(clients["local"]).load(["kind": "league"]).json["saved_to_cache"] as? Bool, true)
        for viewer in ["ann", "cat"] {
            let c = try XCTUnwrap(clients[viewer])
            XCTAssertEqual(c.load(["kind": "league"]).json["saved_to_cache"] as? Bool, false, viewer)
            for r in rows where remoteKinds.contains(r["kind"] as? String ?? "") {
                XCTAssertEqual(c.load(r).status, LIFT_E_UNAVAILABLE, "\(viewer) \(r): removed for everyone, and the remote is gone")
            }
        }
    }

    /// routine_from_record, exercise_history, personal_record given another account's ids.
    private func checkKindsByOtherKindsID(_ clients: [String: LiftClient]) throws {
        let ann = try XCTUnwrap(clients["ann"]), bob = try XCTUnwrap(clients["bob"])
        let record = try XCTUnwrap((ann.load(["kind": "routine_record"]).json["items"] as? [[String: Any]])?.first)
        let recordID = try XCTUnwrap(record["id"] as? String)
        let exerciseID = try XCTUnwrap(((record["exercise_records"] as? [[String: Any]])?.first)?["exercise_id"] as? String)
        XCTAssertEqual(bob.load(["kind": "exercise_history", "exercise_id": exerciseID]).status, LIFT_E_NOT_FOUND)
        XCTAssertEqual(bob.load(["kind": "personal_record", "exercise_id": exerciseID]).status, LIFT_E_NOT_FOUND)
        XCTAssertEqual(bob.save(["kind": "routine_from_record", "routine_from_record": ["record_id": recordID, "name": "Stolen"]]).status,
                       LIFT_E_NOT_FOUND)
        XCTAssertEqual(ann.load(["kind": "exercise_history", "exercise_id": exerciseID]).status, LIFT_OK)
    }

    /// After three accounts logged data of every kind, a fresh account sees what an empty store shows.
    private func checkAggregates(path: String, setup: LiftClient) throws {
        for c in [setup] {   // ann also sets per-owner singletons, so they are not trivially empty
            XCTAssertEqual(AccountRequestTests.signIn(c, "ann").status, LIFT_OK)
            XCTAssertEqual(c.save(["kind": "goal", "goal": ["category": "steps", "target": 10000]]).status, LIFT_OK)
            XCTAssertEqual(c.save(["kind": "weekly_goal", "weekly_goal": ["workouts": 3]]).status, LIFT_OK)
            XCTAssertEqual(c.save(["kind": "active_record", "active_record": ["note": "in progress"]]).status, LIFT_OK)
            XCTAssertEqual(c.save(["kind": "health_samples", "health_samples": ["platform": "healthkit", "anchor": [
                "type": "HKQuantityTypeIdentifierStepCount", "value": "YW5u"]]]).status, LIFT_OK)
            XCTAssertEqual(c.save(["kind": "health_policy", "health_policy": ["type": "step_count", "sources": ["ann.phone"]]]).status,
                           LIFT_OK)
        }
        XCTAssertEqual(AccountRequestTests.createAccount(try LiftClient(path: path), "dan").status, LIFT_OK)
        let dan = try LiftClient(path: path)
        XCTAssertEqual(AccountRequestTests.signIn(dan, "dan").status, LIFT_OK)
        let empty = try LiftClient()
        var differsForAnn = 0   // the check must be able to fail: ann's own view is not empty
        for request in aggregateLoads where text(setup.load(request).json) != text(empty.load(request).json) { differsForAnn += 1 }
        XCTAssertEqual(differsForAnn, aggregateLoads.count, "every aggregate load should show ann's data")
        for request in aggregateLoads {
            let seen = dan.load(request), expected = empty.load(request)
            XCTAssertEqual(seen.status, expected.status, "\(request)")
            XCTAssertEqual(text(seen.json), text(expected.json), "\(request)")
        }
        // Kinds keyed by category or by owner: saving over and removing the same keys as ann
        // (goal, weekly_goal, the whole body log) changes only dan's own.
        let annViews: [[String: Any]] = [["kind": "goal"], ["kind": "weekly_goal"], ["kind": "body_log"]]
        let annBefore = annViews.map { text(setup.load($0).json) }
        XCTAssertEqual(dan.save(["kind": "goal", "goal": ["category": "steps", "target": 5]]).status, LIFT_OK)
        XCTAssertEqual(dan.save(["kind": "weekly_goal", "weekly_goal": ["workouts": 7]]).status, LIFT_OK)
        XCTAssertEqual(dan.remove(["kind": "goal", "category": "steps"]).status, LIFT_OK)
        XCTAssertEqual(dan.remove(["kind": "body_log"]).status, LIFT_OK)
        XCTAssertEqual(annViews.map { text(setup.load($0).json) }, annBefore, "ann's goals or body log changed")
    }

    /// Each account's records of a kind, as sorted JSON text.
    private func snapshot(_ kind: String, _ clients: [String: LiftClient]) throws -> [String: String] {
        clients.mapValues { text($0.load(["kind": kind]).json["items"] ?? []) }
    }

    private func text(_ value: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: value, options: .sortedKeys)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// An error with the id replaced: "someone else's id" must read as "an id nobody has".
    private func normalised(_ reply: LiftClient.Reply, _ id: String) -> String {
        text(reply.json).replacingOccurrences(of: id, with: "<id>")
    }
}
