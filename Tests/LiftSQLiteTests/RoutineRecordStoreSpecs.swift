import LiftCore
import LiftSQLite
import XCTest

/// SQLiteRoutineRecordStore against a real store file: the shared cache specs (Support/StoreSpecs.swift)
/// and its own (queries and pages, the active record, exercise history, links to routines and exercises).
final class RoutineRecordStoreSpecs: XCTestCase, OwnedRecordStoreSpecs, PagingStoreSpecs {
    private struct SUT {
        let db: SQLiteDatabase
        let records: SQLiteRoutineRecordStore
        let routines: SQLiteRoutineStore
        let exercises: SQLiteExerciseStore
    }

    private func makeSUT(owner: String = "local", db: SQLiteDatabase? = nil) throws -> SUT {
        let db = try db ?? makeTemporaryDatabase()
        return SUT(db: db, records: SQLiteRoutineRecordStore(database: db, owner: owner),
                   routines: SQLiteRoutineStore(database: db, owner: owner),
                   exercises: SQLiteExerciseStore(database: db, owner: owner))
    }

    private func exercise(_ name: String, in sut: SUT) throws -> Exercise {
        let e = Exercise(id: .random(), name: name, creationDate: Timestamp(milliseconds: 1), tags: [])
        try sut.exercises.createExercise(e)
        return e
    }

    private func set(_ reps: Int64, _ weight: Double, _ unit: WeightUnit = .kg, at ms: Int64 = 10) -> SetRecord {
        SetRecord(id: .random(), repCount: reps, weight: weight, unit: unit, duration: 30, difficulty: 7,
                  completionDate: Timestamp(milliseconds: ms))
    }

    private func record(at ms: Int64, routine: RecordID? = nil, _ exercises: [(Exercise, [SetRecord])]) -> RoutineRecord {
        RoutineRecord(id: .random(), routineID: routine, note: "n", creationDate: Timestamp(milliseconds: ms),
                      completionDate: Timestamp(milliseconds: ms + 1000),
                      exerciseRecords: exercises.map { ExerciseRecord(id: .random(), exerciseID: $0.0.id, setRecords: $0.1) })
    }

