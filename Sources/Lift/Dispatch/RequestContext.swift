import LiftCore
import LiftSQLite

/// What a request handler may use: the store scoped to the handle's owner, and the clock.
struct RequestContext {
    let database: SQLiteDatabase
    let owner: String
    let currentDate: CurrentDate

    var exercises: SQLiteExerciseStore { SQLiteExerciseStore(database: database, owner: owner) }
    var routines: SQLiteRoutineStore { SQLiteRoutineStore(database: database, owner: owner) }
    var routineRecords: SQLiteRoutineRecordStore { SQLiteRoutineRecordStore(database: database, owner: owner) }
    var workouts: SQLiteWorkoutStore { SQLiteWorkoutStore(database: database, owner: owner) }
    /// No weight log is merged yet: calories use Calories.defaultBodyWeightKilograms (70 kg).
    var bodyWeight: BodyWeightSource { NoBodyWeightSource() }
}
