/// The units an export writes each imported quantity in, converted exactly (factors by
/// definition) to liblift's: kilograms, counts, kilocalories, seconds, metres. A unit not listed
/// is refused naming it rather than guessed.
public enum AppleHealthUnits {
    /// Kilograms per unit of body mass.
    static let mass: [String: Double] = ["kg": 1, "g": 0.001, "lb": WeightUnit.kilogramsPerPound,
                                         "st": 14 * WeightUnit.kilogramsPerPound]
    /// Kilocalories per unit of energy (HealthKit's `Cal` is the large calorie, a kilocalorie).
    static let energy: [String: Double] = ["kcal": 1, "Cal": 1, "kJ": 1 / 4.184, "cal": 0.001]
    static let count: [String: Double] = ["count": 1]
    /// Seconds per unit of a workout's duration.
    static let duration: [String: Double] = ["min": 60, "s": 1, "hr": 3600]
    /// Metres per unit of a workout's distance.
    static let distance: [String: Double] = ["km": 1000, "m": 1, "mi": 1609.344, "yd": 0.9144]

    static func table(for kind: AppleHealthExportEntry.Kind) -> [String: Double] {
        switch kind {
        case .bodyMass: mass
        case .stepCount: count
        case .dietaryEnergy: energy
        case .workout: [:]
        }
    }
}
