import CLift
import XCTest

/// kinds "health_samples", "health_anchor" and "health_policy" through the C contract.
final class HealthRequestTests: XCTestCase {
    static let phone = ["name": "iPhone", "bundle_id": "com.apple.health.phone", "device": "iPhone15,2"]
    static let watch = ["name": "Apple Watch", "bundle_id": "com.apple.health.watch"]

    private func steps(_ id: String, _ value: Int, _ start: String, source: [String: String] = phone) -> [String: Any] {
        ["id": id, "type": "HKQuantityTypeIdentifierStepCount", "start": start, "end": start, "value": value, "unit": "count",
         "source": source]
    }

    private func batch(_ body: [String: Any], zone: String? = nil) -> [String: Any] {
        var r: [String: Any] = ["kind": "health_samples", "health_samples": body]
        if let zone { r["time_zone"] = zone }
        return r
    }

    private func dayTotal(_ c: LiftClient, _ kind: String, _ date: String) -> Int? {
        c.load(["kind": kind, "date": date]).json["day_total"] as? Int
    }

    func test_saveHealthSamples_sameBatchTwice_countsOnceAndAnswersUnchanged() throws {
        let c = try LiftClient()
        let request = batch(["platform": "healthkit", "samples": [steps("a", 4000, "2024-03-01T08:00:00Z")],
                             "anchor": ["type": "HKQuantityTypeIdentifierStepCount", "value": "YW5jaG9yLTE="]])
        XCTAssertEqual(c.save(request).json["added"] as? Int, 1)
        let again = c.save(request)
        XCTAssertEqual(again.status, LIFT_OK)
        XCTAssertEqual(again.json["unchanged"] as? Int, 1)
        XCTAssertEqual(dayTotal(c, "steps", "2024-03-01"), 4000)
    }

    func test_saveHealthSamples_phoneAndWatch_stepsCountedOnce() throws {
        let c = try LiftClient()
        _ = c.save(batch(["platform": "healthkit", "samples": [
            steps("p", 6000, "2024-03-01T08:00:00Z"), steps("w", 5800, "2024-03-01T08:00:00Z", source: Self.watch),
        ]]))
        XCTAssertEqual(dayTotal(c, "steps", "2024-03-01"), 6000)
    }

    func test_saveHealthSamples_deletion_recomputesItsDay() throws {
        let c = try LiftClient()
        _ = c.save(batch(["platform": "healthkit", "samples": [steps("a", 4000, "2024-03-01T08:00:00Z"), steps("b", 100, "2024-03-01T09:00:00Z")]]))
        let reply = c.save(batch(["platform": "healthkit", "deleted": ["b"]]))
        XCTAssertEqual(reply.json["removed"] as? Int, 1)
        XCTAssertEqual(dayTotal(c, "steps", "2024-03-01"), 4000)
    }

    func test_removeBodyLog_withHealthSamples_clearsThemSoALaterBatchDoesNotBringTheDayBack() throws {
        let c = try LiftClient()
        let mass: [String: Any] = ["id": "m", "type": "HKQuantityTypeIdentifierBodyMass", "start": "2024-03-01T07:00:00Z",
                                   "end": "2024-03-01T07:00:00Z", "value": 80, "unit": "kg", "source": Self.phone]
        _ = c.save(batch(["platform": "healthkit", "samples": [steps("a", 4000, "2024-03-01T08:00:00Z"), mass],
                          "anchor": ["type": "all", "value": "YW5jaG9yLTE="]]))
        let erased = c.remove(["kind": "body_log"])
        XCTAssertEqual(erased.status, LIFT_OK)
        let counts = erased.json["counts"] as? [String: Any]
        XCTAssertEqual(counts?["health_samples"] as? Int, 2)
        XCTAssertEqual(counts?["steps"] as? Int, 1)
        // A later delivery touching the same day works it out from what it holds: only the new sample.
        _ = c.save(batch(["platform": "healthkit", "samples": [steps("b", 300, "2024-03-01T18:00:00Z")]]))
        XCTAssertEqual(dayTotal(c, "steps", "2024-03-01"), 300)
        XCTAssertEqual((c.load(["kind": "weight"]).json["items"] as? [Any])?.count, 0)
        let anchor = c.load(["kind": "health_anchor", "platform": "healthkit", "type": "all"])
        XCTAssertEqual(anchor.json["anchor"] as? String, "YW5jaG9yLTE=", "the platform is not asked for the erased samples again")
    }

