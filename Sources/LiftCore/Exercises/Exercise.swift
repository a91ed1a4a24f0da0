/// An exercise of the catalog (lift-me `Exercise{id, name, creationDate, tags}`).
public struct Exercise: Equatable, Sendable {
    public var id: RecordID
    public var name: String
    public var creationDate: Timestamp
    public var tags: [String]

    public init(id: RecordID, name: String, creationDate: Timestamp, tags: [String]) {
        self.id = id; self.name = name; self.creationDate = creationDate; self.tags = tags
    }
}

/// What a host asks to save: an id updates that exercise, none creates one.
public struct ExerciseDraft: Equatable, Sendable {
    public var id: RecordID?
    public var name: String
    public var tags: [String]
    public init(id: RecordID? = nil, name: String, tags: [String] = []) {
        self.id = id; self.name = name; self.tags = tags
    }
}

/// Infrastructure port (lift-me terminology: Create / Read / Update / Delete).
public protocol ExerciseStore {
    func readExercise(id: RecordID) throws -> Exercise?
    /// By name key (trimmed, lowercased): see `NameKey`.
    func readExercise(nameKey: String) throws -> Exercise?
    /// A page of the exercises matching `filter`, sorted by name key, and how many match.
    func readExercises(_ filter: ExerciseFilter, page: Page) throws -> Paged<Exercise>
    func createExercise(_ exercise: Exercise) throws
    func updateExercise(_ exercise: Exercise) throws
    /// Returns false when there was none.
    func deleteExercise(id: RecordID) throws -> Bool
    func isExerciseInUse(id: RecordID) throws -> Bool
}
