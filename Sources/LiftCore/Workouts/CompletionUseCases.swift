/// Calories burned = MET x body weight (kg) x hours (the Compendium's definition of a MET).
public enum Calories {
    /// Used when no body weight is logged on or before the date: the Compendium's reference adult
    /// is 70 kg, so the estimate is the standard one until the host logs a weight.
    public static let defaultBodyWeightKilograms = 70.0

    public static func burned(met: Double, bodyWeightKilograms: Double, durationSeconds: Int64) -> Double {
        met * bodyWeightKilograms * Double(durationSeconds) / 3600
    }
}

/// Save Completion (WorkoutTracker "mark the workout as completed"): create, or update by id.
public struct SaveCompletion: DayCounting {
    /// A day: a longer single workout is a typo.
    public static let maxDuration: Int64 = 86_400
    /// Far above what a day of exercise burns: a larger measured value is a device's error.
    public static let maxCalories = 50_000.0
    /// Metres: farther than any one workout (a multi-day ultra is several).
    public static let maxDistance = 10_000_000.0
    let store: WorkoutStore
    let bodyWeight: BodyWeightSource
    let currentDate: CurrentDate
    /// The user's zone: "after tomorrow" is counted in it.
    public var zone = ZoneRules.utc

    public init(store: WorkoutStore, bodyWeight: BodyWeightSource, currentDate: @escaping CurrentDate) {
        self.store = store; self.bodyWeight = bodyWeight; self.currentDate = currentDate
    }

    public func callAsFunction(_ draft: CompletionDraft, path: Location = Location("completion")) throws -> Completion {
        // The id is looked up first: an edit merges into the stored completion (docs/API.md, "Saving").
        let existing = try EditRule.existing(draft.id) { try store.readCompletion(id: $0) }
        let duration = try draft.duration.required(existing?.duration, path: path.key("duration"))
        guard (1...SaveCompletion.maxDuration).contains(duration) else {
            throw LiftError.invalid(path.key("duration"), "a duration is 1 to \(SaveCompletion.maxDuration) seconds")
        }
        if let measured = draft.calories.given, !(measured.isFinite && measured >= 0 && measured <= Self.maxCalories) {
            throw LiftError.invalid(path.key("calories"), "measured calories are 0 to \(Int(Self.maxCalories)) kcal")
        }
        if let distance = draft.distance.given, !(distance.isFinite && distance >= 0 && distance <= Self.maxDistance) {
            throw LiftError.invalid(path.key("distance"), "a measured distance is 0 to \(Int(Self.maxDistance)) metres")
        }
        let now = currentDate()
        if let date = draft.date.given {
            try BodyLogRules.checkLoggable(zone.day(of: date), today: zone.day(of: now), path: path.key("date"))
        }
        let workoutID = try draft.workoutID.required(existing?.workoutID, path: path.key("workout_id"))
        let workout = try LoadWorkouts(store: store).byID(workoutID, path: path.key("workout_id"))
        if case .clear = draft.date { throw EditRule.cannotClear(path.key("date")) }
        let date = draft.date.merged(existing?.date) ?? now
        let known = try bodyWeight.bodyWeightKilograms(on: date)
        let weight = known.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? Calories.defaultBodyWeightKilograms
        let completion = Completion(id: existing?.id ?? draft.id ?? .random(), workoutID: workout.id, duration: duration,
                                    date: date, bodyWeightKilograms: weight,
                                    calories: Calories.burned(met: workout.met, bodyWeightKilograms: weight, durationSeconds: duration),
                                    measuredCalories: draft.calories.merged(existing?.measuredCalories),
                                    distanceMeters: draft.distance.merged(existing?.distanceMeters))
        if existing != nil { try store.updateCompletion(completion) } else { try store.createCompletion(completion) }
        return completion
    }
}

/// Load Completions: one by id, or those in [from, to), oldest first. Never writes.
public struct LoadCompletions {
    let store: WorkoutStore
    public init(store: WorkoutStore) { self.store = store }

    public func byID(_ id: RecordID) throws -> Completion {
        guard let c = try store.readCompletion(id: id) else { throw LiftError.notFound("completion", id: id.text) }
        return c
    }

    public func list(_ filter: CompletionFilter = CompletionFilter(), page: Page = .all) throws -> Paged<Completion> {
        if let from = filter.from, let to = filter.to, to < from { throw LiftError.invalid(Location("to"), "the range ends before it starts") }
        try page.check()
        return try store.readCompletions(filter, page: page)
    }
}

public struct RemoveCompletion {
    let store: WorkoutStore
    public init(store: WorkoutStore) { self.store = store }

    public func callAsFunction(_ id: RecordID) throws {
        guard try store.deleteCompletion(id: id) else { throw LiftError.notFound("completion", id: id.text) }
    }
}

/// Save Weekly Goal (WorkoutTracker `weeklyGoal`): workouts per ISO week.
public struct SaveWeeklyGoal {
    public static let range: ClosedRange<Int64> = 1...100
    let store: WorkoutStore
    public init(store: WorkoutStore) { self.store = store }

    public func callAsFunction(workouts: Int64, path: Location = Location("weekly_goal").key("workouts")) throws -> Int64 {
        guard SaveWeeklyGoal.range.contains(workouts) else { throw LiftError.invalid(path, "a weekly goal is 1 to 100 workouts") }
        try store.createOrUpdateWeeklyGoal(workouts)
        return workouts
    }
}
