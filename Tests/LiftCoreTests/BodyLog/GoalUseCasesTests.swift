import LiftCore
import XCTest

/// Save Goal against goal and weight spies and a fixed clock: each category's rules with their
/// paths, nothing read or written when a draft is refused, store errors unchanged.
final class SaveGoalTests: XCTestCase {
    private func makeSUT(weights: [WeightEntry] = [], now: Timestamp = bodyLogNow) -> (SaveGoal, GoalStoreSpy, WeightStoreSpy) {
        let (goals, weightStore) = (GoalStoreSpy(), WeightStoreSpy(entries: weights))
        return (SaveGoal(goals: goals, weights: weightStore, currentDate: fixedClock(now)), goals, weightStore)
    }

    private func refused(_ draft: GoalDraft, path: Location, code: String = "invalid_request",
                         file: StaticString = #filePath, line: UInt = #line) {
        let (sut, goals, weights) = makeSUT(weights: [WeightEntry(id: recordID(1), day: bodyLogToday, weight: 80, unit: .kg)])
        assertInvalid(liftError({ try sut(draft) }, file: file, line: line), path: path, code: code, file: file, line: line)
        XCTAssertEqual(goals.receivedMessages, [.readGoal(draft.category)], "nothing saved", file: file, line: line)
        XCTAssertEqual(weights.receivedMessages, [], "nothing read", file: file, line: line)
    }

    func test_saveGoal_init_doesNotMessageStores() {
        let (_, goals, weights) = makeSUT()
        XCTAssertEqual(goals.receivedMessages, [])
        XCTAssertEqual(weights.receivedMessages, [])
    }

    func test_saveGoal_weightWithoutStart_startsAtLatestWeightInGoalsUnitOnClocksToday() throws {
        let (sut, goals, weights) = makeSUT(weights: [WeightEntry(id: recordID(1), day: day(2024, 3, 1), weight: 90, unit: .kg),
                                                      WeightEntry(id: recordID(2), day: day(2024, 3, 8), weight: 100, unit: .kg)])
        let goal = try sut(GoalDraft(category: .weight, target: 200, unit: .lb, direction: .lose, date: day(2024, 6, 1)))
        XCTAssertEqual(goal, Goal(category: .weight, target: 200, unit: .lb, direction: .lose, start: 220.46,   // 100 kg in lb, derived: 0.01
                                  startDay: bodyLogToday, date: day(2024, 6, 1)))
        XCTAssertEqual(weights.receivedMessages, [.readWeights(from: nil, to: nil, limit: 1, offset: 0)])
        XCTAssertEqual(goals.receivedMessages, [.readGoal(.weight), .saveGoal(goal)])
    }

    func test_saveGoal_weightWithStartGiven_keepsTheGivenStart() throws {
        let (sut, goals, _) = makeSUT(weights: [WeightEntry(id: recordID(1), day: bodyLogToday, weight: 90, unit: .kg)])
        let goal = try sut(GoalDraft(category: .weight, target: 85, unit: .kg, direction: .keep, start: 86))
        XCTAssertEqual(goal.start, 86)
        XCTAssertEqual(goals.goals[.weight], goal)
    }

    func test_saveGoal_weightWithNothingLogged_hasNoStart() throws {
        let (sut, _, _) = makeSUT()
        XCTAssertNil(try sut(GoalDraft(category: .weight, target: 70, unit: .kg, direction: .gain)).start)
    }

    func test_saveGoal_weightWithoutUnitOrDirection_failsNamingTheField() {
        refused(GoalDraft(category: .weight, target: 70, direction: .lose), path: "goal.unit")
        refused(GoalDraft(category: .weight, target: 70, unit: .kg), path: "goal.direction")
    }

    func test_saveGoal_weightTargetOrStartOutOfRange_failsWeightOutOfRange() {
        refused(GoalDraft(category: .weight, target: 1001, unit: .kg, direction: .lose), path: "goal.target", code: "weight_out_of_range")
        refused(GoalDraft(category: .weight, target: 70, unit: .lb, direction: .lose, start: 2), path: "goal.start", code: "weight_out_of_range")
        refused(GoalDraft(category: .weight, target: -3, unit: .kg, direction: .lose), path: "goal.target", code: "weight_out_of_range")
    }

    func test_saveGoal_gainTargetNotAboveLatestWeight_failsGoalTargetNotAheadAndSavesNothing() {
        for target in [79.0, 80.0] {
            let (sut, goals, _) = makeSUT(weights: [WeightEntry(id: recordID(1), day: bodyLogToday, weight: 80, unit: .kg)])
            assertInvalid(liftError({ try sut(GoalDraft(category: .weight, target: target, unit: .kg, direction: .gain)) }),
                          path: "goal.target", code: "goal_target_not_ahead")
            XCTAssertEqual(goals.receivedMessages, [.readGoal(.weight)], "looked up, nothing saved")
        }
    }

