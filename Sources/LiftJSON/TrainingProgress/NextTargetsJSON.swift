import LiftCore

/// `next_targets` requests and answers (docs/API.md, "next_targets").
public enum NextTargetsJSON {
    /// `"reps":{"min":8,"max":12}`: 1-100, min no more than max.
    public static func reps(_ o: inout JSONObjectReader) throws -> ClosedRange<Int64> {
        guard var r = try o.optionalObject("reps") else { return LoadNextTargets.defaultReps }
        let min = try r.int("min", in: 1...100), max = try r.int("max", in: 1...100)
        try r.finish()
        guard min <= max else { throw LiftError.invalid(r.pathOf("max"), "must be at least min") }
        return min...max
    }

    public static func write(_ t: NextTarget, unit: WeightUnit, to o: JSONObjectWriter) {
        o.set("exercise_id", t.exerciseID)
        o.set("name", t.name)
        o.set("action", t.action.rawValue)
        o.set("weight", t.weight)
        o.set("unit", unit.rawValue)
        o.setObject("reps") { r in r.set("min", t.reps.lowerBound); r.set("max", t.reps.upperBound) }
        o.set("sets", t.sets.map { Int64($0) })
        o.set("reason", t.reason)
        if let last = t.last {
            o.setObject("last") { l in
                l.set("date", last.date); l.set("weight", last.weight)
                l.setArray("reps") { a in for n in last.reps { a.append(n) } }
            }
        } else {
            o.setNull("last")
        }
    }
}
