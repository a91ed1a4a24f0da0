/// How a chart groups days.
public enum SeriesGrouping: String, Sendable, CaseIterable {
    case day, week, month

    /// The first day of the group `day` falls in: itself, its ISO week's Monday, its month's 1st.
    public func bucket(of day: Day) -> Day {
        switch self {
        case .day: return day
        case .week: return day.adding(days: 1 - day.isoWeekday)
        case .month:
            let c = day.civil
            return Day(year: c.year, month: c.month, day: 1) ?? day
        }
    }

    /// "2024-03-10", ISO "2024-W10" (the year of the week's Thursday), or "2024-03".
    public func label(of start: Day) -> String {
        switch self {
        case .day:
            return SeriesGrouping.format(start.civil.year, 4) + "-" + SeriesGrouping.format(start.civil.month, 2) + "-"
                + SeriesGrouping.format(start.civil.day, 2)
        case .week:
            let thursday = start.adding(days: 4 - start.isoWeekday)
            let year = thursday.civil.year
            let firstOfYear = Day(year: year, month: 1, day: 1) ?? thursday
            let week = (thursday.daysSinceEpoch - firstOfYear.daysSinceEpoch) / 7 + 1
            return SeriesGrouping.format(year, 4) + "-W" + SeriesGrouping.format(week, 2)
        case .month:
            return SeriesGrouping.format(start.civil.year, 4) + "-" + SeriesGrouping.format(start.civil.month, 2)
        }
    }

    static func format(_ v: Int64, _ width: Int) -> String {
        let s = String(v)
        return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
    }
}

/// One group of a series: statistics over the daily values that fall in it.
public struct SeriesPoint: Equatable, Sendable {
    public var start: Day
    public var label: String
    public var count: Int
    public var sum: Double
    public var min: Double
    public var max: Double
    public var mean: Double { count > 0 ? sum / Double(count) : 0 }
}

/// What a chart of one category needs: a day's value is its weight (in the unit asked for) or its
/// calories / steps total; groups with no day logged are left out.
public struct Series: Equatable, Sendable {
    public var category: GoalCategory
    public var grouping: SeriesGrouping
    public var unit: WeightUnit?
    public var points: [SeriesPoint]
    /// The same statistics over the whole range.
    public var overall: SeriesPoint?
}

/// Load Series: read the daily values once, fold them into groups in day order.
public struct LoadSeries {
    let weights: WeightStore
    let counts: CountStore
    public init(weights: WeightStore, counts: CountStore) { self.weights = weights; self.counts = counts }

    public func callAsFunction(_ category: GoalCategory, from: Day, to: Day, grouping: SeriesGrouping,
                               unit: WeightUnit?) throws -> Series {
        var daily = [(Day, Double)]()
        switch category {
        case .weight:
            let target = unit ?? .kg
            daily = try weights.readWeightValues(from: from, to: to)
                .map { ($0.day, $0.unit.convert($0.weight, to: target)) }
        case .calories, .steps:
            daily = try counts.readDayTotals(category == .calories ? .calories : .steps, from: from, to: to)
                .map { ($0.day, Double($0.total)) }
        }
        var points = [SeriesPoint]()
        var overall: SeriesPoint?
        for (day, value) in daily {
            let start = grouping.bucket(of: day)
            if let last = points.last, last.start == start {
                points[points.count - 1] = LoadSeries.adding(value, to: last)
            } else {
                points.append(SeriesPoint(start: start, label: grouping.label(of: start), count: 1, sum: value, min: value, max: value))
            }
            overall = overall.map { LoadSeries.adding(value, to: $0) }
                ?? SeriesPoint(start: from, label: "", count: 1, sum: value, min: value, max: value)
        }
        return Series(category: category, grouping: grouping, unit: category == .weight ? (unit ?? .kg) : nil,
                      points: points, overall: overall)
    }

    static func adding(_ value: Double, to p: SeriesPoint) -> SeriesPoint {
        var q = p
        q.count += 1
        q.sum += value
        q.min = Swift.min(q.min, value)
        q.max = Swift.max(q.max, value)
        return q
    }
}
