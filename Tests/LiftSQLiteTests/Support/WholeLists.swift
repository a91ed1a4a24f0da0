import LiftCore
import LiftSQLite

/// Whole lists, as the specs that predate paging read them: the first page of every record.
extension SQLiteExerciseStore {
    func readAllExercises() throws -> [Exercise] { try readExercises(ExerciseFilter(), page: .all).items }
}

extension SQLiteRoutineStore {
    func readAllRoutines() throws -> [Routine] { try readRoutines(page: .all).items }
}

extension SQLiteSavedRouteStore {
    func readAllSavedRoutes() throws -> [SavedRoute] { try readSavedRoutes(SavedRouteFilter(), page: .all).items }
}

extension SQLiteWorkoutStore {
    func readCustomWorkouts() throws -> [Workout] { try readCustomWorkouts(WorkoutFilter(), page: .all).items }
}

extension SQLiteRoutineRecordStore {
    func readExerciseHistory(exerciseID: RecordID) throws -> [ExerciseHistoryEntry] {
        try readExerciseHistory(exerciseID: exerciseID, page: .all).items
    }
}
