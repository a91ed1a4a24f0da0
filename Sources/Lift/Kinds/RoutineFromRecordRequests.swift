import LiftCore
import LiftJSON

/// kind "routine_from_record" (lift-me Narrative #1): saves a finished custom record as a new
/// routine by name, with Save Routine's duplicate rules, and links the record to it.
enum RoutineFromRecordRequests {
    static let kind = Kind(
        name: "routine_from_record",
        save: { o in
            var r = try o.object("routine_from_record")
            let recordID = try r.id("record_id")
            let name = try r.optionalString("name", maxLength: 1000) ?? ""
            try r.finish()
            return { ctx, out in
                let save = SaveRoutineRecordAsRoutine(records: ctx.routineRecords, routines: ctx.routines,
                                                      exercises: ctx.exercises, currentDate: ctx.currentDate)
                let (routine, record) = try save(recordID: recordID, name: name)
                out.setObject("routine") { RoutineJSON.write(routine, to: $0) }
                out.setObject("routine_record") { RoutineRecordJSON.write(record, to: $0) }
            }
        })
}
