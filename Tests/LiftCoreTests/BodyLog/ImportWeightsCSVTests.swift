import LiftCore
import XCTest

/// Import Weights CSV against a WeightStoreSpy and a fixed clock: all or nothing, every bad
/// line reported with its number, field and reason; and Export Weights CSV.
final class ImportWeightsCSVTests: XCTestCase {
    private func makeSUT(entries: [WeightEntry] = [], now: Timestamp = bodyLogNow) -> (ImportWeightsCSV, WeightStoreSpy) {
        let store = WeightStoreSpy(entries: entries)
        return (ImportWeightsCSV(store: store, currentDate: fixedClock(now)), store)
    }

    private func errors(_ e: LiftError?) -> [String] {
        guard case .strings(let lines)? = e?.detail("errors") else { return ["no errors detail"] }
        return lines
    }

    func test_importWeightsCSV_init_doesNotMessageStore() {
        let (_, store) = makeSUT()
        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_importWeightsCSV_goodFile_savesEveryLineInFileOrder() throws {
        let (sut, store) = makeSUT()
        let outcomes = try sut("Date,Weight,Unit\r\n2024-03-01,80,kg\n2024-03-02,\"176.5\",LB\n\n")
        XCTAssertEqual(outcomes.map(\.entry.day), [day(2024, 3, 1), day(2024, 3, 2)])
        XCTAssertEqual(outcomes.map(\.entry.weight), [80, 176.5])
        XCTAssertEqual(outcomes.map(\.entry.unit), [.kg, .lb])
        XCTAssertEqual(outcomes.map(\.created), [true, true])
        XCTAssertEqual(store.receivedMessages, outcomes.map { .saveWeightForDay($0.entry) })
    }

    func test_importWeightsCSV_quotedFieldsWithCommasQuotesAndCRLF_readAsRFC4180() throws {
        let (sut, _) = makeSUT()
        let outcomes = try sut("\"date\",\"weight\",\"unit\"\r\n\"2024-03-01\",\"80.5\",\"kg\"\r\n2024-03-02, \"81\" ,lb\r\n")
        XCTAssertEqual(outcomes.map(\.entry.weight), [80.5, 81])
        XCTAssertEqual(outcomes.map(\.entry.unit), [.kg, .lb])
    }

    func test_importWeightsCSV_quotedDecimalComma_failsNamingTheWeightNotTheFieldCount() {
        let (sut, store) = makeSUT()
        let e = liftError { try sut("date,weight,unit\n2024-03-01,\"80,5\",kg\n\"2024-03-02\n\",80,kg") }
        XCTAssertEqual(e?.code, "invalid_csv")
        XCTAssertEqual(errors(e), ["line 2: weight: not a number (the decimal mark is a dot): 80,5",
                                   "line 3: date: not a calendar day (YYYY-MM-DD): 2024-03-02\n"])
        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_importWeightsCSV_unclosedQuote_failsNamingItsLine() {
        let (sut, _) = makeSUT()
        XCTAssertEqual(errors(liftError { try sut("date,weight\n2024-03-01,\"80\n2024-03-02,81") }),
                       ["line 2: line: a quoted field is not closed"])
    }

    func test_importWeightsCSV_noUnitColumn_readsKilograms() throws {
        let (sut, _) = makeSUT()
        XCTAssertEqual(try sut("date,weight\n2024-03-01,80.25").map(\.entry.unit), [.kg])
    }

    func test_importWeightsCSV_dayAlreadyLogged_updatesThatDaysEntry() throws {
        let (sut, store) = makeSUT(entries: [WeightEntry(id: recordID(1), day: day(2024, 3, 1), weight: 82, unit: .kg)])
        let outcomes = try sut("date,weight\n2024-03-01,80")
        XCTAssertEqual(outcomes.map(\.created), [false])
        XCTAssertEqual(store.entries, [WeightEntry(id: recordID(1), day: day(2024, 3, 1), weight: 80, unit: .kg)])
    }

    func test_importWeightsCSV_severalBadLines_failsInvalidCSVListingEveryOneAndWritesNothing() {
        let (sut, store) = makeSUT()
        let e = liftError { try sut("date,weight\n2024-13-01,80\n2024-03-02,abc\n2024-03-03,0.5\n2024-03-04,80,kg\n2024-03-05,-1") }
        XCTAssertEqual(e?.status, .invalidRequest)
        XCTAssertEqual(e?.code, "invalid_csv")
        XCTAssertEqual(e?.detail("path"), .location("csv"))
        XCTAssertEqual(e?.detail("line"), .int(2))
        XCTAssertEqual(e?.detail("field"), .string("date"))
        XCTAssertEqual(e?.detail("count"), .int(5))
        XCTAssertEqual(errors(e), ["line 2: date: not a calendar day (YYYY-MM-DD): 2024-13-01",
                                   "line 3: weight: not a number: abc",
                                   "line 4: weight: a weight must be between 1 and 1000 kg (0.5 kg)",
                                   "line 5: line: expected 2 fields, found 3",
                                   "line 6: weight: not a number: -1"])
        XCTAssertEqual(e?.message, "5 bad line(s), nothing imported; first: line 2: date: not a calendar day (YYYY-MM-DD): 2024-13-01")
        XCTAssertEqual(e?.messageLocation, "csv")
        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_importWeightsCSV_sameDayTwice_failsNamingTheEarlierLine() {
        let (sut, store) = makeSUT()
        let e = liftError { try sut("date,weight\n2024-03-01,80\n2024-03-01,81", path: "file") }
        XCTAssertEqual(e?.detail("path"), .location("file"))
        XCTAssertEqual(e?.detail("line"), .int(3))
        XCTAssertEqual(errors(e), ["line 3: date: the same day as line 2: one weight per day"])
        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_importWeightsCSV_dayAfterTomorrowOnInjectedClock_failsNamingDate() {
        let (sut, store) = makeSUT(now: day(2024, 3, 1).start)
        let e = liftError { try sut("date,weight\n2024-03-02,80\n2024-03-03,80") }
        XCTAssertEqual(errors(e), ["line 3: date: a day after tomorrow cannot be logged"])
        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_importWeightsCSV_emptyFileOrWrongHeader_failsOnLineOne() {
        let (sut, store) = makeSUT()
        XCTAssertEqual(errors(liftError { try sut("\n\n") }), ["line 1: header: the file is empty; expected date,weight,unit"])
        XCTAssertEqual(errors(liftError { try sut("day,kg\n2024-03-01,80") }),
                       ["line 1: header: expected date,weight,unit (or date,weight)"])
        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_importWeightsCSV_over1000BadLines_countsAllReportsFirst1000() {
        let (sut, _) = makeSUT()
        let e = liftError { try sut("date,weight\n" + String(repeating: "x,80\n", count: 1001)) }
        XCTAssertEqual(e?.detail("count"), .int(1001))
        XCTAssertEqual(errors(e).count, ImportWeightsCSV.maxReportedLines)
        XCTAssertEqual(errors(e).last, "line 1001: date: not a calendar day (YYYY-MM-DD): x")
    }

    func test_importWeightsCSV_storeFails_deliversStoreErrorUnchanged() {
        let (sut, store) = makeSUT()
        store.stub(.saveWeightForDay, error: anyStoreError)
        XCTAssertEqual(liftError { try sut("date,weight\n2024-03-01,80") }, anyStoreError)
    }

    func test_exportWeightsCSV_deliversOldestFirstWithCountInOneRead() throws {
        let store = WeightStoreSpy(entries: [WeightEntry(id: recordID(2), day: day(2024, 3, 5), weight: 180.5, unit: .lb, note: "n"),
                                             WeightEntry(id: recordID(1), day: day(2024, 3, 1), weight: 80, unit: .kg)])
        let (csv, count) = try ExportWeightsCSV(store: store)()
        XCTAssertEqual(csv, "date,weight,unit\n2024-03-01,80,kg\n2024-03-05,180.5,lb\n")
        XCTAssertEqual(count, 2)
        XCTAssertEqual(store.receivedMessages, [.readWeights(from: nil, to: nil, limit: nil, offset: 0)])
    }

    func test_exportWeightsCSV_emptyLog_deliversHeaderOnly() throws {
        let (csv, count) = try ExportWeightsCSV(store: WeightStoreSpy())()
        XCTAssertEqual(csv, "date,weight,unit\n")
        XCTAssertEqual(count, 0)
    }

    func test_exportWeightsCSV_storeFails_deliversStoreErrorUnchanged() {
        let store = WeightStoreSpy()
        store.stub(.readWeights, error: anyStoreError)
        XCTAssertEqual(liftError { try ExportWeightsCSV(store: store)() }, anyStoreError)
    }
}