    func test_saveHealthSamples_expiredTokenFullWindow_replacesTheWindow() throws {
        let c = try LiftClient()
        _ = c.save(batch(["platform": "health_connect", "samples": [steps("a", 1000, "2024-03-01T08:00:00Z"), steps("b", 200, "2024-03-01T09:00:00Z")],
                          "anchor": ["type": "StepsRecord", "value": "token-1"]]))
        let reply = c.save(batch(["platform": "health_connect", "samples": [steps("a", 1000, "2024-03-01T08:00:00Z")],
                                  "full_window": ["from": "2024-02-01T00:00:00Z", "to": "2024-03-02T00:00:00Z"],
                                  "anchor": ["type": "StepsRecord", "value": "token-2"]]))
        XCTAssertEqual(reply.json["removed"] as? Int, 1)
        XCTAssertEqual(dayTotal(c, "steps", "2024-03-01"), 1000)
        let anchor = c.load(["kind": "health_anchor", "platform": "health_connect", "type": "StepsRecord"])
        XCTAssertEqual(anchor.json["anchor"] as? String, "token-2")
    }

    func test_loadHealthAnchor_noneStored_answersNull() throws {
        let c = try LiftClient()
        let reply = c.load(["kind": "health_anchor", "platform": "healthkit", "type": "HKQuantityTypeIdentifierBodyMass"])
        XCTAssertEqual(reply.status, LIFT_OK)
        XCTAssertTrue(reply.json["anchor"] is NSNull)
    }

