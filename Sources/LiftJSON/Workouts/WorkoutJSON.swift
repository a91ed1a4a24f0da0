import LiftCore

/// workout, completion and stats <-> JSON.
public enum WorkoutJSON {
    public static func draft(_ o: inout JSONObjectReader) throws -> WorkoutDraft {
        let id = try o.optionalID("id")
        let name = try o.edit("name") { try $0.string(maxLength: 1000) }
        let category = try o.edit("category") { Workout.Category(rawValue: try $0.oneOf(categoryNames)) ?? .strength }
        let instructions = try o.edit("instructions") { try $0.string(maxLength: 100_000, text: .multiline) }
        let equipment = try o.edit("equipment") { try $0.array(max: ExerciseRules.maxTags).map { try $0.string(maxLength: 1000) } }
        let muscles = try o.edit("muscles") { try $0.array(max: ExerciseRules.maxTags).map { try $0.string(maxLength: 1000) } }
        let met = try o.edit("met") { try $0.double() }
        // Output-only fields, accepted so a loaded workout can be saved back.
        o.ignore("built_in")
        o.ignore("compendium_code")
        o.ignore("creation_date")
        return .partial(id: id, name: name, category: category, instructions: instructions,
                        equipment: equipment, muscles: muscles, met: met)
    }

    static let categoryNames = Workout.Category.allCases.map(\.rawValue)

    public static func write(_ w: Workout, to o: JSONObjectWriter) {
        o.set("id", w.id)
        o.set("name", w.name)
        o.set("category", w.category.rawValue)
        o.set("instructions", w.instructions)
        o.set("equipment", w.equipment)
        o.set("muscles", w.muscles)
        o.set("met", w.met)
        o.set("compendium_code", w.compendiumCode)
        o.set("built_in", w.isBuiltIn)
        o.set("creation_date", w.creationDate)
    }

    public static func completionDraft(_ o: inout JSONObjectReader) throws -> CompletionDraft {
        let id = try o.optionalID("id")
        let workoutID = try o.edit("workout_id") { try $0.id() }
        let duration = try o.edit("duration") { try $0.int(in: -JSONLimits.maxSafeInteger...JSONLimits.maxSafeInteger) }
        let date = try o.edit("date") { try $0.timestamp() }
        o.ignore("body_weight_kg")
        o.ignore("estimated_calories")
        // A loaded completion saved back says `calories_measured: false`: its `calories` is the
        // estimate, not a device's value, and leaves the stored one alone.
        let measured = try o.optionalBool("calories_measured") ?? true
        let calories = try o.edit("calories") { try $0.double() }
        let distance = try o.edit("distance") { try $0.double() }
        return .partial(id: id, workoutID: workoutID, duration: duration, date: date, calories: measured ? calories : .keep,
                        distance: distance)
    }

    public static func write(_ c: Completion, to o: JSONObjectWriter) {
        o.set("id", c.id)
        o.set("workout_id", c.workoutID)
        o.set("duration", c.duration)
        o.set("date", c.date)
        o.set("body_weight_kg", Precision.weight.round(c.bodyWeightKilograms))
        // A measured value is the user's, as entered; the estimate is derived, so rounded.
        o.set("calories", c.measuredCalories ?? Precision.energy.round(c.calories))
        o.set("estimated_calories", Precision.energy.round(c.calories))
        o.set("calories_measured", c.measuredCalories != nil)
        o.set("distance", c.distanceMeters)
    }

    public static func write(_ s: Stats, to o: JSONObjectWriter) {
        o.set("from", s.start)
        o.set("to", s.end.adding(days: -1))
        o.set("calories_burned", Precision.energy.round(s.caloriesBurned))
        o.set("exercises_performed", s.exercisesPerformed)
        o.set("sets_performed", s.setsPerformed)
        o.set("total_volume_kg", Precision.weight.round(s.totalVolumeKilograms))
        o.set("hours_trained", Precision.hours.round(s.hoursTrained))
        o.set("workouts_completed", s.workoutsCompleted)
        o.set("weekly_goal", s.weeklyGoal)
        o.set("weekly_goal_progress", s.weeklyGoalProgress)
        o.set("weekly_goal_hours", Precision.hours.round(s.weeklyGoalHours))
        o.set("current_streak", s.currentStreak)
    }
}
