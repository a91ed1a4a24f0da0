/// What to lift next time for one exercise of a routine, by double progression.
public struct NextTarget: Equatable, Sendable {
    public enum Action: String, Sendable { case start, increase, keep, deload }
    public var exerciseID: RecordID
    public var name: String
    public var action: Action
    /// nil when the exercise has no finished session yet (`start`).
    public var weight: Double?
    public var reps: ClosedRange<Int64>
    public var sets: Int?
    public var reason: String
    /// The latest finished session: its date, working weight and each set's reps at that weight.
    public var last: (date: Timestamp, weight: Double, reps: [Int64])?

    public static func == (a: Self, b: Self) -> Bool {
        a.exerciseID == b.exerciseID && a.name == b.name && a.action == b.action && a.weight == b.weight && a.reps == b.reps
            && a.sets == b.sets && a.reason == b.reason && a.last?.date == b.last?.date && a.last?.weight == b.last?.weight
            && a.last?.reps == b.last?.reps
    }
}

/// Load Next Targets: per exercise of a routine, in routine order, the next session's target by
/// double progression, judged on the weight and reps actually lifted in the latest finished
/// sessions. The working weight of a session is its heaviest set; its sets at that weight count.
/// Every working set at the top of the rep range -> the smallest increment (2.5 kg, 5 lb) at the
/// bottom of the range; below the top once or twice running at this weight -> keep; three times
/// running -> deload 10%, rounded down to the increment. Never writes.
public struct LoadNextTargets {
    public static let defaultReps: ClosedRange<Int64> = 8...12
    public static let historyDepth: Int64 = 20

    let routines: RoutineStore
    let records: RoutineRecordStore

    public init(routines: RoutineStore, records: RoutineRecordStore) { self.routines = routines; self.records = records }

    public static func increment(_ unit: WeightUnit) -> Double { unit == .kg ? 2.5 : 5 }

    public func callAsFunction(routineID: RecordID, unit: WeightUnit, reps: ClosedRange<Int64> = defaultReps) throws -> [NextTarget] {
        guard let routine = try routines.readRoutine(id: routineID) else {
            throw LiftError.notFound("routine", id: routineID.text, path: Location("routine_id"))
        }
        return try routine.exercises.map { e in
            let history = try records.readExerciseHistory(exerciseID: e.id, page: Page(limit: Self.historyDepth))
            return Self.target(e, sessions: history.items.filter { $0.completionDate != nil && !$0.setRecords.isEmpty },
                               unit: unit, reps: reps)
        }
    }

    /// `sessions` newest first.
    static func target(_ e: Exercise, sessions: [ExerciseHistoryEntry], unit: WeightUnit, reps range: ClosedRange<Int64>) -> NextTarget {
        var t = NextTarget(exerciseID: e.id, name: e.name, action: .start, weight: nil, reps: range, sets: nil,
                           reason: "no finished session of \(e.name) yet", last: nil)
        guard let latest = sessions.first else { return t }
        let work = working(latest, unit)
        t.last = (latest.creationDate, work.weight, work.reps)
        t.sets = work.reps.count
        let step = increment(unit)
        if work.reps.allSatisfy({ $0 >= range.upperBound }) {
            t.action = .increase
            t.weight = Precision.weight.round(work.weight + step)
            t.reps = range
            t.reason = "every set reached \(range.upperBound) reps at \(WeightCSV.number(work.weight)) \(unit.rawValue)"
            return t
        }
        // Sessions running at this weight that stopped below the top of the range.
        var misses = 0
        for s in sessions {
            let w = working(s, unit)
            guard Precision.weight.round(w.weight) == Precision.weight.round(work.weight), !w.reps.allSatisfy({ $0 >= range.upperBound }) else { break }
            misses += 1
        }
        if misses >= 3 {
            t.action = .deload
            let deloaded: Double = max(0, ((work.weight * 0.9) / step).rounded(.down) * step)
            t.weight = Precision.weight.round(deloaded)
            t.reason = "below \(range.upperBound) reps at \(WeightCSV.number(work.weight)) \(unit.rawValue) \(misses) sessions running"
        } else {
            t.action = .keep
            t.weight = Precision.weight.round(work.weight)
            t.reason = misses == 1 ? "not every set reached \(range.upperBound) reps last time"
                                   : "not every set reached \(range.upperBound) reps \(misses) sessions running"
        }
        return t
    }

    /// The heaviest weight of a session and the reps of its sets at that weight, in file order.
    static func working(_ s: ExerciseHistoryEntry, _ unit: WeightUnit) -> (weight: Double, reps: [Int64]) {
        let top = s.setRecords.map { Precision.weight.round($0.weight(in: unit)) }.max() ?? 0
        return (top, s.setRecords.filter { Precision.weight.round($0.weight(in: unit)) == top }.map(\.repCount))
    }
}
