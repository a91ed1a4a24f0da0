import LiftCore
import XCTest

final class ApplyHealthSamplesTests: XCTestCase {
    let june10 = ZoneFixtures.day(2025, 6, 10)

    func test_applyHealthSamples_newBodyMass_logsTheDaysWeightUnderItsHealthID() throws {
        let bench = HealthBench()
        let outcome = try bench.apply(HealthBatch(platform: .healthKit, samples: [HK.mass("a", 80.5, at: "2025-06-10T07:00:00Z")]))
        XCTAssertEqual(outcome.added, 1)
        XCTAssertEqual(outcome.daysRecomputed, 1)
        XCTAssertEqual(bench.weights.entries, [WeightEntry(id: HealthIDs.day(.bodyMass, june10), day: june10, weight: 80.5, unit: .kg)])
    }

    func test_applyHealthSamples_sameBatchTwice_secondChangesNothing() throws {
        let bench = HealthBench()
        let batch = HealthBatch(platform: .healthKit, samples: [HK.steps("s1", 4000, at: "2025-06-10T08:00:00Z"),
                                                                HK.mass("m1", 80, at: "2025-06-10T07:00:00Z")])
        _ = try bench.apply(batch)
        let before = (bench.health.receivedMessages.count, bench.counts.entries, bench.weights.entries)
        let again = try bench.apply(batch)
        XCTAssertEqual(again.unchanged, 2)
        XCTAssertEqual(again.added + again.updated + again.daysRecomputed, 0)
        XCTAssertEqual(bench.health.receivedMessages.count, before.0)
        XCTAssertEqual(bench.counts.entries, before.1)
        XCTAssertEqual(bench.weights.entries, before.2)
    }

    func test_applyHealthSamples_phoneAndWatchStepsOnOneDay_countedOnceFromTheLargerSource() throws {
        let bench = HealthBench()
        _ = try bench.apply(HealthBatch(platform: .healthKit, samples: [
            HK.steps("p1", 3000, at: "2025-06-10T08:00:00Z", source: HK.phone),
            HK.steps("p2", 2000, at: "2025-06-10T12:00:00Z", source: HK.phone),
            HK.steps("w1", 2900, at: "2025-06-10T08:00:00Z", source: HK.watch),
            HK.steps("w2", 2400, at: "2025-06-10T12:00:00Z", source: HK.watch),
        ]))
        XCTAssertEqual(bench.counts.entries.map(\.amount), [5300])
        XCTAssertEqual(bench.counts.entries.first?.id, HealthIDs.day(.stepCount, june10))
    }

    func test_applyHealthSamples_sourcePriority_takesTheRankedSourceOverTheLarger() throws {
        let bench = HealthBench()
        bench.health.policies[.stepCount] = HealthPolicy(type: .stepCount, sources: [HK.phone.bundleID])
        _ = try bench.apply(HealthBatch(platform: .healthKit, samples: [
            HK.steps("p1", 3000, at: "2025-06-10T08:00:00Z", source: HK.phone),
            HK.steps("w1", 9000, at: "2025-06-10T08:00:00Z", source: HK.watch),
        ]))
        XCTAssertEqual(bench.counts.entries.map(\.amount), [3000])
    }

    func test_applyHealthSamples_deletedSample_removesItAndRecomputesItsDay() throws {
        let bench = HealthBench()
        _ = try bench.apply(HealthBatch(platform: .healthKit, samples: [
            HK.steps("p1", 3000, at: "2025-06-10T08:00:00Z"), HK.steps("p2", 1000, at: "2025-06-10T09:00:00Z"),
            HK.mass("m1", 80, at: "2025-06-10T07:00:00Z"),
        ]))
        let outcome = try bench.apply(HealthBatch(platform: .healthKit, deleted: ["p2", "m1", "never-seen"]))
        XCTAssertEqual(outcome.removed, 2)
        XCTAssertEqual(bench.counts.entries.map(\.amount), [3000])
        XCTAssertEqual(bench.weights.entries, [])
        XCTAssertEqual(bench.health.samples.map(\.provenance.id), ["p1"])
    }

