import LiftCore
import LiftSQLite
import XCTest

/// Seed 001's cache specs for the calories / steps entries store.
final class CountStoreSpecs: XCTestCase {
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

    func test_retrieve_emptyStoreTwice_deliversEmptyWithoutSideEffects() throws {
        let (sut, _) = try makeSUT()
        XCTAssertEqual(try all(sut), [])
        XCTAssertEqual(try all(sut), [])
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

    func test_insert_otherCategory_keptApart() throws {
        let (sut, _) = try makeSUT()
        let steps = entry(.steps, 1, 8000)
        try sut.createCountEntry(steps)
        XCTAssertEqual(try all(sut, .calories), [])
        XCTAssertEqual(try all(sut, .steps), [steps])
        XCTAssertNil(try sut.readCountEntry(id: steps.id, category: .calories))
    }

    func test_update_existing_replacesAmount() throws {
        let (sut, _) = try makeSUT()
        var e = entry(.calories, 1, 300)
        try sut.createCountEntry(e)
        e.amount = 350; e.note = "bigger lunch"
        try sut.updateCountEntry(e)
        XCTAssertEqual(try all(sut), [e])
    }

    func test_delete_emptyStore_doesNothing() throws {
        let (sut, _) = try makeSUT()
        XCTAssertFalse(try sut.deleteCountEntry(id: .random(), category: .calories))
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
        let (mine, db) = try makeSUT(owner: "a")
        let theirs = SQLiteCountStore(database: db, owner: "b")
        let e = entry(.calories, 1, 300)
        try mine.createCountEntry(e)
        XCTAssertEqual(try all(theirs), [])
        XCTAssertNil(try theirs.readCountEntry(id: e.id, category: .calories))
        XCTAssertFalse(try theirs.deleteCountEntry(id: e.id, category: .calories))
        XCTAssertEqual(try theirs.deleteAllCountEntries(.calories), 0)
        XCTAssertEqual(try all(mine), [e])
    }
}
