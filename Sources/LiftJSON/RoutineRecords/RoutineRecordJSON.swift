import LiftCore

/// routine_record <-> JSON:
/// `{"id","routine_id","note","creation_date","completion_date","exercise_records":[{"id","exercise_id",
///   "set_records":[{"id","rep_count","weight","unit","duration","difficulty","completion_date"}]}]}`.
public enum RoutineRecordJSON {
    /// Wide enough for any JSON integer, so the use case (not the reader) names the rule broken.
    static let anyInteger = -JSONLimits.maxSafeInteger...JSONLimits.maxSafeInteger

    public static func draft(_ o: inout JSONObjectReader) throws -> RoutineRecordDraft {
        let id = try o.optionalID("id")
        let routineID = try o.edit("routine_id") { try $0.id() }
        let note = try o.edit("note") { try $0.string(maxLength: 100_000, text: .multiline) }
        let creation = try o.edit("creation_date") { try $0.timestamp() }
        let completion = try o.edit("completion_date") { try $0.timestamp() }
        let exercises = try o.edit("exercise_records") { try $0.array(max: RoutineRecordRules.maxExerciseRecords).objects { e in
            ExerciseRecordDraft(
                id: try e.optionalID("id"), exerciseID: try e.id("exercise_id"),
                setRecords: try e.optionalArray("set_records", max: RoutineRecordRules.maxSetRecords)?.objects(setDraft) ?? [])
        } }
        return .partial(id: id, routineID: routineID, note: note, creationDate: creation,
                         completionDate: completion, exerciseRecords: exercises)
    }

    static func setDraft(_ s: inout JSONObjectReader) throws -> SetRecordDraft {
        SetRecordDraft(id: try s.optionalID("id"),
                       repCount: try s.optionalInt("rep_count", in: anyInteger),
                       weight: try s.optionalDouble("weight"),
                       unit: try unit(&s, "unit"),
                       duration: try s.optionalInt("duration", in: anyInteger),
                       difficulty: try s.optionalInt("difficulty", in: anyInteger),
                       completionDate: try s.optionalTimestamp("completion_date"))
    }

    /// A weight's unit is required: guessing it would silently change the weight.
    public static func unit(_ o: inout JSONObjectReader, _ key: String) throws -> WeightUnit {
        guard let unit = try optionalUnit(&o, key) else { throw LiftError.invalid(o.pathOf(key), "is required (kg or lb)") }
        return unit
    }

    public static func optionalUnit(_ o: inout JSONObjectReader, _ key: String) throws -> WeightUnit? {
        try o.optionalOneOf(key, WeightUnit.allCases.map(\.rawValue)).flatMap(WeightUnit.init(rawValue:))
    }

    public static func write(_ r: RoutineRecord, to o: JSONObjectWriter) {
        o.set("id", r.id)
        o.set("routine_id", r.routineID)
        o.set("note", r.note)
        o.set("creation_date", r.creationDate)
        o.set("completion_date", r.completionDate)
        o.setArray("exercise_records") { a in
            for e in r.exerciseRecords {
                a.appendObject { x in
                    x.set("id", e.id)
                    x.set("exercise_id", e.exerciseID)
                    x.setArray("set_records") { sets in for s in e.setRecords { sets.appendObject { write(s, in: nil, to: $0) } } }
                }
            }
        }
    }

    /// A set as stored, or with its weight converted to `unit` when a host asked for one.
    public static func write(_ s: SetRecord, in unit: WeightUnit?, to o: JSONObjectWriter) {
        let target = unit ?? s.unit
        o.set("id", s.id)
        o.set("rep_count", s.repCount)
        // As entered in its own unit; converted, it is derived and rounded.
        o.set("weight", target == s.unit ? s.weight : Precision.weight.round(s.weight(in: target)))
        o.set("unit", target.rawValue)
        o.set("duration", s.duration)
        o.set("difficulty", s.difficulty)
        o.set("completion_date", s.completionDate)
    }
}
