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

/// What a host sends. An id that exists updates that entry; otherwise the day's entry (if any)
/// is updated, because there is one weight per day.
public struct WeightDraft: Equatable, Sendable {
    public var id: RecordID?
    public var day: Day
    public var weight: Double
    public var unit: WeightUnit
    public var note: String?

    public init(id: RecordID? = nil, day: Day, weight: Double, unit: WeightUnit, note: String? = nil) {
        self.id = id; self.day = day; self.weight = weight; self.unit = unit; self.note = note
    }
}