    func test_applyHealthSamples_latestWeightOfTheDay_wins() throws {
        let bench = HealthBench()
        _ = try bench.apply(HealthBatch(platform: .healthKit, samples: [
            HK.mass("late", 79.6, at: "2025-06-10T20:00:00Z"), HK.mass("early", 80.4, at: "2025-06-10T06:00:00Z"),
        ]))
        XCTAssertEqual(bench.weights.entries.map(\.weight), [79.6])
    }

    func test_applyHealthSamples_weightTypedInThisApp_isKept() throws {
        let bench = HealthBench()
        let typed = WeightEntry(id: RecordID.random(), day: june10, weight: 81, unit: .kg)
        bench.weights.entries = [typed]
        _ = try bench.apply(HealthBatch(platform: .healthKit, samples: [HK.mass("m1", 79, at: "2025-06-10T07:00:00Z")]))
        XCTAssertEqual(bench.weights.entries, [typed])
        XCTAssertEqual(bench.health.samples.count, 1, "the sample is kept: removing the typed entry lets it count")
    }

    func test_applyHealthSamples_stepsTypedInThisApp_winTheDay() throws {
        let bench = HealthBench()
        let typed = CountEntry(id: RecordID.random(), category: .steps, day: june10, amount: 7000, creationDate: bench.clock.now)
        bench.counts.entries = [typed]
        _ = try bench.apply(HealthBatch(platform: .healthKit, samples: [HK.steps("p1", 3000, at: "2025-06-10T08:00:00Z")]))
        XCTAssertEqual(bench.counts.entries, [typed])
    }

    func test_applyHealthSamples_poundsGramsAndKilojoules_convertedExactly() throws {
        let bench = HealthBench()
        _ = try bench.apply(HealthBatch(platform: .healthKit, samples: [
            HK.mass("lb", 180, "lb", at: "2025-06-10T07:00:00Z"),
            HK.mass("g", 80_250, "g", at: "2025-06-11T07:00:00Z"),
            HK.energy("kj", 4184, "kJ", at: "2025-06-10T12:00:00Z"),
        ]))
        let held = Dictionary(uniqueKeysWithValues: bench.health.samples.map { ($0.provenance.id, $0.canonicalValue) })
        XCTAssertEqual(held["lb"], 180 * 0.45359237)
        XCTAssertEqual(held["g"], 80.25)
        XCTAssertEqual(held["kj"], 1000)
        XCTAssertEqual(bench.weights.entries.first { $0.day == june10 }.map { [$0.weight] + [$0.unit == .lb ? 1 : 0] }, [180, 1],
                       "pounds are logged as sent")
        XCTAssertEqual(bench.counts.entries.map(\.amount), [1000])
    }

    func test_applyHealthSamples_unknownType_refusedNamingItWithNothingApplied() throws {
        let bench = HealthBench()
        let error = liftError { try bench.apply(HealthBatch(platform: .healthKit, samples: [
            HK.steps("ok", 100, at: "2025-06-10T08:00:00Z"),
            HK.sample("bad", "HKQuantityTypeIdentifierHeartRate", 60, "count/min", at: "2025-06-10T08:00:00Z"),
        ], anchor: HealthAnchor(scope: "steps", value: "QUJD"))) }
        assertInvalid(error, path: "health_samples.samples[1].type", code: "unknown_health_type")
        XCTAssertEqual(error?.detail("type"), .string("HKQuantityTypeIdentifierHeartRate"))
        XCTAssertEqual(bench.health.receivedMessages, [])
        XCTAssertEqual(bench.counts.entries, [])
    }

    func test_applyHealthSamples_unknownUnit_refusedNamingItWithNothingApplied() throws {
        let bench = HealthBench()
        let error = liftError { try bench.apply(HealthBatch(platform: .healthKit, samples: [
            HK.mass("ok", 80, at: "2025-06-10T07:00:00Z"), HK.mass("bad", 12, "st", at: "2025-06-10T08:00:00Z"),
        ])) }
        assertInvalid(error, path: "health_samples.samples[1].unit", code: "unknown_health_unit")
        XCTAssertEqual(error?.detail("unit"), .string("st"))
        XCTAssertEqual(bench.health.receivedMessages, [])
        XCTAssertEqual(bench.weights.entries, [])
    }

