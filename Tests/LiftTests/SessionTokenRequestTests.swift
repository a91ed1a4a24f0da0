import CLift
import Foundation
import XCTest

/// Session tokens through the C contract: issued by a sign-in, resumed on any handle of the
/// store, revoked by sign-out, a password change or an account removal, and slid on each use.
final class SessionTokenRequestTests: XCTestCase {
    static let day: Int64 = 86_400_000
    static let start: Int64 = 1_700_000_000_000

    private func open(_ path: String? = nil, at ms: Int64 = start, extra: String = "") throws -> LiftClient {
        try LiftClient(path: path, options: "{\"clock_ms\":\(ms)\(extra)}")
    }

    /// Creates `ann`, signs in on `c` and answers the token.
    private func signedInToken(_ c: LiftClient, _ username: String = "ann") throws -> String {
        AccountRequestTests.createAccount(c, username)
        let reply = AccountRequestTests.signIn(c, username)
        XCTAssertEqual(reply.status, LIFT_OK)
        return try XCTUnwrap((reply.json["session"] as? [String: Any])?["token"] as? String)
    }

    private func resume(_ c: LiftClient, _ token: String) -> LiftClient.Reply {
        c.save(["kind": "session", "session": ["token": token]])
    }

    private func username(_ c: LiftClient) -> String? {
        (c.load(["kind": "account"]).json["account"] as? [String: Any])?["username"] as? String
    }

    private func sessions(_ c: LiftClient) -> [[String: Any]] {
        ((c.load(["kind": "session"]).json["session"] as? [String: Any])?["sessions"] as? [[String: Any]]) ?? []
    }

    private func assertInvalidToken(_ reply: LiftClient.Reply, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(reply.status, LIFT_E_UNAUTHORIZED, file: file, line: line)
        XCTAssertEqual(reply.code, "unauthorized", file: file, line: line)
        XCTAssertEqual(reply.error?["message"] as? String, "the session token is not valid", file: file, line: line)
    }

