import LiftCore
import XCTest

/// WeightEntry.converted: a weight load's `unit`.
final class WeightEntryConversionTests: XCTestCase {
    private let entry = WeightEntry(id: recordID(1), day: bodyLogToday, weight: 80, unit: .kg, note: "n")

    func test_weightEntryConverted_otherUnit_convertsWeightAndUnitKeepingTheRest() {
        let lb = entry.converted(to: .lb)
        XCTAssertEqual(lb.weight, 80 / WeightUnit.kilogramsPerPound, accuracy: 1e-9)
        XCTAssertEqual(lb.unit, .lb)
        XCTAssertEqual([lb.id, lb.day, lb.note] as [AnyHashable?], [entry.id, entry.day, entry.note])
    }

    func test_weightEntryConverted_sameUnitOrNone_isAsEntered() {
        XCTAssertEqual(entry.converted(to: .kg), entry)
        XCTAssertEqual(entry.converted(to: nil), entry)
    }
}
