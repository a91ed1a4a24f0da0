import LiftCore
import LiftSQLite
import XCTest

/// The exercise store over SQLite: the shared cache specs (Support/StoreSpecs.swift) and its own
/// (name order, name-key conflicts, lookup by name key).
final class ExerciseStoreSpecs: XCTestCase, OwnedRecordStoreSpecs, PagingStoreSpecs {
    private func makeSUT() throws -> (SQLiteExerciseStore, SQLiteDatabase) {
        let db = try makeTemporaryDatabase()
        return (SQLiteExerciseStore(database: db, owner: "local"), db)
    }

    private func exercise(_ name: String, tags: [String] = []) -> Exercise {
        Exercise(id: .random(), name: name, creationDate: Timestamp(milliseconds: 1_700_000_000_000), tags: tags)
    }

    /// The shared cache specs run against this adapter; sample n is a named, tagged exercise.
    private func makeAdapter(owner: String = "local", db: SQLiteDatabase? = nil) throws -> StoreSpecsAdapter<Exercise, RecordID> {
        let db = try db ?? makeTemporaryDatabase()
        let store = SQLiteExerciseStore(database: db, owner: owner)
        // Sample n, under `id` when one is given (the same id in two owners' stores).
        let insertAs: (RecordID?, Int) throws -> Exercise = { id, n in
            var e = self.exercise(n == 0 ? "Squat" : "Exercise \(n)", tags: ["legs", "compound"])
            if let id { e.id = id }
            try store.createExercise(e)
            return e
        }
        return StoreSpecsAdapter(
            insert: { try insertAs(nil, $0) },
            readAll: store.readAllExercises, read: { try store.readExercise(id: $0) }, delete: { try store.deleteExercise(id: $0) },
            id: \.id, missingID: { .random() },
            replace: { old in
                var e = old
                e.name = "Back squat"; e.tags = ["legs"]
                try store.updateExercise(e)
                return e
            },
            anotherOwner: { try self.makeAdapter(owner: owner + "-other", db: db) },
            readPage: { try store.readExercises(ExerciseFilter(), page: $0) },
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

    func test_retrieve_byNameKey_deliversTheExerciseWhateverTheCase() throws {
        let (sut, _) = try makeSUT()
        let e = exercise("Squat", tags: ["legs", "compound"])
        try sut.createExercise(e)
        XCTAssertEqual(try sut.readExercise(nameKey: "squat"), e)
    }

    func test_insert_emptyStore_deliversInserted() throws {
        try assertThatInsertThenRetrieveDeliversInserted(on: makeAdapter())
    }

    func test_insert_nonEmptyStore_keepsBoth() throws {
        try assertThatInsertOnNonEmptyStoreKeepsBoth(on: makeAdapter())
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

    func test_retrieve_otherOwner_seesNothing() throws {
        try assertThatAnotherOwnerSeesNothing(on: makeAdapter(owner: "a"))
    }

    func test_readPage_limitAndOffset_deliversThatSliceOfTheWholeOrderWithTheTotal() throws {
        try assertThatPagesSliceTheWholeOrder(on: makeAdapter())
    }

    func test_readPage_offsetPastTheEnd_deliversNoItemsButTheTotal() throws {
        try assertThatOffsetPastTheEndDeliversNothingButTheTotal(on: makeAdapter())
    }

    func test_insert_sameIDAsAnotherOwner_keepsBothApart() throws {
        try assertThatAnotherOwnerKeepsItsOwnRecordUnderTheSameID(on: makeAdapter(owner: "a"))
    }
}
