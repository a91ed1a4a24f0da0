import LiftCore
import XCTest

/// Sign-in, lockout and password rules against in-memory stores and a counting fake hasher:
/// the rules only; the real Argon2id is tested in LiftCryptoTests.
final class SignInTests: XCTestCase {
    private let t0 = Timestamp(milliseconds: 1_700_000_000_000)

    private func makeSUT(now: Timestamp? = nil) -> (SignIn, AccountStoreSpy, HasherSpy, Clock) {
        let store = AccountStoreSpy(), hasher = HasherSpy(), clock = Clock(now ?? t0)
        return (SignIn(store: store, hasher: hasher, text: store.text, currentDate: { clock.now }), store, hasher, clock)
    }

    private func refusal(_ outcome: AuthOutcome<Account>, file: StaticString = #filePath, line: UInt = #line) -> LiftError? {
        if case .refused(let e) = outcome { return e }
        XCTFail("expected a refusal", file: file, line: line)
        return nil
    }

    private func granted(_ outcome: AuthOutcome<Account>, file: StaticString = #filePath, line: UInt = #line) -> RecordID? {
        if case .granted(let a) = outcome { return a.id }
        XCTFail("expected a sign-in", file: file, line: line)
        return nil
    }

    private func at(_ ms: Int64) -> Timestamp { Timestamp(milliseconds: t0.milliseconds + ms) }

    func test_signIn_unknownUser_verifiesDummyCountsFailureAndRefusesUnauthorized() throws {
        let (sut, store, hasher, _) = makeSUT()
        let e = refusal(try sut(username: "nobody", password: Pw("whatever1")))
        XCTAssertEqual(e?.status, .unauthorized)
        XCTAssertEqual(e?.code, "unauthorized")
        XCTAssertEqual(hasher.calls, ["verifyDummy"])
        XCTAssertEqual(store.writes, ["failures", "forget"], "the writes of a wrong password")
        XCTAssertEqual(store.run("nobody"), FailureRun(failures: 1, lockedUntil: nil, lastFailure: t0))
    }

    func test_signIn_wrongPassword_refusesWithSameErrorAndCountsFailure() throws {
        let (sut, store, hasher, _) = makeSUT()
        store.add("ann", password: "right-password")
        let e = refusal(try sut(username: "ann", password: Pw("wrong-password")))
        XCTAssertEqual(e, PasswordCheckErrors.wrong)
        XCTAssertEqual(hasher.calls, ["verify"])
        XCTAssertEqual(store.writes, ["failures", "forget"])
        XCTAssertEqual(store.run("ann"), FailureRun(failures: 1, lockedUntil: nil, lastFailure: t0))
    }

    func test_signIn_unknownUserAndWrongPassword_giveIdenticalErrors() throws {
        let (sut, store, _, _) = makeSUT()
        store.add("ann", password: "right-password")
        XCTAssertEqual(refusal(try sut(username: "bob", password: Pw("wrong-password"))),
                       refusal(try sut(username: "ann", password: Pw("wrong-password"))))
    }

    func test_signIn_unknownAndExistingUsername_sameAnswersWorkAndWritesAttemptByAttempt() throws {
        let (unknown, unknownStore, unknownHasher, _) = makeSUT()
        let (known, knownStore, knownHasher, _) = makeSUT()
        knownStore.add("ann", password: "right-password")
        for attempt in 1...8 {
            // A decomposed password: two forms tried, on both sides alike.
            let a = refusal(try unknown(username: "ann", password: Pw("wrong-passe\u{301}")))
            let b = refusal(try known(username: "ann", password: Pw("wrong-passe\u{301}")))
            XCTAssertEqual(a, b, "attempt \(attempt)")
            XCTAssertEqual(unknownHasher.calls.count, knownHasher.calls.count, "attempt \(attempt)")
            XCTAssertEqual(unknownStore.writes, knownStore.writes, "attempt \(attempt)")
            XCTAssertEqual(unknownStore.reads, knownStore.reads, "attempt \(attempt)")
        }
        XCTAssertEqual(unknownStore.run("ann"), knownStore.run("ann"))
        XCTAssertEqual(unknownStore.run("ann")?.failures, 5, "locked from the fifth: no more counted at this instant")
    }

