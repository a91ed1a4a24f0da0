import LiftCore
import LiftSQLite
import XCTest

/// SQLiteWorkoutStore against a real store file: the shared cache specs (Support/StoreSpecs.swift)
/// on custom workouts, and its own on completions and the weekly goal.
final class WorkoutStoreSpecs: XCTestCase, OwnedRecordStoreSpecs, PagingStoreSpecs {
    private func makeSUT(owner: String = "local", db: SQLiteDatabase? = nil) throws -> (SQLiteWorkoutStore, SQLiteDatabase) {
        let db = try db ?? makeTemporaryDatabase()
        return (SQLiteWorkoutStore(database: db, owner: owner), db)
    }

    private func workout(_ name: String) -> Workout {
        Workout(id: .random(), name: name, category: .cardio, instructions: "go", equipment: ["rope", "mat"], muscles: ["legs"],
                met: 6.5, compendiumCode: nil, isBuiltIn: false, creationDate: Timestamp(milliseconds: 5))
    }

    private func completion(at ms: Int64) -> Completion {
        Completion(id: .random(), workoutID: .random(), duration: 600, date: Timestamp(milliseconds: ms),
                   bodyWeightKilograms: 70, calories: 50)
    }

    /// Sample n is a custom workout named "Skipping" (n = 0) or "Workout n".
    private func makeAdapter(owner: String = "local", db: SQLiteDatabase? = nil) throws -> StoreSpecsAdapter<Workout, RecordID> {
        let (store, db) = try makeSUT(owner: owner, db: db)
        // Sample n, under `id` when one is given (the same id in two owners' stores).
        let insertAs: (RecordID?, Int) throws -> Workout = { id, n in
            var w = self.workout(n == 0 ? "Skipping" : "Workout \(n)")
            if let id { w.id = id }
            try store.createCustomWorkout(w)
            return w
        }
        return StoreSpecsAdapter(
            insert: { try insertAs(nil, $0) },
            readAll: store.readCustomWorkouts, read: { try store.readCustomWorkout(id: $0) },
            delete: { try store.deleteCustomWorkout(id: $0) },
            id: \.id, missingID: { .random() },
            replace: { old in
                var w = old
                w.name = "Rope skipping"; w.equipment = ["rope"]; w.met = 8
                try store.updateCustomWorkout(w)
                return w
            },
            anotherOwner: { try self.makeAdapter(owner: owner + "-other", db: db) },
            readPage: { try store.readCustomWorkouts(WorkoutFilter(), page: $0) },
            insertAs: insertAs)
    }

    func test_retrieve_emptyStore_deliversEmpty() throws {
        try assertThatRetrieveDeliversEmptyOnEmptyStore(on: makeAdapter())
    }

    func test_retrieve_emptyStoreTwice_deliversEmptyWithoutSideEffects() throws {
        try assertThatRetrieveHasNoSideEffectsOnEmptyStore(on: makeAdapter())
    }

    func test_retrieve_nonEmptyStoreTwice_deliversSameData() throws {
        try assertThatRetrieveHasNoSideEffectsOnNonEmptyStore(on: makeAdapter())
    }

    func test_retrieveCompletionsAndWeeklyGoal_emptyStore_deliverNothing() throws {
        let (sut, _) = try makeSUT()
        XCTAssertEqual(try sut.readCompletions(from: nil, to: nil), [])
        XCTAssertNil(try sut.readWeeklyGoal())
    }

    func test_retrieveByNameKey_storedWorkout_deliversIt() throws {
        let (sut, _) = try makeSUT()
        let w = workout("Skipping")
        try sut.createCustomWorkout(w)
        XCTAssertEqual(try sut.readCustomWorkout(nameKey: "skipping"), w)
    }

    func test_insert_emptyStore_deliversInserted() throws {
        try assertThatInsertThenRetrieveDeliversInserted(on: makeAdapter())
    }

    func test_insert_nonEmptyStore_keepsBoth() throws {
        try assertThatInsertOnNonEmptyStoreKeepsBoth(on: makeAdapter())
    }

    func test_update_existing_replacesStoredRecord() throws {
        try assertThatUpdateReplacesStoredRecord(on: makeAdapter())
    }

    func test_delete_emptyStore_deliversFalseAndStaysEmpty() throws {
        try assertThatDeleteHasNoSideEffectsOnEmptyStore(on: makeAdapter())
    }

    func test_delete_nonEmptyStore_leavesStoreEmpty() throws {
        try assertThatDeleteEmptiesNonEmptyStore(on: makeAdapter())
    }

    func test_delete_oneOfTwo_removesOnlyThatRecordOnce() throws {
        try assertThatDeleteRemovesOnlyTheRecord(on: makeAdapter())
    }

    func test_retrieveCompletions_range_deliversOldestFirstWithinHalfOpenRange() throws {
        let (sut, _) = try makeSUT()
        let (a, b, c) = (completion(at: 300), completion(at: 100), completion(at: 200))
        for x in [a, b, c] { try sut.createCompletion(x) }
        XCTAssertEqual(try sut.readCompletions(from: nil, to: nil), [b, c, a])
        XCTAssertEqual(try sut.readCompletions(from: Timestamp(milliseconds: 100), to: Timestamp(milliseconds: 300)), [b, c])
    }

    func test_weeklyGoal_savedTwice_keepsLatest() throws {
        let (sut, _) = try makeSUT()
        try sut.createOrUpdateWeeklyGoal(3)
        try sut.createOrUpdateWeeklyGoal(5)
        XCTAssertEqual(try sut.readWeeklyGoal(), 5)
    }

    func test_retrieve_otherOwner_seesNothing() throws {
        try assertThatAnotherOwnerSeesNothing(on: makeAdapter())
    }

    func test_insert_sameIDAsAnotherOwner_keepsBothApart() throws {
        try assertThatAnotherOwnerKeepsItsOwnRecordUnderTheSameID(on: makeAdapter())
    }

    func test_completionsAndWeeklyGoal_otherOwner_seesNothing() throws {
        let (sut, db) = try makeSUT()
        let (other, _) = try makeSUT(owner: "other", db: db)
        let c = completion(at: 1)
        try sut.createCompletion(c)
        try sut.createOrUpdateWeeklyGoal(4)
        XCTAssertEqual(try other.readCompletions(from: nil, to: nil), [])
        XCTAssertNil(try other.readCompletion(id: c.id))
        XCTAssertNil(try other.readWeeklyGoal())
        XCTAssertFalse(try other.deleteCompletion(id: c.id))
    }

    func test_readPage_limitAndOffset_deliversThatSliceOfTheWholeOrderWithTheTotal() throws {
        try assertThatPagesSliceTheWholeOrder(on: makeAdapter())
    }

    func test_readPage_offsetPastTheEnd_deliversNoItemsButTheTotal() throws {
        try assertThatOffsetPastTheEndDeliversNothingButTheTotal(on: makeAdapter())
    }
}
