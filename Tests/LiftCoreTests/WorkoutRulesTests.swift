import LiftCore
import XCTest

/// The catalog, calories and stats periods, independent of SQLite.
final class WorkoutRulesTests: XCTestCase {
    func test_workoutCatalog_builtIns_atLeastFortyCoveringEveryCategoryWithCompendiumCodes() {
        XCTAssertGreaterThanOrEqual(WorkoutCatalog.all.count, 40)
        XCTAssertEqual(Set(WorkoutCatalog.all.map(\.category)), Set(Workout.Category.allCases))
        for w in WorkoutCatalog.all {
            XCTAssertEqual(w.compendiumCode?.count, 5, w.name)
            XCTAssertFalse(w.instructions.isEmpty, w.name)
            XCTAssertFalse(w.muscles.isEmpty, w.name)
            XCTAssertTrue(SaveWorkout.metRange.contains(w.met), w.name)
        }
        XCTAssertEqual(Set(WorkoutCatalog.all.map(\.id)).count, WorkoutCatalog.all.count)
        XCTAssertEqual(Set(WorkoutCatalog.all.map { NameKey.of($0.name) }).count, WorkoutCatalog.all.count)
        XCTAssertTrue(WorkoutCatalog.all.allSatisfy { RecordID(uuid: $0.id.text) == $0.id })
    }

    func test_calories_jogging30MinutesAt80kg_isMetTimesWeightTimesHours() {
        XCTAssertEqual(Calories.burned(met: 7.0, bodyWeightKilograms: 80, durationSeconds: 1800), 280, accuracy: 1e-9)
    }

    func test_statsPeriod_week_isMondayToSunday() throws {
        let thursday = try XCTUnwrap(Day(year: 2026, month: 11, day: 19))
        let (start, end) = try StatsPeriod.week(thursday).days(path: "period")
        XCTAssertEqual(start, Day(year: 2026, month: 11, day: 16))
        XCTAssertEqual(end, Day(year: 2026, month: 11, day: 23))
    }

    func test_statsPeriod_monthDecember_endsOnNewYear() throws {
        let (start, end) = try StatsPeriod.month(try XCTUnwrap(Day(year: 2026, month: 12, day: 31))).days(path: "period")
        XCTAssertEqual(start, Day(year: 2026, month: 12, day: 1))
        XCTAssertEqual(end, Day(year: 2027, month: 1, day: 1))
    }

    func test_statsPeriod_monthAfterLastRepresentableYear_failsInvalid() throws {
        XCTAssertThrowsError(try StatsPeriod.month(try XCTUnwrap(Day(year: 9999, month: 12, day: 5))).days(path: "date"))
    }

    func test_statsPeriod_customBackwards_failsInvalid() throws {
        let a = try XCTUnwrap(Day(year: 2026, month: 1, day: 2)), b = try XCTUnwrap(Day(year: 2026, month: 1, day: 1))
        XCTAssertThrowsError(try StatsPeriod.custom(from: a, through: b).days(path: "from")) {
            XCTAssertEqual(($0 as? LiftError)?.status, .invalidRequest)
        }
    }
}
