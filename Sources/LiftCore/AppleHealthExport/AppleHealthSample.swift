/// An export's record checked and converted: what the health bridge is handed.
public struct AppleHealthSample: Sendable, Equatable {
    /// Name-based on the record's own fields (exports carry no uuid), so the same record read
    /// from the same or a newer export, or one made in another time zone, has the same id.
    public var id: RecordID
    public var kind: AppleHealthExportEntry.Kind
    /// The record's type, or a workout's activity type (`HKWorkoutActivityTypeRunning`).
    public var type: String
    public var sourceName: String
    public var start: Timestamp
    public var end: Timestamp
    /// The zone offset the export wrote the start in (minutes east of UTC).
    public var offsetMinutes: Int
    /// Kilograms, steps or kilocalories; for a workout its duration in seconds.
    public var value: Double
    /// The unit the export wrote `value` in.
    public var unit: String
    public var wasUserEntered: Bool
    /// A workout's energy (kcal) and distance (m), when the export has them.
    public var energyKilocalories: Double?
    public var distanceMetres: Double?

    public init(id: RecordID, kind: AppleHealthExportEntry.Kind, type: String, sourceName: String, start: Timestamp,
                end: Timestamp, offsetMinutes: Int, value: Double, unit: String, wasUserEntered: Bool = false,
                energyKilocalories: Double? = nil, distanceMetres: Double? = nil) {
        self.id = id; self.kind = kind; self.type = type; self.sourceName = sourceName; self.start = start; self.end = end
        self.offsetMinutes = offsetMinutes; self.value = value; self.unit = unit; self.wasUserEntered = wasUserEntered
        self.energyKilocalories = energyKilocalories; self.distanceMetres = distanceMetres
    }
}

/// Where an export's samples go: the health bridge, which keeps them with their provenance,
/// applies its per-day policy and skips what it already holds. Called batch by batch inside the
/// import's one transaction; answers, per sample, whether it was new.
public protocol AppleHealthSampleSink {
    func apply(_ samples: [AppleHealthSample]) throws -> [Bool]
}
