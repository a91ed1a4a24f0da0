/// The whole body log of one owner, as exported.
public struct BodyLog: Equatable, Sendable {
    public var weights: [WeightEntry]
    public var calories: [CountEntry]
    public var steps: [CountEntry]
    public var goals: [Goal]
}

/// Export Body Log: everything, newest first, in one read.
public struct ExportBodyLog {
    let weights: WeightStore
    let counts: CountStore
    let goals: GoalStore
    public init(weights: WeightStore, counts: CountStore, goals: GoalStore) {
        self.weights = weights; self.counts = counts; self.goals = goals
    }

    public func callAsFunction() throws -> BodyLog {
        BodyLog(weights: try weights.readWeights(from: nil, to: nil, limit: nil, offset: 0),
                calories: try counts.readCountEntries(.calories, from: nil, to: nil, limit: nil, offset: 0),
                steps: try counts.readCountEntries(.steps, from: nil, to: nil, limit: nil, offset: 0),
                goals: try goals.readAllGoals())
    }
}

/// Erase Body Log (the seed's "Delete app data"): every weight, entry and goal of the owner, and
/// the health samples behind them (body mass, steps, dietary energy), so that no later recompute
/// of a day brings the erased figures back. Workout samples stay: their completions are not part
/// of the body log. Anchors stay too: the platform does not deliver the erased samples again.
/// The caller runs it in one transaction; it reports what each category lost.
public struct EraseBodyLog {
    let weights: WeightStore
    let counts: CountStore
    let goals: GoalStore
    let health: HealthStore
    public init(weights: WeightStore, counts: CountStore, goals: GoalStore, health: HealthStore) {
        self.weights = weights; self.counts = counts; self.goals = goals; self.health = health
    }

    public struct Counts: Equatable, Sendable {
        public var weights: Int
        public var calories: Int
        public var steps: Int
        public var goals: Int
        /// Held health samples removed with the log (not counted in `total`: they are not entries).
        public var healthSamples: Int
        public var total: Int { weights + calories + steps + goals }
    }

    public func callAsFunction() throws -> Counts {
        Counts(weights: try weights.deleteAllWeights(), calories: try counts.deleteAllCountEntries(.calories),
               steps: try counts.deleteAllCountEntries(.steps), goals: try goals.deleteAllGoals(),
               healthSamples: try health.deleteHealthSamples(types: HealthDataType.quantities))
    }
}
