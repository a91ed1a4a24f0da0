import LiftCore
import LiftSQLite
import XCTest

/// The routine store over SQLite: the shared cache specs (Support/StoreSpecs.swift) and its own
/// (lookup by name or exercise list, exercises kept when a routine goes).
final class RoutineStoreSpecs: XCTestCase, OwnedRecordStoreSpecs, PagingStoreSpecs {
    private func makeSUT() throws -> (SQLiteRoutineStore, SQLiteExerciseStore) {
        let db = try makeTemporaryDatabase()
        return (SQLiteRoutineStore(database: db, owner: "local"), SQLiteExerciseStore(database: db, owner: "local"))
    }

    private func routine(_ name: String, _ exercises: [Exercise]) -> Routine {
        Routine(id: .random(), name: name, creationDate: Timestamp(milliseconds: 1_700_000_000_000), exercises: exercises)
    }

    private func stored(_ names: [String], in store: SQLiteExerciseStore) throws -> [Exercise] {
        try names.map { n in
            let e = Exercise(id: .random(), name: n, creationDate: Timestamp(milliseconds: 1), tags: [])
            try store.createExercise(e)
            return e
        }
    }

    /// Sample n is a routine of three stored exercises, in an order that is not the name order.
    private func makeAdapter(owner: String = "local", db: SQLiteDatabase? = nil) throws -> StoreSpecsAdapter<Routine, RecordID> {
        let db = try db ?? makeTemporaryDatabase()
        let store = SQLiteRoutineStore(database: db, owner: owner), exercises = SQLiteExerciseStore(database: db, owner: owner)
        // Sample n, under `id` when one is given (the same id in two owners' stores).
        let insertAs: (RecordID?, Int) throws -> Routine = { id, n in
            var r = self.routine(n == 0 ? "Push" : "Routine \(n)", try self.stored(["Dips \(n)", "Bench \(n)", "Fly \(n)"], in: exercises))
            if let id { r.id = id }
            try store.createRoutine(r)
            return r
        }
        return StoreSpecsAdapter(
            insert: { try insertAs(nil, $0) },
            readAll: store.readAllRoutines, read: { try store.readRoutine(id: $0) }, delete: { try store.deleteRoutine(id: $0) },
            id: \.id, missingID: { .random() },
            replace: { old in
                var r = old
                r.exercises = try self.stored(["C"], in: exercises)
                r.name = "R2"
                try store.updateRoutine(r)
                return r
            },
            anotherOwner: { try self.makeAdapter(owner: owner + "-other", db: db) },
            readPage: { try store.readRoutines(page: $0) },
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

    func test_insert_emptyStore_deliversInserted() throws {
        try assertThatInsertThenRetrieveDeliversInserted(on: makeAdapter())
    }

    func test_insert_nonEmptyStore_keepsBoth() throws {
        try assertThatInsertOnNonEmptyStoreKeepsBoth(on: makeAdapter())
    }

    func test_readRoutinesWithNameOrExercises_findsEither() throws {
        let (sut, exercises) = try makeSUT()
        let e = try stored(["A", "B"], in: exercises)
        let r1 = routine("One", [e[0]]), r2 = routine("Two", [e[1], e[0]])
        try sut.createRoutine(r1)
        try sut.createRoutine(r2)
        XCTAssertEqual(try sut.readRoutines(nameKey: "one", exerciseIDs: []), [r1])
        XCTAssertEqual(try sut.readRoutines(nameKey: "x", exerciseIDs: [e[1].id, e[0].id]), [r2])
        XCTAssertEqual(try sut.readRoutines(nameKey: "x", exerciseIDs: [e[0].id, e[1].id]), [])
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

    func test_delete_nonEmptyStore_keepsTheExercises() throws {
        let (sut, exercises) = try makeSUT()
        let r = routine("R", try stored(["A"], in: exercises))
        try sut.createRoutine(r)
        XCTAssertTrue(try sut.deleteRoutine(id: r.id))
        XCTAssertEqual(try exercises.readAllExercises().count, 1)
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