    /// Sample n is a record at n * 100 ms of two stored exercises (not in name order) with their sets.
    private func makeAdapter(owner: String = "local", db: SQLiteDatabase? = nil) throws -> StoreSpecsAdapter<RoutineRecord, RecordID> {
        let sut = try makeSUT(owner: owner, db: db)
        // Sample n, under `id` when one is given (the same id in two owners' stores).
        let insertAs: (RecordID?, Int) throws -> RoutineRecord = { id, n in
            let (a, b) = (try self.exercise("A\(n)", in: sut), try self.exercise("B\(n)", in: sut))
            var r = self.record(at: 100 * Int64(n + 1), [(b, [self.set(5, 100), self.set(3, 225, .lb)]), (a, [self.set(8, 20)])])
            if let id { r.id = id }
            try sut.records.createRoutineRecord(r)
            return r
        }
        return StoreSpecsAdapter(
            insert: { try insertAs(nil, $0) },
            readAll: { try sut.records.readRoutineRecords(RoutineRecordQuery()).records },
            read: { try sut.records.readRoutineRecord(id: $0) }, delete: { try sut.records.deleteRoutineRecord(id: $0) },
            id: \.id, missingID: { .random() },
            replace: { old in
                var r = old
                r.note = nil
                r.exerciseRecords = [ExerciseRecord(id: .random(), exerciseID: try self.exercise("C", in: sut).id, setRecords: [self.set(1, 50)])]
                try sut.records.updateRoutineRecord(r)
                return r
            },
            anotherOwner: { try self.makeAdapter(owner: owner + "-other", db: sut.db) },
            readPage: { page in
                let (records, total) = try sut.records.readRoutineRecords(RoutineRecordQuery(limit: page.limit, offset: page.offset))
                return Paged(items: records, total: total)
            },
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

    func test_retrieve_emptyStore_deliversNoTotalAndNoActiveIDTwice() throws {
        let sut = try makeSUT()
        XCTAssertEqual(try sut.records.readRoutineRecords(RoutineRecordQuery()).total, 0)
        XCTAssertNil(try sut.records.readAndDeleteActiveRoutineRecordID())
        XCTAssertNil(try sut.records.readAndDeleteActiveRoutineRecordID())
    }

    func test_insert_emptyStore_deliversInserted() throws {
        try assertThatInsertThenRetrieveDeliversInserted(on: makeAdapter())
    }

    func test_insert_nonEmptyStore_keepsBoth() throws {
        try assertThatInsertOnNonEmptyStoreKeepsBoth(on: makeAdapter())
    }

    func test_retrieve_exerciseRecordWithoutSets_deliversItEmpty() throws {
        let sut = try makeSUT()
        let r = record(at: 1, [(try exercise("A", in: sut), [])])
        try sut.records.createRoutineRecord(r)
        XCTAssertEqual(try sut.records.readRoutineRecord(id: r.id), r)
    }

    func test_retrieveQuery_byRoutineRangeAndPage_deliversNewestFirstWithTotal() throws {
        let sut = try makeSUT()
        let a = try exercise("A", in: sut)
        let routine = Routine(id: .random(), name: "R", creationDate: Timestamp(milliseconds: 0), exercises: [a])
        try sut.routines.createRoutine(routine)
        let old = record(at: 100, routine: routine.id, [(a, [set(1, 1)])])
        let mid = record(at: 200, [(a, [set(1, 1)])])
        let new = record(at: 300, routine: routine.id, [(a, [set(1, 1)])])
        for r in [mid, old, new] { try sut.records.createRoutineRecord(r) }

        XCTAssertEqual(try sut.records.readRoutineRecords(RoutineRecordQuery()).records.map(\.id), [new.id, mid.id, old.id])
        let byRoutine = try sut.records.readRoutineRecords(RoutineRecordQuery(routineID: routine.id))
        XCTAssertEqual(byRoutine.records.map(\.id), [new.id, old.id])
        let range = try sut.records.readRoutineRecords(RoutineRecordQuery(from: Timestamp(milliseconds: 100), to: Timestamp(milliseconds: 300)))
        XCTAssertEqual(range.records.map(\.id), [mid.id, old.id])
        let page = try sut.records.readRoutineRecords(RoutineRecordQuery(limit: 1, offset: 1))
        XCTAssertEqual(page.records.map(\.id), [mid.id])
        XCTAssertEqual(page.total, 3)
    }

    func test_update_existing_replacesStoredRecord() throws {
        try assertThatUpdateReplacesStoredRecord(on: makeAdapter())
    }

    func test_update_droppingAnExercise_leavesItUnused() throws {
        let sut = try makeSUT()
        let (a, b) = (try exercise("A", in: sut), try exercise("B", in: sut))
        var r = record(at: 100, [(a, [set(5, 100), set(5, 100)])])
        try sut.records.createRoutineRecord(r)
        r.exerciseRecords = [ExerciseRecord(id: .random(), exerciseID: b.id, setRecords: [set(1, 50)])]
        try sut.records.updateRoutineRecord(r)
        XCTAssertFalse(try sut.exercises.isExerciseInUse(id: a.id))
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

    func test_delete_nonEmptyStore_removesSetsAndActivePointer() throws {
        let sut = try makeSUT()
        let a = try exercise("A", in: sut)
        let r = record(at: 1, [(a, [set(1, 1)])])
        try sut.records.createRoutineRecord(r)
        try sut.records.createActiveRoutineRecordID(r.id)
        XCTAssertTrue(try sut.records.deleteRoutineRecord(id: r.id))
        XCTAssertNil(try sut.records.readAndDeleteActiveRoutineRecordID())
        XCTAssertEqual(try sut.records.readExerciseHistory(exerciseID: a.id), [])
    }

    func test_deleteRoutine_withRecords_keepsRecordsUnlinked() throws {
        let sut = try makeSUT()
        let a = try exercise("A", in: sut)
        let routine = Routine(id: .random(), name: "R", creationDate: Timestamp(milliseconds: 0), exercises: [a])
        try sut.routines.createRoutine(routine)
        let r = record(at: 1, routine: routine.id, [(a, [set(1, 1)])])
        try sut.records.createRoutineRecord(r)

        XCTAssertTrue(try sut.routines.deleteRoutine(id: routine.id))
        var unlinked = r
        unlinked.routineID = nil
        XCTAssertEqual(try sut.records.readRoutineRecord(id: r.id), unlinked)
    }

    func test_insert_unknownRoutine_failsAndStoresNothing() throws {
        let sut = try makeSUT()
        let r = record(at: 1, routine: .random(), [(try exercise("A", in: sut), [set(1, 1)])])
        XCTAssertThrowsError(try sut.records.createRoutineRecord(r))
        XCTAssertEqual(try sut.records.readRoutineRecords(RoutineRecordQuery()).total, 0)
    }

    func test_activeID_createdTwice_keepsLatestAndReadClearsIt() throws {
        let sut = try makeSUT()
        let a = try exercise("A", in: sut)
        let (r1, r2) = (record(at: 1, [(a, [])]), record(at: 2, [(a, [])]))
        try sut.records.createRoutineRecord(r1)
        try sut.records.createRoutineRecord(r2)
        try sut.records.createActiveRoutineRecordID(r1.id)
        try sut.records.createActiveRoutineRecordID(r2.id)
        XCTAssertEqual(try sut.records.readAndDeleteActiveRoutineRecordID(), r2.id)
        XCTAssertNil(try sut.records.readAndDeleteActiveRoutineRecordID())
        XCTAssertNotNil(try sut.records.readRoutineRecord(id: r2.id))
    }

    func test_exerciseHistory_deliversNewestRecordFirstAndSetsOldestFirst() throws {
        let sut = try makeSUT()
        let (a, b) = (try exercise("A", in: sut), try exercise("B", in: sut))
        let late = set(2, 2, at: 50), early = set(1, 1, at: 40)
        let older = record(at: 100, [(a, [set(9, 9)]), (b, [set(3, 3)])])
        let newer = record(at: 200, [(a, [late, early])])
        try sut.records.createRoutineRecord(older)
        try sut.records.createRoutineRecord(newer)
        let history = try sut.records.readExerciseHistory(exerciseID: a.id)
        XCTAssertEqual(history.map(\.recordID), [newer.id, older.id])
        XCTAssertEqual(history.first?.setRecords, [early, late])
        XCTAssertEqual(try sut.records.readExerciseHistory(exerciseID: b.id).map(\.recordID), [older.id])
    }

    func test_isExerciseInUse_usedOnlyByARecord_isTrue() throws {
        let sut = try makeSUT()
        let a = try exercise("A", in: sut)
        try sut.records.createRoutineRecord(record(at: 1, [(a, [set(1, 1)])]))
        XCTAssertTrue(try sut.exercises.isExerciseInUse(id: a.id))
    }

    func test_retrieve_otherOwner_seesNothing() throws {
        try assertThatAnotherOwnerSeesNothing(on: makeAdapter())
    }

    func test_insert_sameIDAsAnotherOwner_keepsBothApart() throws {
        try assertThatAnotherOwnerKeepsItsOwnRecordUnderTheSameID(on: makeAdapter())
    }

    func test_historyTotalAndActiveID_otherOwner_seeNothing() throws {
        let sut = try makeSUT()
        let other = try makeSUT(owner: "other", db: sut.db)
        let a = try exercise("A", in: sut)
        let r = record(at: 1, [(a, [set(1, 1)])])
        try sut.records.createRoutineRecord(r)
        try sut.records.createActiveRoutineRecordID(r.id)
        XCTAssertEqual(try other.records.readRoutineRecords(RoutineRecordQuery()).total, 0)
        XCTAssertEqual(try other.records.readExerciseHistory(exerciseID: a.id), [])
        XCTAssertNil(try other.records.readAndDeleteActiveRoutineRecordID())
        XCTAssertEqual(try sut.records.readAndDeleteActiveRoutineRecordID(), r.id)
    }

    func test_readPage_limitAndOffset_deliversThatSliceOfTheWholeOrderWithTheTotal() throws {
        try assertThatPagesSliceTheWholeOrder(on: makeAdapter())
    }

    func test_readPage_offsetPastTheEnd_deliversNoItemsButTheTotal() throws {
        try assertThatOffsetPastTheEndDeliversNothingButTheTotal(on: makeAdapter())
    }
}
