/// A saved routine: a name and exercises in order (lift-me `Routine`).
/// Its records keep pointing at it until it is removed, then they are unlinked.
public struct Routine: Equatable, Sendable {
    public var id: RecordID
    public var name: String
    public var creationDate: Timestamp
    public var exercises: [Exercise]

    public init(id: RecordID, name: String, creationDate: Timestamp, exercises: [Exercise]) {
        self.id = id; self.name = name; self.creationDate = creationDate; self.exercises = exercises
    }
}

/// How a host names an exercise of a routine: an existing one by id, or by name (created if new).
public enum ExerciseChoice: Equatable, Sendable {
    case id(RecordID)
    case name(String)
}

/// No id creates a routine; an id edits the caller's routine with that id (absent fields kept,
/// a given exercise list replaces the old one) or creates one under it.
public struct RoutineDraft: Equatable, Sendable {
    public var id: RecordID?
    public var name: Edit<String>
    public var exercises: Edit<[ExerciseChoice]>
    public init(id: RecordID? = nil, name: String, exercises: [ExerciseChoice]) {
        self.id = id; self.name = .set(name); self.exercises = .set(exercises)
    }
    public static func partial(id: RecordID?, name: Edit<String> = .keep,
                               exercises: Edit<[ExerciseChoice]> = .keep) -> RoutineDraft {
        var d = RoutineDraft(id: id, name: "", exercises: [])
        d.name = name; d.exercises = exercises
        return d
    }
}

/// Infrastructure port for routines.
public protocol RoutineStore {
    func readRoutine(id: RecordID) throws -> Routine?
    /// A page of the routines sorted by name key, and how many there are.
    func readRoutines(page: Page) throws -> Paged<Routine>
    /// The seed's "read routines with name or exercises": routines whose name key equals
    /// `nameKey` or whose exercise ids equal `exerciseIDs` in order.
    func readRoutines(nameKey: String, exerciseIDs: [RecordID]) throws -> [Routine]
    func createRoutine(_ routine: Routine) throws
    func updateRoutine(_ routine: Routine) throws
    /// Deletes the routine and unlinks its records (they are kept). False when there was none.
    func deleteRoutine(id: RecordID) throws -> Bool
}
