/// One set as performed (lift-me `SetRecord`). Duration is in seconds.
public struct SetRecord: Equatable, Sendable {
    public var id: RecordID
    public var repCount: Int64
    public var weight: Double
    public var unit: WeightUnit
    public var duration: Int64?
    public var difficulty: Int64?
    public var completionDate: Timestamp

    public init(id: RecordID, repCount: Int64, weight: Double, unit: WeightUnit,
                duration: Int64? = nil, difficulty: Int64? = nil, completionDate: Timestamp) {
        self.id = id; self.repCount = repCount; self.weight = weight; self.unit = unit
        self.duration = duration; self.difficulty = difficulty; self.completionDate = completionDate
    }

    /// This set's weight in `unit`.
    public func weight(in target: WeightUnit) -> Double { unit.convert(weight, to: target) }
}

/// The sets done for one exercise within a record (lift-me `ExerciseRecord`).
public struct ExerciseRecord: Equatable, Sendable {
    public var id: RecordID
    public var exerciseID: RecordID
    public var setRecords: [SetRecord]

    public init(id: RecordID, exerciseID: RecordID, setRecords: [SetRecord]) {
        self.id = id; self.exerciseID = exerciseID; self.setRecords = setRecords
    }
}

/// One training session (lift-me `RoutineRecord`), optionally done from a saved routine.
/// `routineID` becomes nil when that routine is removed: the record itself is kept.
public struct RoutineRecord: Equatable, Sendable {
    public var id: RecordID
    public var routineID: RecordID?
    public var note: String?
    public var creationDate: Timestamp
    public var completionDate: Timestamp?
    public var exerciseRecords: [ExerciseRecord]

    public init(id: RecordID, routineID: RecordID? = nil, note: String? = nil, creationDate: Timestamp,
                completionDate: Timestamp? = nil, exerciseRecords: [ExerciseRecord]) {
        self.id = id; self.routineID = routineID; self.note = note; self.creationDate = creationDate
        self.completionDate = completionDate; self.exerciseRecords = exerciseRecords
    }
}

/// What a host sends for a set. Rep count and weight are optional here only so that their
/// absence is reported as an error naming the path, never stored as a placeholder.
public struct SetRecordDraft: Equatable, Sendable {
    public var id: RecordID?
    public var repCount: Int64?
    public var weight: Double?
    public var unit: WeightUnit
    public var duration: Int64?
    public var difficulty: Int64?
    public var completionDate: Timestamp?

    public init(id: RecordID? = nil, repCount: Int64?, weight: Double?, unit: WeightUnit = .kg,
                duration: Int64? = nil, difficulty: Int64? = nil, completionDate: Timestamp? = nil) {
        self.id = id; self.repCount = repCount; self.weight = weight; self.unit = unit
        self.duration = duration; self.difficulty = difficulty; self.completionDate = completionDate
    }
}

public struct ExerciseRecordDraft: Equatable, Sendable {
    public var id: RecordID?
    public var exerciseID: RecordID
    public var setRecords: [SetRecordDraft]
    public init(id: RecordID? = nil, exerciseID: RecordID, setRecords: [SetRecordDraft]) {
        self.id = id; self.exerciseID = exerciseID; self.setRecords = setRecords
    }
}

/// No id creates a record; an id edits the caller's record with that id (absent fields kept,
/// `clear` empties an optional one, a given exercise_records list replaces the old one) or creates
/// one under it.
public struct RoutineRecordDraft: Equatable, Sendable {
    public var id: RecordID?
    public var routineID: Edit<RecordID>
    public var note: Edit<String>
    public var creationDate: Edit<Timestamp>
    public var completionDate: Edit<Timestamp>
    public var exerciseRecords: Edit<[ExerciseRecordDraft]>

    public init(id: RecordID? = nil, routineID: RecordID? = nil, note: String? = nil, creationDate: Timestamp? = nil,
                completionDate: Timestamp? = nil, exerciseRecords: [ExerciseRecordDraft]) {
        self.id = id; self.routineID = Edit(routineID); self.note = Edit(note); self.creationDate = Edit(creationDate)
        self.completionDate = Edit(completionDate); self.exerciseRecords = .set(exerciseRecords)
    }

    public static func partial(id: RecordID?, routineID: Edit<RecordID> = .keep, note: Edit<String> = .keep,
                               creationDate: Edit<Timestamp> = .keep, completionDate: Edit<Timestamp> = .keep,
                               exerciseRecords: Edit<[ExerciseRecordDraft]> = .keep) -> RoutineRecordDraft {
        var d = RoutineRecordDraft(id: id, exerciseRecords: [])
        d.routineID = routineID; d.note = note; d.creationDate = creationDate
        d.completionDate = completionDate; d.exerciseRecords = exerciseRecords
        return d
    }
}

/// Which records to read: optionally one routine's, optionally within [from, to), optionally only
/// finished (a completion date) or unfinished ones, newest first, `limit` records from `offset`
/// (every record when `limit` is nil).
public struct RoutineRecordQuery: Equatable, Sendable {
    public var routineID: RecordID?
    public var from: Timestamp?
    public var to: Timestamp?
    public var finished: Bool?
    public var limit: Int64?
    public var offset: Int64

    public static let maxLimit = PageLimit.max

    public init(routineID: RecordID? = nil, from: Timestamp? = nil, to: Timestamp? = nil, finished: Bool? = nil,
                limit: Int64? = nil, offset: Int64 = 0) {
        self.routineID = routineID; self.from = from; self.to = to; self.finished = finished
        self.limit = limit; self.offset = offset
    }
}

/// One record's sets of one exercise: an entry of the exercise history.
public struct ExerciseHistoryEntry: Equatable, Sendable {
    public var recordID: RecordID
    public var routineID: RecordID?
    public var creationDate: Timestamp
    public var completionDate: Timestamp?
    /// Oldest first.
    public var setRecords: [SetRecord]

    public init(recordID: RecordID, routineID: RecordID?, creationDate: Timestamp,
                completionDate: Timestamp?, setRecords: [SetRecord]) {
        self.recordID = recordID; self.routineID = routineID; self.creationDate = creationDate
        self.completionDate = completionDate; self.setRecords = setRecords
    }
}

/// Infrastructure port for routine records and the active-record pointer.
public protocol RoutineRecordStore {
    func readRoutineRecord(id: RecordID) throws -> RoutineRecord?
    /// Newest first (creation date, then id), with the total matching before paging.
    func readRoutineRecords(_ query: RoutineRecordQuery) throws -> (records: [RoutineRecord], total: Int64)
    /// A page of the records that contain `exerciseID` (with at least one set of it), newest first,
    /// and how many there are; each entry holds that exercise's sets, oldest first.
    func readExerciseHistory(exerciseID: RecordID, page: Page) throws -> Paged<ExerciseHistoryEntry>
    func createRoutineRecord(_ record: RoutineRecord) throws
    /// Replaces the record's fields and its exercise and set records as a whole.
    func updateRoutineRecord(_ record: RoutineRecord) throws
    /// False when there was none.
    func deleteRoutineRecord(id: RecordID) throws -> Bool

    /// Points the active record at `id`, replacing any earlier pointer.
    func createActiveRoutineRecordID(_ id: RecordID) throws
    /// Returns the active record's id and clears the pointer (the seed's "read and delete").
    func readAndDeleteActiveRoutineRecordID() throws -> RecordID?
}
