/// A sample or workout as liblift keeps it: provenance, the day it counts on (in the user's zone
/// when it was applied), the value as sent and in the canonical unit.
public struct StoredHealthSample: Equatable, Sendable {
    public var platform: HealthPlatform
    public var provenance: HealthProvenance
    public var type: HealthDataType
    public var day: Day
    public var start: Timestamp
    public var end: Timestamp
    /// As sent, in `unit`.
    public var value: Double
    public var unit: String
    /// In `type.canonicalUnit` (a workout's energy in kcal, 0 when none was measured).
    public var canonicalValue: Double
    /// Workouts: the platform's activity name, the measured seconds and metres.
    public var activityType: String?
    public var durationSeconds: Double?
    public var distanceMeters: Double?

    public init(platform: HealthPlatform, provenance: HealthProvenance, type: HealthDataType, day: Day, start: Timestamp,
                end: Timestamp, value: Double, unit: String, canonicalValue: Double, activityType: String? = nil,
                durationSeconds: Double? = nil, distanceMeters: Double? = nil) {
        self.platform = platform; self.provenance = provenance; self.type = type; self.day = day
        self.start = start; self.end = end; self.value = value; self.unit = unit; self.canonicalValue = canonicalValue
        self.activityType = activityType; self.durationSeconds = durationSeconds; self.distanceMeters = distanceMeters
    }
}

/// A type's source priorities: the first listed source present on a day is the one that counts.
public struct HealthPolicy: Equatable, Sendable {
    public var type: HealthDataType
    /// Bundle ids / packages (or source names), highest priority first.
    public var sources: [String]

    public init(type: HealthDataType, sources: [String]) { self.type = type; self.sources = sources }
}

/// Infrastructure port for the health bridge's own state: samples with provenance, anchors and
/// policies, scoped to the owner.
public protocol HealthStore: HealthExportStore {
    func readHealthSample(platform: HealthPlatform, id: String) throws -> StoredHealthSample?
    func createHealthSample(_ sample: StoredHealthSample) throws
    /// Creates the sample unless the platform's id is already held; false when it was (nothing
    /// written). A new sample, the common case, costs one statement instead of a read and a write.
    func createHealthSampleIfNew(_ sample: StoredHealthSample) throws -> Bool
    /// Records the samples `createHealthSampleIfNew` created as changed (they join the sync
    /// feed): once per batch, as a mark per insert costs a large batch a row each.
    func noteNewHealthSamples(platform: HealthPlatform, ids: [String]) throws
    func updateHealthSample(_ sample: StoredHealthSample) throws
    /// False when there was none.
    func deleteHealthSample(platform: HealthPlatform, id: String) throws -> Bool
    /// Every platform's samples of these types (erasing the body log); how many there were.
    func deleteHealthSamples(types: [HealthDataType]) throws -> Int
    /// Every platform's samples of `type` on `day`.
    func readHealthSamples(type: HealthDataType, day: Day) throws -> [StoredHealthSample]
    /// The platform's samples of these types starting in [from, to).
    func readHealthSamples(platform: HealthPlatform, types: [HealthDataType], from: Timestamp, to: Timestamp) throws -> [StoredHealthSample]
    /// The days that hold samples of `type`, oldest first.
    func readHealthSampleDays(type: HealthDataType) throws -> [Day]

    func readHealthAnchor(platform: HealthPlatform, scope: String) throws -> HealthAnchor?
    func createOrUpdateHealthAnchor(platform: HealthPlatform, _ anchor: HealthAnchor) throws

    /// nil: no priorities.
    func readHealthPolicy(type: HealthDataType) throws -> HealthPolicy?
    func createOrUpdateHealthPolicy(_ policy: HealthPolicy) throws
}
