import LiftCore

/// `workout_import` requests and answers (docs/API.md, "workout_import").
public enum WorkoutImportJSON {
    public static let maxMapEntries = 10_000

    public static func request(_ o: inout JSONObjectReader) throws -> WorkoutImportRequest {
        let format = try o.optionalOneOf("format", ["auto"] + WorkoutFileFormat.allCases.map(\.rawValue))
        let unit = try o.optionalOneOf("unit", ["auto", "kg", "lb"])
        let data = try o.optionalString("data", maxLength: JSONLimits.maxBulkPayloadBytes, text: .multiline)
        let path = try o.optionalString("path", maxLength: 4096)
        let source: WorkoutImportSource
        switch (data, path) {
        case (let d?, nil): source = .text(d)
        case (nil, let p?):
            guard !p.isEmpty else { throw LiftError.invalid(o.pathOf("path"), "is empty") }
            source = .path(p)
        case (nil, nil): throw LiftError.invalid(o.pathOf("data"), "give data (the CSV text) or path (a local file)")
        case (_?, _?): throw LiftError.invalid(o.pathOf("path"), "give data or path, not both")
        }
        var map = [(name: String, target: ExerciseTarget)]()
        if var m = try o.optionalObject("exercise_map") {
            for (key, value) in try m.entries(max: maxMapEntries) {
                let text = try value.string(maxLength: 1000)
                map.append((key, RecordID(uuid: text).map(ExerciseTarget.id) ?? .name(text)))
            }
            try m.finish()
        }
        return WorkoutImportRequest(format: format.flatMap(WorkoutFileFormat.init(rawValue:)), source: source,
                                    unit: unit.flatMap(WeightUnit.init(rawValue:)), dryRun: try o.optionalBool("dry_run") ?? false,
                                    exerciseMap: map)
    }

    public static func write(_ s: WorkoutImportSummary, to out: JSONObjectWriter) {
        out.set("format", s.format.rawValue)
        out.set("dry_run", s.dryRun)
        out.set("sessions", s.sessions)
        out.set("sessions_updated", s.sessionsUpdated)
        out.set("sessions_existing", s.sessionsExisting)
        out.set("sets", s.sets)
        out.set("sets_existing", s.setsExisting)
        out.set("exercises_matched", s.exercisesMatched)
        out.setArray("new_exercises") { a in
            for e in s.newExercises { a.appendObject { o in o.set("name", e.name); o.set("id", e.id) } }
        }
        out.setObject("skipped") { o in for (reason, count) in s.skipped { o.set(reason, count) } }
        out.setArray("errors") { a in
            for e in s.errors.prefix(CSVLineErrors.maxReported) {
                a.appendObject { o in o.set("line", e.line); o.set("field", e.field); o.set("reason", e.reason) }
            }
        }
        out.set("error_count", s.errors.count)
    }
}
