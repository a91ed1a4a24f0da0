import LiftCore
import XCTest

/// Completion calories and stats against in-memory spies: every figure of the stats page for a
/// day, an ISO week, a month and a custom range, the weekly goal and the current streak.
final class CompletionAndStatsTests: XCTestCase {
    // Thursday 2026-11-19, 12:00 UTC. Its ISO week runs Monday 16th to Sunday 22nd.
    static let today = Day(daysSinceEpoch: 20_776)
    let now: CurrentDate = { Timestamp(milliseconds: CompletionAndStatsTests.today.start.milliseconds + 12 * 3_600_000) }
    let jogging = WorkoutCatalog.all.first { $0.compendiumCode == "12020" }

    func test_today_isThursdayNineteenthOfNovember2026() {
        XCTAssertEqual(Self.today, Day(year: 2026, month: 11, day: 19))
        XCTAssertEqual(Self.today.isoWeekday, 4)
    }

    func test_saveCompletion_noWeightKnown_usesDocumentedDefault70kg() throws {
        let jog = try XCTUnwrap(jogging)
        let completion = try SaveCompletion(store: WorkoutStoreSpy(), bodyWeight: FixedBodyWeight(kilograms: nil), currentDate: now)(
            CompletionDraft(workoutID: jog.id, duration: 1800))
        XCTAssertEqual(Calories.defaultBodyWeightKilograms, 70)
        XCTAssertEqual(completion.bodyWeightKilograms, 70)
        XCTAssertEqual(completion.calories, 7.0 * 70 * 0.5, accuracy: 1e-9)
        XCTAssertEqual(completion.date, now(), "the date defaults to now")
    }

    func test_saveCompletion_weightKnown_usesItForCalories() throws {
        let jog = try XCTUnwrap(jogging)
        let weights = FixedBodyWeight(kilograms: 80)
        let date = Timestamp(milliseconds: 1_000)
        let completion = try SaveCompletion(store: WorkoutStoreSpy(), bodyWeight: weights, currentDate: now)(
            CompletionDraft(workoutID: jog.id, duration: 3600, date: date))
        XCTAssertEqual(completion.calories, 7.0 * 80, accuracy: 1e-9)
        XCTAssertEqual(weights.askedFor, [date], "the weight is the one known on the completion's date")
    }

    func test_saveCompletion_nonPositiveWeightKnown_fallsBackToDefault() throws {
        let jog = try XCTUnwrap(jogging)
        let completion = try SaveCompletion(store: WorkoutStoreSpy(), bodyWeight: FixedBodyWeight(kilograms: 0), currentDate: now)(
            CompletionDraft(workoutID: jog.id, duration: 3600))
        XCTAssertEqual(completion.bodyWeightKilograms, Calories.defaultBodyWeightKilograms)
    }

    func test_saveCompletion_zeroDuration_failsNamingDurationAndStoresNothing() throws {
        let jog = try XCTUnwrap(jogging)
        let store = WorkoutStoreSpy()
        XCTAssertThrowsError(try SaveCompletion(store: store, bodyWeight: FixedBodyWeight(kilograms: nil), currentDate: now)(
            CompletionDraft(workoutID: jog.id, duration: 0))) {
            XCTAssertEqual(($0 as? LiftError)?.detail("path"), .location("completion.duration"))
        }
        XCTAssertTrue(store.completions.isEmpty)
    }

    func test_loadStats_day_countsOnlyThatDaysCompletionsAndRecords() throws {
        let env = try statsEnv()
        let stats = try env.stats(.day(Self.today))
        XCTAssertEqual(stats.workoutsCompleted, 2)          // today's completion + today's finished record
        XCTAssertEqual(stats.caloriesBurned, 245, accuracy: 1e-9)  // jogging 7.0 x 70 kg x 0.5 h
        XCTAssertEqual(stats.exercisesPerformed, 1 + 2)     // the completion + the record's two exercises
        XCTAssertEqual(stats.setsPerformed, 3)
        XCTAssertEqual(stats.totalVolumeKilograms, 2 * 5 * 100 + 10 * 100 * 0.45359237, accuracy: 1e-9)
        XCTAssertEqual(stats.hoursTrained, 0.5 + 1, accuracy: 1e-9)  // completion + record (completion - creation)
    }

    func test_loadStats_isoWeek_sumsMondayToSundayOnly() throws {
        let env = try statsEnv()
        let stats = try env.stats(.week(Self.today))
        XCTAssertEqual(stats.start, Day(year: 2026, month: 11, day: 16))
        XCTAssertEqual(stats.end, Day(year: 2026, month: 11, day: 23))
        // today (2) + Tuesday's completion + Wednesday's completion; last Sunday's is the week before
        XCTAssertEqual(stats.workoutsCompleted, 4)
        XCTAssertEqual(stats.caloriesBurned, 245 * 3, accuracy: 1e-9)
        XCTAssertEqual(stats.weeklyGoal, 3)
        XCTAssertEqual(stats.weeklyGoalProgress, 4)
        XCTAssertEqual(stats.weeklyGoalHours, 3 * 0.5 + 1, accuracy: 1e-9, "the seed's weeklyGoalStat: hours this week")
    }

    func test_loadStats_month_includesEveryDayOfNovember() throws {
        let env = try statsEnv()
        let stats = try env.stats(.month(Self.today))
        XCTAssertEqual(stats.start, Day(year: 2026, month: 11, day: 1))
        XCTAssertEqual(stats.end, Day(year: 2026, month: 12, day: 1))
        XCTAssertEqual(stats.workoutsCompleted, 6)          // five completions + today's record
        XCTAssertEqual(stats.caloriesBurned, 245 * 5, accuracy: 1e-9)
    }

