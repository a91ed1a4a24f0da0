import CLift
import XCTest

/// kind "weight" through the C contract: one weight per day, loads, removal and every sad path.
final class WeightRequestTests: XCTestCase {
    private func saveWeight(_ c: LiftClient, _ date: String, _ weight: Any, _ unit: String = "kg",
                            extra: [String: Any] = [:]) -> LiftClient.Reply {
        var w: [String: Any] = ["date": date, "weight": weight, "unit": unit]
        for (k, v) in extra { w[k] = v }
        return c.save(["kind": "weight", "weight": w])
    }

    private func items(_ reply: LiftClient.Reply) -> [[String: Any]] { reply.json["items"] as? [[String: Any]] ?? [] }

    func test_saveWeight_newDay_returnsEntryWithID() throws {
        let c = try LiftClient()
        let reply = saveWeight(c, "2024-03-01", 80.5, extra: ["note": "morning"])
        XCTAssertEqual(reply.status, LIFT_OK)
        let w = try XCTUnwrap(reply.json["weight"] as? [String: Any])
        XCTAssertEqual(w["date"] as? String, "2024-03-01")
        XCTAssertEqual(w["weight"] as? Double, 80.5)
        XCTAssertEqual(w["unit"] as? String, "kg")
        XCTAssertEqual(w["note"] as? String, "morning")
        XCTAssertNotNil(w["id"] as? String)
        XCTAssertEqual(reply.json["created"] as? Bool, true)
    }

    func test_saveWeight_sameDayTwice_updatesThatDaySameID() throws {
        let c = try LiftClient()
        let first = (saveWeight(c, "2024-03-01", 80).json["weight"] as? [String: Any])?["id"] as? String
        let second = saveWeight(c, "2024-03-01", 178, "lb")
        XCTAssertEqual((second.json["weight"] as? [String: Any])?["id"] as? String, first)
        XCTAssertEqual(second.json["created"] as? Bool, false)
        let all = items(c.load(["kind": "weight"]))
        XCTAssertEqual(all.count, 1)
        XCTAssertEqual(all.first?["unit"] as? String, "lb")
        XCTAssertEqual(all.first?["weight"] as? Double, 178)
    }

    func test_saveWeight_manyWithOneUnknownID_createsThatEntryUnderItsID() throws {
        let c = try LiftClient()
        let unknown = "0f0f0f0f-0000-4000-8000-000000000001"
        let reply = c.save(["kind": "weight", "items": [["date": "2024-03-01", "weight": 80, "unit": "kg"],
                                                         ["id": unknown, "date": "2024-03-02", "weight": 81, "unit": "kg"]]])
        XCTAssertEqual(reply.status, LIFT_OK)
        XCTAssertEqual((reply.json["ids"] as? [String])?.last, unknown)
        XCTAssertEqual(c.load(["kind": "weight"]).json["total"] as? Int, 2)
    }

