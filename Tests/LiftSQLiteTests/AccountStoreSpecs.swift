import LiftCore
import LiftSQLite
import XCTest

/// The account store over the real SQLite file, and the erasure of an account's data.
final class AccountStoreSpecs: XCTestCase {
    private func account(_ username: String) -> Account {
        Account(id: .random(), username: username, details: AccountDetails(name: "N", phone: nil, email: "a@b.c"),
                creationDate: Timestamp(milliseconds: 1_700_000_000_000))
    }

    private let t0 = Timestamp(milliseconds: 1_700_000_000_000)

    func test_retrieve_emptyStore_deliversNothing() throws {
        let sut = SQLiteAccountStore(database: try makeTemporaryDatabase())
        XCTAssertNil(try sut.readAccount(usernameKey: "ann"))
        XCTAssertNil(try sut.readCredential(usernameKey: "ann", legacyKey: UsernameKey.legacy("ann")))
        XCTAssertNil(try sut.readFailureRun(usernameKey: "ann"))
    }

    func test_insert_thenRead_deliversAccountAndCredentialByIDAndKey() throws {
        let sut = SQLiteAccountStore(database: try makeTemporaryDatabase())
        let a = account("Ann")
        try sut.createAccount(a, usernameKey: "ann", passwordHash: "$argon2id$fake")
        XCTAssertEqual(try sut.readAccount(id: a.id), a)
        XCTAssertEqual(try sut.readAccount(usernameKey: "ann"), a)
        let credential = Credential(accountID: a.id, passwordHash: "$argon2id$fake", usernameKey: "ann")
        XCTAssertEqual(try sut.readCredential(usernameKey: "ann", legacyKey: UsernameKey.legacy("Ann")), credential)
        XCTAssertEqual(try sut.readCredential(id: a.id), credential)
    }

    func test_insert_sameUsernameKeyTwice_failsWithConflict() throws {
        let sut = SQLiteAccountStore(database: try makeTemporaryDatabase())
        try sut.createAccount(account("Ann"), usernameKey: "ann", passwordHash: "h")
        XCTAssertThrowsError(try sut.createAccount(account("ａｎｎ"), usernameKey: "ann", passwordHash: "h")) {
            XCTAssertEqual(($0 as? LiftError)?.status, .conflict)
        }
    }

    func test_readCredential_legacyKeyAndKeyBothStored_deliversTheLegacyOne() throws {
        let sut = SQLiteAccountStore(database: try makeTemporaryDatabase())
        let winner = account("josé"), kept = account("jose\u{301}")
        try sut.createAccount(winner, usernameKey: "josé", passwordHash: "h1")
        try sut.createAccount(kept, usernameKey: UsernameKey.legacy("jose\u{301}"), passwordHash: "h2")
        XCTAssertEqual(try sut.readCredential(usernameKey: "josé", legacyKey: UsernameKey.legacy("jose\u{301}"))?.accountID, kept.id)
        XCTAssertEqual(try sut.readCredential(usernameKey: "josé", legacyKey: UsernameKey.legacy("josé"))?.accountID, winner.id)
    }

    func test_updateAccount_withAndWithoutKey_changesKeyOnlyWhenGiven() throws {
        let sut = SQLiteAccountStore(database: try makeTemporaryDatabase())
        var a = account("Ann")
        try sut.createAccount(a, usernameKey: "ann", passwordHash: "h")
        a.details.name = "Ann B"
        try sut.updateAccount(a, usernameKey: nil)
        XCTAssertEqual(try sut.readAccount(usernameKey: "ann"), a)
        a.username = "Pepe"
        try sut.updateAccount(a, usernameKey: "pepe")
        XCTAssertNil(try sut.readAccount(usernameKey: "ann"))
        XCTAssertEqual(try sut.readAccount(usernameKey: "pepe"), a)
    }

