import CLift
import XCTest

/// kinds "changes" and "sync_state" through the C contract: the merge rules, one scenario each.
final class SyncRequestTests: XCTestCase {
    private func pair() throws -> (LiftClient, LiftClient, SyncHost) { (try LiftClient(), try LiftClient(), SyncHost()) }

    private func exercise(_ c: LiftClient, _ name: String, id: String? = nil) -> String {
        var e: [String: Any] = ["name": name]
        if let id { e["id"] = id }
        return (c.save(["kind": "exercise", "exercise": e]).item("exercise")?["id"] as? String) ?? ""
    }

    private func names(_ c: LiftClient, _ kind: String) -> [String] {
        c.load(["kind": kind]).items.compactMap { $0["name"] as? String }.sorted()
    }

    func test_syncExercise_savedOnOne_appearsOnOther() throws {
        let (a, b, host) = try pair()
        let id = exercise(a, "Squat")
        let reply = host.sync(a, to: b)
        XCTAssertEqual(reply.status, LIFT_OK, "\(reply.json)")
        XCTAssertEqual(reply.json["applied"] as? Int, 1)
        XCTAssertEqual(b.load(["kind": "exercise", "id": id]).item("exercise")?["name"] as? String, "Squat")
    }

    func test_saveChanges_sameBatchTwice_secondSkipsEverything() throws {
        let (a, b, _) = try pair()
        _ = exercise(a, "Squat")
        let feed = a.feed(since: nil)
        XCTAssertEqual(b.raw(lift_save, feed.text).status, LIFT_OK)
        let again = b.raw(lift_save, feed.text)
        XCTAssertEqual(again.status, LIFT_OK)
        XCTAssertTrue(again.text.contains("\"applied\":0"), again.text)
        XCTAssertTrue(again.text.contains("\"skipped\":1"), again.text)
        XCTAssertEqual(names(b, "exercise"), ["Squat"])
    }

    func test_syncFields_editedOnBoth_laterFieldWinsEverywhere() throws {
        let (a, b, host) = try pair()
        let id = exercise(a, "Squat")
        host.sync(a, to: b)
        _ = exercise(a, "Back squat", id: id)
        usleep(3000)
        _ = exercise(b, "Front squat", id: id)
        host.sync(a, to: b)
        host.sync(b, to: a)
        XCTAssertEqual(names(a, "exercise"), ["Front squat"])
        XCTAssertEqual(names(b, "exercise"), ["Front squat"])
    }

    func test_syncNames_sameNameOnTwoStores_laterRenamedAndReported() throws {
        let (a, b, host) = try pair()
        _ = exercise(a, "Push")
        usleep(3000)
        let later = exercise(b, "Push")
        let reply = host.sync(a, to: b)
        XCTAssertEqual(reply.conflicts.first?["rule"] as? String, "name_clash")
        XCTAssertEqual(reply.conflicts.first?["id"] as? String, later)
        XCTAssertEqual(reply.conflicts.first?["value"] as? String, "Push (2)")
        host.sync(b, to: a)
        XCTAssertEqual(names(a, "exercise"), ["Push", "Push (2)"])
        XCTAssertEqual(names(b, "exercise"), ["Push", "Push (2)"])
        XCTAssertEqual(b.load(["kind": "exercise", "id": later]).item("exercise")?["name"] as? String, "Push (2)")
    }

    func test_syncWeights_sameDayOnTwoStores_laterKeptOtherReportedWithValue() throws {
        let (a, b, host) = try pair()
        _ = a.save(["kind": "weight", "weight": ["date": "2024-03-01", "weight": 80.5, "unit": "kg"]])
        usleep(3000)
        let later = b.save(["kind": "weight", "weight": ["date": "2024-03-01", "weight": 81, "unit": "kg"]]).item("weight")?["id"] as? String
        let reply = host.sync(a, to: b)
        let conflict = try XCTUnwrap(reply.conflicts.first)
        XCTAssertEqual(conflict["rule"] as? String, "one_weight_per_day")
        XCTAssertEqual(conflict["kept"] as? String, later)
        XCTAssertEqual((conflict["value"] as? [String: Any])?["weight"] as? Double, 80.5)
        host.sync(b, to: a)
        for c in [a, b] {
            let all = c.load(["kind": "weight"]).items
            XCTAssertEqual(all.count, 1)
            XCTAssertEqual(all.first?["weight"] as? Double, 81)
        }
    }

