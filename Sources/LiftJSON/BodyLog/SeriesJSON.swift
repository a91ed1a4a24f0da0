import LiftCore

/// series -> JSON: `{"category","group","unit","points":[{"start","label","count","sum","min","max","mean"}],"overall":{..}}`.
public enum SeriesJSON {
    public static func write(_ s: Series, to o: JSONObjectWriter) {
        let precision = precision(s.category)
        o.set("category", s.category.rawValue)
        o.set("group", s.grouping.rawValue)
        if let unit = s.unit { o.set("unit", unit.rawValue) }
        o.setArray("points") { a in for p in s.points { a.appendObject { write(p, precision, to: $0) } } }
        if let overall = s.overall {
            o.setObject("overall") { q in
                q.set("count", overall.count)
                stats(overall, precision, to: q)
            }
        } else {
            o.setNull("overall")
        }
    }

    /// Every number of a series is derived (sums, means, conversions).
    static func precision(_ c: GoalCategory) -> Precision {
        switch c {
        case .weight: .weight
        case .calories: .energy
        case .steps: .count
        }
    }

    static func write(_ p: SeriesPoint, _ precision: Precision, to o: JSONObjectWriter) {
        o.set("start", p.start)
        o.set("label", p.label)
        o.set("count", p.count)
        stats(p, precision, to: o)
    }

    static func stats(_ p: SeriesPoint, _ precision: Precision, to o: JSONObjectWriter) {
        o.set("sum", precision.round(p.sum))
        o.set("min", precision.round(p.min))
        o.set("max", precision.round(p.max))
        o.set("mean", precision.round(p.mean))
    }
}
