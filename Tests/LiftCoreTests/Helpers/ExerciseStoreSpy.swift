import LiftCore

/// Exercises in memory, recording each message by name.
final class ExerciseStoreSpy: ExerciseStore, @unchecked Sendable {
    var messages: [String] = []
    var exercises: [Exercise] = []
    func readExercise(id: RecordID) throws -> Exercise? { messages.append("read"); return exercises.first { $0.id == id } }
    func readExercise(nameKey: String) throws -> Exercise? { messages.append("readName"); return exercises.first { NameKey.of($0.name) == nameKey } }
    func readAllExercises() throws -> [Exercise] { exercises }
    func createExercise(_ exercise: Exercise) throws { messages.append("create"); exercises.append(exercise) }
    func updateExercise(_ exercise: Exercise) throws { messages.append("update") }
    func deleteExercise(id: RecordID) throws -> Bool { false }
    func isExerciseInUse(id: RecordID) throws -> Bool { false }
}
