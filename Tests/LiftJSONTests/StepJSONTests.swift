@testable import LiftJSON
import LiftCore
import XCTest

/// The step writer's constant bytes: each wire name written from a StaticString is the enum's
/// raw value in quotes, so answers read as before.
final class StepJSONTests: XCTestCase {
    func test_quoted_everyManeuverTypeModifierAndMode_isItsRawValueInQuotes() {
        for t in ManeuverType.allCases { XCTAssertEqual(StepJSON.quoted(t).description, "\"\(t.rawValue)\"") }
        for m in ManeuverModifier.allCases { XCTAssertEqual(StepJSON.quoted(m).description, "\"\(m.rawValue)\"") }
        for m in TravelMode.allCases { XCTAssertEqual(StepJSON.quoted(m).description, "\"\(m.rawValue)\"") }
    }
}
