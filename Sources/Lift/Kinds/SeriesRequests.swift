import LiftCore
import LiftJSON

/// kind "series" (load): chart-ready groups of a body-log category over a range of days.
enum SeriesRequests {
    static let kind = Kind(
        name: "series",
        load: { o in
            let category = try GoalJSON.category(&o)
            let (from, to) = try DateRangeJSON.requiredDays(&o)
            let grouping = try o.optionalOneOf("group", SeriesGrouping.allCases.map(\.rawValue))
                .flatMap(SeriesGrouping.init) ?? .day
            let unit = try WeightJSON.optionalUnit(&o)
            if unit != nil, category != .weight {
                throw LiftError.invalid("unit", "only a weight series has a unit")
            }
            return { ctx, out in
                let series = try LoadSeries(weights: ctx.weights, counts: ctx.counts)(
                    category, from: from, to: to, grouping: grouping, unit: unit)
                SeriesJSON.write(series, to: out)
            }
        })
}
