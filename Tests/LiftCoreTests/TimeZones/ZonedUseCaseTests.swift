import XCTest
@testable import LiftCore

/// Use cases that count days, against spies, in a zone other than UTC: stats and streak,
/// the after-tomorrow check, the body weight of a completion; and the range rule.
final class ZonedUseCaseTests: XCTestCase {
    let t = ZoneFixtures.instant
    let d = ZoneFixtures.day

    private func stats(_ zone: ZoneRules, _ period: StatsPeriod, completions: [String], now: String) throws -> Stats {
        let workouts = WorkoutStoreSpy()
        for date in completions {
            workouts.completions.append(Completion(id: .random(), workoutID: .random(), duration: 3600, date: t(date),
                                                   bodyWeightKilograms: 70, calories: 490))
        }
        let clock = t(now)
        return try LoadStats(workouts: workouts, records: RoutineRecordStoreSpy(), currentDate: { clock })
            .counting(in: zone)(period)
    }

    func test_loadStats_newYorkEvening_countsOnTheLocalDay() throws {
        let ny = try ZoneFixtures.system("America/New_York")
        let evening = ["2026-11-23T04:30:00Z"]
        XCTAssertEqual(try stats(ny, .day(d(2026, 11, 22)), completions: evening, now: "2026-11-25T12:00:00Z").workoutsCompleted, 1)
        XCTAssertEqual(try stats(ny, .day(d(2026, 11, 23)), completions: evening, now: "2026-11-25T12:00:00Z").workoutsCompleted, 0)
        XCTAssertEqual(try stats(.utc, .day(d(2026, 11, 23)), completions: evening, now: "2026-11-25T12:00:00Z").workoutsCompleted, 1)
    }

    func test_loadStats_weeklyGoalProgress_usesTheLocalWeek() throws {
        // Sunday 22 November 23:30 in New York is Monday in UTC: another ISO week.
        let ny = try ZoneFixtures.system("America/New_York")
        let s = try stats(ny, .day(d(2026, 11, 20)), completions: ["2026-11-23T04:30:00Z"], now: "2026-11-25T12:00:00Z")
        XCTAssertEqual(s.weeklyGoalProgress, 1)
        XCTAssertEqual(try stats(.utc, .day(d(2026, 11, 20)), completions: ["2026-11-23T04:30:00Z"], now: "2026-11-25T12:00:00Z").weeklyGoalProgress, 0)
    }

    func test_loadStats_streak_todayIsTheLocalToday() throws {
        // 25 Nov 02:00Z is still the 24th in New York; workouts on the local 23rd and 24th.
        let ny = try ZoneFixtures.system("America/New_York")
        let s = try stats(ny, .day(d(2026, 11, 24)), completions: ["2026-11-24T01:00:00Z", "2026-11-25T01:00:00Z"],
                          now: "2026-11-25T02:00:00Z")
        XCTAssertEqual(s.currentStreak, 2)
    }

    func test_importWeightsCSV_afterTomorrowInTheZone_isLoggable() throws {
        // 25 Nov 12:00Z is 26 Nov 01:00 in Auckland: the 27th is its tomorrow.
        let auckland = try ZoneFixtures.system("Pacific/Auckland")
        let clock = t("2026-11-25T12:00:00Z")
        let csv = "date,weight,unit\n2026-11-27,80,kg\n"
        XCTAssertThrowsError(try ImportWeightsCSV(store: WeightStoreSpy(), currentDate: { clock })(csv))
        let store = WeightStoreSpy()
        XCTAssertEqual(try ImportWeightsCSV(store: store, currentDate: { clock }).counting(in: auckland)(csv).count, 1)
    }

    func test_weightLogBodyWeight_readsUpToTheLocalDay() throws {
        let ny = try ZoneFixtures.system("America/New_York")
        let store = WeightStoreSpy()
        _ = try WeightLogBodyWeight(store: store).counting(in: ny).bodyWeightKilograms(on: t("2026-11-23T04:30:00Z"))
        XCTAssertEqual(store.receivedMessages, [.readWeights(from: nil, to: d(2026, 11, 22), limit: 1, offset: 0)])
    }

    func test_dateRange_days_coverWholeLocalDaysBothIncluded() throws {
        let helsinki = try ZoneFixtures.system("Europe/Helsinki")
        let range = try DateRange(from: .day(d(2026, 3, 29)), to: .day(d(2026, 3, 29))).instants(in: helsinki)
        XCTAssertEqual(range.from, t("2026-03-28T22:00:00Z"))
        XCTAssertEqual(range.until, t("2026-03-29T21:00:00Z"))
    }

    func test_dateRange_instantTo_isIncluded() throws {
        let range = try DateRange(from: .instant(t("2026-03-29T00:00:00Z")), to: .instant(t("2026-03-29T00:00:00Z")))
            .instants(in: .utc)
        XCTAssertEqual(range.until?.milliseconds, t("2026-03-29T00:00:00Z").milliseconds + 1)
        XCTAssertEqual(try DateRange().instants(in: .utc).from, nil)
    }

    func test_dateRange_toBeforeFrom_failsNamingTo() {
        XCTAssertThrowsError(try DateRange(from: .day(d(2026, 3, 29)), to: .instant(t("2026-03-28T23:59:59Z"))).instants(in: .utc)) {
            XCTAssertEqual(($0 as? LiftError)?.detail("path"), .location("to"))
        }
    }

    func test_precision_roundsEachQuantityHalfAwayFromZero() {
        XCTAssertEqual(Precision.weight.round(80 / WeightUnit.kilogramsPerPound), 176.37)
        XCTAssertEqual(Precision.weight.round(0.125), 0.13)
        XCTAssertEqual(Precision.energy.round(635.029318), 635.0)
        XCTAssertEqual(Precision.energy.round(-0.04), 0)
        XCTAssertEqual(Precision.energy.round(-0.04).sign, .plus)
        XCTAssertEqual(Precision.hours.round(1.0 / 3), 0.33)
        XCTAssertEqual(Precision.percent.round(66.66), 66.7)
        XCTAssertEqual(Precision.weight.round(1e300), 1e300)
        XCTAssertTrue(Precision.weight.round(Double.nan).isNaN)
        XCTAssertNil(Precision.weight.round(nil as Double?))
    }
}
