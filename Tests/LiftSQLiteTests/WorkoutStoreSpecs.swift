import LiftCore
import LiftSQLite
import XCTest

/// SQLiteWorkoutStore against a real store file.
final class WorkoutStoreSpecs: XCTestCase {
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

    func test_retrieve_emptyStoreTwice_deliversEmpty() throws {
        let (sut, _) = try makeSUT()
        XCTAssertEqual(try sut.readCustomWorkouts(), [])
        XCTAssertEqual(try sut.readCustomWorkouts(), [])
        XCTAssertEqual(try sut.readCompletions(from: nil, to: nil), [])
        XCTAssertNil(try sut.readWeeklyGoal())
    }

    func test_insertWorkout_thenRetrieveTwice_deliversItByIDNameAndList() throws {
        let (sut, _) = try makeSUT()
        let w = workout("Skipping")
        try sut.createCustomWorkout(w)
        XCTAssertEqual(try sut.readCustomWorkout(id: w.id), w)
        XCTAssertEqual(try sut.readCustomWorkout(nameKey: "skipping"), w)
        XCTAssertEqual(try sut.readCustomWorkouts(), [w])
        XCTAssertEqual(try sut.readCustomWorkouts(), [w])
    }

    func test_deleteWorkout_existing_removesItOnce() throws {
        let (sut, _) = try makeSUT()
        let w = workout("Skipping")
        try sut.createCustomWorkout(w)
        XCTAssertTrue(try sut.deleteCustomWorkout(id: w.id))
        XCTAssertFalse(try sut.deleteCustomWorkout(id: w.id))
        XCTAssertNil(try sut.readCustomWorkout(id: w.id))
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

    func test_otherOwner_seesNothing() throws {
        let (sut, db) = try makeSUT()
        let (other, _) = try makeSUT(owner: "other", db: db)
        let w = workout("Skipping"), c = completion(at: 1)
        try sut.createCustomWorkout(w)
        try sut.createCompletion(c)
        try sut.createOrUpdateWeeklyGoal(4)
        XCTAssertNil(try other.readCustomWorkout(id: w.id))
        XCTAssertEqual(try other.readCompletions(from: nil, to: nil), [])
        XCTAssertNil(try other.readCompletion(id: c.id))
        XCTAssertNil(try other.readWeeklyGoal())
        XCTAssertFalse(try other.deleteCompletion(id: c.id))
    }
}