    func test_applyHealthSamples_valuesPastAnyPlausibleSize_refusedWithoutTrapping() throws {
        let bench = HealthBench()
        for value in [Double.nan, .infinity, -1, 1e300] {
            let error = liftError { try bench.apply(HealthBatch(platform: .healthKit, samples: [HK.steps("x", value, at: "2025-06-10T08:00:00Z")])) }
            assertInvalid(error, path: "health_samples.samples[0].value")
        }
        let long = liftError { try bench.apply(HealthBatch(platform: .healthKit, workouts: [
            HealthWorkout(provenance: HealthProvenance(id: "w", source: HK.watch), activityType: "HKWorkoutActivityTypeRunning",
                          start: HK.at("2025-06-10T08:00:00Z"), end: HK.at("2025-06-10T09:00:00Z"), durationSeconds: 1e308),
        ])) }
        assertInvalid(long, path: "health_samples.workouts[0].duration")
        XCTAssertEqual(bench.health.receivedMessages, [])
    }

    func test_applyHealthSamples_sameIDTwiceInABatch_refused() throws {
        let bench = HealthBench()
        let error = liftError { try bench.apply(HealthBatch(platform: .healthKit, samples: [
            HK.steps("x", 1, at: "2025-06-10T08:00:00Z"), HK.steps("x", 2, at: "2025-06-10T09:00:00Z"),
        ])) }
        assertInvalid(error, path: "health_samples.samples[1].id", code: "duplicate_sample")
    }

    func test_applyHealthSamples_fullWindow_replacesWhatIsHeldInTheWindow() throws {
        let bench = HealthBench()
        _ = try bench.apply(HealthBatch(platform: .healthConnect, samples: [
            HK.steps("keep", 1000, at: "2025-06-10T08:00:00Z"), HK.steps("gone", 500, at: "2025-06-10T09:00:00Z"),
            HK.steps("outside", 700, at: "2025-06-01T09:00:00Z"),
        ]))
        let outcome = try bench.apply(HealthBatch(platform: .healthConnect, samples: [
            HK.steps("keep", 1000, at: "2025-06-10T08:00:00Z"), HK.steps("new", 250, at: "2025-06-10T10:00:00Z"),
        ], anchor: HealthAnchor(scope: "StepsRecord", value: "token-2"),
           fullWindow: HealthWindow(from: HK.at("2025-06-05T00:00:00Z"), to: HK.at("2025-06-15T00:00:00Z"))))
        XCTAssertEqual(outcome.removed, 1)
        XCTAssertEqual(Set(bench.health.samples.map(\.provenance.id)), ["keep", "new", "outside"])
        XCTAssertEqual(bench.counts.entries.filter { $0.day == june10 }.map(\.amount), [1250])
        XCTAssertEqual(bench.health.anchors["health_connect/StepsRecord"]?.value, "token-2")
    }

    func test_applyHealthSamples_echoOfThisAppsExport_notImported() throws {
        let bench = HealthBench()
        let outcome = try bench.apply(HealthBatch(platform: .healthKit, samples: [
            HK.sample("e", "HKQuantityTypeIdentifierBodyMass", 80, "kg", at: "2025-06-10T07:00:00Z", syncID: "lift:weight:abc"),
        ]))
        XCTAssertEqual(outcome.echoes, 1)
        XCTAssertEqual(bench.health.samples, [])
        XCTAssertEqual(bench.weights.entries, [])
    }

    func test_applyHealthSamples_userZone_putsALateEveningSampleOnThatDay() throws {
        var bench = HealthBench()
        bench.zone = try ZoneFixtures.system("America/New_York")
        // 23:30 in New York on the 10th is 03:30 UTC on the 11th.
        _ = try bench.apply(HealthBatch(platform: .healthKit, samples: [
            HK.steps("eve", 1200, at: "2025-06-11T03:30:00Z"), HK.steps("morning", 800, at: "2025-06-10T12:00:00Z"),
        ]))
        XCTAssertEqual(bench.counts.entries.map(\.day), [june10])
        XCTAssertEqual(bench.counts.entries.map(\.amount), [2000])
    }

