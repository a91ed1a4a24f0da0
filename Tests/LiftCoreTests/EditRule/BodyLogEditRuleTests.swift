import LiftCore
import XCTest

/// Save Weights and Save Counts under the save rule (docs/API.md, "Saving"), against spies.
final class BodyLogEditRuleTests: XCTestCase {
    private let weight = WeightEntry(id: recordID(1), day: day(2024, 3, 1), weight: 80, unit: .kg, note: "morning")
    private let meal = CountEntry(id: recordID(2), category: .calories, day: day(2024, 3, 1), amount: 450, note: "lunch",
                                  creationDate: Timestamp(milliseconds: 5))

    private func weights(_ entries: [WeightEntry]) -> (SaveWeights, WeightStoreSpy) {
        let store = WeightStoreSpy(entries: entries)
        return (SaveWeights(store: store, currentDate: fixedClock(bodyLogNow)), store)
    }

    private func counts(_ entries: [CountEntry]) -> (SaveCounts, CountStoreSpy) {
        let store = CountStoreSpy(entries: entries)
        return (SaveCounts(store: store, category: .calories, currentDate: fixedClock(bodyLogNow)), store)
    }

    func test_saveWeight_editWithWeightOnly_keepsDayUnitAndNote() throws {
        let (sut, _) = weights([weight])
        let outcome = try sut(.partial(id: recordID(1), weight: .set(81)))
        XCTAssertEqual(outcome.entry, WeightEntry(id: recordID(1), day: day(2024, 3, 1), weight: 81, unit: .kg, note: "morning"))
        XCTAssertFalse(outcome.created)
    }

    func test_saveWeight_nullNote_clearsIt() throws {
        let (sut, _) = weights([weight])
        XCTAssertNil(try sut(.partial(id: recordID(1), note: .clear)).entry.note)
    }

    func test_saveWeight_nullUnit_failsRequiredFieldAndWritesNothing() {
        let (sut, store) = weights([weight])
        assertInvalid(liftError { try sut(.partial(id: recordID(1), unit: .clear)) }, path: "weight.unit", code: "required_field")
        XCTAssertEqual(store.receivedMessages, [.readWeightByID(recordID(1))])
    }

    func test_saveWeight_unknownIDWithoutDate_failsNamingItAndWritesNothing() {
        let (sut, store) = weights([])
        assertInvalid(liftError { try sut(.partial(id: recordID(9), weight: .set(80), unit: .set(.kg))) }, path: "weight.date")
        XCTAssertEqual(store.receivedMessages, [.readWeightByID(recordID(9))])
    }

    func test_saveWeight_unknownIDOnALoggedDay_failsWeightDayTakenAndWritesNothing() {
        let (sut, store) = weights([weight])
        let e = liftError { try sut(WeightDraft(id: recordID(9), day: weight.day, weight: 70, unit: .kg)) }
        XCTAssertEqual(e?.code, "weight_day_taken")
        XCTAssertEqual(e?.detail("id"), .string(recordID(1).text))
        XCTAssertEqual(store.receivedMessages, [.readWeightByID(recordID(9)), .readWeightByDay(weight.day)])
    }

    func test_saveCount_editWithAmountOnly_keepsDayNoteAndCreationDate() throws {
        let (sut, _) = counts([meal])
        let out = try sut([.partial(id: recordID(2), amount: .set(500))], paths: { _ in "calories" })
        var expected = meal
        expected.amount = 500
        XCTAssertEqual(out.first?.entry, expected)
    }

    func test_saveCount_nullNote_clearsIt() throws {
        let (sut, _) = counts([meal])
        XCTAssertNil(try sut([.partial(id: recordID(2), note: .clear)], paths: { _ in "calories" }).first?.entry.note)
    }

    func test_saveCount_nullAmount_failsRequiredFieldAndWritesNothing() {
        let (sut, store) = counts([meal])
        assertInvalid(liftError { try sut([.partial(id: recordID(2), amount: .clear)], paths: { _ in "calories" }) },
                      path: "calories.amount", code: "required_field")
        XCTAssertEqual(store.receivedMessages, [.readCountEntry(recordID(2), .calories)])
    }

    func test_saveCount_unknownIDWithoutDate_failsNamingItAndWritesNothing() {
        let (sut, store) = counts([])
        assertInvalid(liftError { try sut([.partial(id: recordID(9), amount: .set(10))], paths: { _ in "calories" }) },
                      path: "calories.date")
        XCTAssertEqual(store.receivedMessages, [.readCountEntry(recordID(9), .calories), .readCountEntry(recordID(9), .steps)])
    }
}

extension BodyLogEditRuleTests {
    func test_saveWeights_sameIDTwiceInOneRequest_failsNamingTheSecondAndWritesNothing() {
        let store = WeightStoreSpy()
        let sut = SaveWeights(store: store, currentDate: fixedClock(bodyLogNow))
        let drafts = [WeightDraft(id: recordID(9), day: day(2024, 3, 1), weight: 80, unit: .kg),
                      WeightDraft(id: recordID(9), day: day(2024, 3, 2), weight: 81, unit: .kg)]
        assertInvalid(liftError { try sut(drafts, paths: { Location.item($0) }) }, path: "items[1].id")
        XCTAssertEqual(store.receivedMessages, [.readWeightByID(recordID(9))])
    }

    func test_saveCounts_sameIDTwiceInOneRequest_failsNamingTheSecondAndWritesNothing() {
        let store = CountStoreSpy()
        let sut = SaveCounts(store: store, category: .steps, currentDate: fixedClock(bodyLogNow))
        let drafts = [CountDraft(id: recordID(9), day: day(2024, 3, 1), amount: 1, mode: .add),
                      CountDraft(id: recordID(9), day: day(2024, 3, 2), amount: 2, mode: .add)]
        assertInvalid(liftError { try sut(drafts, paths: { Location.item($0) }) }, path: "items[1].id")
        XCTAssertEqual(store.receivedMessages, [.readCountEntry(recordID(9), .steps), .readCountEntry(recordID(9), .calories)])
    }
}

extension BodyLogEditRuleTests {
    func test_saveCounts_newIDHeldByTheOtherCategory_failsIDTakenAndWritesNothing() {
        let store = CountStoreSpy(entries: [meal])
        let sut = SaveCounts(store: store, category: .steps, currentDate: fixedClock(bodyLogNow))
        let e = liftError { try sut([CountDraft(id: meal.id, day: day(2024, 3, 1), amount: 10, mode: .add)], paths: { _ in "steps" }) }
        XCTAssertEqual(e?.code, "id_taken")
        XCTAssertEqual(e?.detail("kind"), .string("calories"))
        XCTAssertEqual(store.receivedMessages, [.readCountEntry(meal.id, .steps), .readCountEntry(meal.id, .calories)])
    }
}
