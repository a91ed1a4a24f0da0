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

    public static func draft(_ o: inout JSONObjectReader) throws -> WeightDraft {
        let id = try o.optionalID("id")
        let day = try o.day("date")
        let weight = try o.double("weight")
        let unit = try unit(&o)
        let note = try o.optionalString("note", maxLength: 4000, text: .multiline)
        return WeightDraft(id: id, day: day, weight: weight, unit: unit, note: note)
    }

    public static func write(_ e: WeightEntry, to o: JSONObjectWriter) {
        o.set("id", e.id)
        o.set("date", e.day)
        o.set("weight", e.weight)
        o.set("unit", e.unit.rawValue)
        if let note = e.note { o.set("note", note) }
    }
}
