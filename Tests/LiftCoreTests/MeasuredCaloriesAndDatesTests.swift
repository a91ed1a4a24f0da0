import LiftCore
import XCTest

/// A completion's measured calories beside its MET estimate, and the date rules of completions
/// and routine records (no later than tomorrow; finished no earlier than started), with spies.
final class MeasuredCaloriesAndDatesTests: XCTestCase {
    // Thursday 2026-11-19, 12:00 UTC.
    private let today = Day(daysSinceEpoch: 20_776)   // 2026-11-19
    private var now: Timestamp { Timestamp(milliseconds: today.start.milliseconds + 12 * 3_600_000) }
    private let jogging = WorkoutCatalog.all.first { $0.compendiumCode == "12020" }

    private func save(_ draft: CompletionDraft, into store: WorkoutStoreSpy = WorkoutStoreSpy()) throws -> Completion {
        let now = self.now
        return try SaveCompletion(store: store, bodyWeight: FixedBodyWeight(kilograms: nil), currentDate: { now })(draft)
    }

    func test_saveCompletion_measuredCalories_storedBesideTheEstimateAndCounted() throws {
        let jog = try XCTUnwrap(jogging)
        let store = WorkoutStoreSpy()
        let c = try save(CompletionDraft(workoutID: jog.id, duration: 1800, calories: 312.5), into: store)
        XCTAssertEqual(c.measuredCalories, 312.5)
        XCTAssertEqual(c.calories, 7.0 * 70 * 0.5, accuracy: 1e-9, "the estimate stays")
        XCTAssertEqual(c.burnedCalories, 312.5)
        XCTAssertEqual(store.completions, [c])
    }

    func test_saveCompletion_noMeasuredCalories_countsTheEstimate() throws {
        let c = try save(CompletionDraft(workoutID: try XCTUnwrap(jogging).id, duration: 3600))
        XCTAssertNil(c.measuredCalories)
        XCTAssertEqual(c.burnedCalories, c.calories)
    }

    func test_saveCompletion_measuredCaloriesNegativeOrHuge_failsNamingCaloriesAndStoresNothing() throws {
        let jog = try XCTUnwrap(jogging)
        for bad in [-1, SaveCompletion.maxCalories + 1, .infinity] {
            let store = WorkoutStoreSpy()
            assertInvalid(liftError { try self.save(CompletionDraft(workoutID: jog.id, duration: 60, calories: bad), into: store) },
                          path: "completion.calories")
            XCTAssertTrue(store.completions.isEmpty)
        }
    }

    func test_saveCompletion_measuredDistance_storedKeptByAnEditWithoutItAndClearedByNull() throws {
        let jog = try XCTUnwrap(jogging)
        let store = WorkoutStoreSpy()
        let c = try save(CompletionDraft(workoutID: jog.id, duration: 1800, distance: 5012.5), into: store)
        XCTAssertEqual(store.completions.first?.distanceMeters, 5012.5)
        _ = try save(.partial(id: c.id, duration: .set(1900)), into: store)
        XCTAssertEqual(store.completions.first?.distanceMeters, 5012.5, "an edit without distance keeps it")
        _ = try save(.partial(id: c.id, distance: .clear), into: store)
        XCTAssertNil(store.completions.first?.distanceMeters)
    }

    func test_saveCompletion_measuredDistanceNegativeOrHuge_failsNamingDistanceAndStoresNothing() throws {
        let jog = try XCTUnwrap(jogging)
        for bad in [-1, SaveCompletion.maxDistance + 1, .infinity, .nan] {
            let store = WorkoutStoreSpy()
            assertInvalid(liftError { try self.save(CompletionDraft(workoutID: jog.id, duration: 60, distance: bad), into: store) },
                          path: "completion.distance")
            XCTAssertTrue(store.completions.isEmpty)
        }
    }

