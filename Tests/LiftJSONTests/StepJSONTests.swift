@testable import LiftJSON
import LiftCore
import XCTest

/// The step writer's constant bytes: each member written from a StaticString is its key and the
/// enum's raw value in quotes, so answers read as before.
final class StepJSONTests: XCTestCase {
    func test_member_everyManeuverTypeModifierAndMode_isItsKeyAndRawValue() {
        for t in ManeuverType.allCases { XCTAssertEqual(StepJSON.member(t).description, #","maneuver":{"type":"\#(t.rawValue)""#) }
        for m in ManeuverModifier.allCases { XCTAssertEqual(StepJSON.member(m).description, #","modifier":"\#(m.rawValue)""#) }
        for m in TravelMode.allCases { XCTAssertEqual(StepJSON.member(m).description, #","mode":"\#(m.rawValue)""#) }
    }
}
