import CLift
import Foundation
import LiftCrypto
import XCTest

/// Accounts and sessions through the C contract (WorkoutTracker: create account, sign in,
/// account details, log out). Each Argon2id hash costs ~30 ms, so the tests keep them few.
final class AccountRequestTests: XCTestCase {
    static let password = "correct horse battery"

    @discardableResult
    static func createAccount(_ c: LiftClient, _ username: String, password: String = password,
                              extra: [String: Any] = [:]) -> LiftClient.Reply {
        c.save(["kind": "account", "account": ["username": username, "password": password].merging(extra) { $1 }])
    }

    @discardableResult
    static func signIn(_ c: LiftClient, _ username: String, password: String = password) -> LiftClient.Reply {
        c.save(["kind": "session", "session": ["username": username, "password": password]])
    }

    private func exerciseNames(_ c: LiftClient) -> [String] {
        (c.load(["kind": "exercise"]).json["items"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
    }

    func test_signUpSignInSaveLoadSignOut_dataFollowsTheAccount() throws {
        let c = try LiftClient()
        _ = c.save(["kind": "exercise", "exercise": ["name": "Local squat"]])
        let created = Self.createAccount(c, " Ann ", extra: ["name": "Ann A", "phone": "+358 40 1234567"])
        XCTAssertEqual(created.status, LIFT_OK)
        let account = try XCTUnwrap(created.json["account"] as? [String: Any])
        XCTAssertEqual(account["username"] as? String, "Ann")
        XCTAssertEqual(account["phone"] as? String, "+358 40 1234567")
        XCTAssertNil(account["password"])
        XCTAssertEqual(exerciseNames(c), ["Local squat"], "creating an account does not sign in")

        let session = Self.signIn(c, "ANN")
        XCTAssertEqual(session.status, LIFT_OK)
        XCTAssertEqual(((session.json["session"] as? [String: Any])?["account"] as? [String: Any])?["id"] as? String,
                       account["id"] as? String)
        XCTAssertEqual(exerciseNames(c), [], "an account starts empty")
        XCTAssertEqual(c.save(["kind": "exercise", "exercise": ["name": "Ann's bench"]]).status, LIFT_OK)
        XCTAssertEqual(exerciseNames(c), ["Ann's bench"])

        XCTAssertEqual(c.remove(["kind": "session"]).json["removed"] as? Int, 1)
        XCTAssertEqual(exerciseNames(c), ["Local squat"], "signed out: the local owner again")
        XCTAssertEqual(c.load(["kind": "session"]).json["session"] as? [String: Bool], ["signed_in": false])
    }

    func test_loadAccount_notSignedIn_failsUnauthorized() throws {
        let c = try LiftClient()
        let reply = c.load(["kind": "account"])
        XCTAssertEqual(reply.status, LIFT_E_UNAUTHORIZED)
        XCTAssertEqual(reply.code, "unauthorized")
    }

    func test_saveAccount_signedIn_updatesOwnDetailsOnly() throws {
        let c = try LiftClient()
        Self.createAccount(c, "ann")
        Self.signIn(c, "ann")
        let reply = c.save(["kind": "account", "account": ["name": "Ann B", "email": "ann@example.com"]])
        XCTAssertEqual(reply.status, LIFT_OK)
        let loaded = try XCTUnwrap(c.load(["kind": "account"]).json["account"] as? [String: Any])
        XCTAssertEqual(loaded["name"] as? String, "Ann B")
        XCTAssertEqual(loaded["email"] as? String, "ann@example.com")
        XCTAssertEqual(loaded["username"] as? String, "ann")
        let cleared = c.save(["kind": "account", "account": ["email": ""]])
        XCTAssertTrue((cleared.json["account"] as? [String: Any])?["email"] is NSNull)
    }

    func test_saveAccount_signedInWithPassword_failsPointingToChangePassword() throws {
        let c = try LiftClient()
        Self.createAccount(c, "ann")
        Self.signIn(c, "ann")
        let reply = c.save(["kind": "account", "account": ["password": "new password 1"]])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.details?["path"] as? String, "account.password")
    }

    func test_createAccount_usernameTakenInOtherCase_failsConflictWithoutHashing() throws {
        let c = try LiftClient()
        Self.createAccount(c, "Ann")
        let reply = Self.createAccount(c, "aNN ")
        XCTAssertEqual(reply.status, LIFT_E_CONFLICT)
        XCTAssertEqual(reply.code, "duplicate_username")
    }

    func test_createAccount_badUsernameOrPassword_failsNamingPathNeverEchoingPassword() throws {
        let c = try LiftClient()
        let cases: [(String, String, String, String)] = [
            ("ab", Self.password, "account.username", "invalid_username"),
            (String(repeating: "u", count: 65), Self.password, "account.username", "invalid_username"),
            ("ann", "short7!", "account.password", "invalid_password"),
            ("ann", String(repeating: "p", count: 1025), "account.password", "invalid_password"),
        ]
        for (username, password, path, code) in cases {
            let reply = Self.createAccount(c, username, password: password)
            XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST, path)
            XCTAssertEqual(reply.code, code)
            XCTAssertEqual(reply.details?["path"] as? String, path)
            XCTAssertFalse(String(describing: reply.json).contains(password))
        }
        let wrongType = c.save(["kind": "account", "account": ["username": "ann", "password": 12345678]])
        XCTAssertEqual(wrongType.details?["path"] as? String, "account.password")
    }

