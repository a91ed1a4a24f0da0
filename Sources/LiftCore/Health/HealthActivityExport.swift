/// The activity type a completion is written back with, per platform: by catalog workout, else
/// by the workout's category (custom workouts included).
enum HealthActivityExport {
    static let byName: [String: (healthKit: String, healthConnect: String)] = [
        "Running, 6 mph": ("Running", "RUNNING"), "Running, 7 mph": ("Running", "RUNNING"), "Jogging": ("Running", "RUNNING"),
        "Walking, moderate pace": ("Walking", "WALKING"), "Brisk walking": ("Walking", "WALKING"), "Hiking": ("Hiking", "HIKING"),
        "Cycling, 14-16 mph": ("Cycling", "BIKING"), "Stationary cycling": ("Cycling", "BIKING_STATIONARY"),
        "Swimming, freestyle, moderate": ("Swimming", "SWIMMING_POOL"), "Swimming, freestyle, fast": ("Swimming", "SWIMMING_POOL"),
        "Rowing machine, moderate": ("Rowing", "ROWING_MACHINE"), "Rowing machine, vigorous": ("Rowing", "ROWING_MACHINE"),
        "Elliptical trainer": ("Elliptical", "ELLIPTICAL"), "Stair climber": ("StairClimbing", "STAIR_CLIMBING_MACHINE"),
        "Hatha yoga": ("Yoga", "YOGA"), "Power yoga": ("Yoga", "YOGA"), "Sun salutation": ("Yoga", "YOGA"),
        "Pilates": ("Pilates", "PILATES"), "Stretching": ("Flexibility", "STRETCHING"),
        "Kickboxing": ("Kickboxing", "MARTIAL_ARTS"), "Punching bag": ("Boxing", "BOXING"),
    ]

    static func activityType(_ workout: Workout?, platform: HealthPlatform) -> String {
        let pair = workout.flatMap { byName[$0.name] } ?? byCategory(workout?.category ?? .cardio)
        return platform == .healthConnect ? "EXERCISE_TYPE_" + pair.healthConnect : "HKWorkoutActivityType" + pair.healthKit
    }

    private static func byCategory(_ c: Workout.Category) -> (healthKit: String, healthConnect: String) {
        switch c {
        case .strength: return ("TraditionalStrengthTraining", "STRENGTH_TRAINING")
        case .cardio: return ("MixedCardio", "OTHER_WORKOUT")
        case .mobility: return ("Flexibility", "STRETCHING")
        }
    }
}
