import XCTest
@testable import LiftCore

/// Instants assigned to days in a zone, and the instants a day spans, across daylight-saving
/// changes: New York (March and November), Helsinki, Lord Howe (a 30-minute shift), Kathmandu
/// (+05:45), and Santiago (midnight skipped).
final class DayAssignmentTests: XCTestCase {
    let t = ZoneFixtures.instant
    let d = ZoneFixtures.day

    func test_day_newYorkEvening22November_isThe22nd() throws {
        let z = try ZoneFixtures.system("America/New_York")
        XCTAssertEqual(z.day(of: t("2026-11-23T04:30:00Z")), d(2026, 11, 22))
        XCTAssertEqual(ZoneRules.utc.day(of: t("2026-11-23T04:30:00Z")), d(2026, 11, 23))
    }

    func test_day_newYorkMarchChange_dayIs23HoursLong() throws {
        let z = try ZoneFixtures.system("America/New_York")
        XCTAssertEqual(z.start(of: d(2026, 3, 8)), t("2026-03-08T05:00:00Z"))
        XCTAssertEqual(z.end(of: d(2026, 3, 8)), t("2026-03-09T04:00:00Z"))
        XCTAssertEqual(z.day(of: t("2026-03-09T03:59:59Z")), d(2026, 3, 8))
        XCTAssertEqual(z.day(of: t("2026-03-09T04:00:00Z")), d(2026, 3, 9))
    }

    func test_day_newYorkNovemberChange_dayIs25HoursLong() throws {
        let z = try ZoneFixtures.system("America/New_York")
        XCTAssertEqual(z.start(of: d(2026, 11, 1)), t("2026-11-01T04:00:00Z"))
        XCTAssertEqual(z.end(of: d(2026, 11, 1)), t("2026-11-02T05:00:00Z"))
        // 01:30 happens twice on 1 November; both are that day.
        XCTAssertEqual(z.day(of: t("2026-11-01T05:30:00Z")), d(2026, 11, 1))
        XCTAssertEqual(z.day(of: t("2026-11-01T06:30:00Z")), d(2026, 11, 1))
        XCTAssertEqual(z.day(of: t("2026-11-02T04:59:59Z")), d(2026, 11, 1))
    }

    func test_day_helsinkiSpringAndAutumn_followsEETAndEEST() throws {
        let z = try ZoneFixtures.system("Europe/Helsinki")
        XCTAssertEqual(z.day(of: t("2026-03-28T22:30:00Z")), d(2026, 3, 29))   // +2
        XCTAssertEqual(z.day(of: t("2026-03-29T20:59:59Z")), d(2026, 3, 29))   // +3
        XCTAssertEqual(z.day(of: t("2026-03-29T21:00:00Z")), d(2026, 3, 30))
        XCTAssertEqual(z.start(of: d(2026, 10, 26)), t("2026-10-25T22:00:00Z"))
        XCTAssertEqual(z.start(of: d(2026, 10, 25)), t("2026-10-24T21:00:00Z"))
    }

    func test_day_lordHowe_shiftsByThirtyMinutes() throws {
        let z = try ZoneFixtures.system("Australia/Lord_Howe")
        // DST (+11) from the first Sunday of October, 02:00 standard time.
        XCTAssertEqual(z.offsetSeconds(at: t("2026-10-03T15:29:59Z")), 10 * 3600 + 1800)
        XCTAssertEqual(z.offsetSeconds(at: t("2026-10-03T15:30:00Z")), 11 * 3600)
        XCTAssertEqual(z.day(of: t("2026-10-04T13:00:00Z")), d(2026, 10, 5))
        // Standard (+10:30) again from the first Sunday of April, 02:00 daylight time.
        XCTAssertEqual(z.day(of: t("2026-04-05T13:15:00Z")), d(2026, 4, 5))
        XCTAssertEqual(z.start(of: d(2026, 4, 6)), t("2026-04-05T13:30:00Z"))
    }

    func test_day_kathmandu_isFiveFortyFiveAhead() throws {
        let z = try ZoneFixtures.system("Asia/Kathmandu")
        XCTAssertEqual(z.day(of: t("2026-06-01T18:14:59Z")), d(2026, 6, 1))
        XCTAssertEqual(z.day(of: t("2026-06-01T18:15:00Z")), d(2026, 6, 2))
        XCTAssertEqual(z.start(of: d(2026, 6, 2)), t("2026-06-01T18:15:00Z"))
    }

    func test_start_santiagoSkipsMidnight_dayStartsAtTheTransition() throws {
        let z = try ZoneFixtures.system("America/Santiago")
        // Saturday 5 September 2026 24:00 (-04) becomes 01:00 (-03) on the 6th.
        XCTAssertEqual(z.start(of: d(2026, 9, 6)), t("2026-09-06T04:00:00Z"))
        XCTAssertEqual(z.day(of: t("2026-09-06T03:59:59Z")), d(2026, 9, 5))
    }

    func test_day_calendarEnds_neverTrap() throws {
        let z = try ZoneFixtures.system("Pacific/Kiritimati")   // +14
        XCTAssertEqual(z.day(of: Timestamp(milliseconds: .max)), Day.last.adding(days: 1))
        // Before 1901 Kiritimati kept local mean time, -10:29:20: the calendar's first instant
        // is the day before its first day there.
        XCTAssertEqual(z.day(of: Timestamp(milliseconds: .min)), Day.first.adding(days: -1))
        _ = z.start(of: Day(daysSinceEpoch: .max))
        _ = z.start(of: Day(daysSinceEpoch: .min))
    }
}
