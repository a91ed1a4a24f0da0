import LiftCore
import XCTest

/// Samples that arrive through the sync feed: the days they touch are worked out again from
/// every sample held, under the same name-based ids as on the device that applied them.
final class HealthSyncTests: XCTestCase {
    private let june10 = ZoneFixtures.day(2025, 6, 10)

    private func recompute(_ bench: HealthBench) -> () throws -> Int {
        { try bench.apply.recomputeTouchedDays() }
    }

    /// The watch's samples as another device applied them: held here, their day noted.
    private func arriveBySync(_ bench: HealthBench, _ samples: [HealthSample], platform: HealthPlatform = .healthConnect) throws {
        for s in samples {
            let type = try XCTUnwrap(HealthDataType(identifier: s.type))
            let stored = StoredHealthSample(platform: platform, provenance: s.provenance, type: type, day: ZoneRules.utc.day(of: s.start),
                                            start: s.start, end: s.end, value: s.value, unit: s.unit, canonicalValue: s.value)
            bench.health.samples.append(stored)
            bench.health.touchedDays.append((stored.type, stored.day))
        }
    }

    func test_recomputeTouchedDays_samplesFromAnotherDevice_dayFollowsTheRuleOverEverySampleOnce() throws {
        let bench = HealthBench()
        _ = try bench.apply(HealthBatch(platform: .healthKit, samples: [HK.steps("p1", 3000, at: "2025-06-10T08:00:00Z", source: HK.phone)]))
        try arriveBySync(bench, [HK.steps("w1", 2500, at: "2025-06-10T08:00:00Z", source: HK.watch),
                                 HK.steps("w2", 1500, at: "2025-06-10T12:00:00Z", source: HK.watch)])
        XCTAssertEqual(try recompute(bench)(), 1, "the day is noted twice, worked out once")
        XCTAssertEqual(bench.counts.entries.map(\.amount), [4000], "the larger source, never the sum of both")
        XCTAssertEqual(bench.counts.entries.first?.id, HealthIDs.day(.stepCount, june10))
        XCTAssertEqual(try recompute(bench)(), 0, "nothing left to work out")
    }

    func test_recomputeTouchedDays_nothingNoted_writesNothing() throws {
        let bench = HealthBench()
        XCTAssertEqual(try recompute(bench)(), 0)
        XCTAssertEqual(bench.counts.receivedMessages, [])
        XCTAssertEqual(bench.weights.receivedMessages, [])
    }

    func test_recomputeTouchedDays_sampleRemovedBySync_dayLosesItsFigure() throws {
        let bench = HealthBench()
        _ = try bench.apply(HealthBatch(platform: .healthKit, samples: [HK.mass("m", 80, at: "2025-06-10T07:00:00Z")]))
        bench.health.samples = []
        bench.health.touchedDays = [(.bodyMass, june10)]
        XCTAssertEqual(try recompute(bench)(), 1)
        XCTAssertEqual(bench.weights.entries, [])
    }

    func test_applyHealthSamples_daysASyncLeftNoted_workedOutWithTheBatch() throws {
        let bench = HealthBench()
        try arriveBySync(bench, [HK.steps("w1", 2500, at: "2025-06-09T08:00:00Z", source: HK.watch)])
        let outcome = try bench.apply(HealthBatch(platform: .healthKit, samples: [HK.steps("p1", 3000, at: "2025-06-10T08:00:00Z")]))
        XCTAssertEqual(outcome.daysRecomputed, 2)
        XCTAssertEqual(bench.counts.entries.map(\.amount).sorted(), [2500, 3000])
        XCTAssertTrue(bench.health.touchedDays.isEmpty)
    }

    func test_recomputeTouchedDays_storeFails_deliversStoreErrorUnchanged() {
        let bench = HealthBench()
        bench.health.touchedDays = [(.stepCount, june10)]
        bench.counts.stub(.readCountEntry, error: anyStoreError)
        XCTAssertEqual(liftError { try self.recompute(bench)() }, anyStoreError)
    }
}