    func test_signIn_unknownUsernameFifthFailure_locksWithRetryAfterLikeAnAccount() throws {
        let (sut, _, hasher, _) = makeSUT()
        for _ in 1...4 { XCTAssertEqual(refusal(try sut(username: "nobody", password: Pw("wrong-password"))), PasswordCheckErrors.wrong) }
        let fifth = refusal(try sut(username: "NOBODY", password: Pw("wrong-password")))
        XCTAssertEqual(fifth?.detail("retry_after_ms"), .int(1000), "counted per folded username")
        hasher.calls = []
        let sixth = refusal(try sut(username: "nobody", password: Pw("wrong-password")))
        XCTAssertEqual(sixth?.detail("retry_after_ms"), .int(1000))
        XCTAssertEqual(hasher.calls, ["verifyDummy"], "a locked username costs one verification too")
    }

    func test_signIn_malformedUsername_isRefusedAndCountedLikeAnUnknownOne() throws {
        let (sut, store, hasher, _) = makeSUT()
        for bad in [String(repeating: "u", count: 65), "tab\tname", "\u{200B}\u{200B}\u{200B}"] {
            XCTAssertEqual(refusal(try sut(username: bad, password: Pw("whatever1"))), PasswordCheckErrors.wrong, bad)
        }
        XCTAssertEqual(hasher.calls, ["verifyDummy", "verifyDummy", "verifyDummy"])
        XCTAssertEqual(store.runs[UsernameKey.malformed]?.failures, 3)
    }

    func test_signIn_rightPasswordAnyCaseUsername_grantsAccount() throws {
        let (sut, store, _, _) = makeSUT()
        let id = store.add("Ann", password: "right-password")
        XCTAssertEqual(granted(try sut(username: "  ANN ", password: Pw("right-password"))), id)
    }

    func test_signIn_lookalikeUsernames_grantTheOneAccount() throws {
        let (sut, store, _, _) = makeSUT()
        let id = store.add("josé", password: "right-password")
        for typed in ["jose\u{301}", "JOSÉ", "jo\u{200B}sé", "\u{202E}josé"] {
            XCTAssertEqual(granted(try sut(username: typed, password: Pw("right-password"))), id, typed)
        }
    }

    func test_signIn_accountKeptUnderLegacyKey_foundByItsOldUsernameFirst() throws {
        let (sut, store, _, _) = makeSUT()
        let winner = store.add("josé", password: "first-password")
        let kept = store.add("jose\u{301}", password: "second-password", key: UsernameKey.legacy("jose\u{301}"))
        XCTAssertEqual(granted(try sut(username: "Jose\u{301}", password: Pw("second-password"))), kept)
        XCTAssertEqual(granted(try sut(username: "josé", password: Pw("first-password"))), winner)
        _ = refusal(try sut(username: "jose\u{301}", password: Pw("wrong-password")))
        XCTAssertEqual(store.runs[UsernameKey.legacy("jose\u{301}")]?.failures, 1, "counted under the key it signs in with")
        XCTAssertNil(store.run("josé"))
    }

    func test_signIn_fifthConsecutiveFailure_locksOneSecondWithRetryAfter() throws {
        let (sut, store, _, _) = makeSUT()
        store.add("ann", password: "right-password")
        for _ in 1...4 { XCTAssertEqual(refusal(try sut(username: "ann", password: Pw("wrong-password"))), PasswordCheckErrors.wrong) }
        let fifth = refusal(try sut(username: "ann", password: Pw("wrong-password")))
        XCTAssertEqual(fifth?.status, .unauthorized)
        XCTAssertEqual(fifth?.detail("retry_after_ms"), .int(1000))
        XCTAssertEqual(store.run("ann")?.lockedUntil, at(1000))
    }

    func test_signIn_lockedAccountRightPassword_refusedWithoutVerifyingRealHash() throws {
        let (sut, store, hasher, clock) = makeSUT()
        store.add("ann", password: "right-password")
        store.runs["ann"] = FailureRun(failures: 5, lockedUntil: at(1000), lastFailure: t0)
        clock.now = at(400)
        let e = refusal(try sut(username: "ann", password: Pw("right-password")))
        XCTAssertEqual(e?.detail("retry_after_ms"), .int(600))
        XCTAssertEqual(hasher.calls, ["verifyDummy"])
        XCTAssertEqual(store.run("ann")?.failures, 5)
        XCTAssertEqual(store.writes, [])
    }

    func test_signIn_afterLockExpiresRightPassword_grantsAndClearsFailures() throws {
        let (sut, store, _, clock) = makeSUT()
        store.add("ann", password: "right-password")
        store.runs["ann"] = FailureRun(failures: 5, lockedUntil: at(1000), lastFailure: t0)
        clock.now = at(1000)
        XCTAssertNotNil(granted(try sut(username: "ann", password: Pw("right-password"))))
        XCTAssertNil(store.run("ann"))
    }