    func test_syncCounts_entriesOfOneDayOnTwoStores_addUp() throws {
        let (a, b, host) = try pair()
        _ = a.save(["kind": "steps", "steps": ["date": "2024-03-01", "amount": 1000]])
        _ = b.save(["kind": "steps", "steps": ["date": "2024-03-01", "amount": 2500]])
        host.sync(a, to: b)
        host.sync(b, to: a)
        for c in [a, b] {
            XCTAssertEqual(c.load(["kind": "steps", "date": "2024-03-01"]).json["day_total"] as? Int, 3500)
        }
    }

    func test_syncRemove_removedThenEditedLater_editBringsItBack() throws {
        let (a, b, host) = try pair()
        let id = exercise(a, "Squat")
        host.sync(a, to: b)
        XCTAssertEqual(a.remove(["kind": "exercise", "id": id]).status, LIFT_OK)
        usleep(3000)
        _ = exercise(b, "Squat 2", id: id)
        host.sync(a, to: b)
        host.sync(b, to: a)
        XCTAssertEqual(names(a, "exercise"), ["Squat 2"])
        XCTAssertEqual(names(b, "exercise"), ["Squat 2"])
    }

    func test_syncRemove_editedThenRemovedLater_removalWins() throws {
        let (a, b, host) = try pair()
        let id = exercise(a, "Squat")
        host.sync(a, to: b)
        _ = exercise(b, "Squat 2", id: id)
        usleep(3000)
        XCTAssertEqual(a.remove(["kind": "exercise", "id": id]).status, LIFT_OK)
        host.sync(a, to: b)
        host.sync(b, to: a)
        XCTAssertEqual(names(a, "exercise"), [])
        XCTAssertEqual(names(b, "exercise"), [])
    }

    func test_saveChanges_routineBeforeItsExercises_parkedThenWrittenWhenTheyArrive() throws {
        let (a, b, _) = try pair()
        let e = exercise(a, "Squat")
        let r = a.save(["kind": "routine", "routine": ["name": "Legs", "exercises": [["id": e]]]]).item("routine")?["id"] as? String ?? ""
        let feed = a.feed(since: nil).text
        // Only the routine's change: cut the exercise out of the batch.
        let routineOnly = try XCTUnwrap(oneChange(feed, kind: "routine"))
        let first = b.raw(lift_save, "{\"kind\":\"changes\",\"changes\":[\(routineOnly)]}")
        XCTAssertEqual(first.status, LIFT_OK, first.text)
        XCTAssertTrue(first.text.contains("\"parked\":1"), first.text)
        XCTAssertEqual(b.load(["kind": "routine", "id": r]).status, LIFT_E_NOT_FOUND)
        XCTAssertEqual(b.load(["kind": "routine"]).status, LIFT_OK)
        let second = b.raw(lift_save, feed)
        XCTAssertTrue(second.text.contains("\"parked\":0"), second.text)
        XCTAssertEqual(b.load(["kind": "routine", "id": r]).item("routine")?["name"] as? String, "Legs")
    }

    func test_syncRoutineRemoval_unlinksRecordsOnEveryStore() throws {
        let (a, b, host) = try pair()
        let e = exercise(a, "Squat")
        let r = a.save(["kind": "routine", "routine": ["name": "Legs", "exercises": [["id": e]]]]).item("routine")?["id"] as? String ?? ""
        let rec = a.save(["kind": "routine_record", "routine_record": ["routine_id": r, "exercise_records": [["exercise_id": e, "set_records": [["rep_count": 5, "weight": 100, "unit": "kg"]]]]]])
        XCTAssertEqual(rec.status, LIFT_OK, "\(rec.json)")
        let recordID = rec.item("routine_record")?["id"] as? String ?? ""
        host.sync(a, to: b)
        XCTAssertEqual(b.load(["kind": "routine_record", "id": recordID]).item("routine_record")?["routine_id"] as? String, r)
        XCTAssertEqual(a.remove(["kind": "routine", "id": r]).status, LIFT_OK)
        host.sync(a, to: b)
        let onB = b.load(["kind": "routine_record", "id": recordID]).item("routine_record")
        XCTAssertNotNil(onB)
        XCTAssertTrue(onB?["routine_id"] == nil || onB?["routine_id"] is NSNull)
        XCTAssertEqual(b.load(["kind": "routine", "id": r]).status, LIFT_E_NOT_FOUND)
    }

