import Foundation
import LiftCore
import LiftSQLite
import LiftText
import XCTest

/// A store from before usernames were folded (accounts schema 1: keys trimmed and lowercased,
/// failures on the account row) opened by this library: keys recomputed, lookalike accounts
/// all kept, failure runs moved.
final class AccountMigrationSpecs: XCTestCase {
    private let unicode = MigrationContext(text: UTF8ProcText())

    /// Accounts schema 1 with every other feature current, made with the sqlite3 shell.
    private func makeStoreBeforeFolding(_ accounts: [(username: String, created: Int64, failures: Int64, lockedUntil: Int64?)]) throws -> String {
        let path = temporaryStorePath()
        var sql = Schema.migrations.filter { $0.feature != "accounts" || $0.version == 1 }.map(\.sql).joined(separator: "\n")
        for (feature, version) in Schema.known where feature != "accounts" {
            sql += "\nINSERT OR REPLACE INTO lift_schema VALUES('\(feature)', \(version));"
        }
        sql += "\nINSERT INTO lift_schema VALUES('accounts', 1);"
        for (i, a) in accounts.enumerated() {
            let oldKey = NameKey.of(a.username)
            sql += "\nINSERT INTO account(id, username, username_key, creation_ms, password_hash, failed_attempts, locked_until_ms) "
                + "VALUES('id\(i)', '\(a.username)', '\(oldKey)', \(a.created), 'hash\(i)', \(a.failures), \(a.lockedUntil.map(String.init) ?? "NULL"));"
        }
        sql += "\nPRAGMA application_id=\(Schema.applicationID);"
        XCTAssertEqual(try runSQLiteShell(path, sql), 0)
        return path
    }

    private func id(_ store: SQLiteAccountStore, typed: String) throws -> String? {
        let keys = UsernameKey.signIn(typed, UTF8ProcText())
        return try store.readCredential(usernameKey: keys.key, legacyKey: keys.legacy)?.accountID.text
    }

    func test_open_lookalikeOldAccounts_allKeptEachFoundByItsOldUsername() throws {
        let path = try makeStoreBeforeFolding([
            ("josé", 1, 0, nil), ("jose\u{301}", 2, 0, nil),
            ("ＡＮＮ", 3, 0, nil), ("ann", 4, 0, nil), ("ann\u{200B}", 5, 0, nil),
            ("Straße", 6, 0, nil), ("\u{200B}\u{200B}\u{200B}", 7, 0, nil),
        ])
        let db = try SQLiteDatabase(path: path, migrationContext: unicode)
        let sut = SQLiteAccountStore(database: db)
        XCTAssertEqual(try id(sut, typed: "josé"), "id0", "the oldest of a group whose old key was not the new one")
        XCTAssertEqual(try id(sut, typed: "JOSE\u{301}"), "id1", "kept: its old username as before")
        XCTAssertEqual(try id(sut, typed: "ＡＮＮ"), "id2")
        XCTAssertEqual(try id(sut, typed: "ANN"), "id3", "the account whose old key already was the new key")
        XCTAssertEqual(try id(sut, typed: "ann\u{200B}"), "id4")
        XCTAssertEqual(try id(sut, typed: "a\u{200B}nn\u{200B}"), "id3", "an old username typed otherwise folds to the key's owner")
        XCTAssertEqual(try id(sut, typed: "STRASSE"), "id5")
        XCTAssertEqual(try id(sut, typed: "\u{200B}\u{200B}\u{200B}"), "id6", "folds to nothing: kept under its old key")
        XCTAssertNil(try id(sut, typed: "\u{200B}\u{200B}"))
        XCTAssertEqual(try sut.readAccount(usernameKey: "ann")?.username, "ann")
        XCTAssertEqual(try sut.readAccount(id: RecordID(trusted: "id1"))?.username, "jose\u{301}", "usernames are kept as typed")
        XCTAssertEqual(try db.integrityCheck(), "ok")
    }

    func test_open_oldFailureCounts_movedToRunsUnderTheNewKeys() throws {
        let path = try makeStoreBeforeFolding([("Bob", 1, 6, 1_700_000_001_000), ("ａｌｉｃｅ", 2, 2, nil), ("carl", 3, 0, nil)])
        let sut = SQLiteAccountStore(database: try SQLiteDatabase(path: path, migrationContext: unicode))
        XCTAssertEqual(try sut.readFailureRun(usernameKey: "bob")?.failures, 6)
        XCTAssertEqual(try sut.readFailureRun(usernameKey: "bob")?.lockedUntil, Timestamp(milliseconds: 1_700_000_001_000))
        XCTAssertEqual(try sut.readFailureRun(usernameKey: "alice")?.failures, 2)
        XCTAssertNil(try sut.readFailureRun(usernameKey: "carl"))
    }

    func test_open_oldAccountsWithoutUnicodeFolding_refusedThenMigratedWithIt() throws {
        let path = try makeStoreBeforeFolding([("ann", 1, 0, nil)])
        XCTAssertThrowsError(try SQLiteDatabase(path: path)) {
            XCTAssertEqual(($0 as? LiftError)?.status, .misuse)
        }
        let sut = SQLiteAccountStore(database: try SQLiteDatabase(path: path, migrationContext: unicode))
        XCTAssertEqual(try id(sut, typed: "Ann"), "id0", "the refused open changed nothing")
    }

    func test_open_newStore_hasNoFailureColumnsOnAccounts() throws {
        let db = try makeTemporaryDatabase()
        let s = try db.statement("SELECT count(*) FROM pragma_table_info('account') WHERE name IN ('failed_attempts', 'locked_until_ms')")
        XCTAssertTrue(try s.step())
        XCTAssertEqual(s.int(0), 0)
    }
}
