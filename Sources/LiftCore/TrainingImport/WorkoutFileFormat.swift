/// The training-log CSV layouts liblift reads, told apart by their headers.
public enum WorkoutFileFormat: String, Sendable, CaseIterable {
    case strong, hevy, fitnotes, lift

    /// liblift's own export: one row per set, instants in UTC (docs/API.md, "workout_export").
    public static let liftHeader = "record_start,record_end,record_note,exercise,set,reps,weight,unit,duration,difficulty,set_completion"

    /// The format whose columns `names` (name keys) hold, or nil.
    static func detect(_ names: [String]) -> WorkoutFileFormat? {
        let set = Set(names)
        if set.contains("record_start") && set.contains("exercise") { return .lift }
        if set.contains("exercise_title") && set.contains("start_time") { return .hevy }
        if set.contains("exercise name") && set.contains("set order") { return .strong }
        if set.contains("exercise") && set.contains("category") && set.contains("date") { return .fitnotes }
        return nil
    }
}

/// Where each meaning sits in one file's rows (column indexes), read from its header.
struct WorkoutColumns {
    var count = 0
    var start: Int?, end: Int?, durationText: Int?, durationSeconds: Int?
    var title: Int?, workoutNote: Int?, exercise: Int?, setOrder: Int?, setType: Int?
    var weight: Int?, unitColumn: Int?, reps: Int?, seconds: Int?, rpe: Int?, difficulty: Int?, completion: Int?
    /// The unit the header states (`Weight (kg)`, `weight_lbs`), if any.
    var unit: WeightUnit?

    /// The columns of `format` in `names` (name keys), or why the header does not fit.
    static func read(_ names: [String], format: WorkoutFileFormat) -> (columns: WorkoutColumns?, problem: String) {
        var c = WorkoutColumns()
        c.count = names.count
        func at(_ keys: String...) -> Int? { keys.lazy.compactMap { names.firstIndex(of: $0) }.first }
        func weight(_ kg: [String], _ lb: [String], plain: [String]) {
            if let i = kg.lazy.compactMap({ names.firstIndex(of: $0) }).first { c.weight = i; c.unit = .kg }
            else if let i = lb.lazy.compactMap({ names.firstIndex(of: $0) }).first { c.weight = i; c.unit = .lb }
            else { c.weight = plain.lazy.compactMap { names.firstIndex(of: $0) }.first }
        }
        var required: [(String, Int?)]
        switch format {
        case .strong:
            c.start = at("date"); c.title = at("workout name"); c.durationText = at("duration")
            c.durationSeconds = at("duration (sec)", "duration (seconds)")
            c.exercise = at("exercise name"); c.setOrder = at("set order"); c.reps = at("reps")
            c.seconds = at("seconds"); c.rpe = at("rpe"); c.workoutNote = at("workout notes"); c.unitColumn = at("weight unit")
            weight(["weight (kg)", "weight (kgs)"], ["weight (lbs)", "weight (lb)"], plain: ["weight"])
            required = [("Date", c.start), ("Exercise Name", c.exercise), ("Set Order", c.setOrder), ("Weight", c.weight), ("Reps", c.reps)]
        case .hevy:
            c.title = at("title"); c.start = at("start_time"); c.end = at("end_time"); c.workoutNote = at("description")
            c.exercise = at("exercise_title"); c.setOrder = at("set_index"); c.setType = at("set_type"); c.reps = at("reps")
            c.seconds = at("duration_seconds"); c.rpe = at("rpe")
            weight(["weight_kg"], ["weight_lbs"], plain: [])
            required = [("start_time", c.start), ("exercise_title", c.exercise), ("weight_kg or weight_lbs", c.weight), ("reps", c.reps)]
        case .fitnotes:
            c.start = at("date"); c.exercise = at("exercise"); c.reps = at("reps"); c.seconds = at("time")
            weight(["weight (kgs)", "weight (kg)"], ["weight (lbs)", "weight (lb)"], plain: ["weight"])
            required = [("Date", c.start), ("Exercise", c.exercise), ("Weight", c.weight), ("Reps", c.reps)]
        case .lift:
            c.start = at("record_start"); c.end = at("record_end"); c.workoutNote = at("record_note"); c.exercise = at("exercise")
            c.setOrder = at("set"); c.reps = at("reps"); c.weight = at("weight"); c.unitColumn = at("unit")
            c.seconds = at("duration"); c.difficulty = at("difficulty"); c.completion = at("set_completion")
            required = [("record_start", c.start), ("exercise", c.exercise), ("reps", c.reps), ("weight", c.weight), ("unit", c.unitColumn)]
        }
        let missing = required.filter { $0.1 == nil }.map(\.0)
        guard missing.isEmpty else {
            return (nil, "not a \(format.rawValue) header: no column \(missing.joined(separator: ", "))")
        }
        return (c, "")
    }
}