    func test_saveCompletion_dateAfterTomorrow_failsDateInFutureAndTomorrowIsAccepted() throws {
        let jog = try XCTUnwrap(jogging)
        let store = WorkoutStoreSpy()
        let later = Timestamp(milliseconds: today.adding(days: 2).start.milliseconds)
        assertInvalid(liftError { try self.save(CompletionDraft(workoutID: jog.id, duration: 60, date: later), into: store) },
                      path: "completion.date", code: "date_in_future")
        XCTAssertTrue(store.completions.isEmpty)
        let tomorrowEvening = Timestamp(milliseconds: today.adding(days: 2).start.milliseconds - 1)
        XCTAssertNoThrow(try save(CompletionDraft(workoutID: jog.id, duration: 60, date: tomorrowEvening)))
    }

    func test_loadStats_measuredCompletion_countsTheMeasuredCalories() throws {
        let jog = try XCTUnwrap(jogging)
        let store = WorkoutStoreSpy()
        _ = try save(CompletionDraft(workoutID: jog.id, duration: 1800, date: now, calories: 500), into: store)
        _ = try save(CompletionDraft(workoutID: jog.id, duration: 1800, date: now), into: store)
        let now = self.now
        let stats = try LoadStats(workouts: store, records: RoutineRecordStoreSpy(), currentDate: { now })(.day(today))
        XCTAssertEqual(stats.caloriesBurned, 500 + 7.0 * 70 * 0.5, accuracy: 1e-9)
    }

    // MARK: routine records

    private func saveRecord(_ draft: RoutineRecordDraft, records: RoutineRecordStoreSpy) throws -> RoutineRecord {
        let exercises = ExerciseStoreSpy()
        exercises.exercises = [Exercise(id: draft.exerciseRecords.given?.first?.exerciseID ?? .random(), name: "Squat",
                                        creationDate: Timestamp(milliseconds: 0), tags: [])]
        let now = self.now
        return try SaveRoutineRecord(records: records, exercises: exercises, routines: RoutineStoreSpy(), currentDate: { now })(draft)
    }

    private func draft(created: Timestamp?, completed: Timestamp?) -> RoutineRecordDraft {
        RoutineRecordDraft(creationDate: created, completionDate: completed, exerciseRecords: [
            ExerciseRecordDraft(exerciseID: RecordID.random(), setRecords: [SetRecordDraft(repCount: 5, weight: 100)])])
    }

    func test_saveRoutineRecord_creationOrCompletionAfterTomorrow_failsDateInFutureAndWritesNothing() {
        let later = Timestamp(milliseconds: today.adding(days: 3).start.milliseconds)
        for (d, path) in [(draft(created: later, completed: nil), "routine_record.creation_date" as Location),
                          (draft(created: now, completed: later), "routine_record.completion_date")] {
            let records = RoutineRecordStoreSpy()
            assertInvalid(liftError { try self.saveRecord(d, records: records) }, path: path, code: "date_in_future")
            XCTAssertTrue(records.records.isEmpty)
        }
    }

    func test_saveRoutineRecord_completedBeforeCreated_failsCompletionBeforeCreation() {
        let records = RoutineRecordStoreSpy()
        let d = draft(created: now, completed: Timestamp(milliseconds: now.milliseconds - 1))
        assertInvalid(liftError { try self.saveRecord(d, records: records) }, path: "routine_record.completion_date",
                      code: "completion_before_creation")
        XCTAssertTrue(records.records.isEmpty)
    }

    func test_saveRoutineRecord_completedInTheSecondItWasCreatedWrittenInWholeSeconds_isSaved() throws {
        let records = RoutineRecordStoreSpy()
        let created = Timestamp(milliseconds: now.milliseconds + 250)
        let d = draft(created: created, completed: Timestamp(milliseconds: now.milliseconds))
        XCTAssertNoThrow(try saveRecord(d, records: records))
        let before = draft(created: created, completed: Timestamp(milliseconds: now.milliseconds - 1))
        assertInvalid(liftError { try self.saveRecord(before, records: records) }, path: "routine_record.completion_date",
                      code: "completion_before_creation")
    }

    func test_saveRoutineRecord_completedAtItsCreation_isSaved() throws {
        let records = RoutineRecordStoreSpy()
        let saved = try saveRecord(draft(created: now, completed: now), records: records)
        XCTAssertEqual(records.records[saved.id], saved)
    }
}
