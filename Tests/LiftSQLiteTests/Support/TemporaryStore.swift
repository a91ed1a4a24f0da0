import CSQLite
import Foundation
import LiftSQLite

/// A fresh store file per test: the specs run against the real SQLite store, never a fake.
func makeTemporaryDatabase(path: String? = nil) throws -> SQLiteDatabase {
    try SQLiteDatabase(path: path ?? temporaryStorePath())
}

func temporaryStorePath() -> String { NSTemporaryDirectory() + "lift-sqlite-\(UUID().uuidString).lift" }

/// Runs `sql` on the file at `path` straight through SQLite, as another program would: how the
/// specs make stores of older schema versions. The program gives the store's clock function the
/// sync triggers call (`lift_now_ms()`), as a program writing a store's synced tables must.
func runSQLiteShell(_ path: String, _ sql: String) throws -> Int32 {
    var db: OpaquePointer?
    defer { sqlite3_close_v2(db) }
    guard sqlite3_open(path, &db) == SQLITE_OK, let db else { return 1 }
    guard sqlite3_create_function_v2(db, "lift_now_ms", -1, SQLITE_UTF8, nil, { c, _, _ in sqlite3_result_int64(c, 0) },
                                     nil, nil, nil) == SQLITE_OK else { return 1 }
    return sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK ? 0 : 1
}

/// A store as a library that knew `feature` only up to `version` left it (every other feature
/// current), with `rows` inserted, written with the sqlite3 shell: what a migration starts from.
func makeStore(withFeature feature: String, atVersion version: Int64, rows: String = "") throws -> String {
    let path = temporaryStorePath()
    var sql = Schema.migrations.filter { $0.feature != feature || $0.version <= version }.map(\.sql).joined(separator: "\n")
    for (known, current) in Schema.known {
        sql += "\nINSERT OR REPLACE INTO lift_schema VALUES('\(known)', \(known == feature ? version : current));"
    }
    sql += "\n" + rows + "\nPRAGMA application_id=\(Schema.applicationID);"
    guard try runSQLiteShell(path, sql) == 0 else { throw CocoaError(.fileWriteUnknown) }
    return path
}
