import LiftCore
import XCTest

final class HealthExportTests: XCTestCase {
    let june10 = ZoneFixtures.day(2025, 6, 10)

    private func export(_ bench: HealthBench, _ platform: HealthPlatform = .healthConnect) throws -> HealthExportBatch {
        try LoadHealthExport(health: bench.health, weights: bench.weights, workouts: bench.workouts).counting(in: bench.zone)(platform: platform)
    }

    private func ack(_ bench: HealthBench, _ acks: [HealthExportAck], _ platform: HealthPlatform = .healthConnect) throws -> Int {
        try SaveHealthExportAcks(health: bench.health)(platform: platform, acks: acks)
    }

    func test_loadHealthExport_typedWeight_answeredOnceWithAStableClientIDUntilChanged() throws {
        let bench = HealthBench()
        let w = WeightEntry(id: RecordID.random(), day: june10, weight: 80, unit: .kg)
        bench.weights.entries = [w]
        let first = try export(bench)
        XCTAssertEqual(first.items.map(\.clientRecordID), ["lift:weight:\(w.id.text)"])
        XCTAssertEqual(first.items.map(\.version), [1])
        XCTAssertEqual(first.items.first?.payload, .weight(w, at: HK.at("2025-06-10T12:00:00Z")))
        XCTAssertEqual(try export(bench).items.map(\.version), [1], "not acknowledged: answered again, same version")
        XCTAssertEqual(try ack(bench, [HealthExportAck(clientRecordID: "lift:weight:\(w.id.text)", version: 1, platformID: "hc-1")]), 1)
        XCTAssertEqual(try export(bench).items, [])
        bench.weights.entries[0].weight = 79.5
        let changed = try export(bench)
        XCTAssertEqual(changed.items.map(\.version), [2])
        XCTAssertEqual(changed.items.map(\.platformID), ["hc-1"])
    }

    func test_loadHealthExport_deletedAfterAck_answersADeletionUntilAcknowledged() throws {
        let bench = HealthBench()
        let w = WeightEntry(id: RecordID.random(), day: june10, weight: 80, unit: .kg)
        bench.weights.entries = [w]
        _ = try export(bench)
        _ = try ack(bench, [HealthExportAck(clientRecordID: "lift:weight:\(w.id.text)", version: 1, platformID: "hc-1")])
        bench.weights.entries = []
        let gone = try export(bench)
        XCTAssertEqual(gone.deleted, [HealthExportDeletion(clientRecordID: "lift:weight:\(w.id.text)", version: 2, platformID: "hc-1")])
        XCTAssertEqual(try export(bench).deleted.map(\.version), [2])
        _ = try ack(bench, [HealthExportAck(clientRecordID: "lift:weight:\(w.id.text)", version: 2)])
        XCTAssertEqual(try export(bench), HealthExportBatch())
        XCTAssertEqual(bench.health.exports, [:])
    }

    func test_loadHealthExport_recordsMadeFromSamples_notExported() throws {
        let bench = HealthBench()
        _ = try bench.apply(HealthBatch(platform: .healthKit, samples: [HK.mass("m", 80, at: "2025-06-10T07:00:00Z")], workouts: [
            HealthWorkout(provenance: HealthProvenance(id: "run", source: HK.watch), activityType: "running",
                          start: HK.at("2025-06-10T06:00:00Z"), end: HK.at("2025-06-10T06:30:00Z")),
        ]))
        XCTAssertEqual(bench.weights.entries.count, 1)
        XCTAssertEqual(bench.workouts.completions.count, 1)
        XCTAssertEqual(try export(bench, .healthKit), HealthExportBatch())
    }

    func test_loadHealthExport_completion_answeredWithThePlatformsActivityType() throws {
        let bench = HealthBench()
        let running = try XCTUnwrap(HealthActivityMap.workout(for: "running"))
        bench.workouts.completions = [Completion(id: RecordID.random(), workoutID: running.id, duration: 1800,
                                                 date: HK.at("2025-06-10T06:00:00Z"), bodyWeightKilograms: 80, calories: 300)]
        guard case .workout(_, let hk, let end)? = try export(bench, .healthKit).items.first?.payload else { return XCTFail("no workout") }
        XCTAssertEqual(hk, "HKWorkoutActivityTypeRunning")
        XCTAssertEqual(end, HK.at("2025-06-10T06:30:00Z"))
        guard case .workout(_, let hc, _)? = try export(bench, .healthConnect).items.first?.payload else { return XCTFail("no workout") }
        XCTAssertEqual(hc, "EXERCISE_TYPE_RUNNING")
    }

