import LiftCore

/// Exercises in memory, recording each message by name.
final class ExerciseStoreSpy: ExerciseStore, @unchecked Sendable {
    var messages: [String] = []
    var exercises: [Exercise] = []
    func readExercise(id: RecordID) throws -> Exercise? { messages.append("read"); return exercises.first { $0.id == id } }
    func readExercise(nameKey: String) throws -> Exercise? { messages.append("readName"); return exercises.first { NameKey.of($0.name) == nameKey } }
    var pageRequests: [(filter: ExerciseFilter, page: Page)] = []
    func readExercises(_ filter: ExerciseFilter, page: Page) throws -> Paged<Exercise> {
        messages.append("readPage")
        pageRequests.append((filter, page))
        return page.slice(exercises.filter { e in
            (filter.tag.map { e.tags.contains($0) } ?? true)
                && (filter.namePrefix.map { NameKey.of(e.name).hasPrefix(NameKey.of($0)) } ?? true)
        })
    }
    func createExercise(_ exercise: Exercise) throws { messages.append("create"); exercises.append(exercise) }
    func updateExercise(_ exercise: Exercise) throws { messages.append("update") }
    func deleteExercise(id: RecordID) throws -> Bool { false }
    func isExerciseInUse(id: RecordID) throws -> Bool { false }
}
