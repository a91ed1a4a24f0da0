import XCTest
@testable import LiftRouting
import LiftCore

/// `restriction:conditional`: the opening_hours subset parsed, and the restriction in force at
/// the import's reference time applied on a small map.
final class ConditionalRestrictionTests: XCTestCase {
    private let mondayEight = LocalTime(weekday: 0, minute: 8 * 60)
    private let mondayNoon = LocalTime(weekday: 0, minute: 12 * 60)
    private let saturdayEight = LocalTime(weekday: 5, minute: 8 * 60)

    func test_conditionalParse_weekdayRangeAndTime_holdsInsideOnly() throws {
        let rules = try XCTUnwrap(ConditionalRestriction.parse("no_left_turn @ (Mo-Fr 07:00-09:00)"))
        XCTAssertEqual(ConditionalRestriction.value(rules, at: mondayEight), "no_left_turn")
        XCTAssertNil(ConditionalRestriction.value(rules, at: mondayNoon))
        XCTAssertNil(ConditionalRestriction.value(rules, at: saturdayEight))
        XCTAssertNil(ConditionalRestriction.value(rules, at: LocalTime(weekday: 0, minute: 9 * 60)), "the end is exclusive")
    }

    func test_conditionalParse_listsAndSeveralTimes_holdOnEach() throws {
        let rules = try XCTUnwrap(ConditionalRestriction.parse("no_right_turn @ (Mo,We,Fr 07:00-09:00,16:00-18:00)"))
        XCTAssertEqual(ConditionalRestriction.value(rules, at: LocalTime(weekday: 2, minute: 17 * 60)), "no_right_turn")
        XCTAssertNil(ConditionalRestriction.value(rules, at: LocalTime(weekday: 1, minute: 17 * 60)))
    }

    func test_conditionalParse_severalValuesAndRules_firstInForceWins() throws {
        let rules = try XCTUnwrap(ConditionalRestriction.parse(
            "no_left_turn @ (Mo-Fr 07:00-09:00; Sa 10:00-12:00); only_straight_on @ (Su)"))
        XCTAssertEqual(ConditionalRestriction.value(rules, at: LocalTime(weekday: 5, minute: 11 * 60)), "no_left_turn")
        XCTAssertEqual(ConditionalRestriction.value(rules, at: LocalTime(weekday: 6, minute: 3)), "only_straight_on")
        XCTAssertNil(ConditionalRestriction.value(rules, at: saturdayEight))
    }

    func test_conditionalParse_pastMidnight_holdsIntoTheNextDay() throws {
        let rules = try XCTUnwrap(ConditionalRestriction.parse("no_u_turn @ (Fr 22:00-06:00)"))
        XCTAssertEqual(ConditionalRestriction.value(rules, at: LocalTime(weekday: 4, minute: 23 * 60)), "no_u_turn")
        XCTAssertEqual(ConditionalRestriction.value(rules, at: LocalTime(weekday: 5, minute: 5 * 60)), "no_u_turn")
        XCTAssertNil(ConditionalRestriction.value(rules, at: LocalTime(weekday: 5, minute: 7 * 60)))
        XCTAssertNil(ConditionalRestriction.value(rules, at: LocalTime(weekday: 4, minute: 5 * 60)))
    }

    func test_conditionalParse_wrappingDaysAndBareTime_hold() throws {
        let days = try XCTUnwrap(ConditionalRestriction.parse("no_left_turn @ (Sa-Mo)"))
        XCTAssertEqual(ConditionalRestriction.value(days, at: mondayNoon), "no_left_turn")
        XCTAssertNil(ConditionalRestriction.value(days, at: LocalTime(weekday: 1, minute: 0)))
        let time = try XCTUnwrap(ConditionalRestriction.parse("no_left_turn @ 07:00-09:00"))
        XCTAssertEqual(ConditionalRestriction.value(time, at: saturdayEight), "no_left_turn")
    }

    func test_conditionalParse_publicHoliday_isNeverTheReferenceDay() throws {
        let withPH = try XCTUnwrap(ConditionalRestriction.parse("no_left_turn @ (Mo-Fr,PH 07:00-09:00)"))
        XCTAssertEqual(ConditionalRestriction.value(withPH, at: mondayEight), "no_left_turn")
        let onlyPH = try XCTUnwrap(ConditionalRestriction.parse("no_left_turn @ (PH)"))
        XCTAssertNil(ConditionalRestriction.value(onlyPH, at: mondayEight))
    }

    func test_conditionalParse_malformed_isRefused() {
        for text in ["", "no_left_turn", "no_left_turn @ (Mo-Fr 07:00-09:00", "no_left_turn @ (Mo-Xx)",
                     "no_left_turn @ (Mo-Fr 7:00-9:00)", "no_left_turn @ (Mo-Fr 07:00-25:00)", "no_left_turn @ (Mo-Fr 07:00)",
                     "no_left_turn @ (wet)", "no_left_turn @ (Mo-Fr 07:00-09:00 off)", "no_left_turn @ (PH off)",
                     "no_left_turn @ (Jan-Mar)", "no_left_turn @ (Mo-Fr 07:00-07:00)", "no left @ (Mo)", "@ (Mo)",
                     "no_left_turn @ (Mo-Fr 07:60-09:00)", "no_left_turn @ (Mo-Fr-Sa)", "no_left_turn @ ()"] {
            XCTAssertNil(ConditionalRestriction.parse(text), text)
        }
    }

