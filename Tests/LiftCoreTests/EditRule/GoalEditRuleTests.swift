import LiftCore
import XCTest

/// Save Goal under the save rule: the category is the key, so a goal already set is edited.
final class GoalEditRuleTests: XCTestCase {
    private let set = Goal(category: .weight, target: 70, unit: .kg, direction: .lose, start: 80, startDay: day(2024, 3, 1),
                           date: day(2024, 9, 1))

    private func makeSUT(_ goals: [Goal]) -> (SaveGoal, GoalStoreSpy, WeightStoreSpy) {
        let store = GoalStoreSpy(goals: goals), weights = WeightStoreSpy(entries: [
            WeightEntry(id: recordID(1), day: bodyLogToday, weight: 78, unit: .kg)])
        return (SaveGoal(goals: store, weights: weights, currentDate: fixedClock(bodyLogNow)), store, weights)
    }

    func test_saveGoal_targetOnly_keepsUnitDirectionDateAndTheProgressLine() throws {
        let (sut, goals, weights) = makeSUT([set])
        var expected = set
        expected.target = 72
        XCTAssertEqual(try sut(.partial(category: .weight, target: .set(72))), expected)
        XCTAssertEqual(goals.goals[.weight], expected)
        XCTAssertEqual(weights.receivedMessages, [], "the start is kept, not measured again")
    }

    func test_saveGoal_otherUnit_convertsTheKeptStart() throws {
        let (sut, _, _) = makeSUT([set])
        let goal = try sut(.partial(category: .weight, target: .set(160), unit: .set(.lb)))
        XCTAssertEqual(goal.start, WeightUnit.kg.convert(80, to: .lb))
        XCTAssertEqual(goal.startDay, day(2024, 3, 1))
    }

    func test_saveGoal_nullStart_restartsAtTheLatestWeightToday_nullDateClearsIt() throws {
        let (sut, _, _) = makeSUT([set])
        let goal = try sut(.partial(category: .weight, start: .clear, date: .clear))
        XCTAssertEqual(goal.start, 78)
        XCTAssertEqual(goal.startDay, bodyLogToday)
        XCTAssertNil(goal.date)
    }

    func test_saveGoal_nullUnitOrTarget_failsRequiredFieldAndWritesNothing() {
        let (sut, goals, _) = makeSUT([set])
        assertInvalid(liftError { try sut(.partial(category: .weight, unit: .clear)) }, path: "goal.unit", code: "required_field")
        assertInvalid(liftError { try sut(.partial(category: .weight, target: .clear)) }, path: "goal.target", code: "required_field")
        XCTAssertEqual(goals.goals[.weight], set)
    }

    func test_saveGoal_noGoalYetWithoutTarget_failsNamingIt() {
        let (sut, goals, _) = makeSUT([])
        assertInvalid(liftError { try sut(.partial(category: .steps)) }, path: "goal.target")
        XCTAssertEqual(goals.receivedMessages, [.readGoal(.steps)])
    }
}
