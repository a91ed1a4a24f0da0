import LiftCore
import XCTest

/// Samples that arrive through the sync feed: the days they counted on and count on now are
/// worked out again from every sample held, under the same name-based ids as on the device that
/// applied them.
final class HealthSyncTests: XCTestCase {
    private let june10 = ZoneFixtures.day(2025, 6, 10)

    /// Samples as another device applied them, now held here; their keys.
    private func arriveBySync(_ bench: HealthBench, _ samples: [HealthSample], platform: HealthPlatform = .healthConnect) throws -> [HealthSampleKey] {
        try samples.map { s in
            let type = try XCTUnwrap(HealthDataType(identifier: s.type))
            bench.health.samples.append(StoredHealthSample(platform: platform, provenance: s.provenance, type: type,
                                                           day: ZoneRules.utc.day(of: s.start), start: s.start, end: s.end,
                                                           value: s.value, unit: s.unit, canonicalValue: s.value))
            return HealthSampleKey(platform: platform, id: s.provenance.id)
        }
    }

    func test_recomputeAfterSync_samplesFromAnotherDevice_dayFollowsTheRuleOverEverySampleOnce() throws {
        let bench = HealthBench()
        _ = try bench.apply(HealthBatch(platform: .healthKit, samples: [HK.steps("p1", 3000, at: "2025-06-10T08:00:00Z", source: HK.phone)]))
        let keys = try arriveBySync(bench, [HK.steps("w1", 2500, at: "2025-06-10T08:00:00Z", source: HK.watch),
                                            HK.steps("w2", 1500, at: "2025-06-10T12:00:00Z", source: HK.watch)])
        XCTAssertEqual(try bench.apply.recomputeAfterSync(keys, before: []), 1, "two samples of one day: worked out once")
        XCTAssertEqual(bench.counts.entries.map(\.amount), [4000], "the larger source, never the sum of both")
        XCTAssertEqual(bench.counts.entries.first?.id, HealthIDs.day(.stepCount, june10))
    }

    func test_recomputeAfterSync_sampleRemovedBySync_theDayItCountedOnLosesItsFigure() throws {
        let bench = HealthBench()
        _ = try bench.apply(HealthBatch(platform: .healthKit, samples: [HK.mass("m", 80, at: "2025-06-10T07:00:00Z")]))
        let keys = [HealthSampleKey(platform: .healthKit, id: "m")]
        let before = try bench.apply.heldSamples(keys)
        bench.health.samples = []
        XCTAssertEqual(try bench.apply.recomputeAfterSync(keys, before: before), 1)
        XCTAssertEqual(bench.weights.entries, [])
    }

    func test_recomputeAfterSync_unknownKeysAndWorkouts_workOutNoDay() throws {
        let bench = HealthBench()
        _ = try bench.apply(HealthBatch(platform: .healthKit, workouts: [
            HealthWorkout(provenance: HealthProvenance(id: "run", source: HK.watch), activityType: "HKWorkoutActivityTypeRunning",
                          start: HK.at("2025-06-10T06:00:00Z"), end: HK.at("2025-06-10T07:00:00Z"))]))
        let keys = [HealthSampleKey(platform: .healthKit, id: "run"), HealthSampleKey(platform: .healthKit, id: "missing")]
        XCTAssertEqual(try bench.apply.recomputeAfterSync(keys, before: bench.apply.heldSamples(keys)), 0)
        XCTAssertEqual(bench.counts.receivedMessages, [])
    }

    func test_recomputeAfterSync_storeFails_deliversStoreErrorUnchanged() throws {
        let bench = HealthBench()
        let keys = try arriveBySync(bench, [HK.steps("w1", 2500, at: "2025-06-10T08:00:00Z", source: HK.watch)])
        bench.counts.stub(.readCountEntry, error: anyStoreError)
        XCTAssertEqual(liftError { try bench.apply.recomputeAfterSync(keys, before: []) }, anyStoreError)
    }
}
