import CLift
import XCTest

/// Health samples in the sync feed (docs/HEALTH.md, "Sync"): two stores exchanging feeds hold the
/// same samples and agree on every day's figure, which never adds the two devices up.
final class HealthSyncRequestTests: XCTestCase {
    static let phone = ["name": "iPhone", "bundle_id": "com.apple.health.phone"]
    static let watch = ["name": "Pixel Watch", "bundle_id": "com.google.android.apps.fitness"]

    private func steps(_ id: String, _ value: Int, _ start: String, source: [String: String] = phone) -> [String: Any] {
        ["id": id, "type": "StepsRecord", "start": start, "end": start, "value": value, "unit": "count", "source": source]
    }

    private func apply(_ c: LiftClient, _ platform: String, samples: [[String: Any]] = [], deleted: [String] = []) -> LiftClient.Reply {
        c.save(["kind": "health_samples", "health_samples": ["platform": platform, "samples": samples, "deleted": deleted]])
    }

    private func dayTotal(_ c: LiftClient, _ date: String) -> Int? {
        c.load(["kind": "steps", "date": date]).json["day_total"] as? Int
    }

    private func both(_ a: LiftClient, _ b: LiftClient, _ host: SyncHost) {
        XCTAssertEqual(host.sync(a, to: b).status, LIFT_OK)
        XCTAssertEqual(host.sync(b, to: a).status, LIFT_OK)
        XCTAssertEqual(host.sync(a, to: b).status, LIFT_OK)
    }

    func test_syncHealthSamples_appliedOnOne_heldOnTheOtherWithTheSameDay() throws {
        let (a, b, host) = (try LiftClient(), try LiftClient(), SyncHost())
        let batch = [steps("s1", 4000, "2024-03-01T08:00:00Z"), steps("s2", 1000, "2024-03-01T18:00:00Z")]
        XCTAssertEqual(apply(a, "health_connect", samples: batch).status, LIFT_OK)
        let reply = host.sync(a, to: b)
        XCTAssertEqual(reply.status, LIFT_OK, "\(reply.json)")
        XCTAssertEqual(dayTotal(b, "2024-03-01"), 5000)
        // The samples themselves arrived: the same delivery on this store finds every one.
        XCTAssertEqual(apply(b, "health_connect", samples: batch).json["unchanged"] as? Int, 2)
        XCTAssertEqual(dayTotal(b, "2024-03-01"), 5000)
        XCTAssertEqual(b.load(["kind": "steps"]).json["total"] as? Int, 1, "one entry for the day, under the same id")
    }

    func test_syncHealthSamples_eachDeviceImportsOneSource_bothAgreeOnTheLargerNeverTheSum() throws {
        let (a, b, host) = (try LiftClient(), try LiftClient(), SyncHost())
        _ = apply(a, "healthkit", samples: [steps("p1", 3000, "2024-03-01T08:00:00Z")])
        _ = apply(b, "health_connect", samples: [steps("w1", 2500, "2024-03-01T08:00:00Z", source: Self.watch),
                                                 steps("w2", 1500, "2024-03-01T12:00:00Z", source: Self.watch)])
        both(a, b, host)
        XCTAssertEqual(dayTotal(a, "2024-03-01"), 4000)
        XCTAssertEqual(dayTotal(b, "2024-03-01"), 4000)
        XCTAssertEqual(a.load(["kind": "steps"]).json["total"] as? Int, 1)
        XCTAssertEqual(b.load(["kind": "steps"]).json["total"] as? Int, 1)
    }

    func test_syncHealthSamples_deletedOnOne_tombstoneRemovesItAndItsDayFollows() throws {
        let (a, b, host) = (try LiftClient(), try LiftClient(), SyncHost())
        _ = apply(a, "health_connect", samples: [steps("s1", 4000, "2024-03-01T08:00:00Z"), steps("s2", 1000, "2024-03-01T18:00:00Z")])
        host.sync(a, to: b)
        XCTAssertEqual(apply(a, "health_connect", deleted: ["s2"]).json["removed"] as? Int, 1)
        host.sync(a, to: b)
        XCTAssertEqual(dayTotal(b, "2024-03-01"), 4000)
        XCTAssertEqual(apply(b, "health_connect", samples: [steps("s2", 1000, "2024-03-01T18:00:00Z")]).json["added"] as? Int, 1,
                       "the deleted sample is gone on the other store too")
    }

    func test_syncHealthSamples_erasedBodyLogOnOne_samplesGoOnTheOther() throws {
        let (a, b, host) = (try LiftClient(), try LiftClient(), SyncHost())
        _ = apply(a, "health_connect", samples: [steps("s1", 4000, "2024-03-01T08:00:00Z")])
        host.sync(a, to: b)
        XCTAssertEqual(a.remove(["kind": "body_log"]).status, LIFT_OK)
        host.sync(a, to: b)
        XCTAssertEqual(dayTotal(b, "2024-03-01"), 0)
        // A policy change works out every day holding samples: none is left to bring the day back.
        let policy = b.save(["kind": "health_policy", "health_policy": ["type": "StepsRecord", "sources": ["com.apple.health.phone"]]])
        XCTAssertEqual(policy.json["days_recomputed"] as? Int, 0)
    }

    func test_saveChanges_healthSampleWithAValueItCannotHold_refusedAsInvalidValue() throws {
        let b = try LiftClient()
        let reply = b.save(["kind": "changes", "changes": [["kind": "health_sample_healthkit", "id": "x",
            "version": "1.0.0123456789abcdef0123456789abcdef", "fields": ["value": -5]]]])
        XCTAssertEqual(reply.code, "invalid_value", "\(reply.json)")
        XCTAssertEqual(reply.details?["path"] as? String, "changes[0].fields.value")
        let type = b.save(["kind": "changes", "changes": [["kind": "health_sample_healthkit", "id": "x",
            "version": "1.0.0123456789abcdef0123456789abcdef", "fields": ["type": "heart_rate"]]]])
        XCTAssertEqual(type.code, "invalid_value", "a type the store could not read back")
        XCTAssertEqual(type.details?["path"] as? String, "changes[0].fields.type")
    }
}
