import LiftCore
import LiftJSON

/// kind "exercise_history" (load): an exercise's records newest first, sets oldest first,
/// weights as entered or converted to `unit`.
enum ExerciseHistoryRequests {
    static let kind = Kind(
        name: "exercise_history",
        load: { o in
            let exerciseID = try o.id("exercise_id")
            let unit = try RoutineRecordJSON.optionalUnit(&o, "unit")
            return { ctx, out in
                let entries = try LoadExerciseHistory(records: ctx.routineRecords, exercises: ctx.exercises)(exerciseID: exerciseID)
                out.set("exercise_id", exerciseID)
                out.setArray("items") { a in
                    for e in entries { a.appendObject { ExerciseHistoryJSON.write(e, unit: unit, to: $0) } }
                }
                out.set("total", entries.count)
            }
        })
}

/// kind "personal_record" (load): an exercise's bests in `unit` (default kg).
enum PersonalRecordRequests {
    static let kind = Kind(
        name: "personal_record",
        load: { o in
            let exerciseID = try o.id("exercise_id")
            let unit = try RoutineRecordJSON.optionalUnit(&o, "unit") ?? .kg
            return { ctx, out in
                let records = try LoadPersonalRecords(records: ctx.routineRecords, exercises: ctx.exercises)(
                    exerciseID: exerciseID, unit: unit)
                out.setObject("personal_record") { ExerciseHistoryJSON.write(records, to: $0) }
            }
        })
}
