import LiftCore
import XCTest

/// Import Apple Health Export against a stub reader and a spy of the health bridge.
final class ImportAppleHealthExportTests: XCTestCase {
    private let path: Location = "apple_health_export.path"

    private func run(_ reader: ExportReaderStub, _ bridge: HealthBridgeSpy, progress: LiftCore.Progress = .untracked) throws -> AppleHealthExportSummary {
        try ImportAppleHealthExport(files: reader, bridge: bridge, progress: progress)(file: "export.zip")
    }

    func test_import_entries_appliedAsAppleExportBatchesOneTypeEach() throws {
        let reader = ExportReaderStub([[ExportEntries.mass(), ExportEntries.steps("120", from: "2024-03-01 08:00:00 +0200", to: "2024-03-01 08:10:00 +0200"),
                                        ExportEntries.energy("450"), ExportEntries.workout()]])
        let bridge = HealthBridgeSpy()
        _ = try run(reader, bridge)
        XCTAssertEqual(reader.opened.map(\.file), ["export.zip"])
        XCTAssertEqual(reader.opened.map(\.path), [path])
        XCTAssertEqual(bridge.batches.map(\.platform), [.appleExport, .appleExport, .appleExport, .appleExport])
        XCTAssertEqual(bridge.batches.map { $0.samples.map(\.type) }, [["HKQuantityTypeIdentifierBodyMass"], ["HKQuantityTypeIdentifierStepCount"],
                                                                      ["HKQuantityTypeIdentifierDietaryEnergyConsumed"], []])
        let w = try XCTUnwrap(bridge.batches.last?.workouts.first)
        XCTAssertEqual(w.activityType, "HKWorkoutActivityTypeRunning")
        XCTAssertEqual(w.durationSeconds, 1800)
        XCTAssertEqual(w.energy, 300)
        XCTAssertEqual(w.energyUnit, "kcal")
        XCTAssertEqual(w.start, Timestamp(milliseconds: 1_709_305_200_000))
    }

    func test_import_sample_keepsValueUnitInstantsAndSource() throws {
        let bridge = HealthBridgeSpy()
        _ = try run(ExportReaderStub([[ExportEntries.mass("176.4", unit: "lb", source: "Withings")]]), bridge)
        let s = try XCTUnwrap(bridge.batches.first?.samples.first)
        XCTAssertEqual(s.value, 176.4)
        XCTAssertEqual(s.unit, "lb")
        XCTAssertEqual(s.start, Timestamp(milliseconds: 1_709_271_000_000))
        XCTAssertEqual(s.provenance.source, HealthSource(name: "Withings", bundleID: ""))
    }

    func test_import_summary_countsPerTypeSkippedAndDateRange() throws {
        let reader = ExportReaderStub([[ExportEntries.mass(at: "2024-03-01 07:30:00 +0200"), ExportEntries.mass("81", at: "2024-03-02 07:30:00 +0200")],
                                       [ExportEntries.workout()]], skipped: ["HKQuantityTypeIdentifierHeartRate": 7])
        let summary = try run(reader, HealthBridgeSpy())
        XCTAssertEqual(summary.counts[.bodyMass], .init(read: 2, added: 2))
        XCTAssertEqual(summary.counts[.workout], .init(read: 1, added: 1))
        XCTAssertNil(summary.counts[.stepCount])
        XCTAssertEqual(summary.skipped.map(\.type), ["HKQuantityTypeIdentifierHeartRate"])
        XCTAssertEqual(summary.skipped.map(\.count), [7])
        XCTAssertEqual(summary.first, AppleHealthDate.parse("2024-03-01 07:30:00 +0200")?.instant)
        XCTAssertEqual(summary.last, AppleHealthDate.parse("2024-03-02 07:30:00 +0200")?.instant)
    }

    func test_import_sameFileTwice_secondAddsNothing() throws {
        let entries = [ExportEntries.mass(), ExportEntries.workout()]
        let bridge = HealthBridgeSpy()
        _ = try run(ExportReaderStub([entries]), bridge)
        let again = try run(ExportReaderStub([entries]), bridge)
        XCTAssertEqual(again.counts[.bodyMass], .init(read: 1, added: 0, unchanged: 1))
        XCTAssertEqual(again.counts[.workout], .init(read: 1, added: 0, unchanged: 1))
    }

    func test_import_sameRecordWrittenInAnotherZone_isTheSameSample() throws {
        let bridge = HealthBridgeSpy()
        _ = try run(ExportReaderStub([[ExportEntries.mass(at: "2024-03-01 07:30:00 +0200")]]), bridge)
        let newer = try run(ExportReaderStub([[ExportEntries.mass("80.50", at: "2024-03-01 00:30:00 -0500")]]), bridge)
        XCTAssertEqual(newer.counts[.bodyMass], .init(read: 1, added: 0, unchanged: 1))
    }

    func test_import_differentValueOrSource_isAnotherSample() throws {
        let bridge = HealthBridgeSpy()
        let s = try run(ExportReaderStub([[ExportEntries.mass("80.5"), ExportEntries.mass("80.6"), ExportEntries.mass("80.5", source: "Scale")]]), bridge)
        XCTAssertEqual(s.counts[.bodyMass], .init(read: 3, added: 3))
    }

    func test_import_sameRecordTwiceInOneFile_appliedOnce() throws {
        let bridge = HealthBridgeSpy()
        let s = try run(ExportReaderStub([[ExportEntries.mass(), ExportEntries.mass()]]), bridge)
        XCTAssertEqual(bridge.batches.first?.samples.count, 1)
        XCTAssertEqual(s.counts[.bodyMass]?.read, 2)
    }

