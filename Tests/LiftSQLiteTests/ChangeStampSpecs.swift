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

/// The header fast path of `changeStamp` (outside a transaction): answered without the pragma
/// while no connection commits, and never across a commit, a WAL restart or this connection's
/// own change.
final class ChangeStampHeaderSpecs: XCTestCase {
    private func exercise(_ name: String) -> Exercise {
        Exercise(id: .random(), name: name, creationDate: Timestamp(milliseconds: 0), tags: [])
    }

    func test_changeStamp_unchangedFileOutsideARead_answersWithoutThePragma() throws {
        let a = try makeTemporaryDatabase(path: temporaryStorePath())
        let first = try a.changeStamp()
        let reads = a.stampReads
        for _ in 0..<5 { XCTAssertEqual(try a.changeStamp(), first) }
        XCTAssertEqual(a.stampReads, reads)
    }

    func test_changeStamp_otherConnectionCommitsAfterAHeaderStamp_changes() throws {
        let path = temporaryStorePath()
        let a = try makeTemporaryDatabase(path: path), b = try makeTemporaryDatabase(path: path)
        let before = try a.changeStamp()
        XCTAssertEqual(try a.changeStamp(), before)
        for name in ["Row", "Dips", "Pull-up"] {
            try b.transaction { try SQLiteExerciseStore(database: b, owner: "bob").createExercise(exercise(name)) }
            XCTAssertNotEqual(try a.changeStamp(), before)
        }
    }

    func test_changeStamp_walRestartedByOtherConnection_changes() throws {
        let path = temporaryStorePath()
        let a = try makeTemporaryDatabase(path: path), b = try makeTemporaryDatabase(path: path)
        try b.transaction { try SQLiteExerciseStore(database: b, owner: "bob").createExercise(exercise("Row")) }
        let before = try a.changeStamp()
        XCTAssertEqual(try a.changeStamp(), before)
        // The WAL emptied and started again: the next commit may end at the same frame as before.
        try b.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        try b.transaction { try SQLiteExerciseStore(database: b, owner: "bob").createExercise(exercise("Dips")) }
        XCTAssertNotEqual(try a.changeStamp(), before)
    }

    func test_changeStamp_thisConnectionCommitsAfterAHeaderStamp_changes() throws {
        let a = try makeTemporaryDatabase(path: temporaryStorePath())
        let before = try a.changeStamp()
        XCTAssertEqual(try a.changeStamp(), before)
        try a.transaction { try SQLiteExerciseStore(database: a, owner: "ann").createExercise(exercise("Squat")) }
        XCTAssertNotEqual(try a.changeStamp(), before)
    }
}
