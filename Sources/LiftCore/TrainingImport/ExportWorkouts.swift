/// The layouts a training log is exported in: liblift's own CSV (what `workout_import` reads back
/// exactly), Strong's newer CSV (for users moving on), or the records themselves (JSON, written
/// by the boundary).
public enum WorkoutExportFormat: String, Sendable, CaseIterable {
    case lift, strong, json
}

/// One export: the records oldest first with their exercises' names, and the CSV for the CSV layouts.
public struct WorkoutExport: Sendable {
    public var records: [RoutineRecord]
    public var exercises: [Exercise]
    public var csv: String?
    public var sets: Int
}

/// Export Workouts: the routine records of a range (on their creation dates, both ends included),
/// oldest first, one CSV row per set. Never writes.
public struct ExportWorkouts: DayCounting {
    let records: RoutineRecordStore
    let exercises: ExerciseStore
    public var zone = ZoneRules.utc

    public init(records: RoutineRecordStore, exercises: ExerciseStore) { self.records = records; self.exercises = exercises }

    public static let strongHeader = "Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,RPE,Distance (meters),Seconds,Notes,Workout Notes"

    public func callAsFunction(_ format: WorkoutExportFormat, from: Timestamp?, to: Timestamp?) throws -> WorkoutExport {
        if let from, let to, to < from { throw LiftError.invalid(Location("to"), "the range ends before it starts") }
        let found = try records.readRoutineRecords(RoutineRecordQuery(from: from, to: to)).records
        // Records sharing a start are ordered by note, which an import keeps (ids it does not).
        let oldest = found.sorted { ($0.creationDate, $0.note ?? "", $0.id) < ($1.creationDate, $1.note ?? "", $1.id) }
        var names = [RecordID: Exercise]()
        var used = [Exercise]()
        for r in oldest { for e in r.exerciseRecords where names[e.exerciseID] == nil {
            guard let exercise = try exercises.readExercise(id: e.exerciseID) else { continue }
            names[e.exerciseID] = exercise
            used.append(exercise)
        } }
        let sets = oldest.reduce(0) { $0 + $1.exerciseRecords.reduce(0) { $0 + $1.setRecords.count } }
        var w = WorkoutCSVWriter()
        switch format {
        case .json: return WorkoutExport(records: oldest, exercises: used, csv: nil, sets: sets)
        case .lift:
            w.text = WorkoutFileFormat.liftHeader + "\n"
            for r in oldest { lift(r, names, &w) }
        case .strong:
            w.text = Self.strongHeader + "\n"
            for (n, r) in oldest.enumerated() { strong(r, number: n + 1, names, &w) }
        }
        return WorkoutExport(records: oldest, exercises: used, csv: w.text, sets: sets)
    }

    private func lift(_ r: RoutineRecord, _ names: [RecordID: Exercise], _ w: inout WorkoutCSVWriter) {
        for e in r.exerciseRecords {
            for (j, s) in e.setRecords.enumerated() {
                w.row([WorkoutCSVWriter.instant(r.creationDate), r.completionDate.map(WorkoutCSVWriter.instant) ?? "", r.note ?? "",
                       names[e.exerciseID]?.name ?? e.exerciseID.text, String(j + 1), String(s.repCount),
                       WorkoutCSVWriter.number(s.weight), s.unit.rawValue, s.duration.map { String($0) } ?? "",
                       s.difficulty.map { String($0) } ?? "", WorkoutCSVWriter.instant(s.completionDate)])
            }
        }
    }

    /// Strong's newer layout: kilograms (converted, rounded to 0.01), wall-clock times in the zone,
    /// the note's first line as the workout's name and the rest as its notes.
    private func strong(_ r: RoutineRecord, number: Int, _ names: [RecordID: Exercise], _ w: inout WorkoutCSVWriter) {
        let lines = (r.note ?? "").split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let title = lines.first.flatMap { $0.isEmpty ? nil : $0 } ?? "Workout"
        let notes = lines.count > 1 ? lines[1] : ""
        let duration = r.completionDate.map { String(max(0, ($0.milliseconds - r.creationDate.milliseconds) / 1000)) } ?? ""
        let date = WorkoutCSVWriter.local(r.creationDate, in: zone)
        for e in r.exerciseRecords {
            for (j, s) in e.setRecords.enumerated() {
                w.row([String(number), date, title, duration, names[e.exerciseID]?.name ?? e.exerciseID.text, String(j + 1),
                       WorkoutCSVWriter.number(Precision.weight.round(s.weight(in: .kg))), String(s.repCount),
                       s.difficulty.map { String($0) } ?? "", "", s.duration.map { String($0) } ?? "", "", notes])
            }
        }
    }
}
