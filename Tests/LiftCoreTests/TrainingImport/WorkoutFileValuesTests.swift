@testable import LiftCore
import XCTest

/// The value readers of the training files: what a hostile or broken file can put in a field is
/// refused, never a trap.
final class WorkoutFileValuesTests: XCTestCase {
    func test_duration_plainSecondsAndStrongText_readAsSeconds() {
        XCTAssertEqual(WorkoutFileValues.duration("3900"), .some(3900))
        XCTAssertEqual(WorkoutFileValues.duration("1h 5m"), .some(3900))
        XCTAssertEqual(WorkoutFileValues.duration("45m"), .some(2700))
        XCTAssertEqual(WorkoutFileValues.duration(""), .some(nil))
    }

    func test_duration_numbersBeyondAnyDuration_areRefusedNotTrapped() {
        for huge in ["99999999999999999999999999999999", "1e30", "9223372036854775808", "99999999999999999999h"] {
            XCTAssertEqual(WorkoutFileValues.duration(huge), .none, huge)
        }
    }

    func test_clock_fitNotesTime_readAsSeconds_andHugePartsRefused() {
        XCTAssertEqual(WorkoutFileValues.clock("0:30:00"), .some(1800))
        XCTAssertEqual(WorkoutFileValues.clock("99999999999999999999:00"), .none)
    }
}