    func test_saveWeight_manyWithOneIncompleteUnknownID_failsNamingTheMissingFieldAndSavesNothing() throws {
        let c = try LiftClient()
        let reply = c.save(["kind": "weight", "items": [["date": "2024-03-01", "weight": 80, "unit": "kg"],
                                                         ["id": "0f0f0f0f-0000-4000-8000-000000000001", "weight": 81]]])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.details?["path"] as? String, "items[1].date")
        XCTAssertEqual(c.load(["kind": "weight"]).json["total"] as? Int, 0)
    }

    func test_saveWeight_withIDMovedOntoTakenDay_failsConflictNamingDate() throws {
        let c = try LiftClient()
        _ = saveWeight(c, "2024-03-01", 80)
        let id = try XCTUnwrap((saveWeight(c, "2024-03-02", 81).json["weight"] as? [String: Any])?["id"] as? String)
        let reply = saveWeight(c, "2024-03-01", 82, extra: ["id": id])
        XCTAssertEqual(reply.status, LIFT_E_CONFLICT)
        XCTAssertEqual(reply.code, "weight_day_taken")
        XCTAssertEqual(reply.details?["path"] as? String, "weight.date")
    }

    func test_loadWeight_emptyLog_deliversEmptyList() throws {
        let c = try LiftClient()
        for request: [String: Any] in [["kind": "weight"], ["kind": "weight", "latest": true],
                                       ["kind": "weight", "from": "2024-01-01", "to": "2024-12-31"]] {
            let reply = c.load(request)
            XCTAssertEqual(reply.status, LIFT_OK)
            XCTAssertEqual(items(reply).count, 0)
            XCTAssertEqual(reply.json["total"] as? Int, 0)
        }
    }

    func test_loadWeight_allRangeLatestPaged_newestFirst() throws {
        let c = try LiftClient()
        for (i, d) in ["2024-03-01", "2024-03-03", "2024-03-02", "2024-03-05"].enumerated() {
            XCTAssertEqual(saveWeight(c, d, 80 + i).status, LIFT_OK)
        }
        XCTAssertEqual(items(c.load(["kind": "weight"])).compactMap { $0["date"] as? String },
                       ["2024-03-05", "2024-03-03", "2024-03-02", "2024-03-01"])
        XCTAssertEqual(items(c.load(["kind": "weight", "latest": true])).compactMap { $0["date"] as? String }, ["2024-03-05"])
        let range = c.load(["kind": "weight", "from": "2024-03-02", "to": "2024-03-03"])
        XCTAssertEqual(items(range).compactMap { $0["date"] as? String }, ["2024-03-03", "2024-03-02"])
        let page = c.load(["kind": "weight", "limit": 2, "offset": 1])
        XCTAssertEqual(items(page).compactMap { $0["date"] as? String }, ["2024-03-03", "2024-03-02"])
        XCTAssertEqual(page.json["total"] as? Int, 4)
        XCTAssertEqual(items(c.load(["kind": "weight", "date": "2024-03-02"])).count, 1)
    }

    func test_removeWeight_byID_removesOnlyThatEntry() throws {
        let c = try LiftClient()
        let id = try XCTUnwrap((saveWeight(c, "2024-03-01", 80).json["weight"] as? [String: Any])?["id"] as? String)
        _ = saveWeight(c, "2024-03-02", 81)
        XCTAssertEqual(c.remove(["kind": "weight", "id": id]).json["removed"] as? Int, 1)
        XCTAssertEqual(items(c.load(["kind": "weight"])).compactMap { $0["date"] as? String }, ["2024-03-02"])
        XCTAssertEqual(c.remove(["kind": "weight", "id": id]).status, LIFT_E_NOT_FOUND)
    }

    func test_saveWeights_bulkItems_answersCountsAndIDsInOrder() throws {
        let c = try LiftClient()
        _ = saveWeight(c, "2020-01-01", 70)
        let items: [[String: Any]] = (0..<1000).map { i in
            ["date": "2020-\(String(format: "%02d", i / 28 % 12 + 1))-\(String(format: "%02d", i % 28 + 1))", "weight": 70.0 + Double(i % 10), "unit": "kg"]
        }
        let reply = c.save(["kind": "weight", "items": items])
        XCTAssertEqual(reply.status, LIFT_OK)
        XCTAssertEqual(reply.json["saved"] as? Int, 1000)
        XCTAssertEqual((reply.json["ids"] as? [String])?.count, 1000)
        XCTAssertNil(reply.json["items"])
        let stored = c.load(["kind": "weight"]).json["total"] as? Int ?? 0
        XCTAssertEqual(reply.json["created"] as? Int, stored - 1)
        XCTAssertEqual(reply.json["updated"] as? Int, 1000 - (stored - 1))
    }

    func test_saveWeights_bulkResponseText_isCountsThenIDsOfEachItemInOrder() throws {
        let c = try LiftClient()
        let kept = try XCTUnwrap((saveWeight(c, "2024-03-02", 80).json["weight"] as? [String: Any])?["id"] as? String)
        var out: UnsafeMutablePointer<CChar>?
        let request = #"{"kind":"weight","items":[{"date":"2024-03-01","weight":81,"unit":"kg"},"#
            + #"{"date":"2024-03-02","weight":82,"unit":"kg"},{"date":"2024-03-03","weight":83,"unit":"lb"}]}"#
        XCTAssertEqual(lift_save(c.store, request, &out), LIFT_OK)
        defer { lift_free(out) }
        let text = try XCTUnwrap(out.map { String(cString: $0) })
        let byDay = Dictionary(uniqueKeysWithValues: items(c.load(["kind": "weight"])).compactMap { w -> (String, String)? in
            guard let d = w["date"] as? String, let id = w["id"] as? String else { return nil }
            return (d, id)
        })
        let first = try XCTUnwrap(byDay["2024-03-01"]), third = try XCTUnwrap(byDay["2024-03-03"])
        XCTAssertEqual(byDay["2024-03-02"], kept)
        XCTAssertEqual(text, #"{"kind":"weight","saved":3,"created":2,"updated":1,"ids":[""# + first + #"",""# + kept
                       + #"",""# + third + #""]}"#)
    }

    func test_saveWeights_oneBadItem_failsNamingItAndSavesNothing() throws {
        let c = try LiftClient()
        let reply = c.save(["kind": "weight", "items": [["date": "2024-03-01", "weight": 80, "unit": "kg"],
                                                        ["date": "2024-03-02", "weight": -1, "unit": "kg"]]])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.details?["path"] as? String, "items[1].weight")
        XCTAssertEqual(reply.code, "weight_out_of_range")
        XCTAssertEqual(c.load(["kind": "weight"]).json["total"] as? Int, 0)
    }

    func test_saveWeight_sadPaths_failNamingTheField() throws {
        let c = try LiftClient()
        let cases: [(Any, String, String, String)] = [
            (0, "kg", "2024-03-01", "weight.weight"),
            (-3, "kg", "2024-03-01", "weight.weight"),
            (1001, "kg", "2024-03-01", "weight.weight"),
            (2205, "lb", "2024-03-01", "weight.weight"),   // 1000.2 kg
            (0.5, "kg", "2024-03-01", "weight.weight"),
            ("80", "kg", "2024-03-01", "weight.weight"),
            (80, "stone", "2024-03-01", "weight.unit"),
            (80, "kg", "2024-02-30", "weight.date"),
            (80, "kg", "2024-3-1", "weight.date"),
            (80, "kg", "2999-01-01", "weight.date"),
        ]
        for (weight, unit, date, path) in cases {
            let reply = saveWeight(c, date, weight, unit)
            XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST, "\(weight) \(unit) \(date)")
            XCTAssertEqual(reply.details?["path"] as? String, path, "\(weight) \(unit) \(date)")
        }
        XCTAssertEqual(c.load(["kind": "weight"]).json["total"] as? Int, 0)
    }

    func test_saveWeight_boundaries_accepted() throws {
        let c = try LiftClient()
        XCTAssertEqual(saveWeight(c, "2024-03-01", 1, "kg").status, LIFT_OK)
        XCTAssertEqual(saveWeight(c, "2024-03-02", 1000, "kg").status, LIFT_OK)
        XCTAssertEqual(saveWeight(c, "2024-03-03", 2204.6, "lb").status, LIFT_OK)
    }

    func test_saveWeight_unknownField_refusedNamingIt() throws {
        let c = try LiftClient()
        let reply = saveWeight(c, "2024-03-01", 80, extra: ["wieght": 81])
        XCTAssertEqual(reply.code, "unknown_field")
        XCTAssertEqual(reply.details?["path"] as? String, "weight.wieght")
    }

    func test_loadWeight_toBeforeFrom_failsNamingTo() throws {
        let c = try LiftClient()
        let reply = c.load(["kind": "weight", "from": "2024-03-02", "to": "2024-03-01"])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.details?["path"] as? String, "to")
    }
}
