import LiftCore
import XCTest

/// Every refusal of a health batch names its field and applies nothing.
final class HealthSadPathTests: XCTestCase {
    private func workout(_ start: String = "2025-06-10T06:00:00Z", end: String = "2025-06-10T07:00:00Z",
                         energy: Double? = nil, unit: String? = nil, source: HealthSource = HK.watch) -> HealthWorkout {
        HealthWorkout(provenance: HealthProvenance(id: "w", source: source), activityType: "running",
                      start: HK.at(start), end: HK.at(end), energy: energy, energyUnit: unit)
    }

    func test_applyHealthSamples_eachBadField_refusedNamingItWithNothingApplied() throws {
        let nobody = HealthSource(name: "", bundleID: "")
        let cases: [(HealthBatch, Location, String)] = [
            (HealthBatch(platform: .healthKit, samples: [HK.steps("", 1, at: "2025-06-10T08:00:00Z")]),
             "health_samples.samples[0].id", "invalid_request"),
            (HealthBatch(platform: .healthKit, samples: [HK.steps(String(repeating: "x", count: 201), 1, at: "2025-06-10T08:00:00Z")]),
             "health_samples.samples[0].id", "invalid_request"),
            (HealthBatch(platform: .healthKit, samples: [HK.steps("a", 1, at: "2025-06-10T08:00:00Z", source: nobody)]),
             "health_samples.samples[0].source", "invalid_request"),
            (HealthBatch(platform: .healthKit, samples: [HK.steps("a", 1, at: "2025-06-10T08:00:00Z", end: "2025-06-10T07:00:00Z")]),
             "health_samples.samples[0].end", "invalid_request"),
            (HealthBatch(platform: .healthKit, samples: [HK.mass("a", 0.2, at: "2025-06-10T08:00:00Z")]),
             "health_samples.samples[0].value", "weight_out_of_range"),
            (HealthBatch(platform: .healthKit, workouts: [workout(energy: 300, unit: "BTU")]),
             "health_samples.workouts[0].energy_unit", "unknown_health_unit"),
            (HealthBatch(platform: .healthKit, workouts: [workout(energy: 90_000)]), "health_samples.workouts[0].energy", "invalid_request"),
            (HealthBatch(platform: .healthKit, workouts: [workout(end: "2025-06-10T06:00:00Z")]),
             "health_samples.workouts[0].duration", "invalid_request"),
            (HealthBatch(platform: .healthKit, deleted: [""]), "health_samples.deleted[0]", "invalid_request"),
            (HealthBatch(platform: .healthKit, fullWindow: HealthWindow(from: HK.at("2025-06-10T00:00:00Z"), to: HK.at("2025-06-09T00:00:00Z"))),
             "health_samples.full_window", "invalid_request"),
            (HealthBatch(platform: .healthKit, fullWindow: HealthWindow(from: HK.at("2025-06-09T00:00:00Z"), to: HK.at("2025-06-10T00:00:00Z"),
                                                                        types: ["StepsRecord", "HeartRateRecord"])),
             "health_samples.full_window.types[1]", "unknown_health_type"),
        ]
        for (batch, path, code) in cases {
            let bench = HealthBench()
            let error = liftError { try bench.apply(batch) }
            assertInvalid(error, path: path, code: code)
            XCTAssertEqual(bench.health.receivedMessages, [], "\(path)")
        }
    }

    func test_applyHealthSamples_dayTotalPastTheLimit_refused() throws {
        let bench = HealthBench()
        let error = liftError { try bench.apply(HealthBatch(platform: .healthKit, samples: [
            HK.steps("a", 9_000_000, at: "2025-06-10T08:00:00Z"), HK.steps("b", 9_000_000, at: "2025-06-10T09:00:00Z"),
        ])) }
        XCTAssertEqual(error?.code, "day_total_too_large")
    }

    func test_saveHealthPolicy_tooManySources_refused() throws {
        let bench = HealthBench()
        assertInvalid(liftError { try bench.savePolicy(type: "step_count", sources: (0...50).map { "s\($0)" }) },
                      path: "health_policy.sources")
    }

    func test_loadHealthAnchor_emptyType_refused() throws {
        assertInvalid(liftError { try LoadHealthAnchor(health: HealthStoreSpy())(platform: .healthKit, scope: "") }, path: "type")
    }
}
