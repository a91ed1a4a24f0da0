import LiftCore
import LiftSQLite
import XCTest

/// The goal store over SQLite: the shared cache specs (Support/StoreSpecs.swift; a goal's identity
/// is its category) and its own (category order, delete all).
final class GoalStoreSpecs: XCTestCase, OwnedRecordStoreSpecs {
    private func makeSUT(owner: String = "local") throws -> (SQLiteGoalStore, SQLiteDatabase) {
        let db = try makeTemporaryDatabase()
        return (SQLiteGoalStore(database: db, owner: owner), db)
    }

    private let weightGoal = Goal(category: .weight, target: 72.5, unit: .kg, direction: .lose, start: 80,
                                  startDay: Day(daysSinceEpoch: 20_000), date: Day(daysSinceEpoch: 20_100))
    private let stepsGoal = Goal(category: .steps, target: 10_000, startDay: Day(daysSinceEpoch: 20_000))

    /// Sample 0 is the steps goal, sample 1 the weight goal; saving a goal of a stored category replaces it.
    private func makeAdapter(owner: String = "local", db: SQLiteDatabase? = nil) throws -> StoreSpecsAdapter<Goal, GoalCategory> {
        let db = try db ?? makeTemporaryDatabase()
        let store = SQLiteGoalStore(database: db, owner: owner)
        return StoreSpecsAdapter(
            insert: { n in
                let goal = [self.stepsGoal, self.weightGoal][n]
                try store.saveGoal(goal)
                return goal
            },
            readAll: store.readAllGoals, read: { try store.readGoal($0) }, delete: { try store.deleteGoal($0) },
            id: \.category, missingID: { .weight },
            replace: { old in
                var newer = old
                newer.target = 12_000
                try store.saveGoal(newer)
                return newer
            },
            anotherOwner: { try self.makeAdapter(owner: owner + "-other", db: db) })
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

    func test_retrieve_nonEmptyStoreTwice_deliversSameInCategoryOrder() throws {
        let (sut, _) = try makeSUT()
        try sut.saveGoal(stepsGoal)
        try sut.saveGoal(weightGoal)
        XCTAssertEqual(try sut.readAllGoals(), [weightGoal, stepsGoal])
        XCTAssertEqual(try sut.readAllGoals(), [weightGoal, stepsGoal])
        XCTAssertEqual(try sut.readGoal(.steps), stepsGoal)
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

    func test_deleteAll_nonEmptyStore_countsAndLeavesStoreEmpty() throws {
        let (sut, _) = try makeSUT()
        try sut.saveGoal(weightGoal)
        XCTAssertEqual(try sut.deleteAllGoals(), 1)
        XCTAssertEqual(try sut.readAllGoals(), [])
    }

    func test_retrieve_otherOwner_seesNothing() throws {
        try assertThatAnotherOwnerSeesNothing(on: makeAdapter(owner: "a"))
    }
}