    func test_signIn_afterLockExpiresWrongPassword_locksForTwiceAsLong() throws {
        let (sut, store, _, clock) = makeSUT()
        store.add("ann", password: "right-password")
        store.runs["ann"] = FailureRun(failures: 5, lockedUntil: at(1000), lastFailure: t0)
        clock.now = at(2000)
        XCTAssertEqual(refusal(try sut(username: "ann", password: Pw("wrong-password")))?.detail("retry_after_ms"), .int(2000))
        XCTAssertEqual(store.run("ann")?.failures, 6)
    }

    func test_signIn_runWithoutFailureForADay_isForgottenAndCountsFromOne() throws {
        let (sut, store, _, clock) = makeSUT()
        store.runs["ann"] = FailureRun(failures: 9, lockedUntil: at(60_000), lastFailure: t0)
        store.runs["old"] = FailureRun(failures: 2, lockedUntil: nil, lastFailure: t0)
        clock.now = at(Lockout.forgetAfterMilliseconds + 1)
        XCTAssertEqual(refusal(try sut(username: "ann", password: Pw("wrong-password"))), PasswordCheckErrors.wrong)
        XCTAssertEqual(store.run("ann")?.failures, 1)
        XCTAssertNil(store.runs["old"], "stale runs are deleted as failures are counted")
    }

    func test_lockout_manyFailures_delayCappedAtFifteenMinutesWithoutOverflow() {
        XCTAssertNil(Lockout.lockedUntil(failures: 4, now: t0))
        XCTAssertEqual(Lockout.lockedUntil(failures: 7, now: t0), at(4000))
        XCTAssertEqual(Lockout.lockedUntil(failures: 1_000_001, now: t0), at(900_000))
        XCTAssertEqual(Lockout.lockedUntil(failures: 5, now: Timestamp(milliseconds: .max)), Timestamp(milliseconds: .max))
        XCTAssertEqual(Lockout.counted(.max), 1_000_001)
        XCTAssertEqual(Lockout.counted(-3), 1)
        XCTAssertEqual(Lockout.forgetBefore(Timestamp(milliseconds: .min)), Timestamp(milliseconds: .min))
    }

    func test_signIn_hashWithOldParameters_isRehashedAfterSuccess() throws {
        let (sut, store, hasher, _) = makeSUT()
        store.add("ann", password: "right-password", hashPrefix: "old:")
        XCTAssertNotNil(granted(try sut(username: "ann", password: Pw("right-password"))))
        XCTAssertEqual(hasher.calls, ["verify", "needsRehash", "hash"])
        XCTAssertEqual(store.credentials.first?.passwordHash, "new:right-password")
    }

    func test_signIn_decomposedPasswordOfAnNFCHash_grantsWithOneVerification() throws {
        let (sut, store, hasher, _) = makeSUT()
        store.add("ann", password: "caf\u{E9}-password")
        XCTAssertNotNil(granted(try sut(username: "ann", password: Pw("cafe\u{301}-password"))))
        XCTAssertEqual(hasher.calls, ["verify", "needsRehash"])
    }

    func test_signIn_hashOfUnnormalisedPassword_grantsThenRehashesToNFC() throws {
        let (sut, store, hasher, _) = makeSUT()
        store.add("ann", password: "cafe\u{301}-password")   // hashed as typed, before NFC
        XCTAssertNotNil(granted(try sut(username: "ann", password: Pw("cafe\u{301}-password"))))
        XCTAssertEqual(hasher.calls, ["verify", "verify", "hash"])
        XCTAssertEqual(store.credentials.first?.passwordHash, "new:caf\u{E9}-password")
        hasher.calls = []
        XCTAssertNotNil(granted(try sut(username: "ann", password: Pw("caf\u{E9}-password"))), "the composed form signs in now")
        XCTAssertEqual(hasher.calls, ["verify", "needsRehash"])
    }

    func test_signIn_passwordOver1024Bytes_failsInvalidWithoutHashing() throws {
        let (sut, store, hasher, _) = makeSUT()
        XCTAssertThrowsError(try sut(username: "ann", password: Pw(String(repeating: "x", count: 1025)))) {
            XCTAssertEqual(($0 as? LiftError)?.detail("path"), .location("session.password"))
        }
        XCTAssertEqual(hasher.calls, [])
        XCTAssertEqual(store.writes, [])
    }
}

final class CreateAccountTests: XCTestCase {
    private func makeSUT() -> (CreateAccount, AccountStoreSpy) {
        let store = AccountStoreSpy()
        return (CreateAccount(store: store, hasher: HasherSpy(), text: store.text, currentDate: { Timestamp(milliseconds: 7) }), store)
    }

