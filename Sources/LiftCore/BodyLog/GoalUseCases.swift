/// Save Goal: one per category, the category being its key: a goal already set is edited
/// (docs/API.md, "Saving"). Its progress line (start and start day) is kept unless a `start` is
/// sent; a new goal, or a start sent as null, starts at the latest weight today.
public struct SaveGoal: DayCounting {
    let goals: GoalStore
    let weights: WeightStore
    let currentDate: CurrentDate
    public var zone = ZoneRules.utc

    public init(goals: GoalStore, weights: WeightStore, currentDate: @escaping CurrentDate) {
        self.goals = goals; self.weights = weights; self.currentDate = currentDate
    }

    public func callAsFunction(_ d: GoalDraft, path: Location = Location("goal")) throws -> Goal {
        let today = zone.day(of: currentDate())
        let existing = try goals.readGoal(d.category)
        let target = try d.target.required(existing?.target, path: path.key("target"))
        switch d.category {
        case .weight:
            if case .clear = d.unit { throw EditRule.cannotClear(path.key("unit")) }
            if case .clear = d.direction { throw EditRule.cannotClear(path.key("direction")) }
            guard let unit = d.unit.merged(existing?.unit) else {
                throw LiftError.invalid(path.key("unit"), "a weight goal needs a unit (kg or lb)")
            }
            guard let direction = d.direction.merged(existing?.direction) else {
                throw LiftError.invalid(path.key("direction"), "a weight goal needs a direction (lose, gain or keep)")
            }
            try BodyLogRules.checkWeight(target, unit: unit, path: path.key("target"))
            if let start = d.start.given { try BodyLogRules.checkWeight(start, unit: unit, path: path.key("start")) }
            if let date = d.date.given, date <= today { throw LiftError.invalid(path.key("date"), "a goal date must be after today") }
            var goal = Goal(category: .weight, target: target, unit: unit, direction: direction, startDay: today,
                            date: d.date.merged(existing?.date))
            if let old = existing, d.start.isKeep {
                goal.start = old.start.map { (old.unit ?? unit).convert($0, to: unit) }
                goal.startDay = old.startDay
            } else {
                let latest = try weights.readWeights(from: nil, to: nil, limit: 1, offset: 0).first
                // An entered start is kept as entered; one taken from the log in another unit is derived.
                goal.start = d.start.given ?? latest.map { Precision.weight.round($0.unit.convert($0.weight, to: unit)) }
            }
            if let start = goal.start { try Self.refuseTargetBehind(target, start: start, direction: direction, path: path) }
            try goals.saveGoal(goal)
            return goal
        case .calories, .steps:
            for (field, given) in [("unit", d.unit.given != nil), ("direction", d.direction.given != nil),
                                   ("start", d.start.given != nil), ("date", d.date.given != nil)] where given {
                throw LiftError.invalid(path.key(field), "only a weight goal has a \(field)")
            }
            guard target > 0, target <= Double(BodyLogRules.maxAmount), target == target.rounded() else {
                throw LiftError.invalid(path.key("target"), "a daily goal is a whole number from 1 to \(BodyLogRules.maxAmount)")
            }
            let goal = Goal(category: d.category, target: target, startDay: existing?.startDay ?? today)
            try goals.saveGoal(goal)
            return goal
        }
    }
}

extension SaveGoal {
    /// A gain goal must lie above where it starts and a lose goal below: otherwise it would be
    /// reached the moment it is saved, which is never what the user meant.
    static func refuseTargetBehind(_ target: Double, start: Double, direction: GoalDirection, path: Location) throws {
        let behind: Bool
        switch direction {
        case .gain: behind = target <= start
        case .lose: behind = target >= start
        case .keep: behind = false
        }
        guard behind else { return }
        throw LiftError(.invalidRequest, code: "goal_target_not_ahead",
                        "a \(direction.rawValue) goal's target must be \(direction == .gain ? "above" : "below") the start (\(start))",
                        details: [.init("path", .location(path.key("target"))), .init("direction", .string(direction.rawValue))],
                        messageLocation: path.key("target"))
    }
}

/// Load Goals with their progress, measured against the log and today (the injected clock).
public struct LoadGoals: DayCounting {
    let goals: GoalStore
    let weights: WeightStore
    let counts: CountStore
    let currentDate: CurrentDate
    public var zone = ZoneRules.utc

    public init(goals: GoalStore, weights: WeightStore, counts: CountStore, currentDate: @escaping CurrentDate) {
        self.goals = goals; self.weights = weights; self.counts = counts; self.currentDate = currentDate
    }

    public func all() throws -> [(goal: Goal, progress: GoalProgress)] {
        try goals.readAllGoals().map { ($0, try progress(of: $0)) }
    }

    public func one(_ category: GoalCategory) throws -> (goal: Goal, progress: GoalProgress) {
        guard let goal = try goals.readGoal(category) else { throw LiftError.notFound("goal", id: category.rawValue) }
        return (goal, try progress(of: goal))
    }

    private func progress(of goal: Goal) throws -> GoalProgress {
        let today = zone.day(of: currentDate())
        switch goal.category {
        case .weight:
            let latest = try weights.readWeights(from: nil, to: nil, limit: 1, offset: 0).first
            let unit = goal.unit ?? .kg
            return GoalMeasure.weight(goal, current: latest.map { $0.unit.convert($0.weight, to: unit) }, today: today)
        case .calories, .steps:
            let category: CountCategory = goal.category == .calories ? .calories : .steps
            let total = try counts.readDayTotals(category, from: today, to: today).first?.total ?? 0
            return GoalMeasure.daily(goal, todayTotal: Double(total))
        }
    }
}

/// Remove Goal: by category.
public struct RemoveGoal {
    let store: GoalStore
    public init(store: GoalStore) { self.store = store }

    public func callAsFunction(_ category: GoalCategory) throws {
        guard try store.deleteGoal(category) else { throw LiftError.notFound("goal", id: category.rawValue) }
    }
}
