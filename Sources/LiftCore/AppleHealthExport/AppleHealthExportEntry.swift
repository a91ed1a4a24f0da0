/// One record of an Apple Health export of a type liblift imports, as the file spells it: the
/// reader adapter only finds it in the XML; `ImportAppleHealthExport` checks and converts it.
public struct AppleHealthExportEntry: Sendable, Equatable {
    public typealias Kind = HealthDataType

    public var kind: Kind
    /// The record's `type`, or a workout's `workoutActivityType`.
    public var type: String
    public var sourceName: String
    public var unit: String?
    public var value: String?
    public var startDate: String
    public var endDate: String
    /// The XML line it starts on, for errors.
    public var line: Int
    /// Metadata `HKWasUserEntered` = 1: typed in by hand.
    public var wasUserEntered = false
    /// A workout's duration, energy and distance: its attributes, or its statistics where newer exports keep them.
    public var workout: WorkoutMeasures?

    public struct WorkoutMeasures: Sendable, Equatable {
        public var duration: String?
        public var durationUnit: String?
        public var energy: String?
        public var energyUnit: String?
        public var distance: String?
        public var distanceUnit: String?
        public init(duration: String? = nil, durationUnit: String? = nil, energy: String? = nil, energyUnit: String? = nil,
                    distance: String? = nil, distanceUnit: String? = nil) {
            self.duration = duration; self.durationUnit = durationUnit; self.energy = energy; self.energyUnit = energyUnit
            self.distance = distance; self.distanceUnit = distanceUnit
        }
    }

    public init(kind: Kind, type: String, sourceName: String, unit: String?, value: String?, startDate: String, endDate: String,
                line: Int, wasUserEntered: Bool = false, workout: WorkoutMeasures? = nil) {
        self.kind = kind; self.type = type; self.sourceName = sourceName; self.unit = unit; self.value = value
        self.startDate = startDate; self.endDate = endDate; self.line = line; self.wasUserEntered = wasUserEntered
        self.workout = workout
    }
}

/// Opens an export file (`export.zip` or its `export.xml`) for reading in batches. The adapter
/// opens only a regular file (a FIFO is refused without blocking) and never holds the file whole;
/// failures are `LiftError`s naming `path`.
public protocol AppleHealthExportFiles {
    func open(_ file: String, path: Location) throws -> AppleHealthExportReader
}

/// The records of one export, read as they are asked for, so memory stays flat whatever the size.
public protocol AppleHealthExportReader: AnyObject {
    /// Up to `max` more records of the imported kinds; empty once the file is read to its end
    /// (and checked whole: a damaged XML or zip throws here, at the latest on the last call).
    func next(max: Int) throws -> [AppleHealthExportEntry]
    /// Records of every other type seen so far, by type (`HKQuantityTypeIdentifierHeartRate`).
    var skipped: [String: Int] { get }
    /// Bytes of XML read so far, for progress.
    var bytesRead: Int64 { get }
}