    /// A crossing: w - j - e west to east, n - j - s north to south, all two-way.
    private func crossing(_ tags: [String: String]) -> GridMap {
        var m = GridMap(["  n  ", "w j e", "  s  "], metres: 200)
        for w in ["wj", "je", "nj", "js"] { m.way(w) }
        m.relation(["type": "restriction"].merging(tags) { _, new in new }, [("from", "wj"), ("via", "j"), ("to", "js")])
        return m
    }

    func test_conditionalRestriction_inForceAtReferenceTime_isApplied() throws {
        let n = try crossing(["restriction:conditional": "no_right_turn @ (Mo-Fr 07:00-09:00)"]).network(restrictionsAt: mondayEight)
        let m = crossing([:])
        XCTAssertGreaterThan(try XCTUnwrap(n.trip(m, "w", "s")).distance, 500)
        XCTAssertEqual(n.stats.restrictions, 1)
        XCTAssertEqual(n.stats.skippedRestrictions, 0)
    }

    func test_conditionalRestriction_outOfForceAtReferenceTime_isNotApplied() throws {
        let n = try crossing(["restriction:conditional": "no_right_turn @ (Mo-Fr 07:00-09:00)"]).network(restrictionsAt: saturdayEight)
        XCTAssertLessThan(try XCTUnwrap(n.trip(crossing([:]), "w", "s")).distance, 450)
        XCTAssertEqual(n.stats.skippedRestrictions, 0)
    }

    func test_conditionalRestriction_withoutReferenceTime_isCountedNotApplied() throws {
        let n = try crossing(["restriction:conditional": "no_right_turn @ (Mo-Fr 07:00-09:00)"]).network()
        XCTAssertLessThan(try XCTUnwrap(n.trip(crossing([:]), "w", "s")).distance, 450)
        XCTAssertEqual(n.stats.skippedRestrictions, 1)
    }

    func test_conditionalRestriction_unknownSyntax_isCountedNotApplied() throws {
        let n = try crossing(["restriction:conditional": "no_right_turn @ (wet)"]).network(restrictionsAt: mondayEight)
        XCTAssertLessThan(try XCTUnwrap(n.trip(crossing([:]), "w", "s")).distance, 450)
        XCTAssertEqual(n.stats.skippedRestrictions, 1)
    }

    func test_conditionalRestriction_exceptMotorcar_isIgnoredUncounted() throws {
        let n = try crossing(["restriction:conditional": "no_right_turn @ (Mo-Fr 07:00-09:00)", "except": "motorcar"])
            .network(restrictionsAt: mondayEight)
        XCTAssertLessThan(try XCTUnwrap(n.trip(crossing([:]), "w", "s")).distance, 450)
        XCTAssertEqual(n.stats.skippedRestrictions, 0)
    }

    func test_conditionalRestriction_plainRestrictionPresent_plainStands() throws {
        let n = try crossing(["restriction": "no_right_turn", "restriction:conditional": "no_left_turn @ (Sa)"])
            .network(restrictionsAt: saturdayEight)
        XCTAssertGreaterThan(try XCTUnwrap(n.trip(crossing([:]), "w", "s")).distance, 500)
    }

    func test_conditionalRestriction_footProfile_isIgnored() throws {
        let n = try crossing(["restriction:conditional": "no_right_turn @ (Mo-Fr 07:00-09:00)"]).network(.foot, restrictionsAt: mondayEight)
        XCTAssertLessThan(try XCTUnwrap(n.trip(crossing([:]), "w", "s")).distance, 450)
        XCTAssertEqual(n.stats.skippedRestrictions, 0)
    }
}

final class LocalTimeTests: XCTestCase {
    func test_localTime_instantAndOffset_givesWeekdayAndMinute() {
        // 2026-11-26T08:00:00Z is a Thursday.
        let t = Timestamp(milliseconds: 1_795_680_000_000)
        XCTAssertEqual(LocalTime(t, offsetSeconds: 0), LocalTime(weekday: 3, minute: 480))
        XCTAssertEqual(LocalTime(t, offsetSeconds: 2 * 3600), LocalTime(weekday: 3, minute: 600))
        XCTAssertEqual(LocalTime(t, offsetSeconds: -9 * 3600), LocalTime(weekday: 2, minute: 23 * 60))
    }

    func test_localTime_beforeEpoch_countsDaysDown() {
        // 1969-12-31T23:00:00Z was a Wednesday.
        XCTAssertEqual(LocalTime(Timestamp(milliseconds: -3_600_000), offsetSeconds: 0), LocalTime(weekday: 2, minute: 23 * 60))
    }
}
