import Foundation
import LiftSQLite

/// A fresh store file per test: the specs run against the real SQLite store, never a fake.
func makeTemporaryDatabase(path: String? = nil) throws -> SQLiteDatabase {
    try SQLiteDatabase(path: path ?? temporaryStorePath())
}

func temporaryStorePath() -> String { NSTemporaryDirectory() + "lift-sqlite-\(UUID().uuidString).lift" }

/// Runs `sql` on the file at `path` with the sqlite3 shell, as another program would: how the
/// specs make stores of older schema versions.
func runSQLiteShell(_ path: String, _ sql: String) throws -> Int32 {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    p.arguments = [path]
    let input = Pipe()
    p.standardInput = input
    try p.run()
    input.fileHandleForWriting.write(Data(sql.utf8))
    try input.fileHandleForWriting.close()
    p.waitUntilExit()
    return p.terminationStatus
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
