import LiftCore

/// The GoalStore port in memory (one goal per category): records every message and fails any
/// operation it is told to.
final class GoalStoreSpy: GoalStore, @unchecked Sendable {
    enum ReceivedMessage: Equatable {
        case readGoal(GoalCategory)
        case readAllGoals
        case saveGoal(Goal)
        case deleteGoal(GoalCategory)
        case deleteAllGoals
    }

    enum Operation: Hashable { case readGoal, readAllGoals, saveGoal, deleteGoal, deleteAllGoals }

    private let messages = StoreMessages<ReceivedMessage, Operation>()
    var receivedMessages: [ReceivedMessage] { messages.received }
    var goals: [GoalCategory: Goal] = [:]

    init(goals: [Goal] = []) { for g in goals { self.goals[g.category] = g } }

    func stub(_ operation: Operation, error: Error) { messages.errors[operation] = error }

    func readGoal(_ category: GoalCategory) throws -> Goal? {
        try messages.receive(.readGoal(category), .readGoal)
        return goals[category]
    }

    func readAllGoals() throws -> [Goal] {
        try messages.receive(.readAllGoals, .readAllGoals)
        return GoalCategory.allCases.compactMap { goals[$0] }
    }

    func saveGoal(_ goal: Goal) throws {
        try messages.receive(.saveGoal(goal), .saveGoal)
        goals[goal.category] = goal
    }

    func deleteGoal(_ category: GoalCategory) throws -> Bool {
        try messages.receive(.deleteGoal(category), .deleteGoal)
        return goals.removeValue(forKey: category) != nil
    }

    func deleteAllGoals() throws -> Int {
        try messages.receive(.deleteAllGoals, .deleteAllGoals)
        defer { goals = [:] }
        return goals.count
    }
}
