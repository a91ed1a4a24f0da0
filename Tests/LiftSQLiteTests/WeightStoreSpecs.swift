import LiftCore
import LiftSQLite
import XCTest

/// The weight store over SQLite: the shared cache specs (Support/StoreSpecs.swift) and its own
/// (one entry a day, newest first, ranges and pages, values, counts, delete all, corrupt rows).
final class WeightStoreSpecs: XCTestCase, OwnedRecordStoreSpecs {
    private func makeSUT(owner: String = "local") throws -> (SQLiteWeightStore, SQLiteDatabase) {
        let db = try makeTemporaryDatabase()
        return (SQLiteWeightStore(database: db, owner: owner), db)
    }

    private func entry(_ day: Int64, _ weight: Double, _ unit: WeightUnit = .kg, note: String? = nil) -> WeightEntry {
        WeightEntry(id: .random(), day: Day(daysSinceEpoch: 20_000 + day), weight: weight, unit: unit, note: note)
    }

    private func all(_ sut: SQLiteWeightStore) throws -> [WeightEntry] {
        try sut.readWeights(from: nil, to: nil, limit: nil, offset: 0)
    }

    /// Sample n is the entry of day n; sample 0 has a note.
    private func makeAdapter(owner: String = "local", db: SQLiteDatabase? = nil) throws -> StoreSpecsAdapter<WeightEntry, RecordID> {
        let db = try db ?? makeTemporaryDatabase()
        let store = SQLiteWeightStore(database: db, owner: owner)
        // Sample n, under `id` when one is given (the same id in two owners' stores).
        let insertAs: (RecordID?, Int) throws -> WeightEntry = { id, n in
            var e = self.entry(Int64(n), 70 + Double(n), note: n == 0 ? "morning" : nil)
            if let id { e.id = id }
            _ = try store.saveWeightForDay(e)
            return e
        }
        return StoreSpecsAdapter(
            insert: { try insertAs(nil, $0) },
            readAll: { try self.all(store) }, read: { try store.readWeight(id: $0) }, delete: { try store.deleteWeight(id: $0) },
            id: \.id, missingID: { .random() },
            replace: { old in
                var e = old
                e.day = e.day.adding(days: 3); e.weight = 69
                try store.updateWeight(e)
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

    func test_count_emptyStore_deliversZero() throws {
        let (sut, _) = try makeSUT()
        XCTAssertEqual(try sut.countWeights(from: nil, to: nil), 0)
    }

    func test_retrieve_nonEmptyStoreTwice_deliversSameDataNewestFirst() throws {
        let (sut, _) = try makeSUT()
        let old = entry(1, 80.5, note: "morning"), new = entry(2, 176, .lb)
        _ = try sut.saveWeightForDay(old)
        _ = try sut.saveWeightForDay(new)
        XCTAssertEqual(try all(sut), [new, old])
        XCTAssertEqual(try all(sut), [new, old])
        XCTAssertEqual(try sut.readWeight(id: old.id), old)
        XCTAssertEqual(try sut.readWeight(day: new.day), new)
    }

    func test_retrieve_rangeAndPage_deliversOnlyThatSlice() throws {
        let (sut, _) = try makeSUT()
        let entries = (1...5).map { entry($0, 80 + Double($0)) }
        for e in entries { _ = try sut.saveWeightForDay(e) }
        let from = entries[1].day, to = entries[3].day
        XCTAssertEqual(try sut.readWeights(from: from, to: to, limit: nil, offset: 0), [entries[3], entries[2], entries[1]])
        XCTAssertEqual(try sut.readWeights(from: from, to: to, limit: 1, offset: 1), [entries[2]])
        XCTAssertEqual(try sut.countWeights(from: from, to: to), 3)
    }

    func test_retrieveValues_range_deliversOnlyThatSliceOldestFirstAsEntered() throws {
        let (sut, _) = try makeSUT()
        let entries = [entry(1, 80), entry(2, 176, .lb, note: "gym"), entry(3, 79), entry(4, 78)]
        for e in entries { _ = try sut.saveWeightForDay(e) }
        XCTAssertEqual(try sut.readWeightValues(from: entries[1].day, to: entries[2].day), [
            WeightValue(day: entries[1].day, weight: 176, unit: .lb), WeightValue(day: entries[2].day, weight: 79, unit: .kg)])
        XCTAssertEqual(try sut.readWeightValues(from: entries[3].day.adding(days: 1), to: entries[3].day.adding(days: 9)), [])
    }

    func test_retrieveValues_otherOwner_seesNothing() throws {
        let (sut, db) = try makeSUT()
        _ = try sut.saveWeightForDay(entry(1, 80))
        let other = SQLiteWeightStore(database: db, owner: "someone-else")
        XCTAssertEqual(try other.readWeightValues(from: Day(daysSinceEpoch: 0), to: Day(daysSinceEpoch: 40_000)), [])
    }

    func test_insert_emptyStore_deliversInserted() throws {
        try assertThatInsertThenRetrieveDeliversInserted(on: makeAdapter())
    }

    func test_insert_nonEmptyStore_keepsBoth() throws {
        try assertThatInsertOnNonEmptyStoreKeepsBoth(on: makeAdapter())
    }

    func test_insert_emptyStore_storesAndReportsCreated() throws {
        let (sut, _) = try makeSUT()
        let e = entry(1, 70)
        let saved = try sut.saveWeightForDay(e)
        XCTAssertTrue(saved.created)
        XCTAssertEqual(saved.entry, e)
        XCTAssertEqual(try all(sut), [e])
    }

    func test_insert_sameDayTwice_updatesThatDayKeepingItsID() throws {
        let (sut, _) = try makeSUT()
        let first = entry(1, 70)
        _ = try sut.saveWeightForDay(first)
        let second = entry(1, 71, .lb, note: "after lunch")
        let saved = try sut.saveWeightForDay(second)
        XCTAssertFalse(saved.created)
        XCTAssertEqual(saved.entry.id, first.id)
        XCTAssertEqual(try all(sut), [WeightEntry(id: first.id, day: first.day, weight: 71, unit: .lb, note: "after lunch")])
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

    func test_deleteAll_emptyStore_deliversZero() throws {
        let (sut, _) = try makeSUT()
        XCTAssertEqual(try sut.deleteAllWeights(), 0)
    }

    func test_deleteAll_nonEmptyStore_countsAndSparesOtherOwner() throws {
        let (mine, db) = try makeSUT(owner: "a")
        let theirs = SQLiteWeightStore(database: db, owner: "b")
        _ = try mine.saveWeightForDay(entry(1, 70))
        _ = try mine.saveWeightForDay(entry(2, 71))
        let kept = entry(1, 90)
        _ = try theirs.saveWeightForDay(kept)
        XCTAssertEqual(try mine.deleteAllWeights(), 2)
        XCTAssertEqual(try all(theirs), [kept])
    }

    func test_retrieve_otherOwner_seesNothing() throws {
        try assertThatAnotherOwnerSeesNothing(on: makeAdapter(owner: "a"))
    }

    func test_insert_sameIDAsAnotherOwner_keepsBothApart() throws {
        try assertThatAnotherOwnerKeepsItsOwnRecordUnderTheSameID(on: makeAdapter(owner: "a"))
    }

    func test_retrieveByDay_otherOwner_deliversNil() throws {
        let (mine, db) = try makeSUT(owner: "a")
        let e = entry(1, 70)
        _ = try mine.saveWeightForDay(e)
        XCTAssertNil(try SQLiteWeightStore(database: db, owner: "b").readWeight(day: e.day))
    }

    func test_insert_sameDayForOtherOwner_createsSeparateEntry() throws {
        let (mine, db) = try makeSUT(owner: "a")
        let theirs = SQLiteWeightStore(database: db, owner: "b")
        _ = try mine.saveWeightForDay(entry(1, 70))
        XCTAssertTrue(try theirs.saveWeightForDay(entry(1, 90)).created)
    }

    func test_insert_hundredThousandInOneTransaction_allStored() throws {
        let (sut, db) = try makeSUT()
        try db.transaction {
            for i in 0..<100_000 { _ = try sut.saveWeightForDay(entry(Int64(i) - 50_000, 70)) }
        }
        XCTAssertEqual(try sut.countWeights(from: nil, to: nil), 100_000)
    }

    func test_retrieve_storedUnknownUnit_failsCorruptTwice() throws {
        let (sut, db) = try makeSUT()
        let e = entry(1, 70)
        _ = try sut.saveWeightForDay(e)
        try db.execute("UPDATE weight_entry SET unit = 'stone'")
        for _ in 0..<2 {
            XCTAssertThrowsError(try sut.readWeight(id: e.id)) { XCTAssertEqual(($0 as? LiftError)?.status, .corrupt) }
            XCTAssertThrowsError(try sut.readWeightValues(from: e.day, to: e.day)) {
                XCTAssertEqual(($0 as? LiftError)?.status, .corrupt)
            }
        }
    }
}
