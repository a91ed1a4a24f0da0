import LiftCore
import LiftJSON

/// kind "next_targets": load answers, per exercise of a routine, the next session's target by
/// double progression from the caller's own history.
enum NextTargetsRequests {
    static let kind = Kind(
        name: "next_targets",
        load: { o in
            let routineID = try o.id("routine_id")
            let unit = WeightUnit(rawValue: try o.optionalOneOf("unit", ["kg", "lb"]) ?? "kg") ?? .kg
            let reps = try NextTargetsJSON.reps(&o)
            return { ctx, out in
                let targets = try LoadNextTargets(routines: ctx.routines, records: ctx.routineRecords)(routineID: routineID, unit: unit, reps: reps)
                out.set("routine_id", routineID)
                out.setArray("items") { a in for t in targets { a.appendObject { NextTargetsJSON.write(t, unit: unit, to: $0) } } }
            }
        })
}
