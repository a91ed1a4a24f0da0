/// The three things a goal can be set for (the seed's "Setting a goal for all three categories").
public enum GoalCategory: String, Sendable, CaseIterable {
    case weight, calories, steps
}

/// Which way a weight goal goes.
public enum GoalDirection: String, Sendable, CaseIterable {
    case lose, gain, keep
}

/// One goal per category. A weight goal has a unit, a direction, a start value (the latest weight
/// when it was set, or one given) and optionally a date; calories and steps goals are daily targets.
public struct Goal: Equatable, Sendable {
    public var category: GoalCategory
    public var target: Double
    public var unit: WeightUnit?
    public var direction: GoalDirection?
    public var start: Double?
    public var startDay: Day
    public var date: Day?

    public init(category: GoalCategory, target: Double, unit: WeightUnit? = nil, direction: GoalDirection? = nil,
                start: Double? = nil, startDay: Day, date: Day? = nil) {
        self.category = category; self.target = target; self.unit = unit; self.direction = direction
        self.start = start; self.startDay = startDay; self.date = date
    }
}

/// The category is the key: a goal already set for it is edited (absent fields kept, `clear`
/// empties `start` or `date`), otherwise one is created.
public struct GoalDraft: Equatable, Sendable {
    public var category: GoalCategory
    public var target: Edit<Double>
    public var unit: Edit<WeightUnit>
    public var direction: Edit<GoalDirection>
    public var start: Edit<Double>
    public var date: Edit<Day>

    public init(category: GoalCategory, target: Double, unit: WeightUnit? = nil, direction: GoalDirection? = nil,
                start: Double? = nil, date: Day? = nil) {
        self.category = category; self.target = .set(target); self.unit = Edit(unit); self.direction = Edit(direction)
        self.start = Edit(start); self.date = Edit(date)
    }

    public static func partial(category: GoalCategory, target: Edit<Double> = .keep, unit: Edit<WeightUnit> = .keep,
                               direction: Edit<GoalDirection> = .keep, start: Edit<Double> = .keep,
                               date: Edit<Day> = .keep) -> GoalDraft {
        var d = GoalDraft(category: category, target: 0)
        d.target = target; d.unit = unit; d.direction = direction; d.start = start; d.date = date
        return d
    }
}

/// How far a goal is: all nil while there is nothing to measure.
public struct GoalProgress: Equatable, Sendable {
    /// Latest weight (in the goal's unit) or today's total.
    public var current: Double?
    /// Still to go toward the target, never negative.
    public var remaining: Double?
    /// 0-100 for weight goals; a daily total may pass 100.
    public var percent: Double?
    /// Whether the target is met now.
    public var reached: Bool?
    /// Only for a weight goal with a date: at or past the straight line from start to target.
    public var onTrack: Bool?
    /// Where that straight line is today.
    public var expected: Double?

    public init(current: Double? = nil, remaining: Double? = nil, percent: Double? = nil, reached: Bool? = nil,
                onTrack: Bool? = nil, expected: Double? = nil) {
        self.current = current; self.remaining = remaining; self.percent = percent; self.reached = reached
        self.onTrack = onTrack; self.expected = expected
    }
}

/// Infrastructure port for goals: at most one per category.
public protocol GoalStore {
    func readGoal(_ category: GoalCategory) throws -> Goal?
    /// In GoalCategory order.
    func readAllGoals() throws -> [Goal]
    /// Creates the category's goal or replaces it.
    func saveGoal(_ goal: Goal) throws
    func deleteGoal(_ category: GoalCategory) throws -> Bool
    func deleteAllGoals() throws -> Int
}
