/// The filters of the lists that have them. A nil field does not filter. Names match by prefix
/// of their key (`NameKey`: trimmed, case-folded); tags, muscles and equipment match an entry
/// exactly as saved.
public struct ExerciseFilter: Equatable, Sendable {
    public var tag: String?
    public var namePrefix: String?
    public init(tag: String? = nil, namePrefix: String? = nil) { self.tag = tag; self.namePrefix = namePrefix }
}

public struct WorkoutFilter: Equatable, Sendable {
    public var category: Workout.Category?
    public var namePrefix: String?
    public var muscle: String?
    public var equipment: String?

    public init(category: Workout.Category? = nil, namePrefix: String? = nil, muscle: String? = nil, equipment: String? = nil) {
        self.category = category; self.namePrefix = namePrefix; self.muscle = muscle; self.equipment = equipment
    }

    /// The same test as the store's, for the built-in catalog that lives in code.
    public func matches(_ w: Workout) -> Bool {
        (category == nil || w.category == category)
            && (namePrefix.map { NameKey.of(w.name).utf8.starts(with: NameKey.of($0).utf8) } ?? true)
            && (muscle.map { w.muscles.contains($0) } ?? true)
            && (equipment.map { w.equipment.contains($0) } ?? true)
    }
}

/// Completions dated in [from, to), of one workout when `workoutID` is given.
public struct CompletionFilter: Equatable, Sendable {
    public var from: Timestamp?
    public var to: Timestamp?
    public var workoutID: RecordID?
    public init(from: Timestamp? = nil, to: Timestamp? = nil, workoutID: RecordID? = nil) {
        self.from = from; self.to = to; self.workoutID = workoutID
    }
}

public struct SavedRouteFilter: Equatable, Sendable {
    public var namePrefix: String?
    public init(namePrefix: String? = nil) { self.namePrefix = namePrefix }
}
