import LiftCore
import XCTest

/// Save Routine Record (and the active record) under the save rule (docs/API.md, "Saving"), against spies.
final class RoutineRecordEditRuleTests: XCTestCase {
    private let bench = Exercise(id: recordID(11), name: "Bench", creationDate: Timestamp(milliseconds: 1), tags: [])
    private let start = Timestamp(milliseconds: 1_000)
    private let end = Timestamp(milliseconds: 2_000)
    private let now = Timestamp(milliseconds: 9_000)

    private var stored: RoutineRecord {
        RoutineRecord(id: recordID(1), note: "heavy", creationDate: start, completionDate: end, exerciseRecords: [
            ExerciseRecord(id: recordID(21), exerciseID: bench.id, setRecords: [
                SetRecord(id: recordID(31), repCount: 5, weight: 100, unit: .kg, completionDate: start)])])
    }

    private func makeSUT() -> (SaveRoutineRecord, SaveActiveRoutineRecord, RoutineRecordStoreSpy) {
        let records = RoutineRecordStoreSpy(), exercises = ExerciseStoreSpy()
        exercises.exercises = [bench]
        records.records[stored.id] = stored
        let clock: CurrentDate = { [now] in now }
        return (SaveRoutineRecord(records: records, exercises: exercises, routines: RoutineStoreSpy(), currentDate: clock),
                SaveActiveRoutineRecord(records: records, exercises: exercises, routines: RoutineStoreSpy(), currentDate: clock),
                records)
    }

    func test_saveRecord_editWithoutNoteOrCompletionDate_keepsBothAndTheSets() throws {
        let (sut, _, records) = makeSUT()
        let saved = try sut(.partial(id: recordID(1), routineID: .keep))
        XCTAssertEqual(saved, stored)
        XCTAssertEqual(records.messages.last, "update")
    }

    func test_saveRecord_nullNote_clearsItOnly() throws {
        let (sut, _, _) = makeSUT()
        var expected = stored
        expected.note = nil
        XCTAssertEqual(try sut(.partial(id: recordID(1), note: .clear)), expected)
    }

    func test_saveRecord_nullCreationDate_failsRequiredFieldAndWritesNothing() {
        let (sut, _, records) = makeSUT()
        assertInvalid(liftError { try sut(.partial(id: recordID(1), creationDate: .clear)) },
                      path: "routine_record.creation_date", code: "required_field")
        XCTAssertFalse(records.messages.contains("update"))
    }

    func test_saveRecord_givenExerciseRecords_replaceTheOldOnes() throws {
        let (sut, _, _) = makeSUT()
        let set = SetRecordDraft(repCount: 3, weight: 110, unit: .kg)
        let saved = try sut(.partial(id: recordID(1), exerciseRecords: .set([
            ExerciseRecordDraft(exerciseID: bench.id, setRecords: [set, set])])))
        XCTAssertEqual(saved.exerciseRecords.count, 1)
        XCTAssertEqual(saved.exerciseRecords.first?.setRecords.map(\.repCount), [3, 3])
        XCTAssertNotEqual(saved.exerciseRecords.first?.id, recordID(21))
        XCTAssertEqual(saved.note, "heavy")
    }

    func test_saveRecord_unknownID_createsUnderThatID() throws {
        let (sut, _, records) = makeSUT()
        let saved = try sut(RoutineRecordDraft(id: recordID(2), exerciseRecords: [
            ExerciseRecordDraft(exerciseID: bench.id, setRecords: [SetRecordDraft(repCount: 1, weight: 50)])]))
        XCTAssertEqual(saved.id, recordID(2))
        XCTAssertEqual(saved.creationDate, now)
        XCTAssertEqual(records.messages.last, "create")
    }

    func test_saveRecord_unknownIDWithoutExerciseRecords_failsEmptyRecordAndWritesNothing() {
        let (sut, _, records) = makeSUT()
        assertInvalid(liftError { try sut(.partial(id: recordID(2), note: .set("x"))) },
                      path: "routine_record.exercise_records", code: "empty_routine_record")
        XCTAssertFalse(records.messages.contains("create"))
    }

    func test_saveActive_completingAnEmptyRecordByEdit_failsLikeASavedRecord() throws {
        let (_, active, _) = makeSUT()
        let started = try active(RoutineRecordDraft(id: recordID(3), exerciseRecords: []))
        let later = Timestamp(milliseconds: started.creationDate.milliseconds + 1_000)
        assertInvalid(liftError { try active(.partial(id: started.id, completionDate: .set(later))) },
                      path: "active_record.exercise_records", code: "empty_routine_record")
    }
}
