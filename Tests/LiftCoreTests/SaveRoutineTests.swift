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
            XCTAssertEqual(($0 as? LiftError)?.detail("path"), .location("routine.exercises"))
            XCTAssertEqual(($0 as? LiftError)?.code, "routine_exercises_required")
        }
    }

    func test_saveRoutine_exercisesWithoutName_failsRoutineNameRequiredAndWritesNothing() {
        let (routines, exercises) = (RoutineStoreSpy(), ExerciseStoreSpy())
        let sut = SaveRoutine(routines: routines, exercises: exercises, currentDate: { Timestamp(milliseconds: 0) })
        assertInvalid(liftError({ try sut(RoutineDraft(name: "  ", exercises: [.name("Squat")])) }),
                      path: "routine.name", code: "routine_name_required")
        XCTAssertEqual(routines.messages, [])
        XCTAssertEqual(exercises.messages, [], "no exercise created")
    }
}
