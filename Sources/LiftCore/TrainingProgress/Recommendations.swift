/// A workout or routine suggested from the user's own history, with its score and reasons.
public struct Recommendation: Equatable, Sendable {
    public enum Kind: String, Sendable { case workout, routine }
    public var kind: Kind
    public var id: RecordID
    public var name: String
    public var score: Int64
    public var reasons: [String]
}

public struct RecommendationRequest: Equatable, Sendable {
    public var limit: Int
    /// The time the user has; nil: any.
    public var minutes: Int64?
    /// What the user has; nil: any. A workout needing something else is left out.
    public var equipment: [String]?
    public init(limit: Int = 3, minutes: Int64? = nil, equipment: [String]? = nil) {
        self.limit = limit; self.minutes = minutes; self.equipment = equipment
    }
}

/// Load Recommendations: every catalog workout and routine that fits the time and equipment,
/// ranked by a documented score (docs/API.md, "recommendation"), ties by name then id:
/// - rest: 10 points a day (at most 14 days) since the candidate's least recently trained muscle
///   was last trained (never: 7 days), with the reason "legs not trained for 6 days";
/// - weekly goal: 15 points to every fitting candidate while this ISO week's workouts are below
///   the goal, with the reason naming the gap;
/// - variety: -30 points when the candidate itself was done in the last three sessions.
/// A workout's muscles are its own; a routine's are its exercises' tags. Days are the zone's.
/// Deterministic for a history and a clock. Never writes.
public struct LoadRecommendations: DayCounting {
    public static let maxLimit = 50
    static let restCap: Int64 = 14
    /// A muscle never trained counts as half rested: a new kind of training is offered, not pushed.
    static let neverTrained: Int64 = 7
    /// A routine never timed runs about this long per exercise.
    static let minutesPerExercise: Int64 = 10

    let workouts: WorkoutStore
    let routines: RoutineStore
    let records: RoutineRecordStore
    let currentDate: CurrentDate
    public var zone = ZoneRules.utc

    public init(workouts: WorkoutStore, routines: RoutineStore, records: RoutineRecordStore, currentDate: @escaping CurrentDate) {
        self.workouts = workouts; self.routines = routines; self.records = records; self.currentDate = currentDate
    }

    public func callAsFunction(_ request: RecommendationRequest) throws -> [Recommendation] {
        let today = zone.day(of: currentDate())
        let completions = try workouts.readCompletions(from: nil, to: nil)
        let history = try records.readRoutineRecords(RoutineRecordQuery(finished: true)).records
        let catalog = WorkoutCatalog.all + (try workouts.readCustomWorkouts(WorkoutFilter(), page: .all).items)
        let allRoutines = try routines.readRoutines(page: .all).items
        let workoutByID = Dictionary(catalog.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let routineByID = Dictionary(allRoutines.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })

        // Sessions newest first: (day, the candidate done, its muscles).
        var sessions = [(at: Timestamp, id: RecordID, muscles: Set<String>)]()
        for c in completions { sessions.append((c.date, c.workoutID, Set((workoutByID[c.workoutID]?.muscles ?? []).map(NameKey.of)))) }
        for r in history {
            let tags = r.routineID.flatMap { routineByID[$0] }.map { Set($0.exercises.flatMap(\.tags).map(NameKey.of)) } ?? []
            sessions.append((r.creationDate, r.routineID ?? r.id, tags))
        }
        sessions.sort { ($0.at, $0.id) > ($1.at, $1.id) }
        var lastTrained = [String: Day]()
        for s in sessions.reversed() { for m in s.muscles { lastTrained[m] = zone.day(of: s.at) } }
        let recent = Set(sessions.prefix(3).map(\.id))

        var gapReason: String?
        if let goal = try workouts.readWeeklyGoal() {
            let monday = today.adding(days: 1 - today.isoWeekday)
            let done = sessions.filter { zone.day(of: $0.at) >= monday }.count
            if done < goal { gapReason = "\(goal - Int64(done)) workout\(goal - Int64(done) == 1 ? "" : "s") left for this week's goal" }
        }
        let have = request.equipment.map { Set($0.map(NameKey.of)) }
        var out = [Recommendation]()
        for w in catalog {
            if let have, !Set(w.equipment.map(NameKey.of)).subtracting(["bodyweight", "none"]).isSubset(of: have) { continue }
            out.append(score(.workout, w.id, w.name, muscles: w.muscles, today: today, lastTrained: lastTrained, recent: recent, gap: gapReason))
        }
        for r in allRoutines {
            let timed = history.filter { $0.routineID == r.id }.compactMap { rec in rec.completionDate.map { ($0.milliseconds - rec.creationDate.milliseconds) / 60_000 } }
            let estimate = timed.isEmpty ? Int64(r.exercises.count) * Self.minutesPerExercise : timed.reduce(0, +) / Int64(timed.count)
            if let minutes = request.minutes, estimate > minutes { continue }
            var rec = score(.routine, r.id, r.name, muscles: r.exercises.flatMap(\.tags), today: today, lastTrained: lastTrained,
                            recent: recent, gap: gapReason)
            rec.reasons.append("about \(estimate) minutes")
            out.append(rec)
        }
        out.sort { ($0.score, $1.name, $1.id) > ($1.score, $0.name, $0.id) }
        return Array(out.prefix(request.limit))
    }

    private func score(_ kind: Recommendation.Kind, _ id: RecordID, _ name: String, muscles: [String], today: Day,
                       lastTrained: [String: Day], recent: Set<RecordID>, gap: String?) -> Recommendation {
        var r = Recommendation(kind: kind, id: id, name: name, score: 0, reasons: [])
        // The muscle rested longest, first by name on a tie.
        var rested: (muscle: String, days: Int64)?
        for m in Set(muscles.map(NameKey.of)).sorted() {
            let days = lastTrained[m].map { min(Self.restCap, today.daysSinceEpoch - $0.daysSinceEpoch) } ?? Self.neverTrained
            if rested.map({ days > $0.days }) ?? true { rested = (m, days) }
        }
        if let rested {
            r.score += rested.days * 10
            r.reasons.append(lastTrained[rested.muscle] == nil ? "\(rested.muscle) not trained yet"
                             : "\(rested.muscle) not trained for \(rested.days) day\(rested.days == 1 ? "" : "s")")
        }
        if let gap { r.score += 15; r.reasons.append(gap) }
        if recent.contains(id) { r.score -= 30; r.reasons.append("done in the last three sessions") }
        return r
    }
}
