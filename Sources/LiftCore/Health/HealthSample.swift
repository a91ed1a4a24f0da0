/// Where a batch of samples comes from. Sample ids are unique per platform (a HealthKit uuid, a
/// Health Connect record id, a key made from an export file's record), so provenance is
/// (platform, id).
public enum HealthPlatform: String, Sendable, CaseIterable {
    case healthKit = "healthkit"
    case healthConnect = "health_connect"
    /// Apple Health's "Export All Health Data" file: the same data as HealthKit, without uuids.
    case appleExport = "apple_health_export"
}

/// The app or device that wrote a sample: HealthKit's source name and bundle id, Health Connect's
/// data origin package (as `bundleID`), and the device's name when known.
public struct HealthSource: Hashable, Sendable {
    public var name: String
    public var bundleID: String
    public var device: String?

    public init(name: String, bundleID: String, device: String? = nil) {
        self.name = name; self.bundleID = bundleID; self.device = device
    }

    /// What source priorities name: the bundle id (package), else the name.
    public var key: String { bundleID.isEmpty ? name : bundleID }
}

/// Metadata every sample carries, quantity or workout.
public struct HealthProvenance: Hashable, Sendable {
    /// The platform's id of the sample: HealthKit's uuid, Health Connect's record id.
    public var id: String
    public var source: HealthSource
    /// HealthKit's HKMetadataKeyWasUserEntered (typed by hand in an app).
    public var wasUserEntered: Bool
    /// HealthKit's HKMetadataKeySyncIdentifier / Health Connect's clientRecordId: an id the
    /// writing app chose. liblift's own exports carry `lift:` ids, which is how echoes are known.
    public var syncIdentifier: String?
    /// HKMetadataKeySyncVersion / clientRecordVersion.
    public var syncVersion: Int64?
    /// Health Connect's lastModifiedTime.
    public var lastModified: Timestamp?

    public init(id: String, source: HealthSource, wasUserEntered: Bool = false, syncIdentifier: String? = nil,
                syncVersion: Int64? = nil, lastModified: Timestamp? = nil) {
        self.id = id; self.source = source; self.wasUserEntered = wasUserEntered
        self.syncIdentifier = syncIdentifier; self.syncVersion = syncVersion; self.lastModified = lastModified
    }
}

/// One quantity sample as the platform delivers it: the type and unit as the platform names them
/// (`HKQuantityTypeIdentifierBodyMass`, `kg`), checked and converted by `ApplyHealthSamples`.
public struct HealthSample: Hashable, Sendable {
    public var provenance: HealthProvenance
    /// A HealthKit quantity type identifier or a Health Connect record type (`HealthDataType`).
    public var type: String
    public var start: Timestamp
    public var end: Timestamp
    public var value: Double
    public var unit: String

    public init(provenance: HealthProvenance, type: String, start: Timestamp, end: Timestamp, value: Double, unit: String) {
        self.provenance = provenance; self.type = type; self.start = start; self.end = end; self.value = value; self.unit = unit
    }
}

/// A workout: HKWorkout or Health Connect's ExerciseSessionRecord. `activityType` is the
/// platform's name (`HKWorkoutActivityTypeRunning`, `running`, or Health Connect's
/// `EXERCISE_TYPE_RUNNING`), mapped to the catalog by `HealthActivityMap`.
public struct HealthWorkout: Hashable, Sendable {
    public var provenance: HealthProvenance
    public var activityType: String
    public var start: Timestamp
    public var end: Timestamp
    /// Measured seconds (HKWorkout.duration); nil: end - start.
    public var durationSeconds: Double?
    /// Energy burned, as measured, in `energyUnit` (kcal, kJ, Cal).
    public var energy: Double?
    public var energyUnit: String?
    /// Distance covered, as measured (HKWorkout totalDistance, ExerciseSessionRecord's distance),
    /// in `distanceUnit` (m, km, mi, yd, ft; m when not given).
    public var distance: Double?
    public var distanceUnit: String?

    public init(provenance: HealthProvenance, activityType: String, start: Timestamp, end: Timestamp,
                durationSeconds: Double? = nil, energy: Double? = nil, energyUnit: String? = nil,
                distance: Double? = nil, distanceUnit: String? = nil) {
        self.provenance = provenance; self.activityType = activityType; self.start = start; self.end = end
        self.durationSeconds = durationSeconds; self.energy = energy; self.energyUnit = energyUnit
        self.distance = distance; self.distanceUnit = distanceUnit
    }
}

/// A time window the host read in full (Health Connect's answer to an expired changes token):
/// what liblift holds of the platform's samples starting in [from, to) of these types is replaced
/// by the batch's.
public struct HealthWindow: Hashable, Sendable {
    public var from: Timestamp
    public var to: Timestamp
    /// Type identifiers the read covered; empty: every type.
    public var types: [String]

    public init(from: Timestamp, to: Timestamp, types: [String] = []) { self.from = from; self.to = to; self.types = types }
}

/// Where the host resumes: HealthKit's HKQueryAnchor (archived, base64) or Health Connect's
/// changes token, stored per platform and scope (the type identifier the host queries by).
public struct HealthAnchor: Hashable, Sendable {
    public var scope: String
    public var value: String

    public init(scope: String, value: String) { self.scope = scope; self.value = value }
}

/// One delivery: new and changed samples and workouts, the ids the platform deleted, the anchor
/// to resume from, and for a full read the window it replaces. Applied all or nothing.
public struct HealthBatch: Sendable {
    public var platform: HealthPlatform
    public var samples: [HealthSample]
    public var workouts: [HealthWorkout]
    public var deleted: [String]
    public var anchor: HealthAnchor?
    public var fullWindow: HealthWindow?

    public init(platform: HealthPlatform, samples: [HealthSample] = [], workouts: [HealthWorkout] = [],
                deleted: [String] = [], anchor: HealthAnchor? = nil, fullWindow: HealthWindow? = nil) {
        self.platform = platform; self.samples = samples; self.workouts = workouts; self.deleted = deleted
        self.anchor = anchor; self.fullWindow = fullWindow
    }
}

/// What a batch did.
public struct HealthBatchOutcome: Equatable, Sendable {
    /// Samples and workouts stored for the first time.
    public var added = 0
    /// Ones already held whose values changed.
    public var updated = 0
    /// Ones already held as delivered (a re-delivery).
    public var unchanged = 0
    /// Held ones removed by `deleted` or by a full window.
    public var removed = 0
    /// Samples this app wrote itself (exports coming back), not imported.
    public var echoes = 0
    /// Days whose weight, steps or calories were worked out again.
    public var daysRecomputed = 0

    public init() {}
}
