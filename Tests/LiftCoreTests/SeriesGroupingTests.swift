import LiftCore
import XCTest

/// Day / ISO week / month grouping at the calendar's edges.
final class SeriesGroupingTests: XCTestCase {
    private func day(_ y: Int64, _ m: Int64, _ d: Int64) -> Day { Day(year: y, month: m, day: d) ?? Day(daysSinceEpoch: 0) }

    func test_week_sundayJan3rd2021_belongsTo2020W53StartingMonday() {
        let start = SeriesGrouping.week.bucket(of: day(2021, 1, 3))
        XCTAssertEqual(start, day(2020, 12, 28))
        XCTAssertEqual(SeriesGrouping.week.label(of: start), "2020-W53")
    }

    func test_week_monday30Dec2024_isWeekOneOf2025() {
        let start = SeriesGrouping.week.bucket(of: day(2025, 1, 1))
        XCTAssertEqual(start, day(2024, 12, 30))
        XCTAssertEqual(SeriesGrouping.week.label(of: start), "2025-W01")
    }

    func test_month_leapDay_groupsToFirstOfFebruary() {
        let start = SeriesGrouping.month.bucket(of: day(2024, 2, 29))
        XCTAssertEqual(start, day(2024, 2, 1))
        XCTAssertEqual(SeriesGrouping.month.label(of: start), "2024-02")
        XCTAssertEqual(SeriesGrouping.day.label(of: day(2024, 2, 29)), "2024-02-29")
    }
}
