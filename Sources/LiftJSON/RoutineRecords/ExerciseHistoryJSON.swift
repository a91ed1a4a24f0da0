import LiftCore

/// exercise_history entries and personal_record answers.
public enum ExerciseHistoryJSON {
    public static func write(_ e: ExerciseHistoryEntry, unit: WeightUnit?, to o: JSONObjectWriter) {
        o.set("record_id", e.recordID)
        o.set("routine_id", e.routineID)
        o.set("creation_date", e.creationDate)
        o.set("completion_date", e.completionDate)
        o.setArray("set_records") { a in
            for s in e.setRecords { a.appendObject { RoutineRecordJSON.write(s, in: unit, to: $0) } }
        }
    }

    public static func write(_ p: PersonalRecords, to o: JSONObjectWriter) {
        o.set("exercise_id", p.exerciseID)
        o.set("unit", p.unit.rawValue)
        write("estimated_one_rep_max", p.estimatedOneRepMax, unit: p.unit, to: o)
        write("heaviest_weight", p.heaviestWeight, unit: p.unit, to: o)
        write("most_reps", p.mostReps, unit: p.unit, to: o)
        write("best_set_volume", p.bestSetVolume, unit: p.unit, to: o)
    }

    private static func write(_ key: String, _ best: PersonalBest?, unit: WeightUnit, to o: JSONObjectWriter) {
        guard let best else { return o.setNull(key) }
        o.setObject(key) { b in
            b.set("value", Precision.weight.round(best.value))
            b.set("record_id", best.recordID)
            b.setObject("set_record") { RoutineRecordJSON.write(best.set, in: unit, to: $0) }
        }
    }
}
