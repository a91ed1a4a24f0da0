import LiftCore
import XCTest

/// Save Exercise under the save rule (docs/API.md, "Saving"), against a spy.
final class ExerciseEditRuleTests: XCTestCase {
    private let stored = Exercise(id: recordID(1), name: "Squat", creationDate: Timestamp(milliseconds: 5), tags: ["legs"])

    private func makeSUT(_ exercises: [Exercise] = []) -> (SaveExercise, ExerciseStoreSpy) {
        let store = ExerciseStoreSpy()
        store.exercises = exercises
        return (SaveExercise(store: store, currentDate: { Timestamp(milliseconds: 9) }), store)
    }

    func test_saveExercise_renameWithoutTags_keepsTagsAndCreationDate() throws {
        let (sut, store) = makeSUT([stored])
        let saved = try sut(.partial(id: recordID(1), name: .set("Back squat")))
        XCTAssertEqual(saved, Exercise(id: recordID(1), name: "Back squat", creationDate: Timestamp(milliseconds: 5), tags: ["legs"]))
        XCTAssertEqual(store.messages.first, "read")
        XCTAssertEqual(store.messages.last, "update")
    }

    func test_saveExercise_nullTags_clearsThem() throws {
        let (sut, _) = makeSUT([stored])
        XCTAssertEqual(try sut(.partial(id: recordID(1), tags: .clear)).tags, [])
    }

    func test_saveExercise_givenTags_replaceTheOldOnes() throws {
        let (sut, _) = makeSUT([stored])
        XCTAssertEqual(try sut(.partial(id: recordID(1), tags: .set(["quads", "glutes"]))).tags, ["quads", "glutes"])
    }

    func test_saveExercise_nullName_failsRequiredFieldAndWritesNothing() {
        let (sut, store) = makeSUT([stored])
        assertInvalid(liftError { try sut(.partial(id: recordID(1), name: .clear)) }, path: "exercise.name", code: "required_field")
        XCTAssertEqual(store.messages, ["read"])
    }

    func test_saveExercise_unknownID_createsUnderThatID() throws {
        let (sut, store) = makeSUT()
        let saved = try sut(ExerciseDraft(id: recordID(7), name: "Row", tags: ["back"]))
        XCTAssertEqual(saved, Exercise(id: recordID(7), name: "Row", creationDate: Timestamp(milliseconds: 9), tags: ["back"]))
        XCTAssertEqual(store.messages.last, "create")
    }

    func test_saveExercise_unknownIDWithoutName_failsNamingItAndWritesNothing() {
        let (sut, store) = makeSUT()
        assertInvalid(liftError { try sut(.partial(id: recordID(7), tags: .set(["back"]))) }, path: "exercise.name")
        XCTAssertEqual(store.messages, ["read"])
    }
}