    func test_signIn_unknownUserOrWrongPassword_sameUnauthorizedError() throws {
        let c = try LiftClient()
        Self.createAccount(c, "ann")
        let unknown = Self.signIn(c, "bob", password: "wrong password")
        let wrong = Self.signIn(c, "ann", password: "wrong password")
        XCTAssertEqual(unknown.status, LIFT_E_UNAUTHORIZED)
        XCTAssertEqual(NSDictionary(dictionary: unknown.json), NSDictionary(dictionary: wrong.json))
        XCTAssertFalse(String(describing: wrong.json).contains("wrong password"))
        XCTAssertEqual(c.load(["kind": "session"]).json["session"] as? [String: Bool], ["signed_in": false])
    }

    func test_signIn_fiveWrongPasswords_locksEvenTheRightOneWithRetryAfter() throws {
        let path = LiftClient.temporaryPath()
        var c = try LiftClient(path: path)
        Self.createAccount(c, "ann")
        for _ in 1...5 { Self.signIn(c, "ann", password: "wrong password") }
        c.close()
        c = try LiftClient(path: path)   // the lock is in the store, not in the handle
        let reply = Self.signIn(c, "ann")
        XCTAssertEqual(reply.status, LIFT_E_UNAUTHORIZED)
        let retry = try XCTUnwrap(reply.details?["retry_after_ms"] as? Int)
        XCTAssertTrue((1...1000).contains(retry), "\(retry)")
    }

    // MARK: - Lookalike usernames and lockout parity

    /// JSON written by hand: the username's code points exactly as given (\u escapes).
    private func createRaw(_ c: LiftClient, _ usernameJSON: String, password: String = password) -> LiftClient.Reply {
        c.call(lift_save, "{\"kind\":\"account\",\"account\":{\"username\":\"\(usernameJSON)\",\"password\":\"\(password)\"}}")
    }

    private func signInRaw(_ c: LiftClient, _ usernameJSON: String, password: String = password) -> LiftClient.Reply {
        c.call(lift_save, "{\"kind\":\"session\",\"session\":{\"username\":\"\(usernameJSON)\",\"password\":\"\(password)\"}}")
    }

    private func accountID(_ reply: LiftClient.Reply) -> String? {
        ((reply.json["session"] as? [String: Any])?["account"] as? [String: Any])?["id"] as? String
            ?? (reply.json["account"] as? [String: Any])?["id"] as? String
    }

    func test_createAccount_lookalikeOfATakenUsername_failsDuplicate() throws {
        let c = try LiftClient()
        XCTAssertEqual(createRaw(c, "jos\\u00e9").status, LIFT_OK)
        XCTAssertEqual(createRaw(c, "Ann").status, LIFT_OK)
        for lookalike in ["jose\\u0301", "JOSE\\u0301", "\\uff41\\uff4e\\uff4e", "\\uff21NN"] {
            let reply = createRaw(c, lookalike)
            XCTAssertEqual(reply.status, LIFT_E_CONFLICT, lookalike)
            XCTAssertEqual(reply.code, "duplicate_username", lookalike)
            XCTAssertEqual(reply.details?["path"] as? String, "account.username")
        }
    }

