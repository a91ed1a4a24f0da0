import LiftCore
import XCTest

/// The compact step model: steps that refer into one shared line buffer and road table read back
/// as the step values they stand for, and damaged references read as nothing, never a trap.
final class LegStepsTests: XCTestCase {
    private let a = GeoPoint(lat: 60.1699, lon: 24.9384), b = GeoPoint(lat: 60.1618, lon: 24.947)

    private func value(_ line: PlannedRoute.Line, name: String, ref: String = "", classes: RoadClasses = []) -> RouteStep {
        var s = RouteStep(distance: 12.5, duration: 3.25, line: line, name: name, ref: ref, roadClass: "primary", mode: .cycling,
                          maneuver: Maneuver(type: .roundabout, modifier: .left, location: a, bearingBefore: 10, bearingAfter: 200,
                                             exit: 3))
        s.classes = classes
        return s
    }

    func test_legSteps_polylineValues_readBackAsTheSameSteps() {
        let values = [value(.polyline(Array("_p~iF~ps|U".utf8)), name: "Kaivokatu", classes: .toll),
                      value(.polyline(Array("??".utf8)), name: "", ref: "E12"),
                      value(.polyline([]), name: "Mannerheimintie")]
        let steps = LegSteps(values)
        XCTAssertEqual(steps.routeSteps, values)
        XCTAssertEqual(steps.lineRange(1), 10..<12)
        XCTAssertEqual(steps.classes, .toll)
    }

    func test_legSteps_pointValues_readBackAsTheSameSteps() {
        let values = [value(.points([a, b, a]), name: "A"), value(.points([b, b]), name: "B")]
        XCTAssertEqual(LegSteps(values).routeSteps, values)
    }

    func test_lineRange_endsOutOfOrderOrBeyondTheLines_isEmpty() {
        var steps = LegSteps([value(.polyline(Array("abcd".utf8)), name: "A"), value(.polyline(Array("ef".utf8)), name: "B")])
        steps.steps[0].lineEnd = 9
        XCTAssertEqual(steps.lineRange(0), 0..<0)
        XCTAssertEqual(steps.lineRange(1), 0..<0)
        steps.steps[0].lineEnd = -1
        XCTAssertEqual(steps.routeStep(0).line, .polyline([]))
    }

    func test_stepRoads_roadOutsideTheTable_readsAsAnUnnamedRoad() {
        let roads = StepRoads(names: ["A"], refs: ["E12"], classes: ["primary"])
        XCTAssertEqual([roads.name(0), roads.ref(0), roads.roadClass(0)], ["A", "E12", "primary"])
        for i: Int32 in [1, -1, .max] { XCTAssertEqual([roads.name(i), roads.ref(i), roads.roadClass(i)], ["", "", "road"]) }
    }

    private func pieces(_ roads: StepRoads, _ i: Int32) -> [String] {
        var out = [String]()
        roads.withUTF8(i) { name, ref, roadClass, phrase in out = [name, ref, roadClass, phrase].map { String(decoding: $0, as: UTF8.self) } }
        return out
    }

    func test_stepRoads_withUTF8_theStringsAndTheRoadAsInstructionsCallIt() {
        let roads = StepRoads(names: ["Mannerheimintie", "", "", "Åkervägen"], refs: ["E12", "", "", ""],
                              classes: ["trunk", "service", "road", "residential"])
        XCTAssertEqual(pieces(roads, 0), ["Mannerheimintie", "E12", "trunk", "Mannerheimintie (E12)"])
        XCTAssertEqual(pieces(roads, 1), ["", "", "service", "the service road"])
        XCTAssertEqual(pieces(roads, 2), ["", "", "road", ""])
        XCTAssertEqual(pieces(roads, 3), ["Åkervägen", "", "residential", "Åkervägen"])
    }

    func test_stepRoads_withUTF8OutsideTheTable_anUnnamedRoad() {
        let roads = StepRoads(names: ["A"], refs: ["E12"], classes: ["primary"])
        for i: Int32 in [1, -1, .max, .min] { XCTAssertEqual(pieces(roads, i), ["", "", "road", ""]) }
        XCTAssertEqual(pieces(StepRoads(names: [], refs: [], classes: []), 0), ["", "", "road", ""])
    }
}
