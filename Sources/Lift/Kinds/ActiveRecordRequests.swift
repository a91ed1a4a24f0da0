import LiftCore
import LiftJSON

/// kind "active_record" (lift-me): save makes a record the active one (or starts one from a
/// routine with `from_routine_id`); load reads and clears it, as the seed says.
enum ActiveRecordRequests {
    static let kind = Kind(
        name: "active_record",
        save: { o in
            guard o.has("active_record") != o.has("from_routine_id") else {
                throw LiftError.invalid(o.path, "give either \"active_record\" or \"from_routine_id\"")
            }
            let zone = try TimeZoneOption.decode(&o)
            if let routineID = try o.optionalID("from_routine_id") {
                o.ignore("active_record")
                return { ctx, out in
                    let start = StartRoutineRecordFromRoutine(records: ctx.routineRecords, exercises: ctx.exercises,
                                                              routines: ctx.routines, currentDate: ctx.currentDate)
                        .counting(in: ctx.zone(zone))
                    let record = try start(routineID: routineID)
                    out.setObject("active_record") { RoutineRecordJSON.write(record, to: $0) }
                }
            }
            var r = try o.object("active_record")
            let draft = try RoutineRecordJSON.draft(&r)
            try r.finish()
            return { ctx, out in
                let save = SaveActiveRoutineRecord(records: ctx.routineRecords, exercises: ctx.exercises,
                                                   routines: ctx.routines, currentDate: ctx.currentDate)
                    .counting(in: ctx.zone(zone))
                let record = try save(draft)
                out.setObject("active_record") { RoutineRecordJSON.write(record, to: $0) }
            }
        },
        load: { _ in
            return { ctx, out in
                guard let record = try LoadActiveRoutineRecord(store: ctx.routineRecords)() else {
                    return out.setNull("active_record")
                }
                out.setObject("active_record") { RoutineRecordJSON.write(record, to: $0) }
            }
        },
        // Reading the active record clears it.
        loadWrites: true)
}
