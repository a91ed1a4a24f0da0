import LiftCore
import LiftSQLite

/// What a request handler may use: the store scoped to the handle's owner, the clock and the remotes.
struct RequestContext {
    let database: SQLiteDatabase
    let owner: String
    let currentDate: CurrentDate
    let remote: SportsRemote

    var exercises: SQLiteExerciseStore { SQLiteExerciseStore(database: database, owner: owner) }
    var routines: SQLiteRoutineStore { SQLiteRoutineStore(database: database, owner: owner) }
    var weights: SQLiteWeightStore { SQLiteWeightStore(database: database, owner: owner) }
    var counts: SQLiteCountStore { SQLiteCountStore(database: database, owner: owner) }
    var goals: SQLiteGoalStore { SQLiteGoalStore(database: database, owner: owner) }
    var routineRecords: SQLiteRoutineRecordStore { SQLiteRoutineRecordStore(database: database, owner: owner) }
    var workouts: SQLiteWorkoutStore { SQLiteWorkoutStore(database: database, owner: owner) }
    /// Calories burned use the latest logged weight on or before the day (70 kg when none).
    var bodyWeight: BodyWeightSource { WeightLogBodyWeight(store: weights) }
    var leagueCache: SQLiteLeagueCache { SQLiteLeagueCache(database: database, owner: owner) }
    var teamCache: SQLiteTeamCache { SQLiteTeamCache(database: database, owner: owner) }
    var playerCache: SQLitePlayerCache { SQLitePlayerCache(database: database, owner: owner) }
    var imageCache: SQLiteImageCache { SQLiteImageCache(database: database, owner: owner) }
    var roadNetworks: SQLiteRoadNetworkStore { SQLiteRoadNetworkStore(database: database, owner: owner) }
}
