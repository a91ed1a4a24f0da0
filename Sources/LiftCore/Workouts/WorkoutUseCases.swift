/// Save Workout: adds or updates a custom workout. Built-in ones are read-only; names are unique
/// across the catalog and the account's own workouts (trimmed, case-insensitive).
public struct SaveWorkout {
    /// The Compendium's range runs from about 1 (sitting quietly) to under 25.
    public static let metRange = 1.0...25.0
    public static let maxInstructionsLength = 10_000
    let store: WorkoutStore
    let currentDate: CurrentDate

    public init(store: WorkoutStore, currentDate: @escaping CurrentDate) {
        self.store = store; self.currentDate = currentDate
    }

    public func callAsFunction(_ draft: WorkoutDraft, path: Location = Location("workout")) throws -> Workout {
        if let id = draft.id, WorkoutCatalog.workout(id: id) != nil { throw BuiltInWorkout.error(id: id, path: path.key("id")) }
        // The id is looked up first: an edit merges into the stored workout (docs/API.md, "Saving").
        let existing = try EditRule.existing(draft.id) { try store.readCustomWorkout(id: $0) }
        let name = try ExerciseRules.validName(try draft.name.required(existing?.name, path: path.key("name")), path: path.key("name"))
        let category = try draft.category.required(existing?.category, path: path.key("category"))
        let met = try draft.met.required(existing?.met, path: path.key("met"))
        guard met.isFinite, SaveWorkout.metRange.contains(met) else {
            throw LiftError.invalid(path.key("met"), "a MET value is between 1 and 25")
        }
        let instructions = draft.instructions.merged(existing?.instructions) ?? ""
        guard instructions.count <= SaveWorkout.maxInstructionsLength else {
            throw LiftError.invalid(path.key("instructions"), "at most \(SaveWorkout.maxInstructionsLength) characters")
        }
        let equipment = try ExerciseRules.validTags(draft.equipment.list(existing?.equipment), path: path.key("equipment"))
        let muscles = try ExerciseRules.validTags(draft.muscles.list(existing?.muscles), path: path.key("muscles"))
        let key = NameKey.of(name)
        if let clash = try WorkoutCatalog.workout(nameKey: key) ?? store.readCustomWorkout(nameKey: key), clash.id != existing?.id {
            throw LiftError(.conflict, code: "duplicate_workout_name", "a workout named \(clash.name) already exists",
                            details: [.init("name", .string(clash.name)), .init("id", .string(clash.id.text))])
        }
        let workout = Workout(id: existing?.id ?? draft.id ?? .random(), name: name, category: category,
                              instructions: instructions, equipment: equipment, muscles: muscles, met: met,
                              compendiumCode: nil, isBuiltIn: false, creationDate: existing?.creationDate ?? currentDate())
        if existing != nil { try store.updateCustomWorkout(workout) } else { try store.createCustomWorkout(workout) }
        return workout
    }
}

enum BuiltInWorkout {
    static func error(id: RecordID, path: Location) -> LiftError {
        LiftError(.conflict, code: "built_in_workout", "built-in workouts cannot be changed or removed",
                  details: [.init("id", .string(id.text)), .init("path", .location(path))])
    }
}

/// Load Workouts: the catalog then the account's own, optionally one category. Never writes.
public struct LoadWorkouts {
    let store: WorkoutStore
    public init(store: WorkoutStore) { self.store = store }

    public func byID(_ id: RecordID, path: Location = Location("id")) throws -> Workout {
        if let w = WorkoutCatalog.workout(id: id) { return w }
        guard let w = try store.readCustomWorkout(id: id) else { throw LiftError.notFound("workout", id: id.text, path: path) }
        return w
    }

    /// The built-ins (in catalog order) then the account's own (by name), as one list: the
    /// catalog lives in code and is small, so it is filtered here, and the page goes on into the
    /// custom workouts, which the store pages and counts.
    public func list(_ filter: WorkoutFilter = WorkoutFilter(), page: Page = .all) throws -> Paged<Workout> {
        try page.check()
        let builtIns = WorkoutCatalog.all.filter(filter.matches)
        let count = Int64(builtIns.count)
        let start = min(page.offset, count)
        let end = page.limit.map { min(count, start + $0) } ?? count
        let taken = Array(builtIns[Int(start)..<Int(end)])
        let rest = Page(limit: page.limit.map { $0 - Int64(taken.count) },
                        offset: page.offset > count ? page.offset - count : 0)
        let custom = try store.readCustomWorkouts(filter, page: rest)
        return Paged(items: taken + custom.items, total: count + custom.total)
    }
}

/// Remove Workout: custom ones only; one with completions is kept so history stays whole.
public struct RemoveWorkout {
    let store: WorkoutStore
    public init(store: WorkoutStore) { self.store = store }

    public func callAsFunction(_ id: RecordID) throws {
        if WorkoutCatalog.workout(id: id) != nil { throw BuiltInWorkout.error(id: id, path: Location("id")) }
        guard let workout = try store.readCustomWorkout(id: id) else { throw LiftError.notFound("workout", id: id.text) }
        if try store.readCompletions(CompletionFilter(workoutID: id), page: Page(limit: 1)).total > 0 {
            throw LiftError(.conflict, code: "workout_in_use", "\(workout.name) has completions",
                            details: [.init("name", .string(workout.name)), .init("id", .string(id.text))])
        }
        _ = try store.deleteCustomWorkout(id: id)
    }
}
