import LiftCore

/// Samples as a HealthKit shim would deliver them, and the use case wired to spies.
struct HealthBench {
    let health = HealthStoreSpy()
    let weights = WeightStoreSpy()
    let counts = CountStoreSpy()
    let workouts = WorkoutStoreSpy()
    let clock = TestClock()
    var zone = ZoneRules.utc

    var apply: ApplyHealthSamples {
        ApplyHealthSamples(health: health, weights: weights, counts: counts, workouts: workouts,
                           bodyWeight: FixedBodyWeight(kilograms: 80), currentDate: clock.currentDate).counting(in: zone)
    }

    var savePolicy: SaveHealthPolicy {
        SaveHealthPolicy(health: health, weights: weights, counts: counts, workouts: workouts,
                         currentDate: clock.currentDate).counting(in: zone)
    }
}

enum HK {
    static let phone = HealthSource(name: "iPhone", bundleID: "com.apple.health.phone", device: "iPhone")
    static let watch = HealthSource(name: "Apple Watch", bundleID: "com.apple.health.watch", device: "Watch")
    static let scale = HealthSource(name: "Withings", bundleID: "com.withings.wiScaleNG")

    static func at(_ text: String) -> Timestamp { ZoneFixtures.instant(text) }

    static func sample(_ id: String, _ type: String, _ value: Double, _ unit: String, at start: String, end: String? = nil,
                       source: HealthSource = phone, userEntered: Bool = false, syncID: String? = nil) -> HealthSample {
        HealthSample(provenance: HealthProvenance(id: id, source: source, wasUserEntered: userEntered, syncIdentifier: syncID),
                     type: type, start: at(start), end: at(end ?? start), value: value, unit: unit)
    }

    static func steps(_ id: String, _ value: Double, at start: String, end: String? = nil, source: HealthSource = phone) -> HealthSample {
        sample(id, "HKQuantityTypeIdentifierStepCount", value, "count", at: start, end: end, source: source)
    }

    static func mass(_ id: String, _ value: Double, _ unit: String = "kg", at start: String, source: HealthSource = scale) -> HealthSample {
        sample(id, "HKQuantityTypeIdentifierBodyMass", value, unit, at: start, source: source)
    }

    static func energy(_ id: String, _ value: Double, _ unit: String = "kcal", at start: String) -> HealthSample {
        sample(id, "HKQuantityTypeIdentifierDietaryEnergyConsumed", value, unit, at: start)
    }
}
