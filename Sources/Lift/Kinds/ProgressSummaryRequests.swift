import LiftCore
import LiftJSON

/// kind "progress_summary": load answers what a share card shows for a week, month, year or
/// range, in the request's zone, as figures, a short text post or an SVG card.
enum ProgressSummaryRequests {
    static let kind = Kind(
        name: "progress_summary",
        load: { o in
            let period = try o.oneOf("period", ["week", "month", "year", "custom"])
            let date = try o.optionalDay("date")
            let from = try o.optionalDay("from"), to = try o.optionalDay("to")
            let unit = WeightUnit(rawValue: try o.optionalOneOf("unit", ["kg", "lb"]) ?? "kg") ?? .kg
            let format = try o.optionalOneOf("format", ["json", "text", "svg"]) ?? "json"
            let zone = try TimeZoneOption.decode(&o)
            return { ctx, out in
                let zone = ctx.zone(zone)
                let day = date ?? zone.day(of: ctx.currentDate())
                let chosen: ProgressPeriod
                switch period {
                case "week": chosen = .week(day)
                case "month": chosen = .month(day)
                case "year": chosen = .year(day)
                default:
                    guard let from else { throw LiftError.invalid("from", "is required for a custom period") }
                    guard let to else { throw LiftError.invalid("to", "is required for a custom period") }
                    chosen = .custom(from: from, through: to)
                }
                let summary = try LoadProgressSummary(workouts: ctx.workouts, records: ctx.routineRecords, exercises: ctx.exercises,
                                                      weights: ctx.weights, currentDate: ctx.currentDate)
                    .counting(in: zone)(chosen, unit: unit, path: Location(period == "custom" ? "to" : "date"))
                out.setObject("progress_summary") { ProgressSummaryJSON.write(summary, to: $0) }
                if format == "text" { out.set("text", ProgressShare.text(summary)) }
                if format == "svg" { out.set("svg", ProgressShare.svg(summary)) }
            }
        })
}
