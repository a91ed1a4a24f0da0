import LiftCore
import XCTest

final class LocationTests: XCTestCase {
    func test_keyAndIndex_onAParent_appendStepsAndLeaveTheParentAsItWas() {
        let item = Location.item(3)
        let weight = item.key("exercise_records").index(0).key("weight")
        XCTAssertEqual(item.steps, [.key("items"), .index(3)])
        XCTAssertEqual(weight.steps, [.key("items"), .index(3), .key("exercise_records"), .index(0), .key("weight")])
    }

    func test_within_aParent_putsTheParentsStepsFirst() {
        XCTAssertEqual(Location("stops").index(1).within(Location("route")).steps, [.key("route"), .key("stops"), .index(1)])
    }

    func test_invalid_aLocation_isTheDetailsPathAndWhatTheMessageIsAbout() {
        let at = Location("weight").key("date")
        let e = LiftError.invalid(at, "is required", code: "required_field")
        XCTAssertEqual(e.message, "is required")
        XCTAssertEqual(e.messageLocation, at)
        XCTAssertEqual(e.details, [.init("path", .location(at))])
    }

    func test_saveWeights_aBulkItemRefused_throwsTheItemsLocationNotText() {
        let store = WeightStoreSpy()
        let sut = SaveWeights(store: store, currentDate: { bodyLogNow })
        let drafts = [WeightDraft(day: bodyLogToday, weight: 80, unit: .kg), WeightDraft(day: bodyLogToday.adding(days: 1), weight: 0, unit: .kg)]
        let e = liftError { try sut(drafts, paths: { .item($0) }) }
        XCTAssertEqual(e?.detail("path"), .location(Location.item(1).key("weight")))
        XCTAssertEqual(store.receivedMessages, [])
    }
}
