/// A workout of the catalog (WorkoutTracker): built in, or added by the account.
public struct Workout: Equatable, Sendable {
    public enum Category: String, Sendable, CaseIterable { case strength, cardio, mobility }

    public var id: RecordID
    public var name: String
    public var category: Category
    public var instructions: String
    public var equipment: [String]
    public var muscles: [String]
    /// Metabolic equivalent: energy per kg per hour relative to rest (kcal / kg / h).
    public var met: Double
    /// The Compendium of Physical Activities (2011) code the MET value comes from; nil for custom ones.
    public var compendiumCode: String?
    public var isBuiltIn: Bool
    public var creationDate: Timestamp?

    public init(id: RecordID, name: String, category: Category, instructions: String, equipment: [String],
                muscles: [String], met: Double, compendiumCode: String?, isBuiltIn: Bool, creationDate: Timestamp?) {
        self.id = id; self.name = name; self.category = category; self.instructions = instructions
        self.equipment = equipment; self.muscles = muscles; self.met = met; self.compendiumCode = compendiumCode
        self.isBuiltIn = isBuiltIn; self.creationDate = creationDate
    }
}

/// No id creates a custom workout; an id edits the caller's workout with that id (absent fields
/// kept, given lists replace) or creates one under it.
public struct WorkoutDraft: Equatable, Sendable {
    public var id: RecordID?
    public var name: Edit<String>
    public var category: Edit<Workout.Category>
    public var instructions: Edit<String>
    public var equipment: Edit<[String]>
    public var muscles: Edit<[String]>
    public var met: Edit<Double>

    public init(id: RecordID? = nil, name: String, category: Workout.Category, instructions: String = "",
                equipment: [String] = [], muscles: [String] = [], met: Double) {
        self.id = id; self.name = .set(name); self.category = .set(category); self.instructions = .set(instructions)
        self.equipment = .set(equipment); self.muscles = .set(muscles); self.met = .set(met)
    }

    public static func partial(id: RecordID?, name: Edit<String> = .keep, category: Edit<Workout.Category> = .keep,
                               instructions: Edit<String> = .keep, equipment: Edit<[String]> = .keep,
                               muscles: Edit<[String]> = .keep, met: Edit<Double> = .keep) -> WorkoutDraft {
        var d = WorkoutDraft(id: id, name: "", category: .strength, met: 0)
        d.name = name; d.category = category; d.instructions = instructions
        d.equipment = equipment; d.muscles = muscles; d.met = met
        return d
    }
}

/// A workout marked completed: calories are computed once, when it is saved, from the body
/// weight known then, so a later weigh-in never rewrites history.
public struct Completion: Equatable, Sendable {
    public var id: RecordID
    public var workoutID: RecordID
    /// Seconds.
    public var duration: Int64
    public var date: Timestamp
    public var bodyWeightKilograms: Double
    /// The MET estimate.
    public var calories: Double
    /// What a device (a watch) measured, when the host gave it.
    public var measuredCalories: Double?
    /// What counts: the measured value when there is one, else the estimate.
    public var burnedCalories: Double { measuredCalories ?? calories }
    /// The distance a device measured (a run's, a ride's), in metres, when the host gave it.
    public var distanceMeters: Double?

    public init(id: RecordID, workoutID: RecordID, duration: Int64, date: Timestamp, bodyWeightKilograms: Double, calories: Double,
                measuredCalories: Double? = nil, distanceMeters: Double? = nil) {
        self.id = id; self.workoutID = workoutID; self.duration = duration; self.date = date
        self.bodyWeightKilograms = bodyWeightKilograms; self.calories = calories; self.measuredCalories = measuredCalories
        self.distanceMeters = distanceMeters
    }
}

/// No id creates a completion; an id edits the caller's completion with that id (absent fields
/// kept: an edit without `date` stays on its day) or creates one under it.
public struct CompletionDraft: Equatable, Sendable {
    public var id: RecordID?
    public var workoutID: Edit<RecordID>
    public var duration: Edit<Int64>
    public var date: Edit<Timestamp>
    /// Measured by a device; null removes a measurement (the estimate counts again).
    public var calories: Edit<Double>
    /// Measured by a device, in metres; null removes it.
    public var distance: Edit<Double>
    public init(id: RecordID? = nil, workoutID: RecordID, duration: Int64, date: Timestamp? = nil, calories: Double? = nil,
                distance: Double? = nil) {
        self.id = id; self.workoutID = .set(workoutID); self.duration = .set(duration); self.date = Edit(date)
        self.calories = Edit(calories); self.distance = Edit(distance)
    }

    public static func partial(id: RecordID?, workoutID: Edit<RecordID> = .keep, duration: Edit<Int64> = .keep,
                               date: Edit<Timestamp> = .keep, calories: Edit<Double> = .keep,
                               distance: Edit<Double> = .keep) -> CompletionDraft {
        var d = CompletionDraft(id: id, workoutID: RecordID(trusted: ""), duration: 0)
        d.workoutID = workoutID; d.duration = duration; d.date = date; d.calories = calories; d.distance = distance
        return d
    }
}

/// Custom workouts, completions and the weekly goal (the built-ins live in `WorkoutCatalog`).
public protocol WorkoutStore {
    func readCustomWorkout(id: RecordID) throws -> Workout?
    func readCustomWorkout(nameKey: String) throws -> Workout?
    /// A page of the custom workouts matching `filter`, sorted by name key, and how many match.
    func readCustomWorkouts(_ filter: WorkoutFilter, page: Page) throws -> Paged<Workout>
    func createCustomWorkout(_ workout: Workout) throws
    func updateCustomWorkout(_ workout: Workout) throws
    func deleteCustomWorkout(id: RecordID) throws -> Bool

    func readCompletion(id: RecordID) throws -> Completion?
    /// Completions dated in [from, to), oldest first; nil bounds are open.
    func readCompletions(from: Timestamp?, to: Timestamp?) throws -> [Completion]
    /// A page of the completions matching `filter`, oldest first, and how many match.
    func readCompletions(_ filter: CompletionFilter, page: Page) throws -> Paged<Completion>
    func createCompletion(_ completion: Completion) throws
    func updateCompletion(_ completion: Completion) throws
    func deleteCompletion(id: RecordID) throws -> Bool

    /// Workouts per ISO week the account aims for; nil when never set.
    func readWeeklyGoal() throws -> Int64?
    func createOrUpdateWeeklyGoal(_ workouts: Int64) throws
}

/// Where a body weight comes from: a port, so the body-log feature (kind `weight`) can answer
/// it once it is merged. nil means no weight is known on or before that date.
public protocol BodyWeightSource {
    func bodyWeightKilograms(on date: Timestamp) throws -> Double?
}

/// Used until a weight log is wired in: knows no weight, so calories use the default.
public struct NoBodyWeightSource: BodyWeightSource {
    public init() {}
    public func bodyWeightKilograms(on date: Timestamp) throws -> Double? { nil }
}
