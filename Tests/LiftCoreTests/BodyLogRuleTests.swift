import LiftCore
import XCTest

/// Body-log rules that depend on the injected clock or on arithmetic alone.
final class BodyLogRuleTests: XCTestCase {
    private let today = Day(year: 2024, month: 3, day: 10) ?? Day(daysSinceEpoch: 0)
    private var clock: CurrentDate {
        let start = today.start
        return { Timestamp(milliseconds: start.milliseconds + 13 * 3_600_000) }
    }

    func test_saveWeights_tomorrowOnInjectedClock_accepted() throws {
        let store = WeightStoreSpy()
        let sut = SaveWeights(store: store, currentDate: clock)
        XCTAssertNoThrow(try sut(WeightDraft(day: today.adding(days: 1), weight: 80, unit: .kg)))
        XCTAssertEqual(store.entries.count, 1)
    }

    func test_saveWeights_dayAfterTomorrowOnInjectedClock_failsNamingDateAndWritesNothing() {
        let store = WeightStoreSpy()
        let sut = SaveWeights(store: store, currentDate: clock)
        XCTAssertThrowsError(try sut(WeightDraft(day: today.adding(days: 2), weight: 80, unit: .kg))) {
            XCTAssertEqual(($0 as? LiftError)?.code, "date_in_future")
            XCTAssertEqual(($0 as? LiftError)?.detail("path"), .location("weight.date"))
        }
        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_saveWeights_secondItemBad_writesNoItem() {
        let store = WeightStoreSpy()
        let sut = SaveWeights(store: store, currentDate: clock)
        let drafts = [WeightDraft(day: today, weight: 80, unit: .kg), WeightDraft(day: today, weight: 0, unit: .kg)]
        XCTAssertThrowsError(try sut(drafts, paths: { Location.item($0) })) {
            XCTAssertEqual(($0 as? LiftError)?.detail("path"), .location("items[1].weight"))
        }
        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_weightUnit_poundToKilogram_exactDefinition() {
        XCTAssertEqual(WeightUnit.lb.convert(1, to: .kg), 0.45359237)
        XCTAssertEqual(WeightUnit.kg.convert(0.45359237, to: .lb), 1)
        XCTAssertEqual(WeightUnit.kg.convert(80, to: .kg), 80)
    }

    func test_goalMeasure_loseHalfway_fiftyPercentAndOnTrackAtMidpoint() {
        let goal = Goal(category: .weight, target: 70, unit: .kg, direction: .lose, start: 80,
                        startDay: today.adding(days: -10), date: today.adding(days: 10))
        let p = GoalMeasure.weight(goal, current: 75, today: today)
        XCTAssertEqual(p.remaining, 5)
        XCTAssertEqual(p.percent, 50)
        XCTAssertEqual(p.expected, 75)
        XCTAssertEqual(p.onTrack, true)
        XCTAssertEqual(p.reached, false)
    }

    func test_goalMeasure_loseAtStart_zeroPercentNotNegativeZero() {
        let goal = Goal(category: .weight, target: 78, unit: .kg, direction: .lose, start: 81.5, startDay: today)
        let percent = GoalMeasure.weight(goal, current: 81.5, today: today).percent
        XCTAssertEqual(percent, 0)
        XCTAssertEqual(percent?.sign, .plus)
    }

    func test_goalMeasure_loseBehindPlan_notOnTrack() {
        let goal = Goal(category: .weight, target: 70, unit: .kg, direction: .lose, start: 80,
                        startDay: today.adding(days: -10), date: today.adding(days: 10))
        XCTAssertEqual(GoalMeasure.weight(goal, current: 78, today: today).onTrack, false)
    }

    func test_goalMeasure_gainPastTarget_reachedAndCapped() {
        let goal = Goal(category: .weight, target: 70, unit: .kg, direction: .gain, start: 60, startDay: today)
        let p = GoalMeasure.weight(goal, current: 72, today: today)
        XCTAssertEqual(p.percent, 100)
        XCTAssertEqual(p.remaining, 0)
        XCTAssertEqual(p.reached, true)
        XCTAssertNil(p.onTrack)
    }

    func test_goalMeasure_keepWithinOnePercent_reached() {
        let goal = Goal(category: .weight, target: 80, unit: .kg, direction: .keep, start: 80, startDay: today)
        XCTAssertEqual(GoalMeasure.weight(goal, current: 80.7, today: today).reached, true)
        XCTAssertEqual(GoalMeasure.weight(goal, current: 81, today: today).reached, false)
    }

    func test_goalMeasure_noWeightLogged_allNil() {
        let goal = Goal(category: .weight, target: 70, unit: .kg, direction: .lose, start: nil, startDay: today)
        XCTAssertEqual(GoalMeasure.weight(goal, current: nil, today: today), GoalProgress())
    }

    func test_goalMeasure_dailySteps_percentMayPassHundred() {
        let goal = Goal(category: .steps, target: 10_000, startDay: today)
        let p = GoalMeasure.daily(goal, todayTotal: 12_500)
        XCTAssertEqual(p.percent, 125)
        XCTAssertEqual(p.remaining, 0)
        XCTAssertEqual(p.reached, true)
    }
}