    func test_applyHealthSamples_workout_savedAsACompletionWithMeasuredDurationAndEnergy() throws {
        let bench = HealthBench()
        let run = HealthWorkout(provenance: HealthProvenance(id: "run-1", source: HK.watch), activityType: "HKWorkoutActivityTypeRunning",
                                start: HK.at("2025-06-10T06:00:00Z"), end: HK.at("2025-06-10T06:40:00Z"),
                                durationSeconds: 2280, energy: 1673.6, energyUnit: "kJ")
        _ = try bench.apply(HealthBatch(platform: .healthKit, workouts: [run]))
        let c = try XCTUnwrap(bench.workouts.completions.first)
        XCTAssertEqual(c.id, HealthIDs.workout(.healthKit, "run-1"))
        XCTAssertEqual(c.workoutID, HealthActivityMap.workout(for: "running")?.id)
        XCTAssertEqual(c.duration, 2280)
        XCTAssertEqual(c.measuredCalories ?? 0, 400, accuracy: 1e-9)
        _ = try bench.apply(HealthBatch(platform: .healthKit, deleted: ["run-1"]))
        XCTAssertEqual(bench.workouts.completions, [])
    }

    func test_applyHealthSamples_workoutDistanceInEachUnit_keptOnTheCompletionInMetresExactly() throws {
        let bench = HealthBench()
        let cases: [(String, Double, Double)] = [("m", 5000, 5000), ("km", 42.195, 42_195), ("mi", 26.2, 42_164.8128),
                                                 ("yd", 1760, 1609.344), ("ft", 5280, 1609.344)]
        let workouts = cases.enumerated().map { i, c in
            HealthWorkout(provenance: HealthProvenance(id: "w\(i)", source: HK.watch), activityType: "HKWorkoutActivityTypeRunning",
                          start: HK.at("2025-06-1\(i)T06:00:00Z"), end: HK.at("2025-06-1\(i)T07:00:00Z"),
                          distance: c.1, distanceUnit: c.0)
        }
        _ = try bench.apply(HealthBatch(platform: .healthKit, workouts: workouts))
        for (i, c) in cases.enumerated() {
            let completion = try XCTUnwrap(bench.workouts.completions.first { $0.id == HealthIDs.workout(.healthKit, "w\(i)") })
            XCTAssertEqual(completion.distanceMeters ?? -1, c.2, accuracy: 1e-9, c.0)
        }
    }

    func test_applyHealthSamples_workoutWithoutDistanceUnit_readsMetresAndWithoutDistanceKeepsNone() throws {
        let bench = HealthBench()
        _ = try bench.apply(HealthBatch(platform: .healthConnect, workouts: [
            HealthWorkout(provenance: HealthProvenance(id: "a", source: HK.watch), activityType: "EXERCISE_TYPE_RUNNING",
                          start: HK.at("2025-06-10T06:00:00Z"), end: HK.at("2025-06-10T07:00:00Z"), distance: 8000),
            HealthWorkout(provenance: HealthProvenance(id: "b", source: HK.watch), activityType: "EXERCISE_TYPE_YOGA",
                          start: HK.at("2025-06-11T06:00:00Z"), end: HK.at("2025-06-11T07:00:00Z")),
        ]))
        XCTAssertEqual(bench.workouts.completions.first { $0.id == HealthIDs.workout(.healthConnect, "a") }?.distanceMeters, 8000)
        XCTAssertEqual(bench.workouts.completions.first { $0.id == HealthIDs.workout(.healthConnect, "b") }?.distanceMeters, nil)
    }

    func test_applyHealthSamples_workoutDistanceUnknownUnitOrOutOfRange_refusedNamingItWithNothingApplied() throws {
        let bench = HealthBench()
        func run(_ distance: Double, _ unit: String) -> LiftError? {
            liftError { try bench.apply(HealthBatch(platform: .healthKit, workouts: [
                HealthWorkout(provenance: HealthProvenance(id: "w", source: HK.watch), activityType: "HKWorkoutActivityTypeRunning",
                              start: HK.at("2025-06-10T06:00:00Z"), end: HK.at("2025-06-10T07:00:00Z"), distance: distance, distanceUnit: unit),
            ])) }
        }
        let unknown = run(5, "furlong")
        assertInvalid(unknown, path: "health_samples.workouts[0].distance_unit", code: "unknown_health_unit")
        XCTAssertEqual(unknown?.detail("unit"), .string("furlong"))
        assertInvalid(run(-1, "m"), path: "health_samples.workouts[0].distance")
        assertInvalid(run(.greatestFiniteMagnitude, "mi"), path: "health_samples.workouts[0].distance")
        assertInvalid(run(10_001, "km"), path: "health_samples.workouts[0].distance")
        XCTAssertEqual(bench.health.receivedMessages, [])
        XCTAssertEqual(bench.workouts.completions, [])
    }

