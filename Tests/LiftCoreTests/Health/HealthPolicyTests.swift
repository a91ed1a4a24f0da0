@testable import LiftCore
import XCTest

final class HealthPolicyTests: XCTestCase {
    func test_saveHealthPolicy_changedPriorities_recomputesEveryDayOfTheType() throws {
        let bench = HealthBench()
        _ = try bench.apply(HealthBatch(platform: .healthKit, samples: [
            HK.steps("p1", 3000, at: "2025-06-10T08:00:00Z", source: HK.phone), HK.steps("w1", 5000, at: "2025-06-10T08:00:00Z", source: HK.watch),
            HK.steps("p2", 6000, at: "2025-06-11T08:00:00Z", source: HK.phone), HK.steps("w2", 1000, at: "2025-06-11T08:00:00Z", source: HK.watch),
        ]))
        XCTAssertEqual(bench.counts.entries.map(\.amount).sorted(), [5000, 6000])
        let days = try bench.savePolicy(type: "HKQuantityTypeIdentifierStepCount", sources: [HK.watch.bundleID])
        XCTAssertEqual(days, 2)
        XCTAssertEqual(bench.counts.entries.map(\.amount).sorted(), [1000, 5000])
    }

    func test_saveHealthPolicy_samePriorities_recomputesNothing() throws {
        let bench = HealthBench()
        bench.health.policies[.bodyMass] = HealthPolicy(type: .bodyMass, sources: ["a"])
        XCTAssertEqual(try bench.savePolicy(type: "body_mass", sources: ["a"]), 0)
        XCTAssertEqual(bench.health.receivedMessages, [])
    }

    func test_saveHealthPolicy_unknownTypeOrRepeatedSource_refusedWithNothingSaved() throws {
        let bench = HealthBench()
        assertInvalid(liftError { try bench.savePolicy(type: "HKQuantityTypeIdentifierHeartRate", sources: []) },
                      path: "health_policy.type", code: "unknown_health_type")
        assertInvalid(liftError { try bench.savePolicy(type: "step_count", sources: ["a", "a"]) }, path: "health_policy.sources[1]")
        assertInvalid(liftError { try bench.savePolicy(type: "step_count", sources: [""]) }, path: "health_policy.sources[0]")
        XCTAssertEqual(bench.health.receivedMessages, [])
    }

    func test_loadHealthPolicies_neverSet_answersEmptyPrioritiesPerType() throws {
        let bench = HealthBench()
        XCTAssertEqual(try LoadHealthPolicies(health: bench.health)(type: nil).map(\.sources), [[], [], []])
    }

    func test_loadHealthAnchor_noneStored_answersNil() throws {
        let bench = HealthBench()
        XCTAssertNil(try LoadHealthAnchor(health: bench.health)(platform: .healthKit, scope: "HKQuantityTypeIdentifierStepCount"))
    }

    func test_healthDayRule_sameReadingFromTwoDeliveries_countedOnce() {
        func stored(_ id: String) -> StoredHealthSample {
            StoredHealthSample(platform: .appleExport, provenance: HealthProvenance(id: id, source: HK.phone), type: .stepCount,
                               day: ZoneFixtures.day(2025, 6, 10), start: HK.at("2025-06-10T08:00:00Z"),
                               end: HK.at("2025-06-10T08:10:00Z"), value: 700, unit: "count", canonicalValue: 700)
        }
        XCTAssertEqual(HealthDayRule.figure([stored("a"), stored("b")], type: .stepCount, priorities: [])?.value, 700)
    }

    func test_healthActivityMap_platformSpellings_mapToOneCatalogWorkout() {
        let running = HealthActivityMap.workout(for: "HKWorkoutActivityTypeRunning")
        XCTAssertNotNil(running)
        XCTAssertEqual(HealthActivityMap.workout(for: "EXERCISE_TYPE_RUNNING"), running)
        XCTAssertEqual(HealthActivityMap.workout(for: "running"), running)
        XCTAssertNotNil(HealthActivityMap.workout(for: "EXERCISE_TYPE_STRENGTH_TRAINING"))
        XCTAssertNil(HealthActivityMap.workout(for: "HKWorkoutActivityTypeCurling"))
    }
}

final class HealthActivityTableTests: XCTestCase {
    func test_healthActivityMap_everyEntry_namesAWorkoutOfTheCatalog() {
        for (activity, _) in HealthActivityMap.table {
            XCTAssertNotNil(HealthActivityMap.workout(for: activity), activity)
        }
    }
}
