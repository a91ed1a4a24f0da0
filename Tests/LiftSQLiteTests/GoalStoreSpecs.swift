import LiftCore
import LiftSQLite
import XCTest

/// Seed 001's cache specs for the goal store: one goal per category.
final class GoalStoreSpecs: XCTestCase {
    private func makeSUT(owner: String = "local") throws -> (SQLiteGoalStore, SQLiteDatabase) {
        let db = try makeTemporaryDatabase()
        return (SQLiteGoalStore(database: db, owner: owner), db)
    }

    private let weightGoal = Goal(category: .weight, target: 72.5, unit: .kg, direction: .lose, start: 80,
                                  startDay: Day(daysSinceEpoch: 20_000), date: Day(daysSinceEpoch: 20_100))
    private let stepsGoal = Goal(category: .steps, target: 10_000, startDay: Day(daysSinceEpoch: 20_000))

    func test_retrieve_emptyStoreTwice_deliversNothingWithoutSideEffects() throws {
        let (sut, _) = try makeSUT()
        XCTAssertEqual(try sut.readAllGoals(), [])
        XCTAssertEqual(try sut.readAllGoals(), [])
        XCTAssertNil(try sut.readGoal(.weight))
    }

    func test_retrieve_nonEmptyStoreTwice_deliversSameInCategoryOrder() throws {
        let (sut, _) = try makeSUT()
        try sut.saveGoal(stepsGoal)
        try sut.saveGoal(weightGoal)
        XCTAssertEqual(try sut.readAllGoals(), [weightGoal, stepsGoal])
        XCTAssertEqual(try sut.readAllGoals(), [weightGoal, stepsGoal])
        XCTAssertEqual(try sut.readGoal(.steps), stepsGoal)
    }

    func test_insert_sameCategoryAgain_replacesIt() throws {
        let (sut, _) = try makeSUT()
        try sut.saveGoal(stepsGoal)
        var newer = stepsGoal
        newer.target = 12_000
        try sut.saveGoal(newer)
        XCTAssertEqual(try sut.readAllGoals(), [newer])
    }

    func test_delete_emptyAndNonEmpty_reportsWhatWasThere() throws {
        let (sut, _) = try makeSUT()
        XCTAssertFalse(try sut.deleteGoal(.weight))
        try sut.saveGoal(weightGoal)
        try sut.saveGoal(stepsGoal)
        XCTAssertTrue(try sut.deleteGoal(.weight))
        XCTAssertEqual(try sut.readAllGoals(), [stepsGoal])
        XCTAssertEqual(try sut.deleteAllGoals(), 1)
        XCTAssertEqual(try sut.readAllGoals(), [])
    }

    func test_retrieve_otherOwner_seesNothing() throws {
        let (mine, db) = try makeSUT(owner: "a")
        let theirs = SQLiteGoalStore(database: db, owner: "b")
        try mine.saveGoal(weightGoal)
        XCTAssertNil(try theirs.readGoal(.weight))
        XCTAssertFalse(try theirs.deleteGoal(.weight))
        XCTAssertEqual(try mine.readAllGoals(), [weightGoal])
    }
}