    func test_createAccount_paddedUsername_storesTrimmedAndHashOnly() throws {
        let (sut, store) = makeSUT()
        let a = try sut(NewAccount(username: "  Ann  ", password: Pw("password1"), details: AccountDetails(name: " Ann A ", phone: "+358 40 123")))
        XCTAssertEqual(a.username, "Ann")
        XCTAssertEqual(a.details, AccountDetails(name: "Ann A", phone: "+358 40 123"))
        XCTAssertEqual(a.creationDate, Timestamp(milliseconds: 7))
        XCTAssertEqual(store.credentials.first?.passwordHash, "new:password1")
        XCTAssertEqual(store.credentials.first?.usernameKey, "ann")
    }

    func test_createAccount_usernameTakenInOtherCase_failsConflict() throws {
        let (sut, _) = makeSUT()
        _ = try sut(NewAccount(username: "Ann", password: Pw("password1")))
        XCTAssertThrowsError(try sut(NewAccount(username: " aNN", password: Pw("password2")))) {
            XCTAssertEqual(($0 as? LiftError)?.code, "duplicate_username")
            XCTAssertEqual(($0 as? LiftError)?.detail("path"), .location("account.username"))
        }
    }

    func test_createAccount_lookalikeOfATakenUsername_failsConflictAndWritesNothing() throws {
        let (sut, store) = makeSUT()
        _ = try sut(NewAccount(username: "josé", password: Pw("password1")))
        XCTAssertThrowsError(try sut(NewAccount(username: "jose\u{301}", password: Pw("password2")))) {
            XCTAssertEqual(($0 as? LiftError)?.code, "duplicate_username")
        }
        XCTAssertEqual(store.writes, ["create", "clearFailures"])
    }

    func test_createAccount_invisibleBidiOrUnassignedCodePoint_failsNamingItWithoutWriting() throws {
        let (sut, store) = makeSUT()
        let cases: [(String, String, String)] = [
            ("ann\u{200B}", "U+200B", "default_ignorable"),
            ("\u{200B}\u{200B}\u{200B}", "U+200B", "default_ignorable"),
            ("an\u{AD}n", "U+00AD", "default_ignorable"),
            ("\u{202E}nna", "U+202E", "bidi_control"),
            ("ann\u{2066}x", "U+2066", "bidi_control"),
            ("ann\u{200F}", "U+200F", "bidi_control"),
            ("ann\u{0378}", "U+0378", "unassigned"),
            ("ann\u{10FFFF}", "U+10FFFF", "unassigned"),
        ]
        for (username, codePoint, reason) in cases {
            XCTAssertThrowsError(try sut(NewAccount(username: username, password: Pw("password1"))), codePoint) {
                let e = $0 as? LiftError
                XCTAssertEqual(e?.status, .invalidRequest)
                XCTAssertEqual(e?.code, "invalid_username_character")
                XCTAssertEqual(e?.detail("path"), .location("account.username"))
                XCTAssertEqual(e?.detail("code_point"), .string(codePoint))
                XCTAssertEqual(e?.detail("reason"), .string(reason))
            }
        }
        XCTAssertEqual(store.writes, [])
    }

    func test_createAccount_mixedScriptConfusable_isAnotherUsername() throws {
        let (sut, store) = makeSUT()
        _ = try sut(NewAccount(username: "ann", password: Pw("password1")))
        XCTAssertNoThrow(try sut(NewAccount(username: "\u{430}nn", password: Pw("password1"))), "documented: not folded")
        XCTAssertEqual(store.accounts.count, 2)
    }

    func test_createAccount_decomposedPassword_hashedInNFC() throws {
        let (sut, store) = makeSUT()
        _ = try sut(NewAccount(username: "ann", password: Pw("cafe\u{301}-password")))
        XCTAssertEqual(store.credentials.first?.passwordHash, "new:caf\u{E9}-password")
    }

    func test_createAccount_usernameWithFailuresCounted_startsWithoutThem() throws {
        let (sut, store) = makeSUT()
        store.runs["ann"] = FailureRun(failures: 9, lockedUntil: Timestamp(milliseconds: 99_999), lastFailure: Timestamp(milliseconds: 0))
        _ = try sut(NewAccount(username: "Ann", password: Pw("password1")))
        XCTAssertNil(store.runs["ann"])
    }

