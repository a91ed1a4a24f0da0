/// The days a stats request covers: [start, end) in days of the request's zone. Every day it covers is on the
/// calendar (0001-01-01 ... 9999-12-31); only the exclusive `end` may be the day after the last.
public enum StatsPeriod: Equatable, Sendable {
    case day(Day)
    /// The ISO week (Monday to Sunday) holding the day.
    case week(Day)
    /// The calendar month holding the day.
    case month(Day)
    /// From `from` to `through`, both included.
    case custom(from: Day, through: Day)

    public static let maxCustomDays: Int64 = 3660

    public func days(path: Location) throws -> (start: Day, end: Day) {
        switch self {
        case .day(let d):
            return (d, d.adding(days: 1))
        case .week(let d):
            // 0001-01-01 is a Monday, so a week never starts before it; 9999-12-31 is a Friday,
            // so the last week would end in year 10000.
            let monday = d.adding(days: 1 - d.isoWeekday)
            guard monday.isOnCalendar, let sunday = monday.addingOnCalendar(days: 6) else {
                throw LiftError.invalid(path, "the ISO week holding this day ends after 9999-12-31",
                                        code: "date_out_of_range")
            }
            return (monday, sunday.adding(days: 1))
        case .month(let d):
            let c = d.civil
            guard let first = Day(year: c.year, month: c.month, day: 1) else {
                throw LiftError.invalid(path, "not a calendar day", code: "date_out_of_range")
            }
            return (first, first.adding(days: Day.daysIn(month: c.month, year: c.year)))
        case .custom(let from, let through):
            guard from <= through else { throw LiftError.invalid(path, "the range ends before it starts") }
            guard through.daysSinceEpoch - from.daysSinceEpoch < StatsPeriod.maxCustomDays else {
                throw LiftError.invalid(path, "a range covers at most \(StatsPeriod.maxCustomDays) days")
            }
            return (from, through.adding(days: 1))
        }
    }
}

/// WorkoutTracker's progress (`caloriesBurned, numOfExercises, weeklyGoal, weeklyGoalStat`) and
/// the rest of the stats page, over completions and routine records together.
public struct Stats: Equatable, Sendable {
    public var start: Day
    /// Exclusive.
    public var end: Day
    public var caloriesBurned: Double = 0
    public var exercisesPerformed: Int64 = 0
    public var setsPerformed: Int64 = 0
    /// Sum of weight x reps, in kilograms.
    public var totalVolumeKilograms: Double = 0
    public var hoursTrained: Double = 0
    public var workoutsCompleted: Int64 = 0
    public var weeklyGoal: Int64?
    /// Workouts completed in the ISO week holding the period's last day.
    public var weeklyGoalProgress: Int64 = 0
    /// Hours trained in that same ISO week: the seed README's weeklyGoalStat ("the number of hours
    /// the user has completed so far").
    public var weeklyGoalHours: Double = 0
    /// Consecutive days, ending today (or yesterday when nothing is logged yet today), with a workout.
    public var currentStreak: Int64 = 0
}

/// Load Stats. A completion counts as one workout and one exercise; a routine record counts as
/// one workout when it has a completion date, and each of its exercise and set records counts.
/// Calories come from completions only (routine records carry no MET value). An instant counts
/// on its day in `zone`, across daylight-saving changes.
public struct LoadStats: DayCounting {
    let workouts: WorkoutStore
    let records: RoutineRecordStore
    let currentDate: CurrentDate
    public var zone = ZoneRules.utc

    public init(workouts: WorkoutStore, records: RoutineRecordStore, currentDate: @escaping CurrentDate) {
        self.workouts = workouts; self.records = records; self.currentDate = currentDate
    }

    public func callAsFunction(_ period: StatsPeriod, path: Location = Location("period")) throws -> Stats {
        let (start, end) = try period.days(path: path)
        var stats = Stats(start: start, end: end)
        let completions = try workouts.readCompletions(from: nil, to: nil)
        let allRecords = try records.readRoutineRecords(RoutineRecordQuery()).records
        let zone = self.zone
        let inPeriod = { (t: Timestamp) in let d = zone.day(of: t); return d >= start && d < end }

        for c in completions where inPeriod(c.date) {
            stats.caloriesBurned += c.burnedCalories
            stats.exercisesPerformed += 1
            stats.hoursTrained += Double(c.duration) / 3600
            stats.workoutsCompleted += 1
        }
        for r in allRecords where inPeriod(r.creationDate) {
            stats.exercisesPerformed += Int64(r.exerciseRecords.count)
            for e in r.exerciseRecords {
                stats.setsPerformed += Int64(e.setRecords.count)
                for s in e.setRecords { stats.totalVolumeKilograms += s.weight(in: .kg) * Double(s.repCount) }
            }
            if r.completionDate != nil { stats.workoutsCompleted += 1 }
            stats.hoursTrained += LoadStats.hours(r)
        }

        stats.weeklyGoal = try workouts.readWeeklyGoal()
        let lastDay = end.adding(days: -1)
        let monday = lastDay.adding(days: 1 - lastDay.isoWeekday)
        let inWeek = { (t: Timestamp) in let d = zone.day(of: t); return d >= monday && d < monday.adding(days: 7) }
        let weekCompletions = completions.filter { inWeek($0.date) }
        let weekRecords = allRecords.filter { $0.completionDate != nil && inWeek($0.creationDate) }
        stats.weeklyGoalProgress = Int64(weekCompletions.count) + Int64(weekRecords.count)
        stats.weeklyGoalHours = weekCompletions.reduce(0) { $0 + Double($1.duration) / 3600 }
            + weekRecords.reduce(0) { $0 + LoadStats.hours($1) }

        var active = Set(completions.map { zone.day(of: $0.date) })
        for r in allRecords where r.completionDate != nil { active.insert(zone.day(of: r.creationDate)) }
        stats.currentStreak = LoadStats.streak(activeDays: active, today: zone.day(of: currentDate()))
        return stats
    }

    /// A finished record's hours: completion minus creation (0 when unfinished or dated backwards).
    static func hours(_ r: RoutineRecord) -> Double {
        guard let done = r.completionDate, done > r.creationDate else { return 0 }
        return Double(done.milliseconds - r.creationDate.milliseconds) / 3_600_000
    }

    /// Today not trained yet does not break the streak: it counts back from yesterday then.
    static func streak(activeDays: Set<Day>, today: Day) -> Int64 {
        var day = activeDays.contains(today) ? today : today.adding(days: -1)
        var count: Int64 = 0
        while activeDays.contains(day) {
            count += 1
            day = day.adding(days: -1)
        }
        return count
    }
}
