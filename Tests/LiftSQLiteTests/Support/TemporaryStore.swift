import Foundation
import LiftSQLite

/// A fresh store file per test: the specs run against the real SQLite store, never a fake.
func makeTemporaryDatabase(path: String? = nil) throws -> SQLiteDatabase {
    try SQLiteDatabase(path: path ?? temporaryStorePath())
}

func temporaryStorePath() -> String { NSTemporaryDirectory() + "lift-sqlite-\(UUID().uuidString).lift" }
