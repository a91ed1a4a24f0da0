/// Maps a platform's workout activity type to a workout of the catalog. Names are compared
/// without their platform prefix and case: `HKWorkoutActivityTypeRunning`, `running` and Health
/// Connect's `EXERCISE_TYPE_RUNNING` are one activity.
public enum HealthActivityMap {
    /// Activity (folded) -> catalog workout name. Where the catalog has several paces, the
    /// moderate one: the measured energy, not the MET, is what counts for an imported workout.
    static let table: [String: String] = [
        "running": "Running, 6 mph", "runningtreadmill": "Running, 6 mph",
        "walking": "Walking, moderate pace", "hiking": "Hiking",
        "cycling": "Cycling, 14-16 mph", "biking": "Cycling, 14-16 mph",
        "bikingstationary": "Stationary cycling", "handcycling": "Stationary cycling",
        "swimming": "Swimming, freestyle, moderate", "swimmingpool": "Swimming, freestyle, moderate",
        "swimmingopenwater": "Swimming, freestyle, moderate",
        "rowing": "Rowing machine, moderate", "rowingmachine": "Rowing machine, moderate",
        "elliptical": "Elliptical trainer", "jumprope": "Jump rope",
        "stairclimbing": "Stair climber", "stairs": "Stair climber", "stairclimbingmachine": "Stair climber",
        "stepper": "Stair climber",
        "traditionalstrengthtraining": "Circuit training", "functionalstrengthtraining": "Circuit training",
        "strengthtraining": "Circuit training", "weightlifting": "Circuit training",
        "crosstraining": "Circuit training", "highintensityintervaltraining": "Circuit training",
        "mixedcardio": "Circuit training", "bootcamp": "Circuit training", "calisthenics": "Circuit training",
        "coretraining": "Crunch",
        "yoga": "Hatha yoga", "pilates": "Pilates", "taichi": "Tai chi",
        "flexibility": "Stretching", "stretching": "Stretching", "mindandbody": "Stretching",
        "cooldown": "Stretching",
        "kickboxing": "Kickboxing", "martialarts": "Kickboxing", "boxing": "Punching bag",
        "dance": "Low-impact aerobics", "dancing": "Low-impact aerobics",
        "cardiodance": "High-impact aerobics", "socialdance": "Low-impact aerobics",
        "steptraining": "High-impact aerobics",
    ]

    /// The catalog workout for an activity name, or nil when liblift has none for it.
    public static func workout(for activity: String) -> Workout? {
        guard let name = table[fold(activity)] else { return nil }
        return WorkoutCatalog.workout(nameKey: NameKey.of(name))
    }

    /// `HKWorkoutActivityTypeTraditionalStrengthTraining` -> `traditionalstrengthtraining`,
    /// `EXERCISE_TYPE_STRENGTH_TRAINING` -> `strengthtraining`.
    static func fold(_ activity: String) -> String {
        var s = Substring(activity)
        for prefix in ["HKWorkoutActivityType", "EXERCISE_TYPE_"] where s.hasPrefix(prefix) { s = s.dropFirst(prefix.count) }
        return String(s.filter { $0 != "_" && $0 != " " }).lowercased()
    }
}
