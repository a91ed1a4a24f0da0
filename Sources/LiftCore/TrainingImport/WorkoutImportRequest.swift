/// Reads a local file for an import. The adapter opens only a regular file, refuses one larger
/// than `maxBytes` before reading it, and reads it once; failures are `LiftError`s naming `path`.
public protocol ImportFileSource {
    func bytes(atPath file: String, maxBytes: Int, path: Location) throws -> [UInt8]
}

/// Where the file's text comes from: the request itself, or a local file.
public enum WorkoutImportSource: Equatable, Sendable {
    case text(String)
    case path(String)
}

/// What a name of the file is taken as: an existing exercise by id, or an exercise by name
/// (matched, or created when none has it).
public enum ExerciseTarget: Equatable, Sendable {
    case id(RecordID)
    case name(String)
}

public struct WorkoutImportRequest: Equatable, Sendable {
    /// nil: told from the header.
    public var format: WorkoutFileFormat?
    public var source: WorkoutImportSource
    /// nil: from the header (or each row's unit column).
    public var unit: WeightUnit?
    public var dryRun: Bool
    public var exerciseMap: [(name: String, target: ExerciseTarget)]

    public init(format: WorkoutFileFormat? = nil, source: WorkoutImportSource, unit: WeightUnit? = nil, dryRun: Bool = false,
                exerciseMap: [(name: String, target: ExerciseTarget)] = []) {
        self.format = format; self.source = source; self.unit = unit; self.dryRun = dryRun; self.exerciseMap = exerciseMap
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.format == b.format && a.source == b.source && a.unit == b.unit && a.dryRun == b.dryRun
            && a.exerciseMap.map(\.name) == b.exerciseMap.map(\.name) && a.exerciseMap.map(\.target) == b.exerciseMap.map(\.target)
    }
}

/// What an import did (or, on a dry run, would do).
public struct WorkoutImportSummary: Equatable, Sendable {
    public var format: WorkoutFileFormat
    public var dryRun: Bool
    /// Sessions (routine records) created.
    public var sessions = 0
    /// Sessions imported before that received sets they did not have.
    public var sessionsUpdated = 0
    /// Sessions of the file already imported whole.
    public var sessionsExisting = 0
    /// Sets added, and sets already there from an earlier import.
    public var sets = 0
    public var setsExisting = 0
    /// Exercises of the store the file's names were matched to.
    public var exercisesMatched = 0
    /// Exercises created for names no exercise had (on a dry run: would be created; ids unset).
    public var newExercises: [(name: String, id: RecordID?)] = []
    /// Rows that are not sets, by reason (`rest_timer`, `empty_set`).
    public var skipped: [(reason: String, count: Int)] = []
    /// A dry run's bad lines (a real import refuses the file instead).
    public var errors: [WeightCSV.LineError] = []

    public init(format: WorkoutFileFormat, dryRun: Bool) { self.format = format; self.dryRun = dryRun }

    public static func == (a: Self, b: Self) -> Bool {
        a.format == b.format && a.dryRun == b.dryRun && a.sessions == b.sessions && a.sessionsUpdated == b.sessionsUpdated
            && a.sessionsExisting == b.sessionsExisting && a.sets == b.sets && a.setsExisting == b.setsExisting
            && a.exercisesMatched == b.exercisesMatched && a.newExercises.map(\.name) == b.newExercises.map(\.name)
            && a.newExercises.map(\.id) == b.newExercises.map(\.id) && a.skipped.map(\.reason) == b.skipped.map(\.reason)
            && a.skipped.map(\.count) == b.skipped.map(\.count) && a.errors == b.errors
    }
}

/// Every bad line of a file as one refusal: invalid_request `invalid_csv`, nothing imported.
public enum CSVLineErrors {
    public static let maxReported = 1000

    public static func refusal(_ errors: [WeightCSV.LineError], path: Location) -> LiftError {
        let sorted = errors.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
        let first = sorted[0]
        return LiftError(.invalidRequest, code: "invalid_csv",
                         "\(sorted.count) bad line(s), nothing imported; first: \(first.text)",
                         details: [.init("path", .location(path)), .init("line", .int(Int64(first.line))),
                                   .init("field", .string(first.field)), .init("count", .int(Int64(sorted.count))),
                                   .init("errors", .strings(sorted.prefix(maxReported).map(\.text)))],
                         messageLocation: path)
    }
}
