import LiftCore

/// goal <-> JSON: `{"category","target","unit","direction","start","start_date","date","progress":{...}}`.
public enum GoalJSON {
    public static func category(_ o: inout JSONObjectReader, _ key: String = "category") throws -> GoalCategory {
        let name = try o.string(key, maxLength: 256)
        guard let c = GoalCategory(rawValue: name) else {
            let allowed = GoalCategory.allCases.map(\.rawValue)
            throw LiftError(.invalidRequest, code: "unknown_category",
                            "\(o.pathOf(key)): unknown category \(name); expected one of \(allowed.joined(separator: ", "))",
                            details: [.init("path", .string(o.pathOf(key))), .init("allowed", .strings(allowed))])
        }
        return c
    }

    public static func draft(_ o: inout JSONObjectReader) throws -> GoalDraft {
        let category = try category(&o)
        let target = try o.edit("target") { try $0.double() }
        let unit = try WeightJSON.editUnit(&o)
        let direction = try o.edit("direction") { GoalDirection(rawValue: try $0.oneOf(directions)) ?? .keep }
        let start = try o.edit("start") { try $0.double() }
        let date = try o.edit("date") { try $0.day() }
        o.ignore("start_date"); o.ignore("progress")   // server-assigned; a loaded goal can be saved back
        return .partial(category: category, target: target, unit: unit, direction: direction, start: start, date: date)
    }

    static let directions = GoalDirection.allCases.map(\.rawValue)

    public static func write(_ g: Goal, to o: JSONObjectWriter) {
        o.set("category", g.category.rawValue)
        o.set("target", g.target)
        if let unit = g.unit { o.set("unit", unit.rawValue) }
        if let direction = g.direction { o.set("direction", direction.rawValue) }
        if g.category == .weight { o.set("start", g.start) }
        o.set("start_date", g.startDay)
        if let date = g.date { o.set("date", date) }
    }

    public static func write(_ g: Goal, progress p: GoalProgress, to o: JSONObjectWriter) {
        write(g, to: o)
        o.setObject("progress") { q in
            // A weight goal's current weight is converted to the goal's unit: derived.
            let precision: Precision = g.category == .weight ? .weight : .count
            q.set("current", precision.round(p.current))
            q.set("remaining", precision.round(p.remaining))
            q.set("percent", p.percent)
            if let reached = p.reached { q.set("reached", reached) } else { q.setNull("reached") }
            if let onTrack = p.onTrack { q.set("on_track", onTrack) } else { q.setNull("on_track") }
            if p.expected != nil { q.set("expected", p.expected) }
        }
    }
}
