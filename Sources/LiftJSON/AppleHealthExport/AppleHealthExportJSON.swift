import LiftCore

/// `apple_health_export` requests and answers (docs/API.md, "apple_health_export").
public enum AppleHealthExportJSON {
    /// The request's one member: the file's local path.
    public static func path(_ o: inout JSONObjectReader) throws -> String {
        let path = try o.string("path", maxLength: 4096)
        guard !path.isEmpty else { throw LiftError.invalid(o.pathOf("path"), "is empty") }
        return path
    }

    public static func write(_ s: AppleHealthExportSummary, to out: JSONObjectWriter) {
        out.setObject("types") { o in
            for type in HealthDataType.allCases {
                let c = s.counts[type] ?? .init()
                o.setObject(type.rawValue) { t in
                    t.set("read", c.read)
                    t.set("added", c.added)
                    t.set("updated", c.updated)
                    t.set("unchanged", c.unchanged)
                }
            }
        }
        out.setObject("skipped") { o in for (type, count) in s.skipped { o.set(type, count) } }
        out.set("from", s.first)
        out.set("to", s.last)
        out.set("days_recomputed", s.daysRecomputed)
    }
}