    func test_createAccount_usernameLengthRules_refuseOutsideThreeToSixtyFour() throws {
        let (sut, store) = makeSUT()
        for bad in ["ab", "  ab  ", String(repeating: "u", count: 65), "tab\tname", "c1\u{85}name"] {
            XCTAssertThrowsError(try sut(NewAccount(username: bad, password: Pw("password1"))), bad) {
                XCTAssertEqual(($0 as? LiftError)?.code, "invalid_username")
            }
        }
        for good in ["abc", String(repeating: "ü", count: 64)] {
            XCTAssertNoThrow(try sut(NewAccount(username: good, password: Pw("password1"))), good)
        }
        XCTAssertEqual(store.credentials.count, 2)
    }

    func test_createAccount_passwordLengthRules_refuseOutsideEightTo1024Bytes() throws {
        let (sut, _) = makeSUT()
        for bad in ["1234567", String(repeating: "p", count: 1025)] {
            XCTAssertThrowsError(try sut(NewAccount(username: "ann\(bad.count)", password: Pw(bad)))) {
                XCTAssertEqual(($0 as? LiftError)?.code, "invalid_password")
                XCTAssertEqual(($0 as? LiftError)?.detail("path"), .location("account.password"))
                XCTAssertFalse(($0 as? LiftError)?.message.contains(bad) ?? true)
            }
        }
        XCTAssertNoThrow(try sut(NewAccount(username: "umlaut", password: Pw("ääää"))))   // 4 characters, 8 bytes
        XCTAssertNoThrow(try sut(NewAccount(username: "longest", password: Pw(String(repeating: "p", count: 1024)))))
    }

    func test_createAccount_badEmailOrPhone_failsNamingPath() throws {
        let (sut, _) = makeSUT()
        XCTAssertThrowsError(try sut(NewAccount(username: "ann", password: Pw("password1"), details: AccountDetails(email: "ann.example.com")))) {
            XCTAssertEqual(($0 as? LiftError)?.detail("path"), .location("account.email"))
        }
        XCTAssertThrowsError(try sut(NewAccount(username: "ann", password: Pw("password1"), details: AccountDetails(phone: "call me")))) {
            XCTAssertEqual(($0 as? LiftError)?.detail("path"), .location("account.phone"))
        }
    }
}

final class UpdateAccountTests: XCTestCase {
    func test_updateAccount_renameToLookalikeOfAnother_failsConflictAndKeepsKey() throws {
        let store = AccountStoreSpy()
        let sut = UpdateAccount(store: store, text: store.text)
        store.add("ａｎｎ", password: "p", key: "ann")
        let bob = store.add("bob", password: "p")
        XCTAssertThrowsError(try sut(bob, AccountUpdate(username: "ANN"))) {
            XCTAssertEqual(($0 as? LiftError)?.code, "duplicate_username")
        }
        XCTAssertEqual(try store.readCredential(id: bob)?.usernameKey, "bob")
        XCTAssertEqual(store.writes, [])
    }

    func test_updateAccount_renameOrDetailsOnly_storesNewKeyOrKeepsIt() throws {
        let store = AccountStoreSpy()
        let sut = UpdateAccount(store: store, text: store.text)
        let kept = store.add("jose\u{301}", password: "p", key: UsernameKey.legacy("jose\u{301}"))
        _ = try sut(kept, AccountUpdate(name: "José"))
        XCTAssertEqual(try store.readCredential(id: kept)?.usernameKey, UsernameKey.legacy("jose\u{301}"))
        _ = try sut(kept, AccountUpdate(username: "Pepe"))
        XCTAssertEqual(try store.readCredential(id: kept)?.usernameKey, "pepe")
    }
}

final class ChangePasswordTests: XCTestCase {
    func test_changePassword_decomposedNewPassword_hashedInNFC() throws {
        let store = AccountStoreSpy()
        let id = store.add("ann", password: "old-password")
        let sut = ChangePassword(store: store, hasher: HasherSpy(), text: store.text, currentDate: { Timestamp(milliseconds: 0) })
        guard case .granted = try sut(id, old: Pw("old-password"), new: Pw("cafe\u{301}-password")) else { return XCTFail("refused") }
        XCTAssertEqual(store.credentials.first?.passwordHash, "new:caf\u{E9}-password")
    }

    func test_changePassword_wrongOldPassword_countedUnderTheAccountsKey() throws {
        let store = AccountStoreSpy()
        let id = store.add("Ann", password: "old-password")
        let sut = ChangePassword(store: store, hasher: HasherSpy(), text: store.text, currentDate: { Timestamp(milliseconds: 0) })
        guard case .refused = try sut(id, old: Pw("not-the-password"), new: Pw("new-password")) else { return XCTFail("granted") }
        XCTAssertEqual(store.run("ann")?.failures, 1)
        XCTAssertEqual(store.credentials.first?.passwordHash, "new:old-password")
    }
}