    /// The unlink travels as the records' own edits: a store where the routine comes back (a
    /// later edit there outweighs the removal) unlinks them too, as the removing store did.
    func test_syncRoutineRemoval_routineRevivedByLaterEditElsewhere_recordsUnlinkedOnEveryStore() throws {
        let (a, b, host) = try pair()
        let e = exercise(a, "Squat")
        let r = a.save(["kind": "routine", "routine": ["name": "Legs", "exercises": [["id": e]]]]).item("routine")?["id"] as? String ?? ""
        let rec = a.save(["kind": "routine_record", "routine_record": ["routine_id": r, "exercise_records": [["exercise_id": e, "set_records": [["rep_count": 5, "weight": 100, "unit": "kg"]]]]]])
        let recordID = rec.item("routine_record")?["id"] as? String ?? ""
        host.sync(a, to: b)
        XCTAssertEqual(a.remove(["kind": "routine", "id": r]).status, LIFT_OK)
        usleep(3000)
        XCTAssertEqual(b.save(["kind": "routine", "routine": ["id": r, "name": "Legs day", "exercises": [["id": e]]]]).status, LIFT_OK)
        host.sync(a, to: b)
        host.sync(b, to: a)
        for (store, name) in [(a, "a"), (b, "b")] {
            XCTAssertEqual(store.load(["kind": "routine", "id": r]).item("routine")?["name"] as? String, "Legs day", name)
            let record = store.load(["kind": "routine_record", "id": recordID]).item("routine_record")
            XCTAssertNotNil(record, name)
            XCTAssertTrue(record?["routine_id"] == nil || record?["routine_id"] is NSNull, "\(name): \(String(describing: record?["routine_id"]))")
        }
    }

    func test_syncState_afterLocalSave_pendingUntilAPeerLoadsPastIt() throws {
        let (a, _, _) = try pair()
        _ = exercise(a, "Squat")
        let state = try XCTUnwrap(a.load(["kind": "sync_state"]).item("sync_state"))
        XCTAssertEqual(state["pending"] as? Int, 1)
        XCTAssertEqual((state["oldest_pending"] as? [String: Any])?["kind"] as? String, "exercise")
        XCTAssertEqual((state["site"] as? String)?.count, 32)
        let feed = a.feed(since: nil)
        _ = a.feed(since: feed.cursor)
        XCTAssertEqual(a.load(["kind": "sync_state"]).item("sync_state")?["pending"] as? Int, 0)
    }

    func test_syncState_afterApplyingWithCursor_remembersPeer() throws {
        let (a, b, host) = try pair()
        _ = exercise(a, "Squat")
        host.sync(a, to: b)
        let peers = b.load(["kind": "sync_state"]).item("sync_state")?["peers"] as? [[String: Any]]
        XCTAssertEqual(peers?.first?["site"] as? String, a.site)
    }

    func test_loadChanges_limitCutsFeed_moreAndCursorContinue() throws {
        let (a, b, host) = try pair()
        for i in 0..<5 { _ = exercise(a, "E\(i)") }
        host.sync(a, to: b, limit: 2)
        XCTAssertEqual(names(b, "exercise"), ["E0", "E1", "E2", "E3", "E4"])
        let first = a.feed(since: nil, limit: 2)
        XCTAssertTrue(first.more)
    }

