import LiftCore
import LiftJSON
import XCTest

final class WireTimeTests: XCTestCase {
    func test_parseTimestamp_utcAndOffsets_normaliseToUTC() {
        XCTAssertEqual(WireTime.parseTimestamp("1970-01-01T00:00:00Z")?.milliseconds, 0)
        XCTAssertEqual(WireTime.parseTimestamp("1970-01-01T01:00:00+01:00")?.milliseconds, 0)
        XCTAssertEqual(WireTime.parseTimestamp("2026-11-21T17:00:00.25Z").map(WireTime.format), "2026-11-21T17:00:00.250Z")
        XCTAssertEqual(WireTime.parseTimestamp("2024-02-29T23:59:59-00:30").map(WireTime.format), "2024-03-01T00:29:59Z")
    }

    func test_parseTimestamp_invalid_returnsNil() {
        for s in ["", "2026-11-21", "2026-13-01T00:00:00Z", "2026-02-30T00:00:00Z", "2026-11-21T24:00:00Z",
                  "2026-11-21T17:00:00", "2026-11-21T17:00:00.Z", "0000-01-01T00:00:00Z", "2026-11-21T17:00:00+1:00"] {
            XCTAssertNil(WireTime.parseTimestamp(s), s)
        }
    }

    func test_formatDay_roundTripsOverFourCenturies() {
        var day = Day(year: 1900, month: 1, day: 1)!
        let end = Day(year: 2300, month: 1, day: 1)!
        while day < end {
            XCTAssertEqual(WireTime.parseDay(WireTime.format(day)), day)
            day = day.adding(days: 1)
        }
    }

    func test_parseDay_validDays_parse() {
        XCTAssertEqual(WireTime.parseDay("2024-02-29"), Day(year: 2024, month: 2, day: 29))
        XCTAssertEqual(WireTime.parseDay("1700-01-01"), Day(year: 1700, month: 1, day: 1))
        XCTAssertEqual(WireTime.parseDay("9999-12-31"), Day(year: 9999, month: 12, day: 31))
    }

    func test_parseDay_invalid_returnsNil() {
        for s in ["", "2026-1-01", "2026-11-1", "2026/11/21", "2026-11-2a", "-026-11-21", "2026-11-21 ", " 2026-11-21",
                  "2026-02-30", "2023-02-29", "2026-13-01", "2026-00-10", "2026-11-00", "0000-01-01", "2026-11-21T00",
                  "２026-11-21", "2026--11-21"] {
            XCTAssertNil(WireTime.parseDay(s), s)
        }
    }

    func test_isoWeekday_knownDates() {
        XCTAssertEqual(Day(year: 1970, month: 1, day: 1)?.isoWeekday, 4)   // Thursday
        XCTAssertEqual(Day(year: 2026, month: 11, day: 21)?.isoWeekday, 6)  // Saturday
    }
}
