/// One set as a training-log file gives it, before its exercise is matched.
public struct ImportedSet: Equatable, Sendable {
    public var line: Int
    public var start: FileTime
    public var end: FileTime?
    /// The session's length when the file gives one instead of an end (Strong).
    public var sessionSeconds: Int64?
    public var note: String?
    public var exercise: String
    public var reps: Int64
    public var weight: Double
    public var unit: WeightUnit
    public var duration: Int64?
    public var difficulty: Int64?
    /// When the set itself was done (liblift's export); else the session's start.
    public var completion: FileTime?
}

/// A training-log file read: its sets in file order, the rows skipped by reason, every bad line.
public struct WorkoutFile: Sendable {
    public var format: WorkoutFileFormat
    public var sets: [ImportedSet] = []
    public var skipped: [String: Int] = [:]
    public var errors: [WeightCSV.LineError] = []
    /// A session's time and names repeat on each of its rows: each distinct text is read once.
    private var times = [String: FileTime?]()
    private var names = [String: String]()

    private mutating func time(_ text: String) -> FileTime? {
        if let known = times[text] { return known }
        let t = WorkoutFileValues.time(text)
        times[text] = t
        return t
    }

    /// Reads `text` as `format` (nil: told from the header), weights in the header's unit, else
    /// `unit`, else each row's unit column. Pure: no store, no zone.
    public static func parse(_ text: String, format: WorkoutFileFormat?, unit: WeightUnit?) -> WorkoutFile {
        var body = Substring(text)
        if body.unicodeScalars.first == "\u{FEFF}" { body = Substring(body.unicodeScalars.dropFirst()) }
        let records = CSVRecords.parse(String(body))
        func fail(_ field: String, _ reason: String) -> WorkoutFile {
            var f = WorkoutFile(format: format ?? .lift)
            f.errors = [.init(line: 1, field: field, reason: reason)]
            return f
        }
        guard let first = records.first, case .success(let header) = first else {
            return fail("header", records.isEmpty ? "the file is empty" : "the header cannot be read")
        }
        let names = header.fields.map { NameKey.of($0) }
        guard let chosen = format ?? WorkoutFileFormat.detect(names) else {
            return fail("header", "not a Strong, Hevy, FitNotes or liblift header")
        }
        let read = WorkoutColumns.read(names, format: chosen)
        guard let columns = read.columns else { return fail("header", read.problem) }
        if let stated = columns.unit, let unit, stated != unit {
            return fail("unit", "the header gives weights in \(stated.rawValue), the request says \(unit.rawValue)")
        }
        let fileUnit = columns.unit ?? unit
        if fileUnit == nil && columns.unitColumn == nil {
            return fail("unit", "the file does not say its weight unit: give unit kg or lb")
        }
        var file = WorkoutFile(format: chosen)
        for next in records.dropFirst() {
            switch next {
            case .failure(let f): file.errors.append(.init(line: f.line, field: "line", reason: f.reason))
            case .success(let r): file.read(r, columns, unit: fileUnit)
            }
        }
        return file
    }