    func test_saveHealthSamples_unknownTypeInABatch_refusedWithNothingAppliedNorAnchored() throws {
        let c = try LiftClient()
        var heart = steps("h", 60, "2024-03-01T08:00:00Z")
        heart["type"] = "HKQuantityTypeIdentifierHeartRate"
        let reply = c.save(batch(["platform": "healthkit", "samples": [steps("a", 4000, "2024-03-01T08:00:00Z"), heart],
                                  "anchor": ["type": "HKQuantityTypeIdentifierStepCount", "value": "QQ=="]]))
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.code, "unknown_health_type")
        XCTAssertEqual(reply.details?["path"] as? String, "health_samples.samples[1].type")
        XCTAssertEqual(dayTotal(c, "steps", "2024-03-01"), 0)
        XCTAssertTrue(c.load(["kind": "health_anchor", "platform": "healthkit", "type": "HKQuantityTypeIdentifierStepCount"]).json["anchor"] is NSNull)
    }

    func test_saveHealthSamples_unknownUnit_refusedNamingIt() throws {
        let c = try LiftClient()
        let reply = c.save(batch(["platform": "healthkit", "samples": [[
            "id": "m", "type": "HKQuantityTypeIdentifierBodyMass", "start": "2024-03-01T07:00:00Z", "end": "2024-03-01T07:00:00Z",
            "value": 12, "unit": "st", "source": Self.phone]]]))
        XCTAssertEqual(reply.code, "unknown_health_unit")
        XCTAssertEqual(reply.details?["unit"] as? String, "st")
        XCTAssertEqual(c.load(["kind": "weight"]).json["total"] as? Int, 0)
    }

    func test_saveHealthSamples_bodyMassInPoundsWithMetadata_logsTheWeightAsSent() throws {
        let c = try LiftClient()
        let reply = c.save(batch(["platform": "healthkit", "samples": [[
            "id": "m", "type": "HKQuantityTypeIdentifierBodyMass", "start": "2024-03-01T07:00:00Z", "end": "2024-03-01T07:00:00Z",
            "value": 176.4, "unit": "lb", "source": Self.phone, "metadata": ["HKMetadataKeyWasUserEntered": 1, "HKExternalUUID": "x"]]]]))
        XCTAssertEqual(reply.status, LIFT_OK, "\(reply.json)")
        let weight = try XCTUnwrap((c.load(["kind": "weight", "date": "2024-03-01"]).json["items"] as? [[String: Any]])?.first)
        XCTAssertEqual(weight["weight"] as? Double, 176.4)
        XCTAssertEqual(weight["unit"] as? String, "lb")
    }

    func test_saveHealthSamples_echoOfThisAppsExport_notImported() throws {
        let c = try LiftClient()
        var echo = steps("e", 500, "2024-03-01T08:00:00Z")
        echo["sync_identifier"] = "lift:steps:1"
        XCTAssertEqual(c.save(batch(["platform": "healthkit", "samples": [echo]])).json["echoes"] as? Int, 1)
        XCTAssertEqual(dayTotal(c, "steps", "2024-03-01"), 0)
    }

    func test_saveHealthSamples_userZone_countsTheDayInIt() throws {
        let c = try LiftClient(options: #"{"time_zone":"Pacific/Auckland"}"#)
        // 20:00 UTC on the 1st is 09:00 on the 2nd in Auckland.
        _ = c.save(batch(["platform": "healthkit", "samples": [steps("a", 700, "2024-03-01T20:00:00Z")]]))
        XCTAssertEqual(dayTotal(c, "steps", "2024-03-02"), 700)
        XCTAssertEqual(dayTotal(c, "steps", "2024-03-01"), 0)
        _ = c.save(batch(["platform": "healthkit", "samples": [steps("b", 300, "2024-03-03T20:00:00Z")]], zone: "UTC"))
        XCTAssertEqual(dayTotal(c, "steps", "2024-03-03"), 300, "a request's own zone replaces the store's")
    }

    func test_saveHealthSamples_workout_becomesACompletion() throws {
        let c = try LiftClient()
        let reply = c.save(batch(["platform": "health_connect", "workouts": [[
            "id": "ex-1", "activity_type": "EXERCISE_TYPE_RUNNING", "start": "2024-03-01T06:00:00Z", "end": "2024-03-01T06:30:00Z",
            "energy": 350, "energy_unit": "kcal", "source": ["bundle_id": "com.google.android.apps.fitness"]]]]))
        XCTAssertEqual(reply.status, LIFT_OK, "\(reply.json)")
        let items = c.load(["kind": "completion"]).json["items"] as? [[String: Any]]
        XCTAssertEqual(items?.count, 1)
        XCTAssertEqual(items?.first?["duration"] as? Int, 1800)
    }

    func test_saveHealthSamples_workoutDistanceInMiles_keptOnTheCompletionInMetres() throws {
        let c = try LiftClient()
        func run(_ id: String, _ distance: Double, _ unit: String) -> LiftClient.Reply {
            c.save(batch(["platform": "healthkit", "workouts": [[
                "id": id, "activity_type": "HKWorkoutActivityTypeRunning", "start": "2024-03-01T06:00:00Z", "end": "2024-03-01T06:30:00Z",
                "distance": distance, "distance_unit": unit, "source": Self.watch]]]))
        }
        XCTAssertEqual(run("run-1", 3.1, "mi").status, LIFT_OK)
        let item = (c.load(["kind": "completion"]).json["items"] as? [[String: Any]])?.first
        XCTAssertEqual(try XCTUnwrap(item?["distance"] as? Double), 3.1 * 1609.344, accuracy: 1e-9)
        let bad = run("run-2", 3, "leagues")
        XCTAssertEqual(bad.code, "unknown_health_unit")
        XCTAssertEqual(bad.details?["path"] as? String, "health_samples.workouts[0].distance_unit")
        XCTAssertEqual(c.load(["kind": "completion"]).json["total"] as? Int, 1)
    }

    func test_saveHealthSamples_unknownFieldOrPlatform_refused() throws {
        let c = try LiftClient()
        XCTAssertEqual(c.save(batch(["platform": "fitbit"])).status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(c.save(batch(["platform": "healthkit", "sampels": []])).code, "unknown_field")
    }

    func test_healthPolicy_savedPriorities_recomputeTheDayAndLoadBack() throws {
        let c = try LiftClient()
        _ = c.save(batch(["platform": "healthkit", "samples": [
            steps("p", 6000, "2024-03-01T08:00:00Z"), steps("w", 5800, "2024-03-01T08:00:00Z", source: Self.watch),
        ]]))
        let saved = c.save(["kind": "health_policy", "health_policy": ["type": "HKQuantityTypeIdentifierStepCount",
                                                                       "sources": ["com.apple.health.watch"]]])
        XCTAssertEqual(saved.json["days_recomputed"] as? Int, 1)
        XCTAssertEqual(dayTotal(c, "steps", "2024-03-01"), 5800)
        let loaded = c.load(["kind": "health_policy", "type": "step_count"]).json["items"] as? [[String: Any]]
        XCTAssertEqual(loaded?.first?["sources"] as? [String], ["com.apple.health.watch"])
        XCTAssertEqual(c.save(["kind": "health_policy", "health_policy": ["type": "Heart", "sources": []]]).code, "unknown_health_type")
    }

    func test_healthSamples_otherAccount_seesNothing() throws {
        let c = try LiftClient()
        _ = c.save(batch(["platform": "healthkit", "samples": [steps("a", 4000, "2024-03-01T08:00:00Z")],
                          "anchor": ["type": "steps", "value": "A"]]))
        XCTAssertEqual(c.save(["kind": "account", "account": ["username": "other", "password": "correct horse battery"]]).status, LIFT_OK)
        XCTAssertEqual(c.save(["kind": "session", "session": ["username": "other", "password": "correct horse battery"]]).status, LIFT_OK)
        XCTAssertTrue(c.load(["kind": "health_anchor", "platform": "healthkit", "type": "steps"]).json["anchor"] is NSNull)
        XCTAssertEqual(dayTotal(c, "steps", "2024-03-01"), 0)
    }

    func test_healthExport_typedWeight_exportedAcknowledgedThenNotImportedBack() throws {
        let c = try LiftClient()
        _ = c.save(["kind": "weight", "weight": ["date": "2024-03-01", "weight": 80.5, "unit": "kg"]])
        let export = c.load(["kind": "health_export", "platform": "healthkit"])
        XCTAssertEqual(export.status, LIFT_OK, "\(export.json)")
        let item = try XCTUnwrap((export.json["weights"] as? [[String: Any]])?.first)
        let clientID = try XCTUnwrap(item["client_record_id"] as? String)
        XCTAssertTrue(clientID.hasPrefix("lift:weight:"))
        XCTAssertEqual(item["version"] as? Int, 1)
        XCTAssertEqual(item["time"] as? String, "2024-03-01T12:00:00Z")
        let ack = c.save(["kind": "health_export", "health_export": ["platform": "healthkit", "ack": [
            ["client_record_id": clientID, "version": 1, "platform_id": "HK-1"]]]])
        XCTAssertEqual(ack.json["acknowledged"] as? Int, 1)
        XCTAssertEqual((c.load(["kind": "health_export", "platform": "healthkit"]).json["weights"] as? [Any])?.count, 0)
        // HealthKit hands the written sample back, by the uuid it gave it and with liblift's sync id.
        var back = steps("HK-1", 0, "2024-03-01T12:00:00Z")
        back["type"] = "HKQuantityTypeIdentifierBodyMass"; back["value"] = 80.5; back["unit"] = "kg"
        XCTAssertEqual(c.save(batch(["platform": "healthkit", "samples": [back]])).json["echoes"] as? Int, 1)
        let unknown = c.save(["kind": "health_export", "health_export": ["platform": "healthkit", "ack": [
            ["client_record_id": "lift:weight:nope", "version": 1]]]])
        XCTAssertEqual(unknown.status, LIFT_E_NOT_FOUND)
        XCTAssertEqual(unknown.code, "unknown_client_record")
    }
}
