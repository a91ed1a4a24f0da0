import LiftCore
import LiftSQLite
import XCTest

/// `SQLiteDatabase.changeStamp`: equal stamps must mean the file did not change in between, for
/// any writer (the route keeps its network while the stamp holds).
final class ChangeStampSpecs: XCTestCase {
    private func exercise(_ name: String) -> Exercise {
        Exercise(id: .random(), name: name, creationDate: Timestamp(milliseconds: 0), tags: [])
    }

    func test_changeStamp_nothingWritten_staysEqual() throws {
        let a = try makeTemporaryDatabase(path: temporaryStorePath())
        let first = try a.read { try a.changeStamp() }
        _ = try a.read { try SQLiteExerciseStore(database: a, owner: "ann").readAllExercises() }
        XCTAssertEqual(try a.read { try a.changeStamp() }, first)
    }

    func test_changeStamp_thisConnectionCommits_changes() throws {
        let a = try makeTemporaryDatabase(path: temporaryStorePath())
        let before = try a.read { try a.changeStamp() }
        try a.transaction { try SQLiteExerciseStore(database: a, owner: "ann").createExercise(exercise("Squat")) }
        XCTAssertNotEqual(try a.read { try a.changeStamp() }, before)
    }

    func test_changeStamp_thisConnectionsUncommittedWrite_changes() throws {
        let a = try makeTemporaryDatabase(path: temporaryStorePath())
        try a.transaction {
            let before = try a.changeStamp()
            try SQLiteExerciseStore(database: a, owner: "ann").createExercise(exercise("Squat"))
            XCTAssertNotEqual(try a.changeStamp(), before)
        }
    }

    func test_changeStamp_otherConnectionCommits_changes() throws {
        let path = temporaryStorePath()
        let a = try makeTemporaryDatabase(path: path), b = try makeTemporaryDatabase(path: path)
        let before = try a.read { try a.changeStamp() }
        try b.transaction { try SQLiteExerciseStore(database: b, owner: "bob").createExercise(exercise("Row")) }
        XCTAssertNotEqual(try a.read { try a.changeStamp() }, before)
    }

    func test_changeStamp_twoConnectionsOnOneUnchangedFile_neverEqual() throws {
        let path = temporaryStorePath()
        let a = try makeTemporaryDatabase(path: path), b = try makeTemporaryDatabase(path: path)
        XCTAssertNotEqual(try a.read { try a.changeStamp() }, try b.read { try b.changeStamp() })
    }
    func test_changeStamp_outsideARead_seesOtherConnectionsCommitAndEndsItsRead() throws {
        let path = temporaryStorePath()
        let a = try makeTemporaryDatabase(path: path), b = try makeTemporaryDatabase(path: path)
        let before = try a.changeStamp()
        XCTAssertEqual(try a.changeStamp(), before)
        try b.transaction { try SQLiteExerciseStore(database: b, owner: "bob").createExercise(exercise("Row")) }
        let after = try a.changeStamp()
        XCTAssertNotEqual(after, before)
        // No snapshot left open by the stamp: this connection writes next without SQLITE_BUSY.
        try b.transaction { try SQLiteExerciseStore(database: b, owner: "bob").createExercise(exercise("Dips")) }
        XCTAssertNoThrow(try a.transaction {
            try SQLiteExerciseStore(database: a, owner: "ann").createExercise(exercise("Squat"))
        })
        XCTAssertNotEqual(try a.changeStamp(), after)
    }
}
