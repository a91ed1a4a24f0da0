import LiftCore
import LiftJSON

/// kind "workout_import": save imports a Strong, Hevy, FitNotes or liblift CSV (the request's
/// `data` or a local `path`) as routine records, all or nothing; `dry_run` only answers.
enum WorkoutImportRequests {
    static let kind = Kind(
        name: "workout_import",
        save: { o in
            var body = try o.object("workout_import")
            let request = try WorkoutImportJSON.request(&body)
            try body.finish()
            let zone = try TimeZoneOption.decode(&o)
            return { ctx, out in
                let summary = try ImportWorkouts(exercises: ctx.exercises, records: ctx.routineRecords, files: ImportFiles(),
                                                 currentDate: ctx.currentDate).counting(in: ctx.zone(zone))(request)
                out.setObject("workout_import") { WorkoutImportJSON.write(summary, to: $0) }
            }
        })
}
