/// Units a weight is entered in: body weight and lifted weight alike. Stored as entered,
/// converted on request.
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
