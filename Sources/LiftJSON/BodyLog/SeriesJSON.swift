import LiftCore

/// series -> JSON: `{"category","group","unit","points":[{"start","label","count","sum","min","max","mean"}],"overall":{..}}`.
public enum SeriesJSON {
    public static func write(_ s: Series, to o: JSONObjectWriter) {
        o.set("category", s.category.rawValue)
        o.set("group", s.grouping.rawValue)
        if let unit = s.unit { o.set("unit", unit.rawValue) }
        o.setArray("points") { a in for p in s.points { a.appendObject { write(p, to: $0) } } }
        if let overall = s.overall {
            o.setObject("overall") { q in
                q.set("count", overall.count)
                stats(overall, to: q)
            }
        } else {
            o.setNull("overall")
        }
    }

    static func write(_ p: SeriesPoint, to o: JSONObjectWriter) {
        o.set("start", p.start)
        o.set("label", p.label)
        o.set("count", p.count)
        stats(p, to: o)
    }

    static func stats(_ p: SeriesPoint, to o: JSONObjectWriter) {
        o.set("sum", p.sum)
        o.set("min", p.min)
        o.set("max", p.max)
        o.set("mean", p.mean)
    }
}
