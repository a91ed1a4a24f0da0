import LiftCore

/// Routines in memory, recording each message by name; reads and creates can be told to fail.
final class RoutineStoreSpy: RoutineStore, @unchecked Sendable {
    var messages: [String] = []
    var readError: LiftError?
    var createError: LiftError?
    var routines: [Routine] = []

    func readRoutine(id: RecordID) throws -> Routine? { messages.append("read"); return routines.first { $0.id == id } }
    var pages: [Page] = []
    func readRoutines(page: Page) throws -> Paged<Routine> { messages.append("readPage"); pages.append(page); return page.slice(routines) }
    func readRoutines(nameKey: String, exerciseIDs: [RecordID]) throws -> [Routine] {
        messages.append("readNameOrExercises")
        if let readError { throw readError }
        return routines.filter { NameKey.of($0.name) == nameKey || $0.exercises.map(\.id) == exerciseIDs }
    }
    func createRoutine(_ routine: Routine) throws {
        messages.append("create")
        if let createError { throw createError }
        routines.append(routine)
    }
    func updateRoutine(_ routine: Routine) throws { messages.append("update") }
    func deleteRoutine(id: RecordID) throws -> Bool { messages.append("delete"); return false }
}
