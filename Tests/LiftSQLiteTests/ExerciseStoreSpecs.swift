import LiftCore
import LiftSQLite
import XCTest

/// The seeds' cache specs (retrieve / insert / delete, no side effects on read), once, for the
/// exercise store over SQLite.
final class ExerciseStoreSpecs: XCTestCase {
    private func makeSUT(owner: String = "local") throws -> (SQLiteExerciseStore, SQLiteDatabase) {
        let db = try makeTemporaryDatabase()
        return (SQLiteExerciseStore(database: db, owner: owner), db)
    }

    private func exercise(_ name: String, tags: [String] = []) -> Exercise {
        Exercise(id: .random(), name: name, creationDate: Timestamp(milliseconds: 1_700_000_000_000), tags: tags)
    }

    func test_retrieve_emptyStore_deliversEmpty() throws {
        let (sut, _) = try makeSUT()
        XCTAssertEqual(try sut.readAllExercises(), [])
    }

    func test_retrieve_emptyStoreTwice_deliversEmptyWithoutSideEffects() throws {
        let (sut, _) = try makeSUT()
        XCTAssertEqual(try sut.readAllExercises(), [])
        XCTAssertEqual(try sut.readAllExercises(), [])
    }

    func test_retrieve_nonEmptyStoreTwice_deliversSameData() throws {
        let (sut, _) = try makeSUT()
        let e = exercise("Squat", tags: ["legs", "compound"])
        try sut.createExercise(e)
        XCTAssertEqual(try sut.readAllExercises(), [e])
        XCTAssertEqual(try sut.readAllExercises(), [e])
        XCTAssertEqual(try sut.readExercise(id: e.id), e)
        XCTAssertEqual(try sut.readExercise(nameKey: "squat"), e)
    }

    func test_insert_nonEmptyStore_keepsBothSortedByName() throws {
        let (sut, _) = try makeSUT()
        let b = exercise("bench"), a = exercise("Arnold press")
        try sut.createExercise(b)
        try sut.createExercise(a)
        XCTAssertEqual(try sut.readAllExercises(), [a, b])
    }

    func test_insert_sameNameKeyTwice_failsWithConflict() throws {
        let (sut, _) = try makeSUT()
        try sut.createExercise(exercise("Squat"))
        XCTAssertThrowsError(try sut.createExercise(exercise("squat"))) {
            XCTAssertEqual(($0 as? LiftError)?.status, .conflict)
        }
    }

    func test_update_existing_replacesNameAndTags() throws {
        let (sut, _) = try makeSUT()
        var e = exercise("Squat")
        try sut.createExercise(e)
        e.name = "Back squat"; e.tags = ["legs"]
        try sut.updateExercise(e)
        XCTAssertEqual(try sut.readExercise(id: e.id), e)
    }

    func test_delete_emptyStore_deliversFalseAndStaysEmpty() throws {
        let (sut, _) = try makeSUT()
        XCTAssertFalse(try sut.deleteExercise(id: .random()))
        XCTAssertEqual(try sut.readAllExercises(), [])
    }

    func test_delete_nonEmptyStore_leavesStoreEmpty() throws {
        let (sut, _) = try makeSUT()
        let e = exercise("Squat")
        try sut.createExercise(e)
        XCTAssertTrue(try sut.deleteExercise(id: e.id))
        XCTAssertEqual(try sut.readAllExercises(), [])
    }

    func test_retrieve_otherOwner_seesNothing() throws {
        let (mine, db) = try makeSUT(owner: "a")
        let theirs = SQLiteExerciseStore(database: db, owner: "b")
        let e = exercise("Squat")
        try mine.createExercise(e)
        XCTAssertNil(try theirs.readExercise(id: e.id))
        XCTAssertEqual(try theirs.readAllExercises(), [])
        XCTAssertFalse(try theirs.deleteExercise(id: e.id))
        XCTAssertEqual(try mine.readAllExercises(), [e])
    }
}