    func test_saveGoal_loseTargetNotBelowGivenStart_failsGoalTargetNotAhead() {
        let (sut, goals, _) = makeSUT()
        let error = liftError({ try sut(GoalDraft(category: .weight, target: 181, unit: .lb, direction: .lose, start: 180)) })
        assertInvalid(error, path: "goal.target", code: "goal_target_not_ahead")
        XCTAssertEqual(error?.detail("direction"), .string("lose"))
        XCTAssertEqual(goals.receivedMessages, [.readGoal(.weight)])
    }

    func test_saveGoal_loseTargetBelowLatestWeightInAnotherUnit_isSaved() throws {
        let (sut, goals, _) = makeSUT(weights: [WeightEntry(id: recordID(1), day: bodyLogToday, weight: 80, unit: .kg)])
        let goal = try sut(GoalDraft(category: .weight, target: 170, unit: .lb, direction: .lose))
        XCTAssertEqual(goals.goals[.weight], goal)
    }

    func test_saveGoal_keepTargetOnEitherSide_isSaved() throws {
        let (sut, _, _) = makeSUT(weights: [WeightEntry(id: recordID(1), day: bodyLogToday, weight: 80, unit: .kg)])
        XCTAssertNoThrow(try sut(GoalDraft(category: .weight, target: 90, unit: .kg, direction: .keep)))
        XCTAssertNoThrow(try sut(GoalDraft(category: .weight, target: 70, unit: .kg, direction: .keep)))
    }

    func test_saveGoal_weightDateNotAfterClocksToday_failsNamingDate() throws {
        refused(GoalDraft(category: .weight, target: 70, unit: .kg, direction: .lose, date: bodyLogToday), path: "goal.date")
        let (sut, _, _) = makeSUT(now: bodyLogToday.adding(days: -1).start)
        XCTAssertEqual(try sut(GoalDraft(category: .weight, target: 70, unit: .kg, direction: .lose, date: bodyLogToday)).date, bodyLogToday)
    }

    func test_saveGoal_dailyGoal_savedWithoutReadingWeights() throws {
        let (sut, goals, weights) = makeSUT()
        let goal = try sut(GoalDraft(category: .steps, target: 10_000), path: "g")
        XCTAssertEqual(goal, Goal(category: .steps, target: 10_000, startDay: bodyLogToday))
        XCTAssertEqual(goals.receivedMessages, [.readGoal(.steps), .saveGoal(goal)])
        XCTAssertEqual(weights.receivedMessages, [])
    }

    func test_saveGoal_dailyGoalWithWeightFields_failsNamingTheField() {
        refused(GoalDraft(category: .calories, target: 2000, unit: .kg), path: "goal.unit")
        refused(GoalDraft(category: .calories, target: 2000, direction: .lose), path: "goal.direction")
        refused(GoalDraft(category: .steps, target: 2000, start: 1), path: "goal.start")
        refused(GoalDraft(category: .steps, target: 2000, date: day(2024, 6, 1)), path: "goal.date")
    }

    func test_saveGoal_dailyTargetNotAWholeNumberInRange_failsNamingTarget() {
        refused(GoalDraft(category: .calories, target: 2000.5), path: "goal.target")
        refused(GoalDraft(category: .calories, target: 0), path: "goal.target")
        refused(GoalDraft(category: .steps, target: 10_000_001), path: "goal.target")
    }

    func test_saveGoal_storeFails_deliversStoreErrorUnchanged() {
        let (sut, goals, weights) = makeSUT()
        goals.stub(.saveGoal, error: anyStoreError)
        XCTAssertEqual(liftError { try sut(GoalDraft(category: .steps, target: 10_000)) }, anyStoreError)
        weights.stub(.readWeights, error: anyStoreError)
        XCTAssertEqual(liftError { try sut(GoalDraft(category: .weight, target: 70, unit: .kg, direction: .lose)) }, anyStoreError)
        XCTAssertEqual(goals.receivedMessages.filter { if case .saveGoal = $0 { return true }; return false }.count, 1,
                       "the weight goal was not saved")
    }
}

/// Load Goals (with progress on the clock's today) and Remove Goal.
final class LoadGoalsTests: XCTestCase {
    private let weightGoal = Goal(category: .weight, target: 70, unit: .kg, direction: .lose, start: 80, startDay: day(2024, 3, 1))
    private let caloriesGoal = Goal(category: .calories, target: 2000, startDay: day(2024, 3, 1))

