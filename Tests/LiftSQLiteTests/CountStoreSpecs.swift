import LiftCore
import LiftSQLite
import XCTest

/// The calories / steps entries store over SQLite: the shared cache specs (Support/StoreSpecs.swift,
/// on calories) and its own (categories apart, newest first, day totals, delete by day and all).
final class CountStoreSpecs: XCTestCase, OwnedRecordStoreSpecs {
    private func makeSUT(owner: String = "local") throws -> (SQLiteCountStore, SQLiteDatabase) {
        let db = try makeTemporaryDatabase()
        return (SQLiteCountStore(database: db, owner: owner), db)
    }

    private func entry(_ category: CountCategory, _ day: Int64, _ amount: Int64, at ms: Int64 = 1) -> CountEntry {
        CountEntry(id: .random(), category: category, day: Day(daysSinceEpoch: 20_000 + day), amount: amount,
                   note: nil, creationDate: Timestamp(milliseconds: ms))
    }

    private func all(_ sut: SQLiteCountStore, _ c: CountCategory = .calories) throws -> [CountEntry] {
        try sut.readCountEntries(c, from: nil, to: nil, limit: nil, offset: 0)
    }

    /// Sample n is a calories entry of day n.
    private func makeAdapter(owner: String = "local", db: SQLiteDatabase? = nil) throws -> StoreSpecsAdapter<CountEntry, RecordID> {
        let db = try db ?? makeTemporaryDatabase()
        let store = SQLiteCountStore(database: db, owner: owner)
        // Sample n, under `id` when one is given (the same id in two owners' stores).
        let insertAs: (RecordID?, Int) throws -> CountEntry = { id, n in
            var e = self.entry(.calories, Int64(n), 300 + Int64(n))
            if let id { e.id = id }
            try store.createCountEntry(e)
            return e
        }
        return StoreSpecsAdapter(
            insert: { try insertAs(nil, $0) },
            readAll: { try self.all(store) }, read: { try store.readCountEntry(id: $0, category: .calories) },
            delete: { try store.deleteCountEntry(id: $0, category: .calories) },
            id: \.id, missingID: { .random() },
            replace: { old in
                var e = old
                e.amount = 350; e.note = "bigger lunch"
                try store.updateCountEntry(e)
                return e
            },
            anotherOwner: { try self.makeAdapter(owner: owner + "-other", db: db) }, insertAs: insertAs)
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

    func test_retrieveDayTotals_emptyStore_deliversNone() throws {
        let (sut, _) = try makeSUT()
        XCTAssertTrue(try sut.readDayTotals(.calories, from: Day(daysSinceEpoch: 0), to: Day(daysSinceEpoch: 99_999)).isEmpty)
    }

    func test_retrieve_nonEmptyStoreTwice_deliversNewestFirstSameData() throws {
        let (sut, _) = try makeSUT()
        let a = entry(.calories, 1, 300, at: 1), b = entry(.calories, 1, 500, at: 2), c = entry(.calories, 2, 100)
        for e in [a, b, c] { try sut.createCountEntry(e) }
        XCTAssertEqual(try all(sut), [c, b, a])
        XCTAssertEqual(try all(sut), [c, b, a])
        XCTAssertEqual(try sut.readCountEntry(id: a.id, category: .calories), a)
    }

    func test_retrieve_dayTotals_sumEntriesPerDayOldestFirst() throws {
        let (sut, _) = try makeSUT()
        for e in [entry(.steps, 1, 3000), entry(.steps, 1, 4500), entry(.steps, 3, 10), entry(.calories, 1, 999)] {
            try sut.createCountEntry(e)
        }
        let totals = try sut.readDayTotals(.steps, from: Day(daysSinceEpoch: 20_000), to: Day(daysSinceEpoch: 20_010))
        XCTAssertEqual(totals.map(\.day.daysSinceEpoch), [20_001, 20_003])
        XCTAssertEqual(totals.map(\.total), [7500, 10])
    }

    func test_insert_emptyStore_deliversInserted() throws {
        try assertThatInsertThenRetrieveDeliversInserted(on: makeAdapter())
    }

    func test_insert_nonEmptyStore_keepsBoth() throws {
        try assertThatInsertOnNonEmptyStoreKeepsBoth(on: makeAdapter())
    }

    func test_insert_otherCategory_keptApart() throws {
        let (sut, _) = try makeSUT()
        let steps = entry(.steps, 1, 8000)
        try sut.createCountEntry(steps)
        XCTAssertEqual(try all(sut, .calories), [])
        XCTAssertEqual(try all(sut, .steps), [steps])
        XCTAssertNil(try sut.readCountEntry(id: steps.id, category: .calories))
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

    func test_deleteDayAndAll_emptyStore_deliverZero() throws {
        let (sut, _) = try makeSUT()
        XCTAssertEqual(try sut.deleteCountEntries(.calories, day: Day(daysSinceEpoch: 1)), 0)
        XCTAssertEqual(try sut.deleteAllCountEntries(.calories), 0)
    }

    func test_delete_dayEntries_removesOnlyThatDayAndCategory() throws {
        let (sut, _) = try makeSUT()
        let keepOtherDay = entry(.calories, 2, 1), keepSteps = entry(.steps, 1, 1)
        for e in [entry(.calories, 1, 1), entry(.calories, 1, 2), keepOtherDay, keepSteps] { try sut.createCountEntry(e) }
        XCTAssertEqual(try sut.deleteCountEntries(.calories, day: Day(daysSinceEpoch: 20_001)), 2)
        XCTAssertEqual(try all(sut), [keepOtherDay])
        XCTAssertEqual(try all(sut, .steps), [keepSteps])
    }

    func test_retrieve_otherOwner_seesNothing() throws {
        try assertThatAnotherOwnerSeesNothing(on: makeAdapter(owner: "a"))
    }

    func test_insert_sameIDAsAnotherOwner_keepsBothApart() throws {
        try assertThatAnotherOwnerKeepsItsOwnRecordUnderTheSameID(on: makeAdapter(owner: "a"))
    }

    func test_deleteAll_otherOwner_deletesNothing() throws {
        let (mine, db) = try makeSUT(owner: "a")
        let e = entry(.calories, 1, 300)
        try mine.createCountEntry(e)
        XCTAssertEqual(try SQLiteCountStore(database: db, owner: "b").deleteAllCountEntries(.calories), 0)
        XCTAssertEqual(try all(mine), [e])
    }
}
