import LiftCore
import XCTest

/// SaveRoutine against in-memory stores: the use case's rules, independent of SQLite.
final class SaveRoutineTests: XCTestCase {
    func test_saveRoutine_init_doesNotMessageStore() {
        let (routines, exercises) = (RoutineStoreSpy(), ExerciseStoreSpy())
        _ = SaveRoutine(routines: routines, exercises: exercises, currentDate: { Timestamp(milliseconds: 0) })
        XCTAssertEqual(routines.messages, [])
        XCTAssertEqual(exercises.messages, [])
    }

    func test_saveRoutine_readError_deliversErrorAndCreatesNothing() {
        let (routines, exercises) = (RoutineStoreSpy(), ExerciseStoreSpy())
        routines.readError = LiftError(.io, "disk")
        let sut = SaveRoutine(routines: routines, exercises: exercises, currentDate: { Timestamp(milliseconds: 0) })
        XCTAssertThrowsError(try sut(RoutineDraft(name: "A", exercises: [.name("Squat")]))) {
            XCTAssertEqual(($0 as? LiftError)?.status, .io)
        }
        XCTAssertFalse(routines.messages.contains("create"))
    }

    func test_saveRoutine_createError_deliversError() {
        let (routines, exercises) = (RoutineStoreSpy(), ExerciseStoreSpy())
        routines.createError = LiftError(.io, "disk full")
        let sut = SaveRoutine(routines: routines, exercises: exercises, currentDate: { Timestamp(milliseconds: 0) })
        XCTAssertThrowsError(try sut(RoutineDraft(name: "A", exercises: [.name("Squat")])))
    }

    func test_saveRoutine_new_usesCurrentDate() throws {
        let sut = SaveRoutine(routines: RoutineStoreSpy(), exercises: ExerciseStoreSpy(),
                              currentDate: { Timestamp(milliseconds: 42) })
        XCTAssertEqual(try sut(RoutineDraft(name: "A", exercises: [.name("Squat")])).creationDate.milliseconds, 42)
    }

    func test_saveRoutine_nameOnly_failsNeedsExercise() {
        let sut = SaveRoutine(routines: RoutineStoreSpy(), exercises: ExerciseStoreSpy(), currentDate: { Timestamp(milliseconds: 0) })
        XCTAssertThrowsError(try sut(RoutineDraft(name: "A", exercises: []))) {
            XCTAssertEqual(($0 as? LiftError)?.detail("path"), .string("routine.exercises"))
        }
    }
}

final class RoutineStoreSpy: RoutineStore, @unchecked Sendable {
    var messages: [String] = []
    var readError: LiftError?
    var createError: LiftError?
    var routines: [Routine] = []

    func readRoutine(id: RecordID) throws -> Routine? { messages.append("read"); return routines.first { $0.id == id } }
    func readAllRoutines() throws -> [Routine] { messages.append("readAll"); return routines }
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
