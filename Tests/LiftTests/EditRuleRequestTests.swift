import CLift
import Foundation
import XCTest

/// The save rule of docs/API.md ("Saving: creates, partial edits and ids"), through the C contract,
/// for every kind with ids: one row per kind, each checked the same way.
final class EditRuleRequestTests: XCTestCase {
    struct Row {
        let kind: String
        /// A complete new record (prerequisites made with the client).
        let make: (LiftClient) throws -> [String: Any]
        /// One field an edit changes, alone.
        let change: (key: String, value: Any)
        /// A field the record cannot be without: null is refused naming it.
        let required: String
        /// An optional field: null clears it (the load shows it absent, null, "" or []).
        let optional: String?
        /// A nested list: given (made from the stored record), it replaces the old one.
        let list: (key: String, value: ([String: Any]) -> [Any])?
        /// A field a create under an unknown id must have: left out, the error names it.
        let neededOnCreate: String
    }

    static let builtInWorkout = "00000000-0000-4000-8000-000000000001"

    var rows: [Row] { [
        Row(kind: "exercise", make: { _ in ["name": "Squat", "tags": ["legs", "barbell"]] },
            change: ("name", "Back squat"), required: "name", optional: "tags", list: ("tags", { _ in ["quads"] }), neededOnCreate: "name"),
        Row(kind: "routine", make: { _ in ["name": "Push", "exercises": [["name": "Bench"], ["name": "Dips"]]] },
            change: ("name", "Push day"), required: "exercises", optional: nil, list: ("exercises", { _ in [["name": "Press"]] }),
            neededOnCreate: "exercises"),
        Row(kind: "routine_record", make: { c in
                let id = (c.save(["kind": "exercise", "exercise": ["name": "Deadlift"]]).json["exercise"] as? [String: Any])?["id"] ?? ""
                return ["note": "heavy", "creation_date": "2024-03-01T10:00:00Z", "completion_date": "2024-03-01T11:00:00Z",
                        "exercise_records": [["exercise_id": id, "set_records": [["rep_count": 5, "weight": 100, "unit": "kg"]]]]]
            },
            change: ("note", "lighter"), required: "creation_date", optional: "completion_date",
            list: ("exercise_records", { stored in
                let first = (stored["exercise_records"] as? [[String: Any]])?.first?["exercise_id"] ?? ""
                let set: [String: Any] = ["rep_count": 3, "weight": 120, "unit": "kg"]
                return [["exercise_id": first, "set_records": [set]], ["exercise_id": first, "set_records": [set, set]]]
            }), neededOnCreate: "exercise_records"),
        Row(kind: "weight", make: { _ in ["date": "2024-03-01", "weight": 80.5, "unit": "kg", "note": "morning"] },
            change: ("weight", 81.0), required: "unit", optional: "note", list: nil, neededOnCreate: "date"),
        Row(kind: "calories", make: { _ in ["date": "2024-03-01", "amount": 450, "note": "lunch"] },
            change: ("amount", 500), required: "amount", optional: "note", list: nil, neededOnCreate: "date"),
        Row(kind: "steps", make: { _ in ["date": "2024-03-01", "amount": 8000, "note": "walk"] },
            change: ("amount", 9000), required: "date", optional: "note", list: nil, neededOnCreate: "date"),
        Row(kind: "workout", make: { _ in ["name": "Yoga", "category": "mobility", "met": 3, "instructions": "slowly",
                                           "equipment": ["mat"], "muscles": ["core"]] },
            change: ("met", 3.5), required: "category", optional: "instructions", list: ("equipment", { _ in ["block", "strap", "bolster"] }),
            neededOnCreate: "met"),
        Row(kind: "completion", make: { _ in ["workout_id": Self.builtInWorkout, "duration": 600, "date": "2024-03-01T08:00:00Z"] },
            change: ("duration", 900), required: "date", optional: nil, list: nil, neededOnCreate: "duration"),
        Row(kind: "route", make: { c in
                var f = OSMFixture.square()
                f.way(10, [1, 2, 3, 4, 1], tags: ["highway": "residential", "name": "Ring"])
                XCTAssertEqual(c.save(["kind": "road_network", "road_network": ["path": try f.write()]]).status, LIFT_OK)
                return ["name": "Loop", "stops": [["lat": 60.000, "lon": 24.0005], ["lat": 60.001, "lon": 24.002]]]
            },
            change: ("name", "Evening loop"), required: "name", optional: nil,
            list: ("stops", { _ in [["lat": 60.001, "lon": 24.002], ["lat": 60.000, "lon": 24.0005], ["lat": 60.001, "lon": 24.0005]] }),
            neededOnCreate: "stops"),
    ] }

