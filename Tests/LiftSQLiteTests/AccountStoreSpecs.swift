import LiftCore
import LiftSQLite
import XCTest

/// The account store over the real SQLite file, and the erasure of an account's data.
final class AccountStoreSpecs: XCTestCase {
    private func account(_ username: String) -> Account {
        Account(id: .random(), username: username, details: AccountDetails(name: "N", phone: nil, email: "a@b.c"),
                creationDate: Timestamp(milliseconds: 1_700_000_000_000))
    }

    func test_retrieve_emptyStore_deliversNothing() throws {
        let sut = SQLiteAccountStore(database: try makeTemporaryDatabase())
        XCTAssertNil(try sut.readAccount(usernameKey: "ann"))
        XCTAssertNil(try sut.readCredential(usernameKey: "ann"))
    }

    func test_insert_thenRead_deliversAccountAndCredentialByIDAndKey() throws {
        let sut = SQLiteAccountStore(database: try makeTemporaryDatabase())
        let a = account("Ann")
        try sut.createAccount(a, passwordHash: "$argon2id$fake")
        XCTAssertEqual(try sut.readAccount(id: a.id), a)
        XCTAssertEqual(try sut.readAccount(usernameKey: "ann"), a)
        XCTAssertEqual(try sut.readCredential(usernameKey: "ann"), Credential(accountID: a.id, passwordHash: "$argon2id$fake"))
    }

    func test_insert_sameUsernameKeyTwice_failsWithConflict() throws {
        let sut = SQLiteAccountStore(database: try makeTemporaryDatabase())
        try sut.createAccount(account("Ann"), passwordHash: "h")
        XCTAssertThrowsError(try sut.createAccount(account("ann"), passwordHash: "h")) {
            XCTAssertEqual(($0 as? LiftError)?.status, .conflict)
        }
    }

    func test_updateFailedAttempts_persistsCountAndLock() throws {
        let sut = SQLiteAccountStore(database: try makeTemporaryDatabase())
        let a = account("Ann")
        try sut.createAccount(a, passwordHash: "h")
        try sut.updateFailedAttempts(id: a.id, count: 6, lockedUntil: Timestamp(milliseconds: 99))
        XCTAssertEqual(try sut.readCredential(id: a.id)?.failedAttempts, 6)
        XCTAssertEqual(try sut.readCredential(id: a.id)?.lockedUntil, Timestamp(milliseconds: 99))
    }

    func test_deleteAccountAndData_removesOwnRowsOfEveryOwnedTableIncludingLaterOnes() throws {
        let db = try makeTemporaryDatabase()
        // A kind added later, unknown to the account code: found through its owner_id column.
        try db.execute("CREATE TABLE \"future kind\"(owner_id TEXT NOT NULL, id TEXT NOT NULL)")
        let sut = SQLiteAccountStore(database: db)
        let ann = account("ann"), bob = account("bob")
        try sut.createAccount(ann, passwordHash: "h")
        try sut.createAccount(bob, passwordHash: "h")
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
