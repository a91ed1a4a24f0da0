import LiftCore
import XCTest

/// Save Routine under the save rule (docs/API.md, "Saving"), against spies.
final class RoutineEditRuleTests: XCTestCase {
    private let squat = Exercise(id: recordID(11), name: "Squat", creationDate: Timestamp(milliseconds: 1), tags: [])
    private let press = Exercise(id: recordID(12), name: "Press", creationDate: Timestamp(milliseconds: 1), tags: [])

    private func makeSUT() -> (SaveRoutine, RoutineStoreSpy) {
        let (routines, exercises) = (RoutineStoreSpy(), ExerciseStoreSpy())
        exercises.exercises = [squat, press]
        routines.routines = [Routine(id: recordID(1), name: "Legs", creationDate: Timestamp(milliseconds: 5), exercises: [squat])]
        return (SaveRoutine(routines: routines, exercises: exercises, currentDate: { Timestamp(milliseconds: 9) }), routines)
    }

    func test_saveRoutine_renameWithoutExercises_keepsThem() throws {
        let (sut, routines) = makeSUT()
        let saved = try sut(.partial(id: recordID(1), name: .set("Leg day")))
        XCTAssertEqual(saved, Routine(id: recordID(1), name: "Leg day", creationDate: Timestamp(milliseconds: 5), exercises: [squat]))
        XCTAssertEqual(routines.messages.last, "update")
    }

    func test_saveRoutine_givenExercises_replaceTheOldList() throws {
        let (sut, _) = makeSUT()
        XCTAssertEqual(try sut(.partial(id: recordID(1), exercises: .set([.id(press.id), .id(squat.id)]))).exercises, [press, squat])
    }

    func test_saveRoutine_nullExercises_failsRequiredFieldAndWritesNothing() {
        let (sut, routines) = makeSUT()
        assertInvalid(liftError { try sut(.partial(id: recordID(1), exercises: .clear)) }, path: "routine.exercises", code: "required_field")
        XCTAssertFalse(routines.messages.contains("update"))
    }

    func test_saveRoutine_unknownID_createsUnderThatID() throws {
        let (sut, routines) = makeSUT()
        let saved = try sut(RoutineDraft(id: recordID(2), name: "Arms", exercises: [.id(press.id)]))
        XCTAssertEqual(saved.id, recordID(2))
        XCTAssertEqual(routines.messages.last, "create")
    }

    func test_saveRoutine_unknownIDWithNameOnly_failsNeedsExercise() {
        let (sut, routines) = makeSUT()
        assertInvalid(liftError { try sut(.partial(id: recordID(2), name: .set("Arms"))) }, path: "routine.exercises",
                      code: "routine_exercises_required")
        XCTAssertFalse(routines.messages.contains("create"))
    }
}
