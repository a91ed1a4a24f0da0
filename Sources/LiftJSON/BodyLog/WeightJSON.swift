import LiftCore

/// weight <-> JSON: `{"id","date","weight","unit","note"}`.
public enum WeightJSON {
    /// Built once: a bulk save reads 100k units.
    static let unitNames = WeightUnit.allCases.map(\.rawValue)

    public static func unit(_ o: inout JSONObjectReader, _ key: String = "unit") throws -> WeightUnit {
        let name = try o.oneOf(key, unitNames)
        guard let unit = WeightUnit(rawValue: name) else { throw LiftError.invalid(o.pathOf(key), "unknown unit") }
        return unit
    }

    public static func optionalUnit(_ o: inout JSONObjectReader, _ key: String = "unit") throws -> WeightUnit? {
        guard o.has(key) else { o.ignore(key); return nil }
        return try unit(&o, key)
    }

    /// A unit field of a save: absent, null or kg / lb.
    public static func editUnit(_ o: inout JSONObjectReader, _ key: String = "unit") throws -> Edit<WeightUnit> {
        try o.edit(key) { v in
            guard let unit = WeightUnit(rawValue: try v.oneOf(unitNames)) else { throw LiftError.invalid(v.path, "unknown unit") }
            return unit
        }
    }

    public static func draft(_ o: inout JSONObjectReader) throws -> WeightDraft {
        let id = try o.optionalID("id")
        let day = try o.edit("date") { try $0.day() }
        let weight = try o.edit("weight") { try $0.double() }
        let unit = try editUnit(&o)
        let note = try o.edit("note") { try $0.string(maxLength: 4000, text: .multiline) }
        return .partial(id: id, day: day, weight: weight, unit: unit, note: note)
    }

    public static func write(_ e: WeightEntry, to o: JSONObjectWriter) {
        o.set("id", e.id)
        o.set("date", e.day)
        o.set("weight", e.weight)
        o.set("unit", e.unit.rawValue)
        if let note = e.note { o.set("note", note) }
    }
}