    func test_loadStats_customRange_includesBothEndsAndGoalProgressFollowsTheLastDaysWeek() throws {
        let env = try statsEnv()
        let sunday = Self.today.adding(days: -4)
        let stats = try env.stats(.custom(from: sunday, through: sunday))
        XCTAssertEqual(stats.workoutsCompleted, 1)
        XCTAssertEqual(stats.weeklyGoalProgress, 1, "the ISO week holding last Sunday had one workout")
        XCTAssertEqual(stats.weeklyGoalHours, 0.5, accuracy: 1e-9)
        let wide = try env.stats(.custom(from: sunday, through: Self.today.adding(days: -1)))
        XCTAssertEqual(wide.workoutsCompleted, 3)
    }

    func test_loadStats_customBackwards_failsInvalidAndReadsNothing() throws {
        let env = try statsEnv()
        XCTAssertThrowsError(try env.stats(.custom(from: Self.today, through: Self.today.adding(days: -1)))) {
            XCTAssertEqual(($0 as? LiftError)?.status, .invalidRequest)
        }
    }

    func test_loadStats_noGoalSaved_goalIsNilAndProgressStillCounts() throws {
        let env = try statsEnv()
        env.workouts.weeklyGoal = nil
        let stats = try env.stats(.day(Self.today))
        XCTAssertNil(stats.weeklyGoal)
        XCTAssertEqual(stats.weeklyGoalProgress, 4)
    }

    func test_loadStats_unfinishedRecord_countsSetsButNoWorkout() throws {
        let env = try statsEnv()
        env.records.records = [:]
        let squat = RecordID.random()
        let open = RoutineRecord(id: .random(), creationDate: Self.today.start, exerciseRecords: [
            ExerciseRecord(id: .random(), exerciseID: squat, setRecords: [
                SetRecord(id: .random(), repCount: 5, weight: 100, unit: .kg, completionDate: Self.today.start),
            ]),
        ])
        env.records.records[open.id] = open
        let stats = try env.stats(.day(Self.today))
        XCTAssertEqual(stats.setsPerformed, 1)
        XCTAssertEqual(stats.workoutsCompleted, 1, "only today's completion")
    }

    func test_loadStats_gapOnMonday_streakStopsThereUntilMondayIsLogged() throws {
        let env = try statsEnv()  // Sunday, Tuesday, Wednesday, Thursday: Monday breaks it
        XCTAssertEqual(try env.stats(.day(Self.today)).currentStreak, 3)
        env.addCompletion(on: Self.today.adding(days: -3))  // Monday
        XCTAssertEqual(try env.stats(.day(Self.today)).currentStreak, 5)
    }

    func test_loadStats_nothingYetToday_streakCountsFromYesterday() throws {
        let env = StatsEnv(now: now)
        env.addCompletion(on: Self.today.adding(days: -1))
        env.addCompletion(on: Self.today.adding(days: -2))
        XCTAssertEqual(try env.stats(.day(Self.today)).currentStreak, 2)
    }

    func test_loadStats_lastWorkoutTwoDaysAgo_streakIsZero() throws {
        let env = StatsEnv(now: now)
        env.addCompletion(on: Self.today.adding(days: -2))
        XCTAssertEqual(try env.stats(.day(Self.today)).currentStreak, 0)
    }

    /// Completions of 30 min jogging at 70 kg on last Sunday, Tuesday, Wednesday and today, one on
    /// 2026-11-02; a record today (1 h, two exercises, three sets, one in pounds); a goal of 3.
    func statsEnv() throws -> StatsEnv {
        let env = StatsEnv(now: now)
        for back in [4, 2, 1, 0, 17] as [Int64] { env.addCompletion(on: Self.today.adding(days: -back)) }
        let start = Timestamp(milliseconds: Self.today.start.milliseconds + 8 * 3_600_000)
        let set = { (reps: Int64, weight: Double, unit: WeightUnit) in
            SetRecord(id: .random(), repCount: reps, weight: weight, unit: unit, completionDate: start)
        }
        let record = RoutineRecord(id: .random(), creationDate: start,
                                   completionDate: Timestamp(milliseconds: start.milliseconds + 3_600_000), exerciseRecords: [
            ExerciseRecord(id: .random(), exerciseID: .random(), setRecords: [set(5, 100, .kg), set(5, 100, .kg)]),
            ExerciseRecord(id: .random(), exerciseID: .random(), setRecords: [set(10, 100, .lb)]),
        ])
        env.records.records[record.id] = record
        env.workouts.weeklyGoal = 3
        return env
    }

    final class StatsEnv {
        let workouts = WorkoutStoreSpy()
        let records = RoutineRecordStoreSpy()
        let now: CurrentDate
        init(now: @escaping CurrentDate) { self.now = now }

        func addCompletion(on day: Day) {
            let jog = WorkoutCatalog.all.first { $0.compendiumCode == "12020" }
            workouts.completions.append(Completion(id: .random(), workoutID: jog?.id ?? .random(), duration: 1800,
                                                   date: Timestamp(milliseconds: day.start.milliseconds + 7 * 3_600_000),
                                                   bodyWeightKilograms: 70, calories: 245))
        }

        func stats(_ period: StatsPeriod) throws -> Stats {
            try LoadStats(workouts: workouts, records: records, currentDate: now)(period)
        }
    }
}
