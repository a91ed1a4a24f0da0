import LiftCore
import XCTest

/// Load Calories / Steps and Remove Count: reads without side effects, not_found by category.
final class LoadCountsTests: XCTestCase {
    private let lunch = CountEntry(id: recordID(1), category: .calories, day: day(2024, 3, 9), amount: 600,
                                   creationDate: Timestamp(milliseconds: 10))
    private let dinner = CountEntry(id: recordID(2), category: .calories, day: day(2024, 3, 9), amount: 800,
                                    creationDate: Timestamp(milliseconds: 20))
    private let walk = CountEntry(id: recordID(3), category: .steps, day: day(2024, 3, 9), amount: 5000,
                                  creationDate: Timestamp(milliseconds: 30))

    private func makeSUT(_ category: CountCategory = .calories) -> (LoadCounts, CountStoreSpy) {
        let store = CountStoreSpy(entries: [lunch, dinner, walk])
        return (LoadCounts(store: store, category: category), store)
    }

    func test_loadCounts_init_doesNotMessageStore() {
        let (_, store) = makeSUT()
        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_loadCounts_byID_deliversEntryOfThatCategoryWithOneRead() throws {
        let (sut, store) = makeSUT()
        XCTAssertEqual(try sut.byID(recordID(2)), dinner)
        XCTAssertEqual(store.receivedMessages, [.readCountEntry(recordID(2), .calories)])
    }

    func test_loadCounts_byIDOfOtherCategory_failsNotFoundNamingCategory() {
        let (sut, _) = makeSUT(.steps)
        assertNotFound(liftError { try sut.byID(recordID(1)) }, kind: "steps", id: recordID(1).text)
    }

    func test_loadCounts_range_passesBoundsAndPageAndDeliversItemsWithCount() throws {
        let (sut, store) = makeSUT()
        let page = try sut.range(from: day(2024, 3, 1), to: day(2024, 3, 9), limit: 1, offset: 0)
        XCTAssertEqual(page.items, [dinner])
        XCTAssertEqual(page.total, 2)
        XCTAssertEqual(store.receivedMessages, [.readCountEntries(.calories, from: day(2024, 3, 1), to: day(2024, 3, 9), limit: 1, offset: 0),
                                                .countCountEntries(.calories, from: day(2024, 3, 1), to: day(2024, 3, 9))])
    }

    func test_loadCounts_dayTotal_sumsTheDayOrZeroWithoutEntries() throws {
        let (sut, store) = makeSUT()
        XCTAssertEqual(try sut.dayTotal(day(2024, 3, 9)), 1400)
        XCTAssertEqual(try sut.dayTotal(day(2024, 3, 8)), 0)
        XCTAssertEqual(store.receivedMessages, [.readDayTotals(.calories, from: day(2024, 3, 9), to: day(2024, 3, 9)),
                                                .readDayTotals(.calories, from: day(2024, 3, 8), to: day(2024, 3, 8))])
        XCTAssertEqual(store.entries, [lunch, dinner, walk], "a load changes nothing")
    }

    func test_loadCounts_storeFails_deliversStoreErrorUnchanged() {
        let (sut, store) = makeSUT()
        store.stub(.readCountEntries, error: anyStoreError)
        store.stub(.readDayTotals, error: anyStoreError)
        XCTAssertEqual(liftError { try sut.range(from: nil, to: nil, limit: nil, offset: 0) }, anyStoreError)
        XCTAssertEqual(liftError { try sut.dayTotal(bodyLogToday) }, anyStoreError)
    }

    func test_removeCount_loggedEntry_deletesThatIDOfTheCategory() throws {
        let store = CountStoreSpy(entries: [lunch, dinner])
        try RemoveCount(store: store, category: .calories)(recordID(1))
        XCTAssertEqual(store.receivedMessages, [.deleteCountEntry(recordID(1), .calories)])
        XCTAssertEqual(store.entries, [dinner])
    }

    func test_removeCount_unknownIDOrOtherCategory_failsNotFound() {
        let store = CountStoreSpy(entries: [lunch])
        assertNotFound(liftError { try RemoveCount(store: store, category: .steps)(recordID(1)) }, kind: "steps", id: recordID(1).text)
        XCTAssertEqual(store.entries, [lunch])
    }

    func test_removeCount_storeFails_deliversStoreErrorUnchanged() {
        let store = CountStoreSpy(entries: [lunch])
        store.stub(.deleteCountEntry, error: anyStoreError)
        XCTAssertEqual(liftError { try RemoveCount(store: store, category: .calories)(recordID(1)) }, anyStoreError)
    }
}
