import LiftCore
import XCTest

/// Save Weights against a WeightStore spy and a fixed clock: one weight per day, every draft
/// validated before any is written, store errors delivered unchanged.
final class SaveWeightsTests: XCTestCase {
    private func makeSUT(entries: [WeightEntry] = [], now: Timestamp = bodyLogNow) -> (SaveWeights, WeightStoreSpy) {
        let store = WeightStoreSpy(entries: entries)
        return (SaveWeights(store: store, currentDate: fixedClock(now)), store)
    }

    func test_saveWeights_init_doesNotMessageStore() {
        let (_, store) = makeSUT()
        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_saveWeights_newDay_savesForDayAndDeliversCreatedEntryWithTrimmedNote() throws {
        let (sut, store) = makeSUT()
        let outcome = try sut(WeightDraft(day: bodyLogToday, weight: 80.5, unit: .kg, note: "  after a run "))
        XCTAssertTrue(outcome.created)
        XCTAssertEqual(outcome.entry.day, bodyLogToday)
        XCTAssertEqual(outcome.entry.weight, 80.5)
        XCTAssertEqual(outcome.entry.unit, .kg)
        XCTAssertEqual(outcome.entry.note, "after a run")
        XCTAssertEqual(store.receivedMessages, [.saveWeightForDay(outcome.entry)])
    }

    func test_saveWeights_dayAlreadyLogged_deliversTheStoresEntryAsNotCreated() throws {
        let logged = WeightEntry(id: recordID(1), day: bodyLogToday, weight: 82, unit: .kg)
        let (sut, store) = makeSUT(entries: [logged])
        let outcome = try sut(WeightDraft(day: bodyLogToday, weight: 181, unit: .lb))
        XCTAssertFalse(outcome.created)
        XCTAssertEqual(outcome.entry, WeightEntry(id: recordID(1), day: bodyLogToday, weight: 181, unit: .lb))
        guard case .saveWeightForDay(let sent)? = store.receivedMessages.first, store.receivedMessages.count == 1 else {
            return XCTFail("expected one saveWeightForDay, got \(store.receivedMessages)")
        }
        XCTAssertEqual(WeightValue(day: sent.day, weight: sent.weight, unit: sent.unit), WeightValue(day: bodyLogToday, weight: 181, unit: .lb))
        XCTAssertNotEqual(sent.id, recordID(1), "the use case sends a new id; the store keeps the day's own")
    }

    func test_saveWeights_blankNote_savedWithoutNote() throws {
        let (sut, _) = makeSUT()
        XCTAssertNil(try sut(WeightDraft(day: bodyLogToday, weight: 80, unit: .kg, note: " \t ")).entry.note)
    }

    func test_saveWeights_zeroOrNegativeWeight_failsWeightOutOfRangeAndWritesNothing() {
        let (sut, store) = makeSUT()
        assertInvalid(liftError { try sut(WeightDraft(day: bodyLogToday, weight: 0, unit: .kg)) }, path: "weight.weight",
                      code: "weight_out_of_range")
        assertInvalid(liftError { try sut(WeightDraft(day: bodyLogToday, weight: -80, unit: .lb)) }, path: "weight.weight",
                      code: "weight_out_of_range")
        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_saveWeights_notFiniteWeight_failsNamingWeight() {
        let (sut, store) = makeSUT()
        assertInvalid(liftError { try sut(WeightDraft(day: bodyLogToday, weight: .nan, unit: .kg)) }, path: "weight.weight")
        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_saveWeights_twoPounds_failsWeightOutOfRangeCheckedInKilograms() {
        let (sut, store) = makeSUT()
        assertInvalid(liftError { try sut(WeightDraft(day: bodyLogToday, weight: 2, unit: .lb)) },
                      path: "weight.weight", code: "weight_out_of_range")
        XCTAssertEqual(store.receivedMessages, [])
        XCTAssertNoThrow(try sut(WeightDraft(day: bodyLogToday, weight: 2.3, unit: .lb)), "1.04 kg is within range")
    }

    func test_saveWeights_over1000Kilograms_failsWeightOutOfRange() {
        let (sut, store) = makeSUT()
        assertInvalid(liftError { try sut(WeightDraft(day: bodyLogToday, weight: 1000.1, unit: .kg)) },
                      path: "weight.weight", code: "weight_out_of_range")
        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_saveWeights_noteOver1000Characters_failsNamingNoteAndWritesNothing() {
        let (sut, store) = makeSUT()
        let note = String(repeating: "n", count: 1001)
        assertInvalid(liftError { try sut(WeightDraft(day: bodyLogToday, weight: 80, unit: .kg, note: note)) }, path: "weight.note")
        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_saveWeights_dayAfterTomorrowOnAnotherClock_failsDateInFuture() {
        // The same day that is fine today is refused when the injected clock says two days earlier.
        let (sut, store) = makeSUT(now: bodyLogToday.adding(days: -2).start)
        assertInvalid(liftError { try sut(WeightDraft(day: bodyLogToday, weight: 80, unit: .kg), path: "w") },
                      path: "w.date", code: "date_in_future")
        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_saveWeights_idOfAnotherDaysEntry_movesThatEntryKeepingItsID() throws {
        let logged = WeightEntry(id: recordID(1), day: day(2024, 3, 1), weight: 82, unit: .kg, note: "old")
        let (sut, store) = makeSUT(entries: [logged])
        let outcome = try sut(WeightDraft(id: recordID(1), day: day(2024, 3, 2), weight: 81, unit: .kg))
        let moved = WeightEntry(id: recordID(1), day: day(2024, 3, 2), weight: 81, unit: .kg, note: "old")
        XCTAssertEqual(outcome.entry, moved)
        XCTAssertFalse(outcome.created)
        XCTAssertEqual(store.receivedMessages, [.readWeightByID(recordID(1)), .readWeightByDay(day(2024, 3, 2)), .updateWeight(moved)])
    }

    func test_saveWeights_idOnItsOwnDay_updatesInPlace() throws {
        let logged = WeightEntry(id: recordID(1), day: bodyLogToday, weight: 82, unit: .kg)
        let (sut, store) = makeSUT(entries: [logged])
        let outcome = try sut(WeightDraft(id: recordID(1), day: bodyLogToday, weight: 80, unit: .kg))
        XCTAssertEqual(outcome.entry, WeightEntry(id: recordID(1), day: bodyLogToday, weight: 80, unit: .kg))
        XCTAssertEqual(store.receivedMessages.last, .updateWeight(outcome.entry))
    }

    func test_saveWeights_unknownID_createsTheEntryUnderThatID() throws {
        let (sut, store) = makeSUT()
        let outcome = try sut(WeightDraft(id: recordID(9), day: bodyLogToday, weight: 80, unit: .kg))
        let created = WeightEntry(id: recordID(9), day: bodyLogToday, weight: 80, unit: .kg)
        XCTAssertEqual(outcome.entry, created)
        XCTAssertTrue(outcome.created)
        XCTAssertEqual(store.receivedMessages, [.readWeightByID(recordID(9)), .readWeightByDay(bodyLogToday),
                                                .saveWeightForDay(created)])
    }

    func test_saveWeights_idMovedOntoAnotherEntrysDay_failsWeightDayTakenAndWritesNothing() {
        let moving = WeightEntry(id: recordID(1), day: day(2024, 3, 1), weight: 82, unit: .kg)
        let other = WeightEntry(id: recordID(2), day: day(2024, 3, 2), weight: 81, unit: .kg)
        let (sut, store) = makeSUT(entries: [moving, other])
        let e = liftError { try sut(WeightDraft(id: recordID(1), day: day(2024, 3, 2), weight: 80, unit: .kg)) }
        XCTAssertEqual(e?.status, .conflict)
        XCTAssertEqual(e?.code, "weight_day_taken")
        XCTAssertEqual(e?.detail("path"), .location("weight.date"))
        XCTAssertEqual(e?.detail("id"), .string(recordID(2).text))
        XCTAssertEqual(store.receivedMessages, [.readWeightByID(recordID(1)), .readWeightByDay(day(2024, 3, 2))])
    }

    func test_saveWeights_storeSaveFails_deliversStoreErrorUnchanged() {
        let (sut, store) = makeSUT()
        store.stub(.saveWeightForDay, error: anyStoreError)
        XCTAssertEqual(liftError { try sut(WeightDraft(day: bodyLogToday, weight: 80, unit: .kg)) }, anyStoreError)
    }

    func test_saveWeights_storeReadByIDFails_deliversStoreErrorUnchangedAndWritesNothing() {
        let (sut, store) = makeSUT(entries: [WeightEntry(id: recordID(1), day: bodyLogToday, weight: 82, unit: .kg)])
        store.stub(.readWeightByID, error: anyStoreError)
        XCTAssertEqual(liftError { try sut(WeightDraft(id: recordID(1), day: bodyLogToday, weight: 80, unit: .kg)) }, anyStoreError)
        XCTAssertEqual(store.receivedMessages, [.readWeightByID(recordID(1))])
    }

    func test_saveWeights_storeUpdateFails_deliversStoreErrorUnchanged() {
        let (sut, store) = makeSUT(entries: [WeightEntry(id: recordID(1), day: bodyLogToday, weight: 82, unit: .kg)])
        store.stub(.updateWeight, error: anyStoreError)
        XCTAssertEqual(liftError { try sut(WeightDraft(id: recordID(1), day: bodyLogToday, weight: 80, unit: .kg)) }, anyStoreError)
    }

    func test_saveWeights_batch_savesEachInOrderAndNamesAFailingItemByItsPath() throws {
        let (sut, store) = makeSUT()
        let drafts = [WeightDraft(day: day(2024, 3, 1), weight: 80, unit: .kg), WeightDraft(day: day(2024, 3, 2), weight: 79, unit: .kg)]
        let outcomes = try sut(drafts, paths: { Location.item($0) })
        XCTAssertEqual(outcomes.map(\.entry.day), [day(2024, 3, 1), day(2024, 3, 2)])
        XCTAssertEqual(store.receivedMessages, outcomes.map { .saveWeightForDay($0.entry) })
        let future = WeightDraft(day: bodyLogToday.adding(days: 2), weight: 80, unit: .kg)
        assertInvalid(liftError { try sut(drafts + [future], paths: { Location.item($0) }) }, path: "items[2].date", code: "date_in_future")
        XCTAssertEqual(store.receivedMessages.count, 2, "the failing batch wrote none of its items")
    }
}