    private mutating func read(_ r: CSVRecords.Record, _ c: WorkoutColumns, unit fileUnit: WeightUnit?) {
        let n = r.line
        guard r.fields.count == c.count else {
            errors.append(.init(line: n, field: "line", reason: "expected \(c.count) fields, found \(r.fields.count)"))
            return
        }
        func value(_ i: Int?) -> String { i.map { r.fields[$0] } ?? "" }
        var bad = false
        func error(_ field: String, _ reason: String) { errors.append(.init(line: n, field: field, reason: reason)); bad = true }

        let order = value(c.setOrder)
        if format == .strong, NameKey.of(order) == "rest timer" { skipped["rest_timer", default: 0] += 1; return }
        let reps = WorkoutFileValues.decimal(value(c.reps)), weight = WorkoutFileValues.decimal(value(c.weight))
        let seconds = format == .fitnotes ? WorkoutFileValues.clock(value(c.seconds)) : WorkoutFileValues.duration(value(c.seconds))
        if format != .lift, value(c.reps).isEmpty, value(c.weight).isEmpty, value(c.seconds).isEmpty || value(c.seconds) == "0" {
            skipped["empty_set", default: 0] += 1
            return
        }
        let start = time(value(c.start))
        if start == nil { error("date", "not a date and time: \(value(c.start))") }
        var end: FileTime?
        if let i = c.end, !r.fields[i].isEmpty {
            end = time(r.fields[i])
            if end == nil { error("end", "not a date and time: \(r.fields[i])") }
        }
        var completion: FileTime?
        if let i = c.completion, !r.fields[i].isEmpty {
            completion = time(r.fields[i])
            if completion == nil { error("set_completion", "not a date and time: \(r.fields[i])") }
        }
        var sessionSeconds: Int64?
        if let i = c.durationSeconds ?? c.durationText {
            switch WorkoutFileValues.duration(r.fields[i]) {
            case .some(let v): sessionSeconds = v
            case .none: error("duration", "not a duration: \(r.fields[i])")
            }
        }
        let rawName = value(c.exercise)
        let exercise = names[rawName] ?? NameKey.trimmed(rawName)
        names[rawName] = exercise
        if exercise.isEmpty { error("exercise", "an exercise needs a name") }
        else if exercise.utf8.count > ExerciseRules.maxNameLength, exercise.count > ExerciseRules.maxNameLength {
            error("exercise", "an exercise name has at most \(ExerciseRules.maxNameLength) characters")
        }
        var unit = fileUnit ?? .kg
        if fileUnit == nil || c.unitColumn != nil, let i = c.unitColumn {
            switch NameKey.of(r.fields[i]) {
            case "kg", "kgs": unit = .kg
            case "lb", "lbs": unit = .lb
            default: error("unit", "unknown unit \(r.fields[i]); expected kg or lb")
            }
        }
        let repCount = integral(reps, field: "reps", text: value(c.reps), max: RoutineRecordRules.maxRepCount, error)
        var lifted = 0.0
        switch weight {
        case .none: error("weight", value(c.weight).contains(",") ? "not a number (the decimal mark is a dot): \(value(c.weight))"
                                                                  : "not a number: \(value(c.weight))")
        case .some(let w):
            lifted = w ?? 0
            if lifted > RoutineRecordRules.maxWeight { error("weight", "must be between 0 and \(Int(RoutineRecordRules.maxWeight))") }
        }
        var duration: Int64?
        switch seconds {
        case .none: error("duration", "not a duration: \(value(c.seconds))")
        case .some(let s):
            duration = format == .lift || s != 0 ? s : nil
            if let s, s > RoutineRecordRules.maxDuration { error("duration", "must be between 0 and \(RoutineRecordRules.maxDuration) seconds") }
        }
        var difficulty: Int64?
        if let i = c.rpe ?? c.difficulty {
            switch WorkoutFileValues.decimal(r.fields[i]) {
            case .none: error(c.rpe != nil ? "rpe" : "difficulty", "not a number: \(r.fields[i])")
            case .some(let v):
                if let v {
                    if v > 10 { error(c.rpe != nil ? "rpe" : "difficulty", "must be between 0 and 10") }
                    else { difficulty = Int64(v.rounded(.toNearestOrAwayFromZero)) }
                }
            }
        }
        let note = [c.title, c.workoutNote].compactMap { $0.map { r.fields[$0] } }.filter { !$0.isEmpty }.joined(separator: "\n")
        if note.utf8.count > RoutineRecordRules.maxNoteLength, note.count > RoutineRecordRules.maxNoteLength {
            error("note", "a note has at most \(RoutineRecordRules.maxNoteLength) characters")
        }
        guard !bad, let start else { return }
        sets.append(ImportedSet(line: n, start: start, end: end, sessionSeconds: sessionSeconds,
                                note: note.isEmpty ? nil : note, exercise: exercise, reps: repCount, weight: lifted, unit: unit,
                                duration: duration, difficulty: difficulty, completion: completion))
    }

    /// Reps as whole numbers; Strong writes them as `8.0`.
    private func integral(_ v: Double??, field: String, text: String, max: Int64, _ error: (String, String) -> Void) -> Int64 {
        switch v {
        case .none: error(field, "not a number: \(text)"); return 0
        case .some(nil): return 0
        case .some(.some(let d)):
            guard d == d.rounded(), d <= Double(max) else { error(field, "must be a whole number between 0 and \(max)"); return 0 }
            return Int64(d)
        }
    }
}
