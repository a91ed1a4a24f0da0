import LiftCore

/// Custom workouts, completions and the weekly goal in memory.
final class WorkoutStoreSpy: WorkoutStore, @unchecked Sendable {
    var custom: [Workout] = []
    var completions: [Completion] = []
    var weeklyGoal: Int64?

    func readCustomWorkout(id: RecordID) throws -> Workout? { custom.first { $0.id == id } }
    func readCustomWorkout(nameKey: String) throws -> Workout? { custom.first { NameKey.of($0.name) == nameKey } }
    var customPageRequests: [(filter: WorkoutFilter, page: Page)] = []
    func readCustomWorkouts(_ filter: WorkoutFilter, page: Page) throws -> Paged<Workout> {
        customPageRequests.append((filter, page))
        return page.slice(custom.filter(filter.matches))
    }
    func createCustomWorkout(_ workout: Workout) throws { custom.append(workout) }
    func updateCustomWorkout(_ workout: Workout) throws {}
    func deleteCustomWorkout(id: RecordID) throws -> Bool { false }
    func readCompletion(id: RecordID) throws -> Completion? { completions.first { $0.id == id } }
    func readCompletions(from: Timestamp?, to: Timestamp?) throws -> [Completion] {
        completions.filter { c in (from.map { c.date >= $0 } ?? true) && (to.map { c.date < $0 } ?? true) }
            .sorted { $0.date < $1.date }
    }
    var completionPageRequests: [(filter: CompletionFilter, page: Page)] = []
    func readCompletions(_ filter: CompletionFilter, page: Page) throws -> Paged<Completion> {
        completionPageRequests.append((filter, page))
        return page.slice(try readCompletions(from: filter.from, to: filter.to).filter { c in filter.workoutID.map { c.workoutID == $0 } ?? true })
    }
    func createCompletion(_ completion: Completion) throws { completions.append(completion) }
    func updateCompletion(_ completion: Completion) throws {
        completions = completions.map { $0.id == completion.id ? completion : $0 }
    }
    func deleteCompletion(id: RecordID) throws -> Bool {
        let before = completions.count
        completions.removeAll { $0.id == id }
        return completions.count < before
    }
    func readWeeklyGoal() throws -> Int64? { weeklyGoal }
    func createOrUpdateWeeklyGoal(_ workouts: Int64) throws { weeklyGoal = workouts }
}
