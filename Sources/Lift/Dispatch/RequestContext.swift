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
}
