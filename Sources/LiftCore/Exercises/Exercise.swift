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

/// What a host asks to save: no id creates an exercise; an id edits the caller's exercise with
/// that id (absent fields kept) or creates one under it.
public struct ExerciseDraft: Equatable, Sendable {
    public var id: RecordID?
    public var name: Edit<String>
    public var tags: Edit<[String]>
    public init(id: RecordID? = nil, name: String, tags: [String] = []) {
        self.id = id; self.name = .set(name); self.tags = .set(tags)
    }
    public static func partial(id: RecordID?, name: Edit<String> = .keep, tags: Edit<[String]> = .keep) -> ExerciseDraft {
        var d = ExerciseDraft(id: id, name: "")
        d.name = name; d.tags = tags
        return d
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