    func test_createAccount_invisibleBidiOrUnassignedCharacter_failsInvalidNamingFieldAndCodePoint() throws {
        let c = try LiftClient()
        let cases: [(String, String, String)] = [
            ("\\u200b\\u200b\\u200b", "U+200B", "default_ignorable"),
            ("an\\u200bn", "U+200B", "default_ignorable"),
            ("ann\\u2060", "U+2060", "default_ignorable"),
            ("\\u202ennA", "U+202E", "bidi_control"),
            ("ann\\u200e", "U+200E", "bidi_control"),
            ("ann\\u0378", "U+0378", "unassigned"),
        ]
        for (username, codePoint, reason) in cases {
            let reply = createRaw(c, username)
            XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST, username)
            XCTAssertEqual(reply.code, "invalid_username_character", username)
            XCTAssertEqual(reply.details?["path"] as? String, "account.username")
            XCTAssertEqual(reply.details?["code_point"] as? String, codePoint)
            XCTAssertEqual(reply.details?["reason"] as? String, reason)
        }
        XCTAssertEqual(createRaw(c, "ann").status, LIFT_OK, "the refusals created nothing")
    }

    func test_signIn_lookalikeUsernames_signIntoTheOneAccount() throws {
        let c = try LiftClient()
        let id = try XCTUnwrap(accountID(createRaw(c, "Jose\\u0301")))
        for typed in ["jos\\u00e9", "JOS\\u00c9", "\\uff4a\\uff4f\\uff53\\u00e9", "jo\\u200bs\\u00e9", "\\u202ejos\\u00e9"] {
            let reply = signInRaw(c, typed)
            XCTAssertEqual(reply.status, LIFT_OK, typed)
            XCTAssertEqual(accountID(reply), id, typed)
        }
        XCTAssertEqual(signInRaw(c, "\\u0458os\\u00e9").status, LIFT_E_UNAUTHORIZED, "a Cyrillic \u{458} is another username")
    }

    func test_signIn_unknownUsernameFiveFailures_locksWithTheAnswerOfALockedAccount() throws {
        let c = try LiftClient()
        Self.createAccount(c, "ann")
        var answers: [(LiftClient.Reply, LiftClient.Reply)] = []
        for _ in 1...6 {
            answers.append((Self.signIn(c, "nobody", password: "wrong password"), Self.signIn(c, "ann", password: "wrong password")))
        }
        for (i, (unknown, known)) in answers.enumerated() {
            XCTAssertEqual(unknown.status, LIFT_E_UNAUTHORIZED)
            XCTAssertEqual(unknown.code, known.code, "attempt \(i + 1)")
            XCTAssertEqual(unknown.error?["message"] as? String, known.error?["message"] as? String, "attempt \(i + 1)")
            XCTAssertEqual(unknown.details.map { Set($0.keys) }, known.details.map { Set($0.keys) }, "attempt \(i + 1)")
        }
        XCTAssertNil(answers[3].0.details?["retry_after_ms"])
        let retry = try XCTUnwrap(answers[5].0.details?["retry_after_ms"] as? Int, "\(answers[5].0.json)")
        XCTAssertTrue((1...1000).contains(retry), "\(retry)")
        XCTAssertNotNil(Self.signIn(c, "NOBODY", password: "wrong password").details?["retry_after_ms"], "counted per folded username")
    }

    func test_signIn_decomposedPassword_signsInWithTheComposedOne() throws {
        let c = try LiftClient()
        XCTAssertEqual(createRaw(c, "ann", password: "cafe\\u0301 secret").status, LIFT_OK)
        XCTAssertEqual(signInRaw(c, "ann", password: "caf\\u00e9 secret").status, LIFT_OK)
        XCTAssertEqual(signInRaw(c, "ann", password: "cafe\\u0301 secret").status, LIFT_OK)
    }

    func test_signIn_hashOfThePasswordAsTyped_signsInAndIsRehashedToNFC() throws {
        let c = try LiftClient()
        Self.createAccount(c, "ann")
        // A hash made before passwords were normalised: from the decomposed bytes themselves.
        let typed = Array("cafe\u{301} secret".utf8)
        let old = try typed.withUnsafeBytes { try Argon2idHasher.production.hash(Secret(copying: $0)) }
        try sqlite(c.path, "UPDATE account SET password_hash = '\(old)'")
        XCTAssertEqual(signInRaw(c, "ann", password: "cafe\\u0301 secret").status, LIFT_OK, "the raw bytes still sign in")
        let new = try sqlite(c.path, "SELECT password_hash FROM account")
        XCTAssertNotEqual(new, old, "rehashed on this sign-in")
        XCTAssertTrue(typed.withUnsafeBytes { !Argon2idHasher.production.verify(Secret(copying: $0), hash: new) })
        XCTAssertEqual(signInRaw(c, "ann", password: "caf\\u00e9 secret").status, LIFT_OK, "now from its NFC form")
    }

    @discardableResult
    private func sqlite(_ path: String, _ sql: String) throws -> String {
        let p = Process(), out = Pipe()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        p.arguments = [path, sql]
        p.standardOutput = out
        try p.run()
        p.waitUntilExit()
        return String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func test_changePassword_rightOldPassword_onlyNewOneSignsIn() throws {
        let c = try LiftClient()
        Self.createAccount(c, "ann")
        Self.signIn(c, "ann")
        let wrongOld = c.save(["kind": "account", "change_password": ["old_password": "not the password", "new_password": "brand new secret"]])
        XCTAssertEqual(wrongOld.status, LIFT_E_UNAUTHORIZED)
        let changed = c.save(["kind": "account", "change_password": ["old_password": Self.password, "new_password": "brand new secret"]])
        XCTAssertEqual(changed.status, LIFT_OK)
        XCTAssertEqual(Self.signIn(c, "ann").status, LIFT_E_UNAUTHORIZED)
        XCTAssertEqual(Self.signIn(c, "ann", password: "brand new secret").status, LIFT_OK)
    }

    func test_lockout_wrongPasswordsInChangePasswordAndRemove_countTowardsIt() throws {
        let path = LiftClient.temporaryPath()
        let c = try LiftClient(path: path)
        Self.createAccount(c, "ann")
        Self.signIn(c, "ann")
        _ = c.save(["kind": "exercise", "exercise": ["name": "Squat"]])
        for _ in 1...3 {
            let reply = c.save(["kind": "account", "change_password": ["old_password": "not the password", "new_password": "brand new secret"]])
            XCTAssertEqual(reply.status, LIFT_E_UNAUTHORIZED)
        }
        for _ in 1...2 { XCTAssertEqual(c.remove(["kind": "account", "password": "not the password"]).status, LIFT_E_UNAUTHORIZED) }
        XCTAssertEqual(exerciseNames(c), ["Squat"], "a refused remove removes nothing")
        let other = try LiftClient(path: path)
        let locked = Self.signIn(other, "ann")
        XCTAssertEqual(locked.status, LIFT_E_UNAUTHORIZED)
        XCTAssertNotNil(locked.details?["retry_after_ms"] as? Int, "\(locked.json)")
    }

    func test_signIn_failedWhileSignedIn_leavesTheSessionAsItWas() throws {
        let c = try LiftClient()
        Self.createAccount(c, "ann")
        Self.createAccount(c, "bob")
        Self.signIn(c, "ann")
        _ = c.save(["kind": "exercise", "exercise": ["name": "Ann's squat"]])
        XCTAssertEqual(Self.signIn(c, "bob", password: "wrong password").status, LIFT_E_UNAUTHORIZED)
        XCTAssertEqual(Self.signIn(c, "nobody").status, LIFT_E_UNAUTHORIZED)
        let who = try XCTUnwrap(c.load(["kind": "session"]).json["session"] as? [String: Any])
        XCTAssertEqual(who["signed_in"] as? Bool, true)
        XCTAssertEqual((who["account"] as? [String: Any])?["username"] as? String, "ann")
        XCTAssertEqual(exerciseNames(c), ["Ann's squat"])
    }

    func test_changePassword_notSignedIn_failsUnauthorized() throws {
        let c = try LiftClient()
        let reply = c.save(["kind": "account", "change_password": ["old_password": "whatever1", "new_password": "whatever2"]])
        XCTAssertEqual(reply.status, LIFT_E_UNAUTHORIZED)
    }

    func test_twoHandlesOneFile_signedInAsDifferentAccounts_eachSeesOwnData() throws {
        let a = try LiftClient()
        let b = try LiftClient(path: a.path)
        Self.createAccount(a, "ann")
        Self.createAccount(a, "bob")
        Self.signIn(a, "ann")
        Self.signIn(b, "bob")
        _ = a.save(["kind": "exercise", "exercise": ["name": "Ann's squat"]])
        _ = b.save(["kind": "exercise", "exercise": ["name": "Bob's squat"]])
        XCTAssertEqual(exerciseNames(a), ["Ann's squat"])
        XCTAssertEqual(exerciseNames(b), ["Bob's squat"])
        let local = try LiftClient(path: a.path)
        XCTAssertEqual(exerciseNames(local), [])
    }

    func test_removeAccount_rightPassword_removesAllItsDataAndSignsOut() throws {
        let a = try LiftClient()
        let b = try LiftClient(path: a.path)
        Self.createAccount(a, "ann")
        Self.createAccount(a, "bob")
        Self.signIn(a, "ann")
        Self.signIn(b, "bob")
        _ = a.save(["kind": "routine", "routine": ["name": "Push", "exercises": [["name": "Bench"]]]])
        _ = b.save(["kind": "routine", "routine": ["name": "Pull", "exercises": [["name": "Row"]]]])
        XCTAssertEqual(a.remove(["kind": "account", "password": "wrong password"]).status, LIFT_E_UNAUTHORIZED)
        let removed = a.remove(["kind": "account", "password": Self.password])
        XCTAssertEqual(removed.status, LIFT_OK)
        XCTAssertEqual(a.load(["kind": "session"]).json["session"] as? [String: Bool], ["signed_in": false])
        XCTAssertEqual(Self.signIn(a, "ann").status, LIFT_E_UNAUTHORIZED)
        XCTAssertEqual(exerciseNames(b), ["Row"])
        XCTAssertEqual(Self.createAccount(a, "ann").status, LIFT_OK, "the username is free again")
        Self.signIn(a, "ann")
        XCTAssertEqual(exerciseNames(a), [], "a new ann inherits nothing")
        XCTAssertEqual((a.load(["kind": "routine"]).json["items"] as? [Any])?.count, 0)
    }

    func test_otherHandleSignedInAsRemovedAccount_isSignedOutNotWritingForAGhost() throws {
        let a = try LiftClient()
        let b = try LiftClient(path: a.path)
        Self.createAccount(a, "ann")
        Self.signIn(a, "ann")
        Self.signIn(b, "ann")
        XCTAssertEqual(a.remove(["kind": "account", "password": Self.password]).status, LIFT_OK)
        let reply = b.save(["kind": "exercise", "exercise": ["name": "Ghost"]])
        XCTAssertEqual(reply.status, LIFT_E_UNAUTHORIZED)
        XCTAssertEqual(reply.code, "signed_out")
        XCTAssertEqual(exerciseNames(b), [], "back to the local owner, which has nothing")
    }

    func test_storeFileAndWAL_afterAccountUse_containNoPasswordBytes() throws {
        let c = try LiftClient()
        let passwords = [Self.password, "second secret pw", "wrong guess 123", "brand new secret"]
        Self.createAccount(c, "ann")
        Self.createAccount(c, "bob", password: passwords[1])
        Self.signIn(c, "ann", password: passwords[2])
        Self.signIn(c, "ann")
        _ = c.save(["kind": "account", "change_password": ["old_password": Self.password, "new_password": passwords[3]]])
        for suffix in ["", "-wal"] {
            let data = try Data(contentsOf: URL(fileURLWithPath: c.path + suffix))
            XCTAssertGreaterThan(data.count, 0, suffix)
            for p in passwords { XCTAssertNil(data.range(of: Data(p.utf8)), "\(p) found in the store file\(suffix)") }
        }
    }
}