    func test_save_unknownIDInAnyCase_createsTheRecordUnderItsLowercaseID() throws {
        for row in rows {
            let c = try LiftClient()
            let id = UUID().uuidString   // uppercase
            let saved = c.save(["kind": row.kind, row.kind: try row.make(c).merging(["id": id]) { $1 }])
            XCTAssertEqual(saved.status, LIFT_OK, "\(row.kind) \(saved.json)")
            XCTAssertEqual(record(saved, row.kind)?["id"] as? String, id.lowercased(), row.kind)
            XCTAssertEqual(record(c.load(["kind": row.kind, "id": id]), row.kind)?["id"] as? String, id.lowercased(), row.kind)
        }
    }

    func test_save_notAUUID_isRefusedNamingTheID() throws {
        for row in rows {
            let c = try LiftClient()
            let reply = c.save(["kind": row.kind, row.kind: try row.make(c).merging(["id": "my-id-1"]) { $1 }])
            XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST, row.kind)
            XCTAssertEqual(reply.details?["path"] as? String, "\(row.kind).id", row.kind)
        }
    }

    func test_save_knownIDWithOneField_changesItAndKeepsEveryOtherField() throws {
        for row in rows {
            let c = try LiftClient()
            let (id, before) = try create(c, row)
            let reply = c.save(["kind": row.kind, row.kind: ["id": id, row.change.key: row.change.value]])
            XCTAssertEqual(reply.status, LIFT_OK, "\(row.kind) \(reply.json)")
            let after = try XCTUnwrap(record(c.load(["kind": row.kind, "id": id]), row.kind), row.kind)
            XCTAssertEqual(text(after[row.change.key]), text(row.change.value), row.kind)
            for (key, value) in before where !Self.derived.contains(key) && key != row.change.key {
                XCTAssertEqual(text(after[key]), text(value), "\(row.kind).\(key)")
            }
        }
    }

    func test_save_nullOnARequiredField_isRefusedNamingItAndChangesNothing() throws {
        for row in rows {
            let c = try LiftClient()
            let (id, before) = try create(c, row)
            let reply = c.save(["kind": row.kind, row.kind: ["id": id, row.required: NSNull()]])
            XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST, "\(row.kind) \(reply.json)")
            XCTAssertEqual(reply.code, "required_field", row.kind)
            XCTAssertEqual(reply.details?["path"] as? String, "\(row.kind).\(row.required)", row.kind)
            XCTAssertEqual(text(record(c.load(["kind": row.kind, "id": id]), row.kind)), text(before), row.kind)
        }
    }

    func test_save_nullOnAnOptionalField_clearsIt() throws {
        for row in rows {
            guard let field = row.optional else { continue }
            let c = try LiftClient()
            let (id, _) = try create(c, row)
            XCTAssertEqual(c.save(["kind": row.kind, row.kind: ["id": id, field: NSNull()]]).status, LIFT_OK, row.kind)
            let value = record(c.load(["kind": row.kind, "id": id]), row.kind)?[field]
            XCTAssertTrue(value == nil || value is NSNull || (value as? [Any])?.isEmpty == true || (value as? String) == "",
                          "\(row.kind).\(field): \(String(describing: value))")
        }
    }

    func test_save_givenList_replacesTheOldOneAsAWhole() throws {
        for row in rows {
            guard let list = row.list else { continue }
            let c = try LiftClient()
            let (id, stored) = try create(c, row)
            let given = list.value(stored)
            let reply = c.save(["kind": row.kind, row.kind: ["id": id, list.key: given]])
            XCTAssertEqual(reply.status, LIFT_OK, "\(row.kind) \(reply.json)")
            let after = record(c.load(["kind": row.kind, "id": id]), row.kind)?[list.key] as? [Any]
            XCTAssertEqual(after?.count, given.count, row.kind)
        }
    }

    func test_save_removedID_createsItAgain() throws {
        for row in rows {
            let c = try LiftClient()
            let (id, payload) = try create(c, row)
            XCTAssertEqual(c.remove(["kind": row.kind, "id": id]).status, LIFT_OK, row.kind)
            let again = c.save(["kind": row.kind, row.kind: payload])
            XCTAssertEqual(again.status, LIFT_OK, "\(row.kind) \(again.json)")
            XCTAssertEqual(record(again, row.kind)?["id"] as? String, id, row.kind)
        }
    }

    func test_save_unknownIDWithoutANeededField_isRefusedNamingItAndCreatesNothing() throws {
        for row in rows {
            let c = try LiftClient()
            var payload = try row.make(c)
            payload.removeValue(forKey: row.neededOnCreate)
            let id = UUID().uuidString.lowercased()
            payload["id"] = id
            let reply = c.save(["kind": row.kind, row.kind: payload])
            XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST, "\(row.kind) \(reply.json)")
            XCTAssertEqual(reply.details?["path"] as? String, "\(row.kind).\(row.neededOnCreate)", "\(row.kind) \(reply.json)")
            XCTAssertEqual(c.load(["kind": row.kind, "id": id]).status, LIFT_E_NOT_FOUND, row.kind)
        }
    }

    func test_save_sameIDInTwoAccounts_keepsTwoSeparateRecords() throws {
        let path = LiftClient.temporaryPath()
        let setup = try LiftClient(path: path)
        for n in ["ann", "bob"] { XCTAssertEqual(AccountRequestTests.createAccount(setup, n).status, LIFT_OK) }
        let ann = try LiftClient(path: path), bob = try LiftClient(path: path)
        XCTAssertEqual(AccountRequestTests.signIn(ann, "ann").status, LIFT_OK)
        XCTAssertEqual(AccountRequestTests.signIn(bob, "bob").status, LIFT_OK)
        for row in rows {
            let id = UUID().uuidString.lowercased()
            let annPayload = try row.make(ann).merging(["id": id]) { $1 }
            XCTAssertEqual(ann.save(["kind": row.kind, row.kind: annPayload]).status, LIFT_OK, row.kind)
            let annBefore = text(record(ann.load(["kind": row.kind, "id": id]), row.kind))
            let bobPayload = try row.make(bob).merging(["id": id, row.change.key: row.change.value]) { $1 }
            let bobSaved = bob.save(["kind": row.kind, row.kind: bobPayload])
            XCTAssertEqual(bobSaved.status, LIFT_OK, "\(row.kind) \(bobSaved.json)")
            XCTAssertEqual(text(record(bob.load(["kind": row.kind, "id": id]), row.kind)?[row.change.key]), text(row.change.value), row.kind)
            XCTAssertEqual(text(record(ann.load(["kind": row.kind, "id": id]), row.kind)), annBefore, row.kind)
            XCTAssertEqual(bob.remove(["kind": row.kind, "id": id]).status, LIFT_OK, row.kind)
            XCTAssertEqual(ann.load(["kind": row.kind, "id": id]).status, LIFT_OK, row.kind)
        }
    }

    func test_saveAccount_nullDetailClearsIt_nullUsernameIsRefused_absentFieldsKept() throws {
        let c = try LiftClient()
        XCTAssertEqual(AccountRequestTests.createAccount(c, "ann").status, LIFT_OK)
        XCTAssertEqual(AccountRequestTests.signIn(c, "ann").status, LIFT_OK)
        XCTAssertEqual(c.save(["kind": "account", "account": ["name": "Ann", "email": "ann@example.com"]]).status, LIFT_OK)
        let cleared = c.save(["kind": "account", "account": ["email": NSNull()]])
        XCTAssertEqual(cleared.status, LIFT_OK, "\(cleared.json)")
        let account = record(cleared, "account")
        XCTAssertEqual(account?["name"] as? String, "Ann")
        XCTAssertTrue(account?["email"] == nil || account?["email"] is NSNull)
        let refused = c.save(["kind": "account", "account": ["username": NSNull()]])
        XCTAssertEqual(refused.code, "required_field")
        XCTAssertEqual(refused.details?["path"] as? String, "account.username")
    }

    func test_saveSteps_idOfACaloriesEntry_failsIDTakenAndLeavesItAlone() throws {
        let c = try LiftClient()
        let id = UUID().uuidString.lowercased()
        XCTAssertEqual(c.save(["kind": "calories", "calories": ["id": id, "date": "2024-03-01", "amount": 450]]).status, LIFT_OK)
        let reply = c.save(["kind": "steps", "steps": ["id": id, "date": "2024-03-01", "amount": 10]])
        XCTAssertEqual(reply.status, LIFT_E_CONFLICT)
        XCTAssertEqual(reply.code, "id_taken")
        XCTAssertEqual(reply.details?["path"] as? String, "steps.id")
        XCTAssertEqual(record(c.load(["kind": "calories", "id": id]), "calories")?["amount"] as? Int, 450)
        XCTAssertEqual(c.load(["kind": "steps"]).json["total"] as? Int, 0)
    }

    func test_saveWeights_sameIDTwiceInItems_failsNamingTheSecondAndSavesNothing() throws {
        let c = try LiftClient()
        let id = UUID().uuidString.lowercased()
        let reply = c.save(["kind": "weight", "items": [["id": id, "date": "2024-03-01", "weight": 80, "unit": "kg"],
                                                         ["id": id.uppercased(), "date": "2024-03-02", "weight": 81, "unit": "kg"]]])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.details?["path"] as? String, "items[1].id")
        XCTAssertEqual(c.load(["kind": "weight"]).json["total"] as? Int, 0)
    }

    func test_saveGoal_sameCategoryWithTargetOnly_keepsTheRest() throws {
        let c = try LiftClient()
        XCTAssertEqual(c.save(["kind": "goal", "goal": ["category": "weight", "target": 70, "unit": "kg", "direction": "lose",
                                                        "start": 80, "date": "2099-01-01"]]).status, LIFT_OK)
        let edited = c.save(["kind": "goal", "goal": ["category": "weight", "target": 72]])
        XCTAssertEqual(edited.status, LIFT_OK, "\(edited.json)")
        let goal = try XCTUnwrap(record(edited, "goal"))
        XCTAssertEqual(goal["target"] as? Double, 72)
        XCTAssertEqual(goal["unit"] as? String, "kg")
        XCTAssertEqual(goal["direction"] as? String, "lose")
        XCTAssertEqual(goal["start"] as? Double, 80)
        XCTAssertEqual(goal["date"] as? String, "2099-01-01")
        let refused = c.save(["kind": "goal", "goal": ["category": "weight", "direction": NSNull()]])
        XCTAssertEqual(refused.code, "required_field")
        XCTAssertEqual(refused.details?["path"] as? String, "goal.direction")
    }

    /// Fields liblift computes or stamps: an edit may change them (a route's result, a completion's calories).
    static let derived: Set<String> = ["update_date", "distance", "duration_s", "geometry", "order", "legs", "calories", "estimated_calories",
                                       "body_weight_kg", "total", "day_total"]

    private func create(_ c: LiftClient, _ row: Row) throws -> (id: String, payload: [String: Any]) {
        let saved = c.save(["kind": row.kind, row.kind: try row.make(c)])
        XCTAssertEqual(saved.status, LIFT_OK, "\(row.kind) \(saved.json)")
        let stored = try XCTUnwrap(record(saved, row.kind), row.kind)
        return (try XCTUnwrap(stored["id"] as? String), stored)
    }

    private func record(_ reply: LiftClient.Reply, _ kind: String) -> [String: Any]? { reply.json[kind] as? [String: Any] }

    private func text(_ value: Any?) -> String {
        guard let value, !(value is NSNull) else { return "null" }
        let data = (try? JSONSerialization.data(withJSONObject: [value], options: .sortedKeys)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
