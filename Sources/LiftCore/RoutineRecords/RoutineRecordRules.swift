/// Turns a draft into a record, checking lift-me's rules. Nothing is written here.
public struct RoutineRecordRules: DayCounting {
    public static let maxExerciseRecords = 200
    public static let maxSetRecords = 1000
    public static let maxRepCount: Int64 = 100_000
    /// Heavier than any lift ever made, in either unit: a typo, not a record.
    public static let maxWeight = 10_000.0
    /// Seconds in a day: a set longer than that is a typo.
    public static let maxDuration: Int64 = 86_400
    public static let difficultyRange: ClosedRange<Int64> = 0...10
    public static let maxNoteLength = 10_000

    /// `finished` is lift-me's rule for a saved record: at least one exercise record, each with at
    /// least one set. An active record in progress may be empty or hold exercises without sets yet.
    /// `whenCompleted` (the active record): `finished` once the saved record has a completion date.
    public enum Completeness: Sendable { case finished, inProgress, whenCompleted }

    let exercises: ExerciseStore
    let routines: RoutineStore
    let currentDate: CurrentDate
    /// The user's zone: "after tomorrow" is counted in it.
    public var zone = ZoneRules.utc

    public init(exercises: ExerciseStore, routines: RoutineStore, currentDate: @escaping CurrentDate) {
        self.exercises = exercises; self.routines = routines; self.currentDate = currentDate
    }

    public func record(from draft: RoutineRecordDraft, existing: RoutineRecord?, completeness: Completeness,
                       path: Location) throws -> RoutineRecord {
        let now = currentDate()
        if let note = draft.note.given, note.count > Self.maxNoteLength {
            throw LiftError.invalid(path.key("note"), "a note has at most \(Self.maxNoteLength) characters")
        }
        try checkDates(draft, existing: existing, now: now, path: path)
        if let routineID = draft.routineID.given, try routines.readRoutine(id: routineID) == nil {
            throw LiftError.notFound("routine", id: routineID.text, path: path.key("routine_id"))
        }
        if case .clear = draft.creationDate { throw EditRule.cannotClear(path.key("creation_date")) }
        let completionDate = draft.completionDate.merged(existing?.completionDate)
        let finished = completeness == .finished || (completeness == .whenCompleted && completionDate != nil)
        let listPath = path.key("exercise_records")
        let exerciseRecords: [ExerciseRecord]
        if let given = draft.exerciseRecords.given {
            exerciseRecords = try build(given, finished: finished, now: now, path: listPath)
        } else {
            // Kept (or cleared): already valid, but a record finished by this edit must be complete.
            exerciseRecords = draft.exerciseRecords.isKeep ? existing?.exerciseRecords ?? [] : []
            if finished { try checkFinished(exerciseRecords, path: listPath) }
        }
        return RoutineRecord(id: existing?.id ?? draft.id ?? .random(), routineID: draft.routineID.merged(existing?.routineID),
                             note: draft.note.merged(existing?.note),
                             creationDate: draft.creationDate.given ?? existing?.creationDate ?? now,
                             completionDate: completionDate, exerciseRecords: exerciseRecords)
    }

    private func checkFinished(_ records: [ExerciseRecord], path: Location) throws {
        if records.isEmpty {
            throw LiftError.invalid(path, "a record needs at least one exercise record", code: "empty_routine_record")
        }
        if let i = records.firstIndex(where: { $0.setRecords.isEmpty }) {
            throw LiftError.invalid(path.index(i).key("set_records"), "an exercise record needs at least one set record",
                                    code: "empty_exercise_record")
        }
    }

