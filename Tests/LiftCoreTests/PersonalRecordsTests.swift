import LiftCore
import XCTest

/// One-rep max and personal records, independent of SQLite.
final class PersonalRecordsTests: XCTestCase {
    func test_brzycki_fiveRepsOf100_isAbout112point5() throws {
        XCTAssertEqual(try XCTUnwrap(OneRepMax.brzycki(weight: 100, reps: 5)), 112.5, accuracy: 1e-9)
    }

    func test_brzycki_oneRep_isTheWeight() {
        XCTAssertEqual(OneRepMax.brzycki(weight: 140, reps: 1), 140)
    }

    func test_brzycki_thirtySevenRepsOrMore_isTheSetWeightNeverInfiniteOrNegative() {
        XCTAssertEqual(OneRepMax.brzycki(weight: 40, reps: 37), 40)
        XCTAssertEqual(OneRepMax.brzycki(weight: 40, reps: 100), 40)
    }

    func test_brzycki_thirtySixReps_isThirtySixTimesTheWeight() {
        XCTAssertEqual(OneRepMax.brzycki(weight: 40, reps: 36), 40 * 36)
    }

    func test_brzycki_thirtyEightReps_isTheSetWeightNotNegative() {
        XCTAssertEqual(OneRepMax.brzycki(weight: 40, reps: 38), 40)
    }

    func test_brzycki_zeroWeight_isZeroNeverNaN() {
        XCTAssertEqual(OneRepMax.brzycki(weight: 0, reps: 5), 0)
        XCTAssertEqual(OneRepMax.brzycki(weight: 0, reps: 37), 0)
    }

    func test_brzycki_zeroReps_isNil() {
        XCTAssertNil(OneRepMax.brzycki(weight: 100, reps: 0))
    }

    func test_weightUnit_poundToKilogram_usesExactFactor() {
        XCTAssertEqual(WeightUnit.lb.convert(100, to: .kg), 45.359237, accuracy: 1e-12)
        XCTAssertEqual(WeightUnit.kg.convert(45.359237, to: .lb), 100, accuracy: 1e-9)
        XCTAssertEqual(WeightUnit.kg.convert(7, to: .kg), 7)
    }

    func test_loadPersonalRecords_mixedUnits_picksEachBestWithItsRecord() throws {
        let exercise = Exercise(id: .random(), name: "Bench", creationDate: Timestamp(milliseconds: 0), tags: [])
        let heavy = SetRecord(id: .random(), repCount: 1, weight: 300, unit: .lb, completionDate: Timestamp(milliseconds: 1))  // 136.08 kg
        let reps = SetRecord(id: .random(), repCount: 40, weight: 20, unit: .kg, completionDate: Timestamp(milliseconds: 2))
        let volume = SetRecord(id: .random(), repCount: 10, weight: 110, unit: .kg, completionDate: Timestamp(milliseconds: 3))
        let failed = SetRecord(id: .random(), repCount: 0, weight: 500, unit: .kg, completionDate: Timestamp(milliseconds: 4))
        let (older, newer) = (RecordID.random(), RecordID.random())
        let store = HistoryStoreStub(history: [
            ExerciseHistoryEntry(recordID: newer, routineID: nil, creationDate: Timestamp(milliseconds: 2), completionDate: nil,
                                 setRecords: [reps, volume, failed]),
            ExerciseHistoryEntry(recordID: older, routineID: nil, creationDate: Timestamp(milliseconds: 1), completionDate: nil,
                                 setRecords: [heavy]),
        ])
        let exercises = ExerciseStoreSpy()
        exercises.exercises = [exercise]
        let prs = try LoadPersonalRecords(records: store, exercises: exercises)(exerciseID: exercise.id, unit: .kg)

        XCTAssertEqual(prs.heaviestWeight?.set, heavy)
        XCTAssertEqual(prs.heaviestWeight?.recordID, older)
        XCTAssertEqual(try XCTUnwrap(prs.heaviestWeight?.value), 136.077711, accuracy: 1e-6)
        // 110 * 36 / 27 = 146.7 beats the single at 136.08: the heaviest set is not the best estimate.
        XCTAssertEqual(prs.estimatedOneRepMax?.set, volume)
        XCTAssertEqual(try XCTUnwrap(prs.estimatedOneRepMax?.value), 110.0 * 36 / 27, accuracy: 1e-9)
        XCTAssertEqual(prs.mostReps?.set, reps)
        XCTAssertEqual(prs.mostReps?.value, 40)
        XCTAssertEqual(prs.bestSetVolume?.set, volume)
        XCTAssertEqual(prs.bestSetVolume?.recordID, newer)
    }

    func test_loadPersonalRecords_unknownExercise_failsNotFound() {
        let sut = LoadPersonalRecords(records: HistoryStoreStub(history: []), exercises: ExerciseStoreSpy())
        XCTAssertThrowsError(try sut(exerciseID: .random(), unit: .kg)) {
            XCTAssertEqual(($0 as? LiftError)?.status, .notFound)
        }
    }

    func test_loadPersonalRecords_noSets_deliversNoBests() throws {
        let exercise = Exercise(id: .random(), name: "Bench", creationDate: Timestamp(milliseconds: 0), tags: [])
        let exercises = ExerciseStoreSpy()
        exercises.exercises = [exercise]
        let prs = try LoadPersonalRecords(records: HistoryStoreStub(history: []), exercises: exercises)(exerciseID: exercise.id, unit: .lb)
        XCTAssertNil(prs.estimatedOneRepMax)
        XCTAssertNil(prs.heaviestWeight)
        XCTAssertEqual(prs.unit, .lb)
    }
}

/// Serves a fixed exercise history; every other message is unexpected in these tests.
final class HistoryStoreStub: RoutineRecordStore, @unchecked Sendable {
    let history: [ExerciseHistoryEntry]
    init(history: [ExerciseHistoryEntry]) { self.history = history }

    func readExerciseHistory(exerciseID: RecordID, page: Page) throws -> Paged<ExerciseHistoryEntry> { page.slice(history) }
    func readRoutineRecord(id: RecordID) throws -> RoutineRecord? { nil }
    func readRoutineRecords(_ query: RoutineRecordQuery) throws -> (records: [RoutineRecord], total: Int64) { ([], 0) }
    func createRoutineRecord(_ record: RoutineRecord) throws { XCTFail("unexpected write") }
    func updateRoutineRecord(_ record: RoutineRecord) throws { XCTFail("unexpected write") }
    func deleteRoutineRecord(id: RecordID) throws -> Bool { XCTFail("unexpected write"); return false }
    func createActiveRoutineRecordID(_ id: RecordID) throws { XCTFail("unexpected write") }
    func readAndDeleteActiveRoutineRecordID() throws -> RecordID? { nil }
}
