/// How finely a derived value (a unit conversion, a sum, a mean, an estimate) is reported: the
/// one place derived numbers are rounded, so `176.369809747902` never reaches a host. Values a
/// user entered are never passed through here: they come back as entered.
public enum Precision: Sendable {
    /// Kilograms and pounds: 0.01.
    case weight
    /// Kilocalories: 0.1.
    case energy
    /// Hours: 0.01.
    case hours
    /// Percentages: 0.1.
    case percent
    /// Step counts and other counted quantities' means: 0.1.
    case count

    /// Steps per unit: 100 for 0.01.
    public var scale: Double {
        switch self {
        case .weight, .hours: 100
        case .energy, .percent, .count: 10
        }
    }

    /// The nearest multiple of the step, halves away from zero; non-finite values pass through
    /// (the writer answers them as null).
    public func round(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let scaled = value * scale
        // Beyond 2^52 a Double has no fractional part left to round.
        guard abs(scaled) < 4_503_599_627_370_496 else { return value }
        let r = scaled.rounded(.toNearestOrAwayFromZero) / scale
        return r == 0 ? 0 : r   // no "-0"
    }

    public func round(_ value: Double?) -> Double? { value.map { round($0) } }
}