    func test_signIn_succeeds_answersA256BitTokenOnce() throws {
        let c = try open()
        let token = try signedInToken(c)
        XCTAssertEqual(token.count, 43, "32 bytes in unpadded base64url")
        XCTAssertNil(token.first { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        let listed = sessions(c)
        XCTAssertEqual(listed.count, 1)
        XCTAssertEqual(Set(listed[0].keys), ["id", "created", "last_used", "expires", "current"])
        XCTAssertEqual(listed[0]["current"] as? Bool, true)
    }

    func test_resume_onAnotherHandle_signsInTheAccount() throws {
        let a = try open()
        let token = try signedInToken(a)
        let b = try open(a.path)
        let reply = resume(b, token)
        XCTAssertEqual(reply.status, LIFT_OK)
        XCTAssertNil((reply.json["session"] as? [String: Any])?["token"], "a token is shown only when issued")
        XCTAssertEqual(username(b), "ann")
        XCTAssertEqual(sessions(b).count, 1, "resuming reuses the session")
    }

    func test_resume_afterReopen_signsInTheAccount() throws {
        let a = try open()
        let token = try signedInToken(a)
        let path = a.path
        a.close()
        let b = try open(path, at: Self.start + Self.day)
        XCTAssertEqual(resume(b, token).status, LIFT_OK)
        XCTAssertEqual(username(b), "ann")
    }

    func test_resume_afterSignOut_failsUnauthorized() throws {
        let a = try open()
        let token = try signedInToken(a)
        XCTAssertEqual(a.remove(["kind": "session"]).json["removed"] as? Int, 1)
        let b = try open(a.path)
        assertInvalidToken(resume(b, token))
        XCTAssertNil(username(b))
    }

    func test_resume_afterExpiry_failsUnauthorized() throws {
        let a = try open()
        let token = try signedInToken(a)
        a.close()
        let late = try open(a.path, at: Self.start + 30 * Self.day)
        assertInvalidToken(resume(late, token))
    }

    func test_resume_beforeExpiry_slidesTheExpiry() throws {
        let a = try open()
        let token = try signedInToken(a)
        a.close()
        XCTAssertEqual(resume(try open(a.path, at: Self.start + 20 * Self.day), token).status, LIFT_OK)
        XCTAssertEqual(resume(try open(a.path, at: Self.start + 40 * Self.day), token).status, LIFT_OK,
                       "30 days after the last use, not after sign-in")
    }

    func test_resume_sessionDaysOption_setsTheLifetime() throws {
        let a = try open(extra: ",\"session_days\":2")
        let token = try signedInToken(a)
        a.close()
        assertInvalidToken(resume(try open(a.path, at: Self.start + 2 * Self.day, extra: ",\"session_days\":2"), token))
    }

    func test_open_sessionDaysOutOfRange_failsInvalidRequest() throws {
        XCTAssertThrowsError(try open(extra: ",\"session_days\":0"))
        XCTAssertThrowsError(try open(extra: ",\"session_days\":\"30\""))
    }

    func test_resume_forgedTokens_failWithTheSameAnswer() throws {
        let a = try open()
        let token = try signedInToken(a)
        let b = try open(a.path)
        var flipped = Array(token)
        flipped[0] = flipped[0] == "A" ? "B" : "A"
        for forged in [String(flipped), token + "A", String(token.dropLast()), "", String(repeating: "x", count: 1000),
                       "\u{7F}\u{1}", token.uppercased()] where forged != token {
            let reply = resume(b, forged)
            assertInvalidToken(reply)
            XCTAssertFalse(String(describing: reply.json).contains(token), "the token never appears in an error")
        }
        XCTAssertNil(username(b))
        XCTAssertEqual(resume(b, token).status, LIFT_OK)
    }

    func test_resume_failedWhileSignedIn_leavesTheSessionAsItWas() throws {
        let a = try open()
        _ = try signedInToken(a)
        assertInvalidToken(resume(a, "forged"))
        XCTAssertEqual(username(a), "ann")
    }

    func test_resume_tokenNotAString_failsInvalidRequestWithoutEcho() throws {
        let c = try open()
        let reply = c.save(["kind": "session", "session": ["token": 12345]])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.details?["path"] as? String, "session.token")
    }

    func test_signOut_onOneHandle_signsOutTheHandleResumedWithItsToken() throws {
        let a = try open()
        let token = try signedInToken(a)
        let b = try open(a.path)
        XCTAssertEqual(resume(b, token).status, LIFT_OK)
        XCTAssertEqual(a.remove(["kind": "session"]).status, LIFT_OK)
        let next = b.load(["kind": "exercise"])
        XCTAssertEqual(next.status, LIFT_E_UNAUTHORIZED)
        XCTAssertEqual(next.code, "signed_out")
        XCTAssertNil(username(b), "signed out after the refused call")
    }

    func test_changePassword_revokesEveryTokenAndAnswersANewOne() throws {
        let a = try open()
        let old = try signedInToken(a)
        let b = try open(a.path)
        let other = try XCTUnwrap((AccountRequestTests.signIn(b, "ann").json["session"] as? [String: Any])?["token"] as? String)
        let changed = a.save(["kind": "account", "change_password": ["old_password": AccountRequestTests.password,
                                                                     "new_password": "new password 22"]])
        XCTAssertEqual(changed.status, LIFT_OK)
        let fresh = try XCTUnwrap((changed.json["session"] as? [String: Any])?["token"] as? String)
        XCTAssertEqual(username(a), "ann", "the changing handle stays signed in")
        XCTAssertEqual(b.load(["kind": "exercise"]).code, "signed_out")
        let c = try open(a.path)
        assertInvalidToken(resume(c, old))
        assertInvalidToken(resume(c, other))
        XCTAssertEqual(resume(c, fresh).status, LIFT_OK)
        XCTAssertEqual(sessions(c).count, 1)
    }

    func test_removeAccount_revokesEveryToken() throws {
        let a = try open()
        let token = try signedInToken(a)
        let b = try open(a.path)
        XCTAssertEqual(resume(b, token).status, LIFT_OK)
        XCTAssertEqual(a.remove(["kind": "account", "password": AccountRequestTests.password]).status, LIFT_OK)
        XCTAssertEqual(b.load(["kind": "exercise"]).code, "signed_out")
        assertInvalidToken(resume(try open(a.path), token))
    }

    func test_removeSessionByID_revokesThatSessionOnly() throws {
        let a = try open()
        let first = try signedInToken(a)
        let b = try open(a.path)
        let second = try XCTUnwrap((AccountRequestTests.signIn(b, "ann").json["session"] as? [String: Any])?["token"] as? String)
        let listed = sessions(a)
        XCTAssertEqual(listed.count, 2)
        let other = try XCTUnwrap(listed.first { $0["current"] as? Bool == false }?["id"] as? String)
        XCTAssertEqual(a.remove(["kind": "session", "id": other]).json["removed"] as? Int, 1)
        XCTAssertEqual(b.load(["kind": "exercise"]).code, "signed_out")
        XCTAssertEqual(username(a), "ann")
        let c = try open(a.path)
        assertInvalidToken(resume(c, second))
        XCTAssertEqual(resume(c, first).status, LIFT_OK)
    }

    func test_removeSessionByID_unknownOrOtherAccounts_failsNotFound() throws {
        let a = try open()
        _ = try signedInToken(a)
        let b = try open(a.path)
        _ = try signedInToken(b, "bob")
        let bobs = try XCTUnwrap(sessions(b).first?["id"] as? String)
        XCTAssertEqual(a.remove(["kind": "session", "id": bobs]).code, "not_found")
        XCTAssertEqual(a.remove(["kind": "session", "id": "00000000-0000-7000-8000-000000000000"]).code, "not_found")
        XCTAssertEqual(username(b), "bob")
    }

    func test_removeSessionByID_notSignedIn_failsUnauthorized() throws {
        let c = try open()
        XCTAssertEqual(c.remove(["kind": "session", "id": "00000000-0000-7000-8000-000000000000"]).status, LIFT_E_UNAUTHORIZED)
    }

    func test_store_keepsNoTokenInClear() throws {
        let a = try open()
        let token = try signedInToken(a)
        a.close()
        for suffix in ["", "-wal"] {
            guard let bytes = FileManager.default.contents(atPath: a.path + suffix) else { continue }
            XCTAssertNil(bytes.range(of: Data(token.utf8)), "token in clear in \(suffix.isEmpty ? "the file" : suffix)")
        }
    }
}
