/// The units a weight is entered in. Stored as entered; converted only when asked.
public enum WeightUnit: String, Sendable, CaseIterable {
    case kg, lb

    /// Exact by definition (international pound, 1959).
    public static let kilogramsPerPound = 0.45359237

    public func kilograms(_ value: Double) -> Double {
        self == .kg ? value : value * WeightUnit.kilogramsPerPound
    }

    /// `value` in this unit, converted to `target`.
    public func convert(_ value: Double, to target: WeightUnit) -> Double {
        if self == target { return value }
        return target == .kg ? value * WeightUnit.kilogramsPerPound : value / WeightUnit.kilogramsPerPound
    }
}

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
