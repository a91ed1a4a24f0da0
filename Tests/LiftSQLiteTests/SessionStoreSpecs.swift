import Foundation
import LiftCore
import LiftSQLite
import XCTest

/// The session store over the real SQLite file: only hashes kept, lookups by hash and by id,
/// per-account listing and revocation, expiry housekeeping, and the migration that adds it.
final class SessionStoreSpecs: XCTestCase {
    private let t0 = Timestamp(milliseconds: 1_700_000_000_000)
    private let ann = RecordID.random(), bob = RecordID.random()

    private func session(_ account: RecordID, created: Int64 = 0, expires: Int64 = 1000) -> StoredSession {
        StoredSession(id: .random(), accountID: account, creationDate: Timestamp(milliseconds: t0.milliseconds + created),
                      lastUsed: Timestamp(milliseconds: t0.milliseconds + created),
                      expires: Timestamp(milliseconds: t0.milliseconds + expires))
    }

    func test_retrieve_emptyStore_deliversNothing() throws {
        let sut = SQLiteSessionStore(database: try makeTemporaryDatabase())
        XCTAssertNil(try sut.readSessionKey())
        XCTAssertNil(try sut.readSession(tokenHash: "h"))
        XCTAssertEqual(try sut.readSessions(accountID: ann), [])
    }

    func test_insertKey_thenRead_deliversItAndRefusesASecond() throws {
        let sut = SQLiteSessionStore(database: try makeTemporaryDatabase())
        try sut.createSessionKey("k1")
        XCTAssertEqual(try sut.readSessionKey(), "k1")
        XCTAssertThrowsError(try sut.createSessionKey("k2"))
        XCTAssertEqual(try sut.readSessionKey(), "k1")
    }

    func test_insert_thenRead_deliversBySessionHashAndByID() throws {
        let sut = SQLiteSessionStore(database: try makeTemporaryDatabase())
        let s = session(ann)
        try sut.createSession(s, tokenHash: "h1")
        XCTAssertEqual(try sut.readSession(tokenHash: "h1"), s)
        XCTAssertEqual(try sut.readSession(tokenHash: "h1"), s, "twice: no side effects")
        XCTAssertEqual(try sut.readSession(id: s.id, accountID: ann), s)
        XCTAssertNil(try sut.readSession(id: s.id, accountID: bob), "another account's id is a missing one")
        XCTAssertNil(try sut.readSession(tokenHash: "h2"))
    }

    func test_readSessions_deliversTheAccountsOldestFirst() throws {
        let sut = SQLiteSessionStore(database: try makeTemporaryDatabase())
        let later = session(ann, created: 5), earlier = session(ann, created: 1)
        try sut.createSession(later, tokenHash: "h1")
        try sut.createSession(earlier, tokenHash: "h2")
        try sut.createSession(session(bob), tokenHash: "h3")
        XCTAssertEqual(try sut.readSessions(accountID: ann), [earlier, later])
    }

    func test_update_changesLastUseAndExpiry() throws {
        let sut = SQLiteSessionStore(database: try makeTemporaryDatabase())
        var s = session(ann)
        try sut.createSession(s, tokenHash: "h1")
        s.lastUsed = Timestamp(milliseconds: t0.milliseconds + 10)
        s.expires = Timestamp(milliseconds: t0.milliseconds + 2000)
        try sut.updateSession(s)
        XCTAssertEqual(try sut.readSession(tokenHash: "h1"), s)
    }

    func test_delete_byIDOfOwnAccountOnly() throws {
        let sut = SQLiteSessionStore(database: try makeTemporaryDatabase())
        let s = session(ann)
        try sut.createSession(s, tokenHash: "h1")
        XCTAssertFalse(try sut.deleteSession(id: s.id, accountID: bob))
        XCTAssertTrue(try sut.deleteSession(id: s.id, accountID: ann))
        XCTAssertFalse(try sut.deleteSession(id: s.id, accountID: ann))
        XCTAssertNil(try sut.readSession(tokenHash: "h1"))
    }

    func test_deleteAll_ofOneAccount_keepsOthers() throws {
        let sut = SQLiteSessionStore(database: try makeTemporaryDatabase())
        try sut.createSession(session(ann), tokenHash: "h1")
        try sut.createSession(session(ann), tokenHash: "h2")
        let b = session(bob)
        try sut.createSession(b, tokenHash: "h3")
        try sut.deleteSessions(accountID: ann)
        XCTAssertEqual(try sut.readSessions(accountID: ann), [])
        XCTAssertEqual(try sut.readSessions(accountID: bob), [b])
    }

    func test_deleteExpired_removesThoseExpiringAtOrBeforeNow() throws {
        let sut = SQLiteSessionStore(database: try makeTemporaryDatabase())
        let gone = session(ann, expires: 100), kept = session(ann, expires: 101)
        try sut.createSession(gone, tokenHash: "h1")
        try sut.createSession(kept, tokenHash: "h2")
        try sut.deleteSessions(expiringBefore: Timestamp(milliseconds: t0.milliseconds + 100))
        XCTAssertEqual(try sut.readSessions(accountID: ann), [kept])
    }

    func test_deleteAccountAndData_erasesItsSessions() throws {
        let db = try makeTemporaryDatabase()
        let accounts = SQLiteAccountStore(database: db), sut = SQLiteSessionStore(database: db)
        let a = Account(id: ann, username: "ann", details: AccountDetails(), creationDate: t0)
        try accounts.createAccount(a, usernameKey: "ann", passwordHash: "h")
        try sut.createSession(session(ann), tokenHash: "h1")
        try db.transaction { try accounts.deleteAccountAndData(id: ann) }
        XCTAssertEqual(try sut.readSessions(accountID: ann), [])
    }

    func test_open_storeAtAccountsV3_migratesToV4KeepingAccounts() throws {
        let path = temporaryStorePath()
        var sql = Schema.migrations.filter { !($0.feature == "accounts" && $0.version >= 2) }.map(\.sql).joined(separator: "\n")
        // v2 adds the failure table, v3 drops the old columns: both without their Swift rewrite, as no account needs rekeying.
        sql += Schema.migrations.filter { $0.feature == "accounts" && ($0.version == 2 || $0.version == 3) }.map(\.sql).joined(separator: "\n")
        for (feature, version) in Schema.known where feature != "accounts" {
            sql += "\nINSERT OR REPLACE INTO lift_schema VALUES('\(feature)', \(version));"
        }
        sql += "\nINSERT INTO lift_schema VALUES('accounts', 3);"
        sql += "\nINSERT INTO account(id, username, username_key, creation_ms, password_hash) VALUES('\(ann.text)', 'ann', 'ann', 1, 'h');"
        sql += "\nPRAGMA application_id=\(Schema.applicationID);"
        XCTAssertEqual(try runSQLiteShell(path, sql), 0)

        let db = try SQLiteDatabase(path: path)
        XCTAssertEqual(try SQLiteAccountStore(database: db).readAccount(usernameKey: "ann")?.id, ann)
        let sut = SQLiteSessionStore(database: db)
        let s = session(ann)
        try sut.createSession(s, tokenHash: "h1")
        XCTAssertEqual(try sut.readSession(tokenHash: "h1"), s)
    }
}
