import XCTest
@testable import LiftRouting

/// Stop signs without a direction on a road between two junctions: bound, as car.lua infers, to
/// the traffic heading for the junction the sign stands near.
final class StopSignTests: XCTestCase {
    /// a - s - b west to east, s 10 m before b (cells of 10 m), two-way.
    private func road(stop: [String: String]?) -> GridMap {
        var m = GridMap(["a           sb"], metres: 10)
        m.way("as"); m.way("sb")
        if let stop { m.tag(node: "s", stop) }
        return m
    }

    private func seconds(_ m: GridMap, _ from: Character, _ to: Character) throws -> Double {
        try XCTUnwrap(try m.network().trip(m, from, to)).duration
    }

    func test_stopSign_noDirectionNearTheJunctionAhead_delaysTheApproach() throws {
        let plain = road(stop: nil), stop = road(stop: ["highway": "stop"])
        XCTAssertEqual(try seconds(stop, "a", "b") - seconds(plain, "a", "b"), 2, accuracy: 0.15)
    }

    func test_stopSign_noDirectionLeavingTheNearJunction_isNotPaid() throws {
        let plain = road(stop: nil), stop = road(stop: ["highway": "stop"])
        XCTAssertEqual(try seconds(stop, "b", "a") - seconds(plain, "b", "a"), 0, accuracy: 0.15)
    }

    func test_stopSign_directionGiven_bindsThatDirectionOnly() throws {
        let plain = road(stop: nil), stop = road(stop: ["highway": "stop", "direction": "backward"])
        // Backward along the ways a -> s -> b: from b towards a, against the heuristic's guess.
        XCTAssertEqual(try seconds(stop, "b", "a") - seconds(plain, "b", "a"), 2, accuracy: 0.15)
        XCTAssertEqual(try seconds(stop, "a", "b") - seconds(plain, "a", "b"), 0, accuracy: 0.15)
    }

    /// A crossroads at x: the primary road w - x - e west to east, the residential n - x - s
    /// north to south; the stop sign stands on x itself.
    private func crossroads(stop: [String: String]?, major: String = "primary") -> GridMap {
        var m = GridMap(["  n  ",
                         "     ",
                         "w x e",
                         "     ",
                         "  s  "], metres: 50)
        m.way("wx", ["highway": major]); m.way("xe", ["highway": major])
        m.way("nx"); m.way("xs")
        if let stop { m.tag(node: "x", stop) }
        return m
    }

    func test_stopMinor_enteringByTheMinorRoad_isPaid() throws {
        let plain = crossroads(stop: nil), minor = crossroads(stop: ["highway": "stop", "stop": "minor"])
        XCTAssertEqual(try seconds(minor, "n", "s") - seconds(plain, "n", "s"), 2, accuracy: 0.15)
        XCTAssertEqual(try seconds(minor, "n", "e") - seconds(plain, "n", "e"), 2, accuracy: 0.15)
    }

    func test_stopMinor_enteringByTheMajorRoad_isNotPaid() throws {
        let plain = crossroads(stop: nil), minor = crossroads(stop: ["highway": "stop", "stop": "minor"])
        XCTAssertEqual(try seconds(minor, "w", "e") - seconds(plain, "w", "e"), 0, accuracy: 0.15)
        XCTAssertEqual(try seconds(minor, "w", "s") - seconds(plain, "w", "s"), 0, accuracy: 0.15)
    }

    func test_stopWithoutMinor_atTheCrossroads_isPaidFromEveryRoad() throws {
        let plain = crossroads(stop: nil), all = crossroads(stop: ["highway": "stop"])
        XCTAssertEqual(try seconds(all, "w", "e") - seconds(plain, "w", "e"), 2, accuracy: 0.15)
        XCTAssertEqual(try seconds(all, "n", "s") - seconds(plain, "n", "s"), 2, accuracy: 0.15)
    }

    func test_stopMinor_allRoadsEqual_isNotPaid() throws {
        let plain = crossroads(stop: nil, major: "residential")
        let minor = crossroads(stop: ["highway": "stop", "stop": "minor"], major: "residential")
        XCTAssertEqual(try seconds(minor, "n", "s") - seconds(plain, "n", "s"), 0, accuracy: 0.15)
    }
}
