import LiftCore
import XCTest

/// Save Calories / Steps against a CountStore spy and a fixed clock: add an entry or set a
/// day's total, every draft checked before any write, store errors delivered unchanged.
final class SaveCountsTests: XCTestCase {
    private let items: (Int) -> Location = { Location.item($0) }

    private func makeSUT(_ category: CountCategory = .calories, entries: [CountEntry] = [],
                         now: Timestamp = bodyLogNow) -> (SaveCounts, CountStoreSpy) {
        let store = CountStoreSpy(entries: entries)
        return (SaveCounts(store: store, category: category, currentDate: fixedClock(now)), store)
    }

    private func logged(_ n: Int, _ amount: Int64, category: CountCategory = .calories, on day: Day = bodyLogToday) -> CountEntry {
        CountEntry(id: recordID(n), category: category, day: day, amount: amount, creationDate: Timestamp(milliseconds: Int64(n)))
    }

    func test_saveCounts_init_doesNotMessageStore() {
        let (_, store) = makeSUT()
        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_saveCounts_add_createsEntryStampedWithCurrentDateAndDeliversDayTotal() throws {
        let (sut, store) = makeSUT(entries: [logged(1, 300)])
        let out = try sut([CountDraft(day: bodyLogToday, amount: 450, mode: .add, note: " lunch ")], paths: items)
        XCTAssertEqual(out.count, 1)
        let entry = try XCTUnwrap(out.first?.entry)
        XCTAssertEqual(entry.category, .calories)
        XCTAssertEqual(entry.day, bodyLogToday)
        XCTAssertEqual(entry.amount, 450)
        XCTAssertEqual(entry.note, "lunch")
        XCTAssertEqual(entry.creationDate, bodyLogNow)
        XCTAssertEqual(out.first?.dayTotal, 750)
        XCTAssertEqual(store.receivedMessages, [.createCountEntry(entry), .readDayTotals(.calories, from: bodyLogToday, to: bodyLogToday)])
    }

    func test_saveCounts_steps_sendsStepsCategoryToTheStore() throws {
        let (sut, store) = makeSUT(.steps, entries: [logged(1, 999, category: .calories)])
        let out = try sut([CountDraft(day: bodyLogToday, amount: 8000, mode: .add)], paths: items)
        XCTAssertEqual(out.first?.entry.category, .steps)
        XCTAssertEqual(out.first?.dayTotal, 8000, "calories do not count toward steps")
        XCTAssertEqual(store.receivedMessages.last, .readDayTotals(.steps, from: bodyLogToday, to: bodyLogToday))
    }

    func test_saveCounts_setTotal_replacesTheDaysEntriesByOne() throws {
        let yesterday = logged(3, 100, on: bodyLogToday.adding(days: -1))
        let (sut, store) = makeSUT(entries: [logged(1, 300), logged(2, 200), yesterday])
        let out = try sut([CountDraft(day: bodyLogToday, amount: 2100, mode: .setTotal)], paths: items)
        let entry = try XCTUnwrap(out.first?.entry)
        XCTAssertEqual(out.first?.dayTotal, 2100)
        XCTAssertEqual(store.receivedMessages, [.deleteCountEntries(.calories, day: bodyLogToday), .createCountEntry(entry),
                                                .readDayTotals(.calories, from: bodyLogToday, to: bodyLogToday)])
        XCTAssertEqual(store.entries, [yesterday, entry])
    }

    func test_saveCounts_addWithIDOfLoggedEntry_updatesItKeepingIDAndCreationDate() throws {
        let (sut, store) = makeSUT(entries: [logged(1, 300), logged(2, 200)])
        let out = try sut([CountDraft(id: recordID(1), day: bodyLogToday, amount: 350, mode: .add)], paths: items)
        let updated = CountEntry(id: recordID(1), category: .calories, day: bodyLogToday, amount: 350,
                                 creationDate: Timestamp(milliseconds: 1))
        XCTAssertEqual(out.first?.entry, updated)
        XCTAssertEqual(out.first?.dayTotal, 550)
        XCTAssertEqual(store.receivedMessages, [.readCountEntry(recordID(1), .calories), .updateCountEntry(updated),
                                                .readDayTotals(.calories, from: bodyLogToday, to: bodyLogToday)])
    }

    func test_saveCounts_addWithUnknownID_createsTheEntryUnderThatID() throws {
        let (sut, store) = makeSUT()
        let out = try sut([CountDraft(id: recordID(5), day: bodyLogToday, amount: 1, mode: .add)], paths: items)
        XCTAssertEqual(out.first?.entry.id, recordID(5))
        XCTAssertEqual(Array(store.receivedMessages.prefix(3)), [.readCountEntry(recordID(5), .calories),
                                                                 .readCountEntry(recordID(5), .steps),
                                                                 .createCountEntry(try XCTUnwrap(out.first?.entry))])
    }

    func test_saveCounts_setTotalWithID_failsNamingIDAndWritesNothing() {
        let (sut, store) = makeSUT(entries: [logged(1, 300)])
        assertInvalid(liftError { try sut([CountDraft(id: recordID(1), day: bodyLogToday, amount: 1, mode: .setTotal)], paths: items) },
                      path: "items[0].id")
        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_saveCounts_negativeAmount_failsNegativeAmountNamingAmountOrTotal() {
        let (sut, store) = makeSUT()
        assertInvalid(liftError { try sut([CountDraft(day: bodyLogToday, amount: -1, mode: .add)], paths: items) },
                      path: "items[0].amount", code: "negative_amount")
        assertInvalid(liftError { try sut([CountDraft(day: bodyLogToday, amount: -1, mode: .setTotal)], paths: items) },
                      path: "items[0].total", code: "negative_amount")
        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_saveCounts_amountOverTenMillion_failsNamingAmountAndWritesNothing() throws {
        let (sut, store) = makeSUT()
        assertInvalid(liftError { try sut([CountDraft(day: bodyLogToday, amount: 10_000_001, mode: .add)], paths: items) },
                      path: "items[0].amount")
        XCTAssertEqual(store.receivedMessages, [])
        XCTAssertEqual(try sut([CountDraft(day: bodyLogToday, amount: 10_000_000, mode: .add)], paths: items).first?.dayTotal,
                       10_000_000)
    }

    func test_saveCounts_dayAfterTomorrowOnInjectedClock_failsDateInFuture() {
        let (sut, store) = makeSUT(now: bodyLogToday.adding(days: -2).start)
        assertInvalid(liftError { try sut([CountDraft(day: bodyLogToday, amount: 1, mode: .add)], paths: items) },
                      path: "items[0].date", code: "date_in_future")
        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_saveCounts_noteOver1000Characters_failsNamingNote() {
        let (sut, store) = makeSUT()
        let note = String(repeating: "x", count: 1001)
        assertInvalid(liftError { try sut([CountDraft(day: bodyLogToday, amount: 1, mode: .add, note: note)], paths: items) },
                      path: "items[0].note")
        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_saveCounts_laterDraftInvalid_writesNoDraftOfTheBatch() {
        let (sut, store) = makeSUT()
        let drafts = [CountDraft(day: bodyLogToday, amount: 100, mode: .add), CountDraft(day: bodyLogToday, amount: -5, mode: .add)]
        assertInvalid(liftError { try sut(drafts, paths: items) }, path: "items[1].amount", code: "negative_amount")
        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_saveCounts_batch_writesInOrderWithRunningDayTotals() throws {
        let (sut, _) = makeSUT()
        let drafts = [CountDraft(day: bodyLogToday, amount: 100, mode: .add), CountDraft(day: bodyLogToday, amount: 250, mode: .add)]
        XCTAssertEqual(try sut(drafts, paths: items).map(\.dayTotal), [100, 350])
    }

    func test_saveCounts_manyEntriesOnOneDay_readTheDaysSumOnceAndKeepItRunning() throws {
        let (sut, store) = makeSUT(entries: [logged(1, 1000)])
        let drafts = (1...50).map { CountDraft(day: bodyLogToday, amount: Int64($0), mode: .add) }
        let out = try sut(drafts, paths: items)
        XCTAssertEqual(out.last?.dayTotal, 1000 + 50 * 51 / 2)
        XCTAssertEqual(out.map(\.dayTotal), (1...50).map { 1000 + Int64($0 * ($0 + 1) / 2) })
        XCTAssertEqual(store.receivedMessages.filter { if case .readDayTotals = $0 { true } else { false } }.count, 1)
    }

    func test_saveCounts_batchMixingTotalUpdateAndMove_runningTotalsMatchTheStore() throws {
        let yesterday = bodyLogToday.adding(days: -1)
        let (sut, store) = makeSUT(entries: [logged(1, 300), logged(2, 40, on: yesterday)])
        let drafts = [CountDraft(day: bodyLogToday, amount: 100, mode: .add),
                      CountDraft(day: yesterday, amount: 5, mode: .add),
                      CountDraft(id: recordID(1), day: bodyLogToday, amount: 30, mode: .add),   // 300 -> 30, same day
                      CountDraft(id: recordID(2), day: bodyLogToday, amount: 7, mode: .add),    // moves from yesterday
                      CountDraft(day: yesterday, amount: 1, mode: .add),
                      CountDraft(day: bodyLogToday, amount: 500, mode: .setTotal),
                      CountDraft(day: bodyLogToday, amount: 2, mode: .add)]
        let out = try sut(drafts, paths: items)
        XCTAssertEqual(out.map(\.dayTotal), [400, 45, 130, 137, 6, 500, 502])
        func stored(_ day: Day) -> Int64 { store.entries.filter { $0.day == day }.map(\.amount).reduce(0, +) }
        XCTAssertEqual([stored(yesterday), stored(bodyLogToday)], [6, 502])
    }

    func test_saveCounts_dayTotalOverTenMillion_failsDayTotalTooLargeAfterTheWrite() {
        // The check needs the stored sum, so it comes after the write: the caller's transaction
        // (lift's dispatcher) is what undoes that write.
        let (sut, store) = makeSUT(entries: [logged(1, 9_999_999)])
        assertInvalid(liftError { try sut([CountDraft(day: bodyLogToday, amount: 2, mode: .add)], paths: items) },
                      path: "items[0].amount", code: "day_total_too_large")
        guard case .createCountEntry? = store.receivedMessages.first else { return XCTFail("\(store.receivedMessages)") }
        XCTAssertEqual(store.receivedMessages.last, .readDayTotals(.calories, from: bodyLogToday, to: bodyLogToday))
    }

    func test_saveCounts_storeCreateFails_deliversStoreErrorUnchanged() {
        let (sut, store) = makeSUT()
        store.stub(.createCountEntry, error: anyStoreError)
        XCTAssertEqual(liftError { try sut([CountDraft(day: bodyLogToday, amount: 1, mode: .add)], paths: items) }, anyStoreError)
    }

    func test_saveCounts_storeDeleteDayFails_deliversStoreErrorUnchangedAndCreatesNothing() {
        let (sut, store) = makeSUT(entries: [logged(1, 300)])
        store.stub(.deleteCountEntries, error: anyStoreError)
        XCTAssertEqual(liftError { try sut([CountDraft(day: bodyLogToday, amount: 1, mode: .setTotal)], paths: items) }, anyStoreError)
        XCTAssertEqual(store.receivedMessages, [.deleteCountEntries(.calories, day: bodyLogToday)])
    }

    func test_saveCounts_storeTotalsFail_deliversStoreErrorUnchanged() {
        let (sut, store) = makeSUT()
        store.stub(.readDayTotals, error: anyStoreError)
        XCTAssertEqual(liftError { try sut([CountDraft(day: bodyLogToday, amount: 1, mode: .add)], paths: items) }, anyStoreError)
    }
}
