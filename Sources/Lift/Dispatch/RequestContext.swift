import LiftCore
import LiftSQLite

/// What a request handler may use: the store scoped to the handle's owner, and the clock.
struct RequestContext {
    let database: SQLiteDatabase
    let owner: String
    let currentDate: CurrentDate

    var exercises: SQLiteExerciseStore { SQLiteExerciseStore(database: database, owner: owner) }
    var routines: SQLiteRoutineStore { SQLiteRoutineStore(database: database, owner: owner) }
    var weights: SQLiteWeightStore { SQLiteWeightStore(database: database, owner: owner) }
    var counts: SQLiteCountStore { SQLiteCountStore(database: database, owner: owner) }
    var goals: SQLiteGoalStore { SQLiteGoalStore(database: database, owner: owner) }
    var routineRecords: SQLiteRoutineRecordStore { SQLiteRoutineRecordStore(database: database, owner: owner) }
    var workouts: SQLiteWorkoutStore { SQLiteWorkoutStore(database: database, owner: owner) }
    /// Calories burned use the latest logged weight on or before the day (70 kg when none).
    var bodyWeight: BodyWeightSource { WeightLogBodyWeight(store: weights) }
}
