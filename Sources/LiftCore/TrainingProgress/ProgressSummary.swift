/// The period a progress summary covers, in days of the request's zone.
public enum ProgressPeriod: Equatable, Sendable {
    case week(Day), month(Day), year(Day)
    case custom(from: Day, through: Day)

    var name: String {
        switch self {
        case .week: "week"
        case .month: "month"
        case .year: "year"
        case .custom: "custom"
        }
    }

    var stats: StatsPeriod {
        switch self {
        case .week(let d): return .week(d)
        case .month(let d): return .month(d)
        case .year(let d):
            let y = d.civil.year
            return .custom(from: Day(year: y, month: 1, day: 1) ?? d, through: Day(year: y, month: 12, day: 31) ?? d)
        case .custom(let from, let through): return .custom(from: from, through: through)
        }
    }
}

/// An exercise's estimated one-rep max beating its best before the period.
public struct NewPersonalRecord: Equatable, Sendable {
    public var exerciseID: RecordID
    public var name: String
    /// Estimated one-rep max (Brzycki), in the summary's unit.
    public var old: Double
    public var new: Double
}

public struct TopExercise: Equatable, Sendable {
    public var exerciseID: RecordID
    public var name: String
    public var sets: Int64
    /// Sum of weight x reps, in the summary's unit.
    public var volume: Double
}

/// What a share card shows for a period (docs/API.md, "progress_summary").
public struct ProgressSummary: Equatable, Sendable {
    public var period: String
    public var unit: WeightUnit
    public var stats: Stats
    public var newRecords: [NewPersonalRecord] = []
    /// Latest minus earliest logged weight in the period (nil with fewer than two), in `unit`.
    public var weightChange: Double?
    public var topExercises: [TopExercise] = []
    /// Sets done on each of the period's last seven days, oldest first, with those days.
    public var lastSevenDays: [(day: Day, sets: Int64)] = []

    public static func == (a: Self, b: Self) -> Bool {
        a.period == b.period && a.unit == b.unit && a.stats == b.stats && a.newRecords == b.newRecords
            && a.weightChange == b.weightChange && a.topExercises == b.topExercises
            && a.lastSevenDays.map(\.day) == b.lastSevenDays.map(\.day) && a.lastSevenDays.map(\.sets) == b.lastSevenDays.map(\.sets)
    }
}

/// Load Progress Summary: the period's stats (Load Stats), the exercises whose estimated one-rep
/// max beat their best from before the period, the weight change, the top exercises by sets and
/// the last seven days' sets. Never writes.
public struct LoadProgressSummary: DayCounting {
    public static let topCount = 3
    let workouts: WorkoutStore
    let records: RoutineRecordStore
    let exercises: ExerciseStore
    let weights: WeightStore
    let currentDate: CurrentDate
    public var zone = ZoneRules.utc

    public init(workouts: WorkoutStore, records: RoutineRecordStore, exercises: ExerciseStore, weights: WeightStore,
                currentDate: @escaping CurrentDate) {
        self.workouts = workouts; self.records = records; self.exercises = exercises; self.weights = weights
        self.currentDate = currentDate
    }

    public func callAsFunction(_ period: ProgressPeriod, unit: WeightUnit, path: Location) throws -> ProgressSummary {
        let stats = try LoadStats(workouts: workouts, records: records, currentDate: currentDate).counting(in: zone)(period.stats, path: path)
        var summary = ProgressSummary(period: period.name, unit: unit, stats: stats)
        let (start, end) = (stats.start, stats.end)
        let all = try records.readRoutineRecords(RoutineRecordQuery()).records
        var before = [RecordID: Double](), during = [RecordID: Double]()
        var sets = [RecordID: Int64](), volume = [RecordID: Double](), order = [RecordID]()
        let firstShown = end.adding(days: -7)
        var daily = [Day: Int64]()
        for r in all {
            let day = zone.day(of: r.creationDate)
            guard day < end else { continue }
            let inPeriod = day >= start
            for e in r.exerciseRecords {
                for s in e.setRecords {
                    if let est = OneRepMax.brzycki(weight: s.weight(in: .kg), reps: s.repCount) {
                        if inPeriod { during[e.exerciseID] = max(during[e.exerciseID] ?? 0, est) }
                        else { before[e.exerciseID] = max(before[e.exerciseID] ?? 0, est) }
                    }
                    guard inPeriod else { continue }
                    if sets[e.exerciseID] == nil { order.append(e.exerciseID) }
                    sets[e.exerciseID, default: 0] += 1
                    volume[e.exerciseID, default: 0] += s.weight(in: unit) * Double(s.repCount)
                    if day >= firstShown { daily[day, default: 0] += 1 }
                }
            }
        }
        var names = [RecordID: String]()
        func name(_ id: RecordID) throws -> String {
            if let n = names[id] { return n }
            let n = try exercises.readExercise(id: id)?.name ?? id.text
            names[id] = n
            return n
        }
        let round = { (kg: Double) in Precision.weight.round(WeightUnit.kg.convert(kg, to: unit)) }
        for id in order {
            guard let old = before[id], let new = during[id], round(new) > round(old) else { continue }
            summary.newRecords.append(NewPersonalRecord(exerciseID: id, name: try name(id), old: round(old), new: round(new)))
        }
        summary.newRecords.sort { ($0.new - $0.old, $1.name) > ($1.new - $1.old, $0.name) }
        let ranked = order.enumerated().sorted { (sets[$0.element] ?? 0, -$0.offset) > (sets[$1.element] ?? 0, -$1.offset) }
        for (_, id) in ranked.prefix(Self.topCount) {
            summary.topExercises.append(TopExercise(exerciseID: id, name: try name(id), sets: sets[id] ?? 0,
                                                    volume: Precision.weight.round(Double(volume[id] ?? 0))))
        }
        summary.lastSevenDays = (0..<7).map { i in let d = firstShown.adding(days: Int64(i)); return (d, daily[d] ?? 0) }
        let logged = try weights.readWeights(from: start, to: end.adding(days: -1), limit: nil, offset: 0)
        if logged.count >= 2, let latest = logged.first, let earliest = logged.last {
            let change: Double = latest.unit.convert(latest.weight, to: unit) - earliest.unit.convert(earliest.weight, to: unit)
            summary.weightChange = Precision.weight.round(change)
        }
        return summary
    }
}
