import LiftCore
import LiftJSON
import XCTest

/// The shared date readers at the edges of what a request may hold: the calendar's ends, offsets
/// that leave it, leap seconds.
final class DateReaderEdgeTests: XCTestCase {
    func test_parseTimestamp_calendarEnds_parseAndFormatBack() {
        for s in ["0001-01-01T00:00:00Z", "9999-12-31T23:59:59.999Z"] {
            XCTAssertEqual(WireTime.parseTimestamp(s).map(WireTime.format), s)
        }
        XCTAssertEqual(WireTime.parseTimestamp("0001-01-01T00:00:00Z"), Timestamp.first)
        XCTAssertEqual(WireTime.parseTimestamp("9999-12-31T23:59:59.999Z"), Timestamp.last)
        XCTAssertEqual(WireTime.parseTimestamp("0001-01-01T01:00:00+01:00"), Timestamp.first)
    }

    func test_parseTimestamp_offsetMovesOffCalendar_returnsNil() {
        for s in ["0001-01-01T00:00:00+00:01", "0001-01-01T00:30:00+01:00", "9999-12-31T23:59:59-00:01",
                  "9999-12-31T23:00:00-05:00"] {
            XCTAssertNil(WireTime.parseTimestamp(s), s)
        }
    }

    func test_parseTimestamp_leapSecond_returnsNil() {
        for s in ["2016-12-31T23:59:60Z", "2016-12-31T23:59:60.5Z", "2016-12-31T18:59:60-05:00", "2015-06-30T23:59:60z"] {
            XCTAssertNil(WireTime.parseTimestamp(s), s)
        }
    }

    func test_formatTimestamp_offCalendarStoredValue_writesNearerEnd() {
        XCTAssertEqual(WireTime.format(Timestamp(milliseconds: Int64.min)), "0001-01-01T00:00:00Z")
        XCTAssertEqual(WireTime.format(Timestamp(milliseconds: Int64.max)), "9999-12-31T23:59:59.999Z")
        XCTAssertEqual(WireTime.format(Day(daysSinceEpoch: Day.last.daysSinceEpoch + 2)), "9999-12-31")
    }

    func test_timestampField_leapSecond_failsNamingPath() throws {
        var (document, o) = try requestReader(#"{"date":"2016-12-31T23:59:60Z"}"#)
        assertRefusal({ _ = try o.timestamp("date") }, code: "invalid_request", path: "date")
        withExtendedLifetime(document) {}
    }

    func test_timestampField_offCalendarByOffset_failsNamingPath() throws {
        var (document, o) = try requestReader(#"{"r":{"date":"9999-12-31T23:59:59-01:00"}}"#)
        var r = try o.object("r")
        assertRefusal({ _ = try r.timestamp("date") }, code: "invalid_request", path: "r.date")
        withExtendedLifetime(document) {}
    }
}
