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

    /// Spot checks against the 2011 Compendium's rows, incl. the entries whose codes were corrected.
    func test_workoutCatalog_metAndCode_matchTheCompendiumRow() throws {
        let expected: [(String, String, Double)] = [
            ("Barbell bench press", "02050", 6.0), ("Barbell back squat", "02052", 5.0), ("Leg press", "02054", 3.5),
            ("Push-up", "02020", 8.0), ("Walking lunge", "02022", 3.8), ("Plank", "02024", 2.8),
            ("Kettlebell swing", "02040", 8.0), ("Stationary cycling", "02010", 7.0), ("Cycling, 14-16 mph", "01040", 10.0),
            ("Jogging", "12020", 7.0), ("Running, 6 mph", "12050", 9.8), ("Brisk walking", "17200", 4.3),
            ("Swimming, freestyle, moderate", "18240", 5.8), ("Swimming, freestyle, fast", "18230", 9.8),
            ("High-impact aerobics", "03021", 7.3), ("Low-impact aerobics", "03020", 5.0), ("Punching bag", "15110", 5.5),
            ("Sun salutation", "02180", 3.3), ("Jump rope", "15551", 11.8), ("Hatha yoga", "02150", 2.5),
        ]
        for (name, code, met) in expected {
            let w = try XCTUnwrap(WorkoutCatalog.workout(nameKey: NameKey.of(name)), name)
            XCTAssertEqual(w.compendiumCode, code, name)
            XCTAssertEqual(w.met, met, name)
        }
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

    func test_statsPeriod_lastMonthOfCalendar_endsAfter9999_12_31() throws {
        let (start, end) = try StatsPeriod.month(try XCTUnwrap(Day(year: 9999, month: 12, day: 5))).days(path: "date")
        XCTAssertEqual(start, Day(year: 9999, month: 12, day: 1))
        XCTAssertEqual(end.adding(days: -1), Day.last)
    }

    func test_statsPeriod_customBackwards_failsInvalid() throws {
        let a = try XCTUnwrap(Day(year: 2026, month: 1, day: 2)), b = try XCTUnwrap(Day(year: 2026, month: 1, day: 1))
        XCTAssertThrowsError(try StatsPeriod.custom(from: a, through: b).days(path: "from")) {
            XCTAssertEqual(($0 as? LiftError)?.status, .invalidRequest)
        }
    }
}