/// Malformed requests must not quote a password back in the error.
final class SecretEchoTests: XCTestCase {
    func test_malformedSignInRequest_errorNeverQuotesThePassword() throws {
        let c = try LiftClient()
        let secret = "hunter2secret"
        for request in [
            "{\"kind\":\"session\",\"session\":{\"username\":\"ann\",\"password\":\"\(secret)\\x\"}}",
            "{\"kind\":\"session\",\"session\":{\"username\":\"ann\",\"password\":\"\(secret)",
            "{\"kind\":\"session\",\"session\":{\"username\":\"ann\",\"password\":\"\(secret)\"",
        ] {
            var out: UnsafeMutablePointer<CChar>?
            XCTAssertEqual(lift_save(c.store, request, &out), LIFT_E_INVALID_REQUEST)
            let text = out.map { String(cString: $0) } ?? ""
            lift_free(out)
            XCTAssertTrue(text.contains("malformed_json"), text)
            XCTAssertFalse(text.contains(secret), text)
        }
    }
}

/// The owner comes from the handle: a request cannot name one.
final class OwnerFromHandleTests: XCTestCase {
    func test_saveWithOwnerInBody_failsUnknownFieldAndSavesNothing() throws {
        let c = try LiftClient()
        AccountRequestTests.createAccount(c, "ann")
        for request: [String: Any] in [
            ["kind": "exercise", "exercise": ["name": "Squat"], "owner": "ann"],
            ["kind": "exercise", "exercise": ["name": "Squat", "owner_id": "ann"]],
        ] {
            let reply = c.save(request)
            XCTAssertEqual(reply.code, "unknown_field")
        }
        XCTAssertEqual((c.load(["kind": "exercise"]).json["items"] as? [Any])?.count, 0)
    }
}
