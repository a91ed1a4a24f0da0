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
            let page = try Paging.decode(&o)
            return { ctx, out in
                let entries = try LoadExerciseHistory(records: ctx.routineRecords, exercises: ctx.exercises)(exerciseID: exerciseID, page: page)
                out.set("exercise_id", exerciseID)
                Shapes.page(entries, to: out) { ExerciseHistoryJSON.write($0, unit: unit, to: $1) }
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
