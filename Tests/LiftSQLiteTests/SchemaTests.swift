import Foundation
import LiftCore
import LiftSQLite
import XCTest

final class SchemaTests: XCTestCase {
    private func sqlite(_ path: String, _ sql: String) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        p.arguments = [path, sql]
        try p.run(); p.waitUntilExit()
    }

    func test_open_newFile_recordsEveryFeatureVersion() throws {
        let path = temporaryStorePath()
        _ = try SQLiteDatabase(path: path)
        let reopened = try SQLiteDatabase(path: path)
        XCTAssertEqual(try reopened.integrityCheck(), "ok")
    }

    func test_open_storeFromNewerLibrary_refusedAndUntouched() throws {
        let path = temporaryStorePath()
        do { _ = try SQLiteDatabase(path: path) }
        try sqlite(path, "UPDATE lift_schema SET version = 99 WHERE feature = 'routines'; PRAGMA wal_checkpoint(TRUNCATE);")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try SQLiteDatabase(path: path)) {
            XCTAssertEqual(($0 as? LiftError)?.code, "newer_schema")
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
    }

    func test_open_unknownFeatureRecorded_refusedAsNewer() throws {
        let path = temporaryStorePath()
        do { _ = try SQLiteDatabase(path: path) }
        try sqlite(path, "INSERT INTO lift_schema VALUES('teleport', 1);")
        XCTAssertThrowsError(try SQLiteDatabase(path: path)) {
            XCTAssertEqual(($0 as? LiftError)?.status, .unsupported)
        }
    }

    private func walSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path + "-wal"))?[.size] as? Int) ?? -1
    }

    func test_open_newFile_leavesTheSchemaInTheWALUntilClose() throws {
        let path = temporaryStorePath()
        do {
            let db = try SQLiteDatabase(path: path)
            // Not emptied at open: that cost two fsyncs more than SQLite creating the same schema.
            XCTAssertGreaterThan(walSize(path), 0)
            XCTAssertEqual(try db.integrityCheck(), "ok")
        }
        XCTAssertLessThanOrEqual(walSize(path), 0, "the close moved the schema into the file")
        XCTAssertEqual(try SQLiteDatabase(path: path).integrityCheck(), "ok")
    }

    func test_open_storeWithAPendingMigration_leavesEmptyWAL() throws {
        let path = try makeStore(withFeature: "workouts", atVersion: 1)
        let db = try SQLiteDatabase(path: path)   // kept open: no checkpoint on close can hide it
        XCTAssertEqual(walSize(path), 0, "the migration's pages were checkpointed into the file")
        XCTAssertEqual(try db.integrityCheck(), "ok")
    }

    func test_open_upToDateStore_writesNothing() throws {
        let path = temporaryStorePath()
        let first = try SQLiteDatabase(path: path)
        let store = SQLiteExerciseStore(database: first, owner: "local")
        try store.createExercise(Exercise(id: .random(), name: "A", creationDate: Timestamp(milliseconds: 0), tags: []))
        let before = walSize(path)
        XCTAssertGreaterThan(before, 0)
        for durability in [SQLiteDatabase.Options.Durability.full, .normal] {
            var options = SQLiteDatabase.Options()
            options.durability = durability
            let again = try SQLiteDatabase(path: path, options: options)
            XCTAssertEqual(walSize(path), before, "opening an up-to-date store appended to the WAL (\(durability))")
            XCTAssertEqual(try SQLiteExerciseStore(database: again, owner: "local").readAllExercises().map(\.name), ["A"])
        }
    }

    func test_readOnlyConnection_write_readOnlyStoreNotIO() throws {
        let path = temporaryStorePath()
        do { _ = try SQLiteDatabase(path: path) }
        var options = SQLiteDatabase.Options()
        options.readOnly = true
        let db = try SQLiteDatabase(path: path, options: options)
        // The backstop under the dispatcher's refusal: SQLite's own READONLY on a handle opened
        // read-only on purpose is the host's choice, not a disk failure.
        XCTAssertThrowsError(try db.transaction { try db.execute("DELETE FROM lift_schema") }) {
            XCTAssertEqual(($0 as? LiftError)?.status, .unsupported)
            XCTAssertEqual(($0 as? LiftError)?.code, "read_only_store")
        }
        XCTAssertThrowsError(try db.statement("DELETE FROM lift_schema").run()) {
            XCTAssertEqual(($0 as? LiftError)?.code, "read_only_store")
        }
    }

    func test_transaction_throwingBody_rollsBackEverything() throws {
        let db = try makeTemporaryDatabase()
        let store = SQLiteExerciseStore(database: db, owner: "local")
        struct Boom: Error {}
        XCTAssertThrowsError(try db.transaction {
            try store.createExercise(Exercise(id: .random(), name: "A", creationDate: Timestamp(milliseconds: 0), tags: []))
            throw Boom()
        })
        XCTAssertEqual(try store.readAllExercises(), [])
    }
}
