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