    private func makeSUT(now: Timestamp = bodyLogNow) -> (LoadGoals, GoalStoreSpy, WeightStoreSpy, CountStoreSpy) {
        let goals = GoalStoreSpy(goals: [caloriesGoal, weightGoal])
        let weights = WeightStoreSpy(entries: [WeightEntry(id: recordID(1), day: day(2024, 3, 9), weight: 75, unit: .kg)])
        let counts = CountStoreSpy(entries: [
            CountEntry(id: recordID(2), category: .calories, day: bodyLogToday, amount: 1500, creationDate: bodyLogNow),
            CountEntry(id: recordID(3), category: .calories, day: bodyLogToday.adding(days: -1), amount: 2500, creationDate: bodyLogNow)])
        return (LoadGoals(goals: goals, weights: weights, counts: counts, currentDate: fixedClock(now)), goals, weights, counts)
    }

    func test_loadGoals_init_doesNotMessageStores() {
        let (_, goals, weights, counts) = makeSUT()
        XCTAssertEqual(goals.receivedMessages, [])
        XCTAssertEqual(weights.receivedMessages, [])
        XCTAssertEqual(counts.receivedMessages, [])
    }

    func test_loadGoals_all_measuresEachGoalAgainstLatestWeightAndClocksTodayTotal() throws {
        let (sut, goals, weights, counts) = makeSUT()
        let all = try sut.all()
        XCTAssertEqual(all.map(\.goal), [weightGoal, caloriesGoal])
        XCTAssertEqual(all.first?.progress, GoalProgress(current: 75, remaining: 5, percent: 50, reached: false))
        XCTAssertEqual(all.last?.progress, GoalProgress(current: 1500, remaining: 500, percent: 75, reached: false))
        XCTAssertEqual(goals.receivedMessages, [.readAllGoals])
        XCTAssertEqual(weights.receivedMessages, [.readWeights(from: nil, to: nil, limit: 1, offset: 0)])
        XCTAssertEqual(counts.receivedMessages, [.readDayTotals(.calories, from: bodyLogToday, to: bodyLogToday)])
    }

    func test_loadGoals_oneOnAnotherClockDay_measuresThatDaysTotal() throws {
        let yesterday = bodyLogToday.adding(days: -1)
        let (sut, _, _, counts) = makeSUT(now: yesterday.start)
        XCTAssertEqual(try sut.one(.calories).progress.reached, true)
        XCTAssertEqual(counts.receivedMessages, [.readDayTotals(.calories, from: yesterday, to: yesterday)])
    }

    func test_loadGoals_oneNotSet_failsNotFoundNamingCategory() {
        let (sut, goals, _, _) = makeSUT()
        assertNotFound(liftError { try sut.one(.steps) }, kind: "goal", id: "steps")
        XCTAssertEqual(goals.receivedMessages, [.readGoal(.steps)])
    }

    func test_loadGoals_read_hasNoSideEffects() throws {
        let (sut, goals, weights, counts) = makeSUT()
        _ = try sut.all()
        _ = try sut.one(.weight)
        XCTAssertEqual(goals.goals, [.weight: weightGoal, .calories: caloriesGoal])
        XCTAssertEqual(weights.entries.count, 1)
        XCTAssertEqual(counts.entries.count, 2)
    }

    func test_loadGoals_storeFails_deliversStoreErrorUnchanged() {
        let (sut, goals, weights, _) = makeSUT()
        weights.stub(.readWeights, error: anyStoreError)
        XCTAssertEqual(liftError { try sut.one(.weight) }, anyStoreError)
        goals.stub(.readAllGoals, error: anyStoreError)
        XCTAssertEqual(liftError { try sut.all() }, anyStoreError)
    }

    func test_removeGoal_setGoal_deletesThatCategory() throws {
        let goals = GoalStoreSpy(goals: [weightGoal, caloriesGoal])
        try RemoveGoal(store: goals)(.weight)
        XCTAssertEqual(goals.receivedMessages, [.deleteGoal(.weight)])
        XCTAssertEqual(goals.goals, [.calories: caloriesGoal])
    }

    func test_removeGoal_notSet_failsNotFound() {
        let goals = GoalStoreSpy()
        assertNotFound(liftError { try RemoveGoal(store: goals)(.steps) }, kind: "goal", id: "steps")
    }

    func test_removeGoal_storeFails_deliversStoreErrorUnchanged() {
        let goals = GoalStoreSpy(goals: [weightGoal])
        goals.stub(.deleteGoal, error: anyStoreError)
        XCTAssertEqual(liftError { try RemoveGoal(store: goals)(.weight) }, anyStoreError)
    }
}
