import LiftCore
import XCTest

/// Every day / week / month computation at the two ends of the calendar the wire can spell,
/// 0001-01-01 and 9999-12-31: inside it, or refused naming the field.
final class CalendarEdgeTests: XCTestCase {
    func test_dayFirstAndLast_areTheCalendarsEnds() {
        XCTAssertEqual(Day.first, Day(year: 1, month: 1, day: 1))
        XCTAssertEqual(Day.last, Day(year: 9999, month: 12, day: 31))
        XCTAssertEqual(Day.first.isoWeekday, 1)
        XCTAssertEqual(Day.last.isoWeekday, 5)
        XCTAssertEqual(Timestamp.last.day, Day.last)
        XCTAssertEqual(Timestamp.last.milliseconds + 1, Day.last.adding(days: 1).start.milliseconds)
    }

    func test_addingOnCalendar_pastEitherEnd_isNil() {
        XCTAssertNil(Day.first.addingOnCalendar(days: -1))
        XCTAssertNil(Day.last.addingOnCalendar(days: 1))
        XCTAssertEqual(Day.last.addingOnCalendar(days: -1), Day(year: 9999, month: 12, day: 30))
    }

    func test_dayArithmetic_extremeStoredValues_saturatesWithoutTrapping() {
        let huge = Day(daysSinceEpoch: Int64.max), tiny = Day(daysSinceEpoch: Int64.min)
        XCTAssertEqual(huge.adding(days: 1), huge)
        XCTAssertEqual(tiny.adding(days: -1), tiny)
        XCTAssertEqual(huge.start.milliseconds, Int64.max)
        XCTAssertEqual(tiny.start.milliseconds, Int64.min)
        XCTAssertEqual(huge.civil.year, 9999)
        XCTAssertEqual(tiny.civil.year, 1)
        XCTAssertTrue((1...7).contains(huge.isoWeekday))
        XCTAssertTrue((1...7).contains(tiny.isoWeekday))
    }

    func test_statsPeriod_weekOfLastDay_failsNamingPathOutOfRange() {
        for day in [Day.last, Day(year: 9999, month: 12, day: 27)!] {
            XCTAssertThrowsError(try StatsPeriod.week(day).days(path: "date")) { error in
                XCTAssertEqual((error as? LiftError)?.code, "date_out_of_range")
                XCTAssertEqual((error as? LiftError)?.detail("path"), .location("date"))
            }
        }
    }

    func test_statsPeriod_lastWholeWeek_endsOn9999_12_26() throws {
        let (start, end) = try StatsPeriod.week(try XCTUnwrap(Day(year: 9999, month: 12, day: 26))).days(path: "date")
        XCTAssertEqual(start, Day(year: 9999, month: 12, day: 20))
        XCTAssertEqual(end.adding(days: -1), Day(year: 9999, month: 12, day: 26))
    }

    func test_statsPeriod_firstDayWeekMonth_startOn0001_01_01() throws {
        XCTAssertEqual(try StatsPeriod.day(Day.first).days(path: "date").start, Day.first)
        let week = try StatsPeriod.week(try XCTUnwrap(Day(year: 1, month: 1, day: 7))).days(path: "date")
        XCTAssertEqual(week.start, Day.first)
        XCTAssertEqual(week.end, Day(year: 1, month: 1, day: 8))
        let month = try StatsPeriod.month(Day.first).days(path: "date")
        XCTAssertEqual(month.start, Day.first)
        XCTAssertEqual(month.end, Day(year: 1, month: 2, day: 1))
    }

    func test_statsPeriod_lastDayAndCustomRange_endOn9999_12_31() throws {
        XCTAssertEqual(try StatsPeriod.day(Day.last).days(path: "date").end.adding(days: -1), Day.last)
        let custom = try StatsPeriod.custom(from: Day.last.adding(days: -10), through: Day.last).days(path: "to")
        XCTAssertEqual(custom.end.adding(days: -1), Day.last)
    }

    func test_seriesGrouping_firstDay_bucketsAndLabelsInYearOne() {
        XCTAssertEqual(SeriesGrouping.week.bucket(of: Day.first), Day.first)
        XCTAssertEqual(SeriesGrouping.week.label(of: Day.first), "0001-W01")
        XCTAssertEqual(SeriesGrouping.month.bucket(of: Day.first), Day.first)
        XCTAssertEqual(SeriesGrouping.month.label(of: Day.first), "0001-01")
        XCTAssertEqual(SeriesGrouping.day.label(of: Day.first), "0001-01-01")
    }

    func test_seriesGrouping_lastDay_bucketsAndLabelsIn9999() {
        let week = SeriesGrouping.week.bucket(of: Day.last)
        XCTAssertEqual(week, Day(year: 9999, month: 12, day: 27))
        XCTAssertEqual(SeriesGrouping.week.label(of: week), "9999-W52")
        XCTAssertEqual(SeriesGrouping.month.bucket(of: Day.last), Day(year: 9999, month: 12, day: 1))
        XCTAssertEqual(SeriesGrouping.month.label(of: Day.last), "9999-12")
        XCTAssertEqual(SeriesGrouping.day.label(of: Day.last), "9999-12-31")
    }

    func test_loggable_todayIsLastDay_acceptsLastDayWithoutLeavingCalendar() {
        XCTAssertNoThrow(try BodyLogRules.checkLoggable(Day.last, today: Day.last, path: "date"))
        XCTAssertNoThrow(try BodyLogRules.checkLoggable(Day.first, today: Day.last, path: "date"))
    }
}
