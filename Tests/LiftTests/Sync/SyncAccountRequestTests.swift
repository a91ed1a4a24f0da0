import CLift
import XCTest

/// The signed-in account's details sync field by field (last writer wins); the password, its
/// hash, the username and the sessions never leave the store.
final class SyncAccountRequestTests: XCTestCase {
    private func signedIn() throws -> LiftClient {
        let c = try LiftClient()
        AccountRequestTests.createAccount(c, "ann")
        AccountRequestTests.signIn(c, "ann")
        return c
    }

    private func details(_ c: LiftClient) -> [String: String?] {
        let a = c.load(["kind": "account"]).item("account") ?? [:]
        return ["name": a["name"] as? String, "phone": a["phone"] as? String, "email": a["email"] as? String]
    }

    func test_syncAccount_fieldsEditedOnTwoStores_eachFieldsLatestOnBoth() throws {
        let (a, b, host) = (try signedIn(), try signedIn(), SyncHost())
        _ = a.save(["kind": "account", "account": ["name": "Ann", "email": "ann@example.com"]])
        usleep(3000)
        _ = b.save(["kind": "account", "account": ["phone": "+358 40 1234567", "email": "ann.b@example.com"]])
        host.sync(a, to: b)
        host.sync(b, to: a)
        let expected: [String: String?] = ["name": "Ann", "phone": "+358 40 1234567", "email": "ann.b@example.com"]
        XCTAssertEqual(details(a), expected)
        XCTAssertEqual(details(b), expected)
    }

    func test_syncAccount_storeNeverSyncedEditsLater_itsEmptyDetailsDoNotWin() throws {
        let (a, b, host) = (try signedIn(), try signedIn(), SyncHost())
        _ = a.save(["kind": "account", "account": ["name": "Ann"]])
        host.sync(a, to: b)
        host.sync(b, to: a)
        usleep(3000)
        let c = try signedIn()
        _ = c.save(["kind": "account", "account": ["phone": "+358 40 1234567"]])
        host.sync(c, to: a)
        XCTAssertEqual(details(a)["name"], "Ann", "c's name was never written: a's stays")
        XCTAssertEqual(details(a)["phone"], "+358 40 1234567")
    }

    func test_loadChanges_signedInAccount_neverCarriesPasswordHashUsernameOrSession() throws {
        let c = try signedIn()
        _ = c.save(["kind": "account", "account": ["name": "Ann"]])
        let session = c.load(["kind": "session"]).item("session")?["id"] as? String ?? "no session"
        let feed = c.feed(since: nil).text
        XCTAssertTrue(feed.contains("\"account\""), feed)
        for secret in [AccountRequestTests.password, "argon2id", "\"ann\"", "password", session] {
            XCTAssertFalse(feed.contains(secret), "the feed carries \(secret)")
        }
        let backup = c.load(["kind": "backup"]).json
        let text = String(decoding: try JSONSerialization.data(withJSONObject: backup), as: UTF8.self)
        for secret in [AccountRequestTests.password, "argon2id", session] {
            XCTAssertFalse(text.contains(secret), "the backup carries \(secret)")
        }
    }
}