    func test_applyHealthSamples_sampleUnderAnAcknowledgedPlatformID_isAnEchoNotImported() throws {
        let bench = HealthBench()
        let w = WeightEntry(id: RecordID.random(), day: june10, weight: 80, unit: .kg)
        bench.weights.entries = [w]
        _ = try export(bench, .healthKit)
        _ = try ack(bench, [HealthExportAck(clientRecordID: "lift:weight:\(w.id.text)", version: 1, platformID: "HK-UUID-1")], .healthKit)
        let outcome = try bench.apply(HealthBatch(platform: .healthKit, samples: [HK.mass("HK-UUID-1", 80, at: "2025-06-10T12:00:00Z")]))
        XCTAssertEqual(outcome.echoes, 1)
        XCTAssertEqual(bench.health.samples, [])
    }

    func test_saveHealthExportAcks_unknownClientRecordOrVersion_refusedWithNothingRecorded() throws {
        let bench = HealthBench()
        let w = WeightEntry(id: RecordID.random(), day: june10, weight: 80, unit: .kg)
        bench.weights.entries = [w]
        _ = try export(bench)
        let good = HealthExportAck(clientRecordID: "lift:weight:\(w.id.text)", version: 1, platformID: "x")
        let unknown = liftError { try ack(bench, [good, HealthExportAck(clientRecordID: "lift:weight:nope", version: 1)]) }
        XCTAssertEqual(unknown?.code, "unknown_client_record")
        XCTAssertEqual(unknown?.detail("path"), .location("health_export.ack[1].client_record_id"))
        assertInvalid(liftError { try ack(bench, [HealthExportAck(clientRecordID: good.clientRecordID, version: 7)]) },
                      path: "health_export.ack[0].version")
        XCTAssertEqual(bench.health.exports.values.map(\.ackedVersion), [0])
    }

    func test_loadHealthExport_appleExportFile_refused() throws {
        assertInvalid(liftError { try export(HealthBench(), .appleExport) }, path: "platform")
    }
}

final class HealthExportDamagedStateTests: XCTestCase {
    func test_loadAndAck_versionsAtTheEdgesOfInt64_neitherTrapNorOverflow() throws {
        let bench = HealthBench()
        let w = WeightEntry(id: RecordID.random(), day: ZoneFixtures.day(2025, 6, 10), weight: 80, unit: .kg)
        bench.weights.entries = [w]
        bench.health.exports["health_connect/lift:weight:\(w.id.text)"] =
            HealthExportState(kind: .weight, recordID: w.id, fingerprint: "old", version: Int64.max, ackedVersion: 0)
        let out = try LoadHealthExport(health: bench.health, weights: bench.weights, workouts: bench.workouts)(platform: .healthConnect)
        XCTAssertEqual(out.items.map(\.version), [Int64.max])
        bench.health.exports["health_connect/lift:weight:\(w.id.text)"]?.version = -5
        assertInvalid(liftError { try SaveHealthExportAcks(health: bench.health)(
            platform: .healthConnect, acks: [HealthExportAck(clientRecordID: "lift:weight:\(w.id.text)", version: 1)]) },
                      path: "health_export.ack[0].version")
    }
}

final class HealthDamagedSampleTests: XCTestCase {
    func test_applyHealthSamples_heldWorkoutWithDamagedTimes_rewrittenFromTheBatchsCheckedValues() throws {
        let bench = HealthBench()
        bench.health.samples = [StoredHealthSample(
            platform: .healthKit, provenance: HealthProvenance(id: "w", source: HK.watch), type: .workout,
            day: ZoneFixtures.day(2025, 6, 10), start: Timestamp(milliseconds: Int64.min), end: Timestamp(milliseconds: Int64.max),
            value: 0, unit: "", canonicalValue: 0, activityType: "running")]
        // A re-delivery of the same id with other values rewrites the completion from the batch's
        // own checked values, never from the damaged ones.
        let outcome = try bench.apply(HealthBatch(platform: .healthKit, workouts: [
            HealthWorkout(provenance: HealthProvenance(id: "w", source: HK.watch), activityType: "running",
                          start: HK.at("2025-06-10T06:00:00Z"), end: HK.at("2025-06-10T06:30:00Z"))]))
        XCTAssertEqual(outcome.updated, 1)
        XCTAssertEqual(bench.workouts.completions.map(\.duration), [1800])
    }
}
