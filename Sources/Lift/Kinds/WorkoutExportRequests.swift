import LiftCore
import LiftJSON

/// kind "workout_export": load answers the routine records of a range as liblift's CSV (which
/// workout_import reads back), Strong's CSV, or JSON.
enum WorkoutExportRequests {
    static let kind = Kind(
        name: "workout_export",
        load: { o in
            let format = WorkoutExportFormat(rawValue: try o.optionalOneOf("format", WorkoutExportFormat.allCases.map(\.rawValue)) ?? "lift") ?? .lift
            let range = try DateRangeJSON.instants(&o)
            let zone = try TimeZoneOption.decode(&o)
            return { ctx, out in
                let rules = ctx.zone(zone)
                let (from, to) = try range.instants(in: rules)
                let export = try ExportWorkouts(records: ctx.routineRecords, exercises: ctx.exercises).counting(in: rules)(format, from: from, to: to)
                out.set("format", format.rawValue)
                out.set("sessions", export.records.count)
                out.set("sets", export.sets)
                if let csv = export.csv {
                    out.set("csv", csv)
                } else {
                    out.setArray("exercises") { a in for e in export.exercises { a.appendObject { ExerciseJSON.write(e, to: $0) } } }
                    out.setArray("routine_records") { a in
                        for r in export.records { a.appendObject { RoutineRecordJSON.write(r, to: $0) } }
                    }
                }
            }
        })
}