    private func build(_ drafts: [ExerciseRecordDraft], finished: Bool, now: Timestamp, path listPath: Location) throws -> [ExerciseRecord] {
        if finished && drafts.isEmpty {
            throw LiftError.invalid(listPath, "a record needs at least one exercise record", code: "empty_routine_record")
        }
        guard drafts.count <= Self.maxExerciseRecords else {
            throw LiftError.invalid(listPath, "a record has at most \(Self.maxExerciseRecords) exercise records")
        }
        var seenIDs = Set<RecordID>()
        var exerciseRecords = [ExerciseRecord]()
        for (i, e) in drafts.enumerated() {
            let ePath = listPath.index(i)
            try unique(e.id, &seenIDs, path: ePath.key("id"))
            guard try exercises.readExercise(id: e.exerciseID) != nil else {
                throw LiftError.notFound("exercise", id: e.exerciseID.text, path: ePath.key("exercise_id"))
            }
            if finished && e.setRecords.isEmpty {
                throw LiftError.invalid(ePath.key("set_records"), "an exercise record needs at least one set record",
                                        code: "empty_exercise_record")
            }
            guard e.setRecords.count <= Self.maxSetRecords else {
                throw LiftError.invalid(ePath.key("set_records"), "an exercise record has at most \(Self.maxSetRecords) sets")
            }
            var sets = [SetRecord]()
            for (j, s) in e.setRecords.enumerated() {
                let sPath = ePath.key("set_records").index(j)
                try unique(s.id, &seenIDs, path: sPath.key("id"))
                sets.append(try set(from: s, path: sPath, now: now))
            }
            exerciseRecords.append(ExerciseRecord(id: e.id ?? .random(), exerciseID: e.exerciseID, setRecords: sets))
        }
        return exerciseRecords
    }

    /// Dated no later than tomorrow in the user's zone, as a logged weight; finished no earlier
    /// than started.
    private func checkDates(_ draft: RoutineRecordDraft, existing: RoutineRecord?, now: Timestamp, path: Location) throws {
        let today = zone.day(of: now)
        if let created = draft.creationDate.given {
            try BodyLogRules.checkLoggable(zone.day(of: created), today: today, path: path.key("creation_date"))
        }
        if let completed = draft.completionDate.given {
            try BodyLogRules.checkLoggable(zone.day(of: completed), today: today, path: path.key("completion_date"))
        }
        // Only when this save sets either date: a stored pair was checked when it was saved. A new
        // record without a creation date is stamped now; only a given or kept one is compared.
        guard draft.creationDate.given != nil || draft.completionDate.given != nil,
              let completed = draft.completionDate.merged(existing?.completionDate),
              let created = draft.creationDate.given ?? existing?.creationDate else { return }
        // Compared to the second: hosts that write whole seconds finish a record stamped
        // mid-second (now, with milliseconds) in the same second.
        let ms = created.milliseconds, createdSecond = ms - ((ms % 1000) + 1000) % 1000
        guard completed.milliseconds >= createdSecond else {
            throw LiftError.invalid(path.key("completion_date"), "a record cannot be completed before it was created",
                                    code: "completion_before_creation")
        }
    }

    /// A missing rep count or weight is an error: the original's -1 placeholder is never stored.
    private func set(from s: SetRecordDraft, path: Location, now: Timestamp) throws -> SetRecord {
        guard let reps = s.repCount else { throw LiftError.invalid(path.key("rep_count"), "is required") }
        guard (0...Self.maxRepCount).contains(reps) else {
            throw LiftError.invalid(path.key("rep_count"), "must be between 0 and \(Self.maxRepCount)")
        }
        guard let weight = s.weight else { throw LiftError.invalid(path.key("weight"), "is required") }
        guard weight.isFinite, weight >= 0, weight <= Self.maxWeight else {
            throw LiftError.invalid(path.key("weight"), "must be between 0 and \(Int(Self.maxWeight))")
        }
        if let d = s.duration, !(0...Self.maxDuration).contains(d) {
            throw LiftError.invalid(path.key("duration"), "must be between 0 and \(Self.maxDuration) seconds")
        }
        if let d = s.difficulty, !Self.difficultyRange.contains(d) {
            throw LiftError.invalid(path.key("difficulty"), "must be between 0 and 10")
        }
        return SetRecord(id: s.id ?? .random(), repCount: reps, weight: weight, unit: s.unit, duration: s.duration,
                         difficulty: s.difficulty, completionDate: s.completionDate ?? now)
    }

    /// Exercise and set record ids are unique within the store; a repeat inside one request is a mistake.
    private func unique(_ id: RecordID?, _ seen: inout Set<RecordID>, path: Location) throws {
        guard let id else { return }
        guard seen.insert(id).inserted else { throw LiftError.invalid(path, "this id is used twice in the record") }
    }
}
