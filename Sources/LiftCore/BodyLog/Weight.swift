/// One day's weight (the seed's `WeightItem{id, weight, date}`, with the unit it was entered in).
public struct WeightEntry: Equatable, Sendable {
    public var id: RecordID
    public var day: Day
    public var weight: Double
    public var unit: WeightUnit
    public var note: String?

    public init(id: RecordID, day: Day, weight: Double, unit: WeightUnit, note: String? = nil) {
        self.id = id; self.day = day; self.weight = weight; self.unit = unit; self.note = note
    }

    /// The entry in `target` (as entered when nil or the same unit): how loads answer in one unit.
    public func converted(to target: WeightUnit?) -> WeightEntry {
        guard let target, target != unit else { return self }
        var e = self
        e.weight = unit.convert(weight, to: target)
        e.unit = target
        return e
    }
}

/// What a host sends. Without an id the day is the key: a day already logged is updated. An id
/// edits the caller's entry with that id (absent fields kept; it may move day) or creates one
/// under it.
public struct WeightDraft: Equatable, Sendable {
    public var id: RecordID?
    public var day: Edit<Day>
    public var weight: Edit<Double>
    public var unit: Edit<WeightUnit>
    public var note: Edit<String>

    public init(id: RecordID? = nil, day: Day, weight: Double, unit: WeightUnit, note: String? = nil) {
        self.id = id; self.day = .set(day); self.weight = .set(weight); self.unit = .set(unit); self.note = Edit(note)
    }

    public static func partial(id: RecordID?, day: Edit<Day> = .keep, weight: Edit<Double> = .keep,
                               unit: Edit<WeightUnit> = .keep, note: Edit<String> = .keep) -> WeightDraft {
        var d = WeightDraft(id: id, day: Day(daysSinceEpoch: 0), weight: 0, unit: .kg)
        d.day = day; d.weight = weight; d.unit = unit; d.note = note
        return d
    }
}

extension WeightDraft {
    /// The day, weight and unit when all three are given (a new entry as a CSV line makes it).
    public var values: WeightValue? {
        guard let day = day.given, let weight = weight.given, let unit = unit.given else { return nil }
        return WeightValue(day: day, weight: weight, unit: unit)
    }
}
