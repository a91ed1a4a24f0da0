import LiftCore

/// An export file as the import pulls it: batches of entries, skipped counts, and a failure at
/// open or at a given batch when told to.
final class ExportReaderStub: AppleHealthExportReader, AppleHealthExportFiles {
    var batches: [[AppleHealthExportEntry]]
    var skipped: [String: Int]
    var openError: LiftError?
    var failAtBatch: (index: Int, error: LiftError)?
    private(set) var opened = [(file: String, path: Location)]()
    private(set) var asked = [Int]()
    var bytesRead: Int64 { Int64(asked.count * 1000) }

    init(_ batches: [[AppleHealthExportEntry]], skipped: [String: Int] = [:]) { self.batches = batches; self.skipped = skipped }

    func open(_ file: String, path: Location) throws -> AppleHealthExportReader {
        opened.append((file, path))
        if let openError { throw openError }
        return self
    }

    func next(max: Int) throws -> [AppleHealthExportEntry] {
        asked.append(max)
        if let f = failAtBatch, f.index == asked.count - 1 { throw f.error }
        return asked.count <= batches.count ? batches[asked.count - 1] : []
    }
}

/// The health bridge: records each batch; a sample id it holds already counts as unchanged.
final class HealthBridgeSpy: HealthBatchApplying {
    private(set) var batches = [HealthBatch]()
    private(set) var held = Set<String>()
    var error: LiftError?

    func apply(_ batch: HealthBatch) throws -> HealthBatchOutcome {
        if let error { throw error }
        batches.append(batch)
        var outcome = HealthBatchOutcome()
        for id in batch.samples.map(\.provenance.id) + batch.workouts.map(\.provenance.id) {
            if held.insert(id).inserted { outcome.added += 1 } else { outcome.unchanged += 1 }
        }
        return outcome
    }
}

enum ExportEntries {
    static func mass(_ value: String = "80.5", unit: String = "kg", at date: String = "2024-03-01 07:30:00 +0200",
                     source: String = "Health", line: Int = 10) -> AppleHealthExportEntry {
        AppleHealthExportEntry(kind: .bodyMass, type: "HKQuantityTypeIdentifierBodyMass", sourceName: source, unit: unit,
                               value: value, startDate: date, endDate: date, line: line)
    }

    static func steps(_ value: String, from: String, to: String, source: String = "iPhone", line: Int = 20) -> AppleHealthExportEntry {
        AppleHealthExportEntry(kind: .stepCount, type: "HKQuantityTypeIdentifierStepCount", sourceName: source, unit: "count",
                               value: value, startDate: from, endDate: to, line: line)
    }

    static func energy(_ value: String, unit: String = "kcal", line: Int = 30) -> AppleHealthExportEntry {
        AppleHealthExportEntry(kind: .dietaryEnergy, type: "HKQuantityTypeIdentifierDietaryEnergyConsumed", sourceName: "Food",
                               unit: unit, value: value, startDate: "2024-03-01 12:00:00 +0200",
                               endDate: "2024-03-01 12:00:00 +0200", line: line)
    }

    static func workout(_ activity: String = "HKWorkoutActivityTypeRunning", duration: String = "30", unit: String = "min",
                        energy: String? = "300", energyUnit: String? = "kcal", distance: String? = nil, distanceUnit: String? = nil,
                        line: Int = 40) -> AppleHealthExportEntry {
        AppleHealthExportEntry(kind: .workout, type: activity, sourceName: "Watch", unit: nil, value: nil,
                               startDate: "2024-03-01 17:00:00 +0200", endDate: "2024-03-01 17:30:00 +0200", line: line,
                               workout: .init(duration: duration, durationUnit: unit, energy: energy, energyUnit: energyUnit,
                                              distance: distance, distanceUnit: distanceUnit))
    }
}
