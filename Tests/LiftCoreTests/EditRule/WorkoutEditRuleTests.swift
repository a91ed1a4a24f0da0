import LiftCore
import XCTest

/// Save Workout and Save Completion under the save rule (docs/API.md, "Saving"), against spies.
final class WorkoutEditRuleTests: XCTestCase {
    // Not recordID(n): built-in workouts use those ids.
    private let mine = RecordID(uuid: "7d1b0c9e-1f53-4c1b-9a61-0d4f4b2a0001")!
    private let fresh = RecordID(uuid: "7d1b0c9e-1f53-4c1b-9a61-0d4f4b2a0009")!
    private let done = RecordID(uuid: "7d1b0c9e-1f53-4c1b-9a61-0d4f4b2a0002")!
    private var yoga: Workout { Workout(id: mine, name: "Yoga", category: .mobility, instructions: "slowly", equipment: ["mat"],
                               muscles: ["core"], met: 3, compendiumCode: nil, isBuiltIn: false, creationDate: Timestamp(milliseconds: 5)) }
    private let morning = Timestamp(milliseconds: 1_700_000_000_000)

    private func makeSUT() -> (SaveWorkout, SaveCompletion, WorkoutStoreSpy) {
        let store = WorkoutStoreSpy()
        store.custom = [yoga]
        store.completions = [Completion(id: done, workoutID: yoga.id, duration: 600, date: morning,
                                        bodyWeightKilograms: 70, calories: 35)]
        let clock: CurrentDate = { Timestamp(milliseconds: 1_750_000_000_000) }
        return (SaveWorkout(store: store, currentDate: clock),
                SaveCompletion(store: store, bodyWeight: FixedBodyWeight(kilograms: 70), currentDate: clock), store)
    }

    func test_saveWorkout_editWithMetOnly_keepsEveryOtherField() throws {
        let (sut, _, _) = makeSUT()
        var expected = yoga
        expected.met = 3.5
        XCTAssertEqual(try sut(.partial(id: mine, met: .set(3.5))), expected)
    }

    func test_saveWorkout_nullInstructions_clearsThem_givenEquipmentReplaces() throws {
        let (sut, _, _) = makeSUT()
        let saved = try sut(.partial(id: mine, instructions: .clear, equipment: .set(["block"])))
        XCTAssertEqual(saved.instructions, "")
        XCTAssertEqual(saved.equipment, ["block"])
        XCTAssertEqual(saved.muscles, ["core"])
    }

    func test_saveWorkout_nullCategory_failsRequiredField() {
        let (sut, _, _) = makeSUT()
        assertInvalid(liftError { try sut(.partial(id: mine, category: .clear)) }, path: "workout.category", code: "required_field")
    }

    func test_saveWorkout_unknownIDWithoutMet_failsNamingIt_withMetCreatesUnderThatID() throws {
        let (sut, _, store) = makeSUT()
        assertInvalid(liftError { try sut(.partial(id: fresh, name: .set("Row"), category: .set(.cardio))) }, path: "workout.met")
        XCTAssertEqual(store.custom.count, 1)
        XCTAssertEqual(try sut(.partial(id: fresh, name: .set("Row"), category: .set(.cardio), met: .set(7))).id, fresh)
    }

    func test_saveCompletion_editWithoutDate_staysOnItsDate() throws {
        let (_, sut, _) = makeSUT()
        let saved = try sut(.partial(id: done, duration: .set(900)))
        XCTAssertEqual(saved.date, morning)
        XCTAssertEqual(saved.duration, 900)
        XCTAssertEqual(saved.workoutID, yoga.id)
    }

    func test_saveCompletion_nullDate_failsRequiredField() {
        let (_, sut, _) = makeSUT()
        assertInvalid(liftError { try sut(.partial(id: done, date: .clear)) }, path: "completion.date", code: "required_field")
    }

    func test_saveCompletion_unknownIDWithoutDuration_failsNamingIt_completeCreatesUnderThatID() throws {
        let (_, sut, store) = makeSUT()
        assertInvalid(liftError { try sut(.partial(id: fresh, workoutID: .set(yoga.id))) }, path: "completion.duration")
        XCTAssertEqual(store.completions.count, 1)
        let saved = try sut(CompletionDraft(id: fresh, workoutID: yoga.id, duration: 60, date: morning))
        XCTAssertEqual(saved.id, fresh)
        XCTAssertEqual(store.completions.count, 2)
    }
}
