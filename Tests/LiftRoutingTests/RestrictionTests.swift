import XCTest
@testable import LiftRouting

/// Turn restrictions read from small maps: which bind, which are ignored and counted.
final class RestrictionTests: XCTestCase {
    /// A oneway street a-b-c-d-e-f-g eastwards with oneway side roads down at e, f and g to a
    /// oneway street j-i-h-x back west, and a oneway x-a closing the loop (so that every stop is
    /// on one strongly connected network).
    private func ladder() -> GridMap {
        var m = GridMap(["a b c d e   f   g",
                         "                 ",
                         "    x   h   i   j"], metres: 200)
        for w in ["ab", "bc", "cd", "de", "ef", "fg", "eh", "fi", "gj", "ih", "ji", "hx", "xa"] { m.way(w, ["oneway": "yes"]) }
        return m
    }

    func test_restriction_viaNodeOnAWayInsideAViaWayRestriction_isEnforced() throws {
        var m = ladder()
        m.restriction("no_right_turn", from: "ab", via: ["bc", "cd", "de", "ef"], to: "fi")
        m.restriction("no_right_turn", from: "de", via: ["e"], to: "eh")
        let n = try m.network()
        // From a: not down at e (node restriction), not down at f (via-way restriction): down at g.
        let fromA = try XCTUnwrap(n.trip(m, "a", "x"))
        XCTAssertFalse(fromA.passes(m, "h") && !fromA.passes(m, "i"), "turned de -> eh at e")
        XCTAssertTrue(fromA.passes(m, "j"))
        // From c (not from ab): down at f, never at e.
        let fromC = try XCTUnwrap(n.trip(m, "c", "x"))
        XCTAssertTrue(fromC.passes(m, "i"))
        XCTAssertFalse(fromC.passes(m, "j"))
    }

    /// A crossing: w - j - e west to east, n - j - s north to south, all two-way.
    private func crossing() -> GridMap {
        var m = GridMap(["  n  ", "w j e", "  s  "], metres: 200)
        for w in ["wj", "je", "nj", "js"] { m.way(w) }
        return m
    }

    func test_restriction_noEntryWithSeveralFrom_bansEachOfThem() throws {
        var m = crossing()
        m.relation(["type": "restriction", "restriction": "no_entry"],
                   [("from", "wj"), ("from", "nj"), ("via", "j"), ("to", "je")])
        let n = try m.network()
        let direct = try XCTUnwrap(n.trip(m, "s", "e"))
        XCTAssertEqual(direct.distance, 400, accuracy: 30, "s -> e is still allowed")
        for from: Character in ["w", "n"] {
            let trip = try XCTUnwrap(n.trip(m, from, "e"))
            XCTAssertGreaterThan(trip.distance, 500, "\(from) -> j -> e should be banned")
        }
    }

    func test_restriction_noExitWithSeveralTo_bansEachOfThem() throws {
        var m = crossing()
        m.relation(["type": "restriction", "restriction": "no_exit"],
                   [("from", "wj"), ("via", "j"), ("to", "je"), ("to", "js")])
        let n = try m.network()
        XCTAssertGreaterThan(try XCTUnwrap(n.trip(m, "w", "e")).distance, 500)
        XCTAssertGreaterThan(try XCTUnwrap(n.trip(m, "w", "s")).distance, 500)
        XCTAssertLessThan(try XCTUnwrap(n.trip(m, "w", "n")).distance, 450)
    }

    func test_restriction_turnOnRed_isNotABan() throws {
        var m = crossing()
        m.restriction("no_right_turn_on_red", from: "wj", via: ["j"], to: "js")
        m.restriction("no_turn_on_red", from: "nj", via: ["j"], to: "je")
        let n = try m.network()
        XCTAssertLessThan(try XCTUnwrap(n.trip(m, "w", "s")).distance, 450)
        XCTAssertLessThan(try XCTUnwrap(n.trip(m, "n", "e")).distance, 450)
        XCTAssertEqual(n.stats.skippedRestrictions, 0)
    }

    func test_restriction_severalFromOnANoTurn_isIgnoredAndCounted() throws {
        var m = crossing()
        m.relation(["type": "restriction", "restriction": "no_right_turn"],
                   [("from", "wj"), ("from", "nj"), ("via", "j"), ("to", "js")])
        // A from that is a node, not a way: the roles are wrong.
        m.relation(["type": "restriction", "restriction": "no_left_turn"], [("from", "w"), ("via", "j"), ("to", "je")])
        let n = try m.network()
        XCTAssertLessThan(try XCTUnwrap(n.trip(m, "w", "s")).distance, 450)
        XCTAssertEqual(n.stats.skippedRestrictions, 2)
    }
}
