/// The arithmetic of goal progress, free of any store so it is checked directly.
public enum GoalMeasure {
    /// "keep" counts as reached within 1% of the target: scales differ by a few tenths a day.
    public static let keepTolerance = 0.01

    public static func weight(_ goal: Goal, current: Double?, today: Day) -> GoalProgress {
        guard let current else { return GoalProgress() }
        let target = goal.target
        let direction = goal.direction ?? .keep
        var p = GoalProgress(current: current)
        switch direction {
        case .lose:
            p.remaining = max(0, current - target)
            p.reached = current <= target
        case .gain:
            p.remaining = max(0, target - current)
            p.reached = current >= target
        case .keep:
            p.remaining = abs(current - target)
            p.reached = abs(current - target) <= target * keepTolerance
        }
        if direction == .keep {
            p.percent = p.reached == true ? 100 : 0
        } else if let start = goal.start {
            let span = target - start
            // Past the target, or a start already beyond it: progress is complete or none.
            let done = span == 0 || (direction == .lose ? span > 0 : span < 0)
            p.percent = done ? (p.reached == true ? 100 : 0) : rounded(clamp((current - start) / span) * 100)
        }
        if let date = goal.date {
            if direction == .keep {
                p.onTrack = p.reached
            } else if let start = goal.start {
                let total = Double(date.daysSinceEpoch - goal.startDay.daysSinceEpoch)
                let elapsed = Double(today.daysSinceEpoch - goal.startDay.daysSinceEpoch)
                let fraction = total > 0 ? clamp(elapsed / total) : 1
                let expected = start + (target - start) * fraction
                p.expected = Precision.weight.round(expected)
                p.onTrack = direction == .lose ? current <= expected : current >= expected
            }
        }
        return p
    }

    public static func daily(_ goal: Goal, todayTotal: Double) -> GoalProgress {
        GoalProgress(current: todayTotal, remaining: max(0, goal.target - todayTotal),
                     percent: goal.target > 0 ? rounded(todayTotal / goal.target * 100) : nil,
                     reached: todayTotal >= goal.target)
    }

    static func clamp(_ x: Double) -> Double { min(1, max(0, x)) }
    /// A percentage as `Precision` reports it (one decimal, never -0).
    static func rounded(_ x: Double) -> Double { Precision.percent.round(x) }
}
