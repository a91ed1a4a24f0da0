import XCTest
import LiftCore
@testable import LiftRouting

/// Steps of planned routes on hand-made street maps: each maneuver type, modifiers, collapse,
/// roundabout exits, unnamed and ref-only roads, U-turns at stops.
final class DirectionsTests: XCTestCase {
    /// A crossroads: Main runs north through node 2, Side crosses it west to east.
    private func crossroads() -> StreetMap {
        var m = StreetMap()
        m.nodes = [1: (0, 0), 2: (1, 0), 3: (2, 0), 4: (1, 1), 5: (1, -1)]
        m.way([1, 2, 3], ["highway": "residential", "name": "Main"])
        m.way([5, 2, 4], ["highway": "residential", "name": "Side"])
        return m
    }

    func test_steps_turnAtCrossroads_departTurnRightArrive() throws {
        let m = crossroads()
        let steps = try XCTUnwrap(m.steps([m.near(1, towards: 2), m.near(4, towards: 2)]).first)
        XCTAssertEqual(steps.map(\.summary), ["depart Main", "turn right Side", "arrive Side"])
        XCTAssertEqual(steps.map(\.instruction), ["Head north on Main", "Turn right onto Side", "You have arrived at your destination"])
        XCTAssertEqual(steps[0].maneuver.bearingAfter, 0)
        XCTAssertEqual(steps[1].maneuver.bearingBefore, 0)
        XCTAssertEqual(steps[1].maneuver.bearingAfter, 90, accuracy: 1)
    }

    func test_steps_turnLeftAtCrossroads_modifierLeft() throws {
        let m = crossroads()
        let steps = try XCTUnwrap(m.steps([m.near(1, towards: 2), m.near(5, towards: 2)]).first)
        XCTAssertEqual(steps.map(\.summary), ["depart Main", "turn left Side", "arrive Side"])
    }
}

private func XCTAssertEqual(_ a: Int, _ b: Int, accuracy: Int, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertLessThanOrEqual(abs(a - b), accuracy, "\(a) is not \(b) ± \(accuracy)", file: file, line: line)
}
