/// The quantity types liblift imports, each feeding one log. Both platforms' names are accepted.
public enum HealthDataType: String, Sendable, CaseIterable {
    /// -> the weight log (one entry per day).
    case bodyMass = "body_mass"
    /// -> the day's steps total.
    case stepCount = "step_count"
    /// -> the day's calories.
    case dietaryEnergy = "dietary_energy"
    /// -> a completion (HKWorkout, ExerciseSessionRecord); sent in a batch's `workouts`.
    case workout = "workout"

    public init?(identifier: String) {
        switch identifier {
        case "HKQuantityTypeIdentifierBodyMass", "WeightRecord", "Weight", "body_mass": self = .bodyMass
        case "HKQuantityTypeIdentifierStepCount", "StepsRecord", "Steps", "step_count": self = .stepCount
        case "HKQuantityTypeIdentifierDietaryEnergyConsumed", "NutritionRecord", "Nutrition", "dietary_energy":
            self = .dietaryEnergy
        case "HKWorkoutTypeIdentifier", "ExerciseSessionRecord", "ExerciseSession", "workout": self = .workout
        default: return nil
        }
    }

    /// HealthKit's identifier, the name liblift writes back.
    public var healthKitIdentifier: String {
        switch self {
        case .bodyMass: return "HKQuantityTypeIdentifierBodyMass"
        case .stepCount: return "HKQuantityTypeIdentifierStepCount"
        case .dietaryEnergy: return "HKQuantityTypeIdentifierDietaryEnergyConsumed"
        case .workout: return "HKWorkoutTypeIdentifier"
        }
    }

    /// The unit values are stored in: kg, count, kcal.
    public var canonicalUnit: String {
        switch self {
        case .bodyMass: return "kg"
        case .stepCount: return "count"
        case .dietaryEnergy, .workout: return "kcal"
        }
    }

    /// `value` in `unit`, in the canonical unit; nil when the unit does not measure this type.
    /// Factors are exact by definition: the international pound (0.45359237 kg) and the
    /// thermochemical calorie (4.184 J). HealthKit's `Cal` is the food calorie, a kcal.
    public func canonical(_ value: Double, unit: String) -> Double? {
        switch (self, unit) {
        case (.bodyMass, "kg"): return value
        case (.bodyMass, "g"): return value / 1000
        case (.bodyMass, "lb"): return value * WeightUnit.kilogramsPerPound
        case (.stepCount, "count"): return value
        case (.dietaryEnergy, "kcal"), (.dietaryEnergy, "Cal"), (.workout, "kcal"), (.workout, "Cal"): return value
        case (.dietaryEnergy, "kJ"), (.workout, "kJ"): return value / 4.184
        default: return nil
        }
    }

    /// Every unit `canonical` reads, for the message of a refusal.
    public var units: [String] {
        switch self {
        case .bodyMass: return ["kg", "g", "lb"]
        case .stepCount: return ["count"]
        case .dietaryEnergy, .workout: return ["kcal", "Cal", "kJ"]
        }
    }

    /// A workout's distance in `unit`, in metres; nil when the unit is not a length. Factors are
    /// exact by definition: the international yard (0.9144 m), foot (0.3048 m) and mile (1609.344 m).
    public static func meters(_ value: Double, unit: String) -> Double? {
        switch unit {
        case "m": return value
        case "km": return value * 1000
        case "mi": return value * 1609.344
        case "yd": return value * 0.9144
        case "ft": return value * 0.3048
        default: return nil
        }
    }

    /// Every unit `meters` reads, for the message of a refusal.
    public static let distanceUnits = ["m", "km", "mi", "yd", "ft"]

    /// The quantity types (the ones a sample's `type` may name).
    public static let quantities: [HealthDataType] = [.bodyMass, .stepCount, .dietaryEnergy]
}