    func test_import_unknownUnit_refusedNamingItAndItsLineWithNothingApplied() throws {
        let bridge = HealthBridgeSpy()
        let e = liftError { try run(ExportReaderStub([[ExportEntries.mass(), ExportEntries.mass(unit: "oz", line: 77)]]), bridge) }
        assertInvalid(e, path: path, code: "unknown_health_unit")
        XCTAssertEqual(e?.detail("unit"), .string("oz"))
        XCTAssertEqual(e?.detail("line"), .int(77))
        XCTAssertEqual(e?.detail("type"), .string("HKQuantityTypeIdentifierBodyMass"))
        XCTAssertTrue(bridge.batches.isEmpty)
    }

    func test_import_workoutDistance_handedToTheBridgeAsWrittenWithItsUnit() throws {
        let bridge = HealthBridgeSpy()
        _ = try run(ExportReaderStub([[ExportEntries.workout(distance: "5.2", distanceUnit: "mi"), ExportEntries.workout("HKWorkoutActivityTypeWalking", line: 41)]]), bridge)
        let workouts = bridge.batches.flatMap(\.workouts)
        XCTAssertEqual(workouts.map(\.distance), [5.2, nil])
        XCTAssertEqual(workouts.map(\.distanceUnit), ["mi", nil])
    }

    func test_import_unknownWorkoutDurationEnergyOrDistanceUnit_refused() throws {
        for entry in [ExportEntries.workout(unit: "fortnight"), ExportEntries.workout(energyUnit: "BTU"),
                      ExportEntries.workout(distance: "3", distanceUnit: "furlong")] {
            let bridge = HealthBridgeSpy()
            assertInvalid(liftError { try run(ExportReaderStub([[entry]]), bridge) }, path: path, code: "unknown_health_unit")
            XCTAssertTrue(bridge.batches.isEmpty)
        }
    }

    func test_import_badNumbers_refusedAsInvalidHealthRecord() throws {
        for value in ["nan", "inf", "0x1p4", "-3", "1e300", "", "80,5", String(repeating: "9", count: 40)] {
            let e = liftError { try run(ExportReaderStub([[ExportEntries.mass(value, line: 5)]]), HealthBridgeSpy()) }
            assertInvalid(e, path: path, code: "invalid_health_record")
            XCTAssertEqual(e?.detail("field"), .string("value"), value)
            XCTAssertEqual(e?.detail("line"), .int(5), value)
        }
    }

    func test_import_badDates_refusedAsInvalidHealthRecord() throws {
        for date in ["2024-03-01T07:30:00Z", "2024-02-30 07:30:00 +0200", "2024-03-01 24:00:00 +0200", "2024-03-01 07:30:00 +2400", ""] {
            let e = liftError { try run(ExportReaderStub([[ExportEntries.mass(at: date)]]), HealthBridgeSpy()) }
            assertInvalid(e, path: path, code: "invalid_health_record")
            XCTAssertEqual(e?.detail("field"), .string("startDate"), date)
        }
    }

    func test_import_endBeforeStart_refused() throws {
        let e = liftError { try run(ExportReaderStub([[ExportEntries.steps("5", from: "2024-03-01 08:00:00 +0200", to: "2024-03-01 07:00:00 +0200")]]), HealthBridgeSpy()) }
        XCTAssertEqual(e?.detail("field"), .string("endDate"))
    }

    func test_import_workoutOfAnActivityWithoutCatalogWorkout_skippedAndCounted() throws {
        let bridge = HealthBridgeSpy()
        let s = try run(ExportReaderStub([[ExportEntries.workout("HKWorkoutActivityTypeCurling")]], skipped: ["ActivitySummary": 2]), bridge)
        XCTAssertTrue(bridge.batches.isEmpty)
        XCTAssertEqual(s.skipped.map(\.type), ["ActivitySummary", "HKWorkoutActivityTypeCurling"])
        XCTAssertNil(s.counts[.workout])
    }

    func test_import_openFails_errorDeliveredUnchanged() throws {
        let reader = ExportReaderStub([])
        reader.openError = LiftError.invalid(path, "not a regular file", code: "not_a_regular_file")
        XCTAssertEqual(liftError { try run(reader, HealthBridgeSpy()) }, reader.openError)
    }

    func test_import_fileDamagedAfterSomeBatches_errorDelivered() throws {
        let reader = ExportReaderStub([[ExportEntries.mass()], [ExportEntries.mass("81")]])
        let damaged = LiftError.invalid(path, "line 9: not well-formed", code: "invalid_xml")
        reader.failAtBatch = (1, damaged)
        XCTAssertEqual(liftError { try run(reader, HealthBridgeSpy()) }, damaged)
    }

    func test_import_bridgeFails_errorDeliveredUnchanged() throws {
        let bridge = HealthBridgeSpy()
        bridge.error = LiftError(.io, "disk full")
        XCTAssertEqual(liftError { try run(ExportReaderStub([[ExportEntries.mass()]]), bridge) }, bridge.error)
    }

    func test_import_batches_askedOfBatchSize() throws {
        let reader = ExportReaderStub([[ExportEntries.mass()]])
        _ = try run(reader, HealthBridgeSpy())
        XCTAssertEqual(reader.asked, [ImportAppleHealthExport.batchSize, ImportAppleHealthExport.batchSize])
    }

    func test_import_cancelled_stopsBeforeReading() throws {
        let progress = LiftCore.Progress(startedAt: Timestamp(milliseconds: 0))
        progress.cancel()
        let bridge = HealthBridgeSpy()
        XCTAssertEqual(liftError { try run(ExportReaderStub([[ExportEntries.mass()]]), bridge, progress: progress) }?.status, .cancelled)
        XCTAssertTrue(bridge.batches.isEmpty)
    }
}