    func test_loadChanges_cursorOfAnotherStore_refusedInvalidCursor() throws {
        let (a, b, _) = try pair()
        let other = b.feed(since: nil).cursor
        let reply = a.load(["kind": "changes", "since": other])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.code, "invalid_cursor")
        XCTAssertEqual(a.load(["kind": "changes", "since": "garbage"]).code, "invalid_cursor")
    }

    func test_saveChanges_unknownKind_refusedNothingApplied() throws {
        let (a, _, _) = try pair()
        let v = "1.0.0123456789abcdef0123456789abcdef"
        let reply = a.save(["kind": "changes", "changes": [
            ["kind": "exercise", "id": "x1", "version": v, "fields": ["name": "A", "creation_ms": 1, "tags": ""]],
            ["kind": "league", "id": "x", "fields": [:]]]])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.code, "unknown_sync_kind")
        XCTAssertEqual(reply.details?["path"] as? String, "changes[1].kind")
        XCTAssertEqual(names(a, "exercise"), [])
    }

    func test_saveChanges_valueOutOfRange_refusedInvalidValueNamingIt() throws {
        let (a, _, _) = try pair()
        let v = "1.0.0123456789abcdef0123456789abcdef"
        let reply = a.save(["kind": "changes", "changes": [
            ["kind": "weight", "id": "w1", "version": v, "fields": ["day": Int64(1) << 50]]]])
        XCTAssertEqual(reply.code, "invalid_value")
        XCTAssertEqual(reply.details?["path"] as? String, "changes[0].fields.day")
    }

    func test_saveChanges_badVersion_refusedNamingIt() throws {
        let (a, _, _) = try pair()
        let reply = a.save(["kind": "changes", "changes": [
            ["kind": "weight", "id": "w1", "version": "soon", "fields": ["unit": "kg"]]]])
        XCTAssertEqual(reply.code, "invalid_value")
        XCTAssertEqual(reply.details?["path"] as? String, "changes[0].version")
    }

    func test_saveChanges_unknownField_refusedNamingIt() throws {
        let (a, _, _) = try pair()
        let v = "1.0.0123456789abcdef0123456789abcdef"
        let reply = a.save(["kind": "changes", "changes": [
            ["kind": "weight", "id": "w1", "version": v, "fields": ["password_hash": "x"]]]])
        XCTAssertEqual(reply.code, "unknown_field")
        XCTAssertEqual(reply.details?["path"] as? String, "changes[0].fields.password_hash")
    }

    private func oneChange(_ feed: String, kind: String) -> String? {
        guard let json = try? JSONSerialization.jsonObject(with: Data(feed.utf8)) as? [String: Any],
              let changes = json["changes"] as? [[String: Any]],
              let c = changes.first(where: { $0["kind"] as? String == kind }),
              let data = try? JSONSerialization.data(withJSONObject: c) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}

extension SyncRequestTests {
    func test_syncRemove_removedThenEditedElsewhereLater_editKeptWhenRemovalArrives() throws {
        let (a, b, host) = try pair()
        _ = a.save(["kind": "goal", "goal": ["category": "steps", "target": 10000]])
        host.sync(a, to: b)
        XCTAssertEqual(a.remove(["kind": "goal", "category": "steps"]).status, LIFT_OK)
        usleep(3000)
        XCTAssertEqual(b.save(["kind": "goal", "goal": ["category": "steps", "target": 19000]]).status, LIFT_OK)
        _ = b.feed(since: nil)
        host.sync(a, to: b)
        XCTAssertEqual(b.load(["kind": "goal", "category": "steps"]).item("goal")?["target"] as? Double, 19000)
        host.sync(b, to: a)
        XCTAssertEqual(a.load(["kind": "goal", "category": "steps"]).item("goal")?["target"] as? Double, 19000)
    }
}

extension SyncRequestTests {
    func test_loadChanges_twoAccountsInOneStore_eachFeedHoldsOnlyItsOwnRecords() throws {
        let path = LiftClient.temporaryPath()
        let ann = try LiftClient(path: path), bob = try LiftClient(path: path)
        for (c, name) in [(ann, "ann"), (bob, "bob")] {
            XCTAssertEqual(AccountRequestTests.createAccount(c, name).status, LIFT_OK)
            XCTAssertEqual(AccountRequestTests.signIn(c, name).status, LIFT_OK)
        }
        _ = exercise(ann, "Squat")
        let annFeed = ann.load(["kind": "changes"]).json["changes"] as? [[String: Any]] ?? []
        let bobFeed = bob.load(["kind": "changes"]).json["changes"] as? [[String: Any]] ?? []
        XCTAssertTrue(annFeed.contains { $0["kind"] as? String == "exercise" })
        XCTAssertFalse(bobFeed.contains { $0["kind"] as? String == "exercise" })
        XCTAssertEqual(bobFeed.compactMap { $0["kind"] as? String }, ["account"])
    }
}