    func test_applyHealthSamples_newSamplesOnly_notedOnceForTheBatch() throws {
        let bench = HealthBench()
        let batch = HealthBatch(platform: .healthConnect, samples: [HK.steps("a", 10, at: "2025-06-10T08:00:00Z"),
                                                                   HK.steps("b", 20, at: "2025-06-10T09:00:00Z")])
        _ = try bench.apply(batch)
        _ = try bench.apply(batch)
        XCTAssertEqual(bench.health.receivedMessages.filter { if case .noteNew = $0 { return true } else { return false } },
                       [.noteNew(.healthConnect, ["a", "b"])], "a re-delivery creates nothing to note")
    }

    func test_applyHealthSamples_unknownActivity_refusedNamingIt() throws {
        let bench = HealthBench()
        let error = liftError { try bench.apply(HealthBatch(platform: .healthKit, workouts: [
            HealthWorkout(provenance: HealthProvenance(id: "w", source: HK.watch), activityType: "HKWorkoutActivityTypeCurling",
                          start: HK.at("2025-06-10T06:00:00Z"), end: HK.at("2025-06-10T07:00:00Z")),
        ])) }
        assertInvalid(error, path: "health_samples.workouts[0].activity_type", code: "unknown_health_activity")
        XCTAssertEqual(bench.workouts.completions, [])
    }

    func test_applyHealthSamples_anchor_storedAfterTheSamplesAndTheirNote() throws {
        let bench = HealthBench()
        _ = try bench.apply(HealthBatch(platform: .healthKit, samples: [HK.steps("p", 10, at: "2025-06-10T08:00:00Z")],
                                        anchor: HealthAnchor(scope: "HKQuantityTypeIdentifierStepCount", value: "YW5jaG9y")))
        XCTAssertEqual(bench.health.receivedMessages, [
            .createSample("p"), .noteNew(.healthKit, ["p"]),
            .saveAnchor(.healthKit, HealthAnchor(scope: "HKQuantityTypeIdentifierStepCount", value: "YW5jaG9y")),
        ])
    }

    func test_applyHealthSamples_storeFailure_deliveredUnchanged() throws {
        let bench = HealthBench()
        let failure = LiftError(.io, "disk full")
        bench.health.stub(.createSample, error: failure)
        XCTAssertEqual(liftError { try bench.apply(HealthBatch(platform: .healthKit, samples: [HK.steps("p", 10, at: "2025-06-10T08:00:00Z")])) },
                       failure)
    }

    func test_applyHealthSamples_changedSampleMovesDay_bothDaysRecomputed() throws {
        let bench = HealthBench()
        _ = try bench.apply(HealthBatch(platform: .healthConnect, samples: [HK.steps("r", 500, at: "2025-06-10T08:00:00Z")]))
        let outcome = try bench.apply(HealthBatch(platform: .healthConnect, samples: [HK.steps("r", 600, at: "2025-06-11T08:00:00Z")]))
        XCTAssertEqual(outcome.updated, 1)
        XCTAssertEqual(outcome.daysRecomputed, 2)
        XCTAssertEqual(bench.counts.entries.map(\.day), [june10.adding(days: 1)])
        XCTAssertEqual(bench.counts.entries.map(\.amount), [600])
    }

    func test_applyHealthSamples_sampleAfterTomorrow_refused() throws {
        let bench = HealthBench()
        let error = liftError { try bench.apply(HealthBatch(platform: .healthKit, samples: [HK.steps("f", 10, at: "2025-06-30T08:00:00Z")])) }
        assertInvalid(error, path: "health_samples.samples[0].start", code: "date_in_future")
    }
}
