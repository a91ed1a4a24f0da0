import CLift
import Foundation
import XCTest
@testable import Lift

/// 3 accounts x every kind with records by id x (load, save over, remove) of another account's
/// record: each answers exactly as for an id nobody has (save included: not_found), and the
/// owner's data is unchanged. The kinds without ids (aggregates, per-owner singletons) must show a
/// fresh account nothing; the sports caches answer another account's entry as never cached.
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
        // Saved routes: each owner imports its own network (the planner computes the result).
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
        ["kind": "place", "query": "ring"],   // names of the owner's imported network
    ] }
    /// Kinds that only act on other kinds' ids (covered by the id checks below).
    static let byOtherKindsID: Set<String> = ["routine_from_record", "exercise_history", "personal_record"]
    /// Remote sports data cached per owner, keyed by the remote's ids (one line per kind): each
    /// owner caches its own entry, and an intruder's load and remove of it answer as for an entry
    /// never cached. League has no key (built in): `checkLeagueCache` covers it.
    var sportsFixtures: [SportsFixture] { [
        // Teams are per built-in league and there are two: cat caches none and only intrudes.
        SportsFixture(kind: "team", keys: ["ann": ["league_id": "trd6vSd3"], "bob": ["league_id": "EC2L"]]),
        SportsFixture(kind: "player", keys: ["ann": ["team_id": "t-ann", "data_source": "FlashLive"],
                                             "bob": ["team_id": "t-bob", "data_source": "TransferMarket"],
                                             "cat": ["team_id": "t-cat", "data_source": "FlashLive"]]),
        SportsFixture(kind: "image", keys: ["ann": ["url": "/img/logo.png?o=ann"], "bob": ["url": "/img/logo.png?o=bob"],
                                            "cat": ["url": "/img/logo.png?o=cat"]]),
    ] }
    struct SportsFixture {
        let kind: String
        /// The request fields naming each owner's cache entry (an `url` is relative to the test server).
        let keys: [String: [String: String]]
    }
    static let keylessCaches: Set<String> = ["league"]
    /// The handle's own account and session, and routing.
    static let notOwnedRecords: Set<String> = ["account", "session"]
    /// Road networks are imported per owner: RoadNetworkIsolationTests.
    static let perOwnerImports: Set<String> = ["road_network"]

    func test_matrix_coversEveryKindOfTheDispatcher() {
        let covered = Set(fixtures.map(\.kind)).union(aggregateLoads.compactMap { $0["kind"] as? String })
            .union(Self.byOtherKindsID).union(sportsFixtures.map(\.kind)).union(Self.keylessCaches)
            .union(Self.notOwnedRecords).union(Self.perOwnerImports)
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

                    // A save with an id updates the caller's own record: someone else's id is
                    // not_found, exactly as an id nobody has, and nothing is written anywhere.
                    var over = f.change(payload)
                    over["id"] = id
                    let overReply = c.save(["kind": f.kind, f.kind: over])
                    XCTAssertEqual(overReply.status, LIFT_E_NOT_FOUND, "\(context) \(overReply.json)")
                    XCTAssertEqual(overReply.details?["path"] as? String, "\(f.kind).id", context)
                    over["id"] = missing
                    let freshReply = c.save(["kind": f.kind, f.kind: over])
                    XCTAssertEqual(normalised(overReply, id), normalised(freshReply, missing), context)
                }
            }
            XCTAssertEqual(try snapshot(f.kind, clients), before, "\(f.kind): an owner's data changed")
        }
        try checkKindsByOtherKindsID(clients)
        try checkAggregates(path: path, setup: setup)
    }

    /// The sports caches: owners fill them from the test server, which then stops, so anything an
    /// intruder gets afterwards could only come from a cache it may see.
    func test_otherAccountsSportsCache_loadSaveRemove_behaveAsNeverCachedAndLeaveOwnerCacheUnchanged() throws {
        var server: TestHTTPServer? = try TestHTTPServer()
        let base = server?.base ?? "", options = server?.options(clockMS: 1_750_000_000_000) ?? ""
        let path = LiftClient.temporaryPath(), names = ["ann", "bob", "cat"]
        let setup = try LiftClient(path: path)
        for n in names { XCTAssertEqual(AccountRequestTests.createAccount(setup, n).status, LIFT_OK) }
        var clients = [String: LiftClient]()
        for n in names {
            let c = try LiftClient(path: path, options: options)
            XCTAssertEqual(AccountRequestTests.signIn(c, n).status, LIFT_OK)
            clients[n] = c
        }
        func request(_ kind: String, _ key: [String: String], remove: Bool = false) -> [String: Any] {
            var r: [String: Any] = ["kind": kind]
            for (field, value) in key where !(remove && field == "data_source") { r[field] = field == "url" ? base + value : value }
            return r
        }
        var before = [String: String]()
        for f in sportsFixtures {
            for (owner, key) in f.keys {
                let c = try XCTUnwrap(clients[owner])
                XCTAssertEqual(c.load(request(f.kind, key)).status, LIFT_OK, "\(f.kind) \(owner)")
                let cached = c.load(request(f.kind, key))
                XCTAssertEqual(cached.json["source"] as? String, "cache", "\(f.kind) \(owner) \(cached.json)")
                before["\(f.kind) \(owner)"] = text(cached.json)
            }
        }
        server = nil   // the remote is gone: from here on only caches can answer
        let neverCachedStore = try LiftClient(options: options)
        for f in sportsFixtures {
            for (owner, key) in f.keys {
                // What an entry nobody cached answers: a store without any cache.
                let neverCached = neverCachedStore.load(request(f.kind, key))
                XCTAssertEqual(neverCached.status, LIFT_E_UNAVAILABLE, "\(f.kind) \(neverCached.json)")
                for intruder in names where intruder != owner {
                    let c = try XCTUnwrap(clients[intruder]), context = "\(intruder) -> \(owner)'s \(f.kind)"
                    let load = c.load(request(f.kind, key))
                    XCTAssertEqual(load.status, neverCached.status, "\(context) \(load.json)")
                    XCTAssertEqual(load.code, neverCached.code, context)
                    XCTAssertEqual(c.save(request(f.kind, key)).code, "unsupported_verb", context)
                    let remove = c.remove(request(f.kind, key, remove: true))
                    XCTAssertEqual(remove.json["removed"] as? Int, 0, "\(context) \(remove.json)")
                }
            }
            for (owner, key) in f.keys {
                XCTAssertEqual(text(try XCTUnwrap(clients[owner]).load(request(f.kind, key)).json), before["\(f.kind) \(owner)"],
                               "\(f.kind): \(owner)'s cache changed")
            }
        }
        try checkLeagueCache(clients)
    }

    /// The built-in leagues are saved to each account's own cache; removing one's cache keeps the others'.
    private func checkLeagueCache(_ clients: [String: LiftClient]) throws {
        for n in ["ann", "bob", "cat"] {
            XCTAssertEqual(try XCTUnwrap(clients[n]).load(["kind": "league"]).json["saved_to_cache"] as? Bool, true, n)
        }
        XCTAssertEqual(try XCTUnwrap(clients["bob"]).remove(["kind": "league", "cache": "all"]).json["removed"] as? Int, 1)
        for n in ["ann", "cat"] {
            XCTAssertEqual(try XCTUnwrap(clients[n]).load(["kind": "league"]).json["saved_to_cache"] as? Bool, false, n)
        }
        XCTAssertEqual(try XCTUnwrap(clients["bob"]).load(["kind": "league"]).json["saved_to_cache"] as? Bool, true)
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