    func test_failureRun_insertReplaceDelete_persistsByKeyWithoutAnAccount() throws {
        let sut = SQLiteAccountStore(database: try makeTemporaryDatabase())
        let run = FailureRun(failures: 6, lockedUntil: Timestamp(milliseconds: 99), lastFailure: t0)
        try sut.updateFailureRun(usernameKey: "nobody", run)
        XCTAssertEqual(try sut.readFailureRun(usernameKey: "nobody"), run)
        let next = FailureRun(failures: 7, lockedUntil: nil, lastFailure: t0)
        try sut.updateFailureRun(usernameKey: "nobody", next)
        XCTAssertEqual(try sut.readFailureRun(usernameKey: "nobody"), next)
        XCTAssertNil(try sut.readFailureRun(usernameKey: "NOBODY"), "keys are compared as stored: folding is the caller's")
        try sut.deleteFailureRun(usernameKey: "nobody")
        XCTAssertNil(try sut.readFailureRun(usernameKey: "nobody"))
    }

    func test_deleteFailureRuns_staleOnes_deletesOldestUpToLimitOnly() throws {
        let sut = SQLiteAccountStore(database: try makeTemporaryDatabase())
        for i in 0..<6 {
            try sut.updateFailureRun(usernameKey: "k\(i)", FailureRun(failures: 1, lockedUntil: nil, lastFailure: Timestamp(milliseconds: Int64(i) * 10)))
        }
        try sut.deleteFailureRuns(lastFailureBefore: Timestamp(milliseconds: 45), limit: 3)
        XCTAssertEqual(try (0..<6).map { try sut.readFailureRun(usernameKey: "k\($0)") != nil }, [false, false, false, true, true, true])
        try sut.deleteFailureRuns(lastFailureBefore: Timestamp(milliseconds: 45), limit: 3)
        XCTAssertEqual(try (0..<6).map { try sut.readFailureRun(usernameKey: "k\($0)") != nil }, [false, false, false, false, false, true], "never a newer one")
    }

    func test_deleteAccountAndData_removesOwnRowsOfEveryOwnedTableIncludingLaterOnes() throws {
        let db = try makeTemporaryDatabase()
        // A kind added later, unknown to the account code: found through its owner_id column.
        try db.execute("CREATE TABLE \"future kind\"(owner_id TEXT NOT NULL, id TEXT NOT NULL)")
        let sut = SQLiteAccountStore(database: db)
        let ann = account("ann"), bob = account("bob")
        try sut.createAccount(ann, usernameKey: "ann", passwordHash: "h")
        try sut.createAccount(bob, usernameKey: "bob", passwordHash: "h")
        for owner in [ann, bob] {
            let exercises = SQLiteExerciseStore(database: db, owner: owner.id.text)
            let squat = Exercise(id: .random(), name: "Squat", creationDate: Timestamp(milliseconds: 0), tags: [])
            try exercises.createExercise(squat)
            try SQLiteRoutineStore(database: db, owner: owner.id.text).createRoutine(
                Routine(id: .random(), name: "Legs", creationDate: Timestamp(milliseconds: 0), exercises: [squat]))
            try db.statement("INSERT INTO \"future kind\" VALUES(?, 'x')").bind(.text(owner.id.text)).run()
        }

        try db.transaction { try sut.deleteAccountAndData(id: ann.id) }

        XCTAssertNil(try sut.readAccount(id: ann.id))
        XCTAssertEqual(try rows(db, owner: ann.id.text), 0)
        XCTAssertEqual(try rows(db, owner: bob.id.text), 4)   // exercise, routine, routine_exercise, future kind
        XCTAssertEqual(try db.integrityCheck(), "ok")
    }

    /// Rows of `owner` in every table with an owner_id column.
    private func rows(_ db: SQLiteDatabase, owner: String) throws -> Int64 {
        var total: Int64 = 0
        for table in ["exercise", "routine", "routine_exercise", "\"future kind\""] {
            let s = try db.statement("SELECT count(*) FROM \(table) WHERE owner_id = ?")
            try s.bind(.text(owner))
            if try s.step() { total += s.int(0) }
        }
        return total
    }
}
