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

public struct WorkoutDraft: Equatable, Sendable {
    public var id: RecordID?
    public var name: String
    public var category: Workout.Category
    public var instructions: String
    public var equipment: [String]
    public var muscles: [String]
    public var met: Double

    public init(id: RecordID? = nil, name: String, category: Workout.Category, instructions: String = "",
                equipment: [String] = [], muscles: [String] = [], met: Double) {
        self.id = id; self.name = name; self.category = category; self.instructions = instructions
        self.equipment = equipment; self.muscles = muscles; self.met = met
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

    public init(id: RecordID, workoutID: RecordID, duration: Int64, date: Timestamp, bodyWeightKilograms: Double, calories: Double,
                measuredCalories: Double? = nil) {
        self.id = id; self.workoutID = workoutID; self.duration = duration; self.date = date
        self.bodyWeightKilograms = bodyWeightKilograms; self.calories = calories; self.measuredCalories = measuredCalories
    }
}

public struct CompletionDraft: Equatable, Sendable {
    public var id: RecordID?
    public var workoutID: RecordID
    public var duration: Int64
    public var date: Timestamp?
    /// Measured by a device; nil leaves the estimate alone.
    public var calories: Double?
    public init(id: RecordID? = nil, workoutID: RecordID, duration: Int64, date: Timestamp? = nil, calories: Double? = nil) {
        self.id = id; self.workoutID = workoutID; self.duration = duration; self.date = date; self.calories = calories
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
