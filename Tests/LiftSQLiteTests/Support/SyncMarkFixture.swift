import LiftCore
import LiftSQLite

/// What the sync mark specs share: a store whose clock stands still at `fixed`, the local
/// owner's sync log, and an exercise made at that time.
enum SyncMarkFixture {
    static let fixed: Int64 = 1_700_000_000_000

    static func makeSUT(path: String? = nil) throws -> (SQLiteDatabase, SQLiteSyncLog) {
        let db = try SQLiteDatabase(path: path ?? temporaryStorePath(), now: { Timestamp(milliseconds: fixed) })
        return (db, SQLiteSyncLog(database: db, owner: "local"))
    }

    static func exercise(_ name: String = "Squat") -> Exercise {
        Exercise(id: .random(), name: name, creationDate: Timestamp(milliseconds: fixed), tags: [])
    }

    /// The first column of the first row `sql` answers, or -1 when it answers none.
    static func scalar(_ db: SQLiteDatabase, _ sql: String) throws -> Int64 {
        let s = try db.statement(sql)
        return try s.step() ? s.int(0) : -1
    }
}
