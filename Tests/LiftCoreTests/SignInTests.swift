import LiftCore
import XCTest

/// Sign-in, lockout and password rules against in-memory stores and a counting fake hasher:
/// the rules only; the real Argon2id is tested in LiftCryptoTests.
final class SignInTests: XCTestCase {
    private let t0 = Timestamp(milliseconds: 1_700_000_000_000)

    private func makeSUT(now: Timestamp? = nil) -> (SignIn, AccountStoreSpy, HasherSpy, Clock) {
        let store = AccountStoreSpy(), hasher = HasherSpy(), clock = Clock(now ?? t0)
        return (SignIn(store: store, hasher: hasher, currentDate: { clock.now }), store, hasher, clock)
    }

    private func refusal(_ outcome: AuthOutcome<Account>, file: StaticString = #filePath, line: UInt = #line) -> LiftError? {
        if case .refused(let e) = outcome { return e }
        XCTFail("expected a refusal", file: file, line: line)
        return nil
    }

    func test_signIn_unknownUser_verifiesDummyAndRefusesUnauthorized() throws {
        let (sut, store, hasher, _) = makeSUT()
        let e = refusal(try sut(username: "nobody", password: Pw("whatever1")))
        XCTAssertEqual(e?.status, .unauthorized)
        XCTAssertEqual(e?.code, "unauthorized")
        XCTAssertEqual(hasher.calls, ["verifyDummy"])
        XCTAssertEqual(store.writes, ["unknownUserFailure"], "one write, like a wrong password's")
    }

    func test_signIn_wrongPassword_refusesWithSameErrorAndCountsFailure() throws {
        let (sut, store, hasher, _) = makeSUT()
        store.add("ann", password: "right-password")
        let e = refusal(try sut(username: "ann", password: Pw("wrong-password")))
        XCTAssertEqual(e, PasswordCheckErrors.wrong)
        XCTAssertEqual(hasher.calls, ["verify"])
        XCTAssertEqual(store.credentials.first?.failedAttempts, 1)
        XCTAssertNil(store.credentials.first?.lockedUntil)
    }

    func test_signIn_unknownUserAndWrongPassword_giveIdenticalErrors() throws {
        let (sut, store, _, _) = makeSUT()
        store.add("ann", password: "right-password")
        XCTAssertEqual(refusal(try sut(username: "bob", password: Pw("wrong-password"))),
                       refusal(try sut(username: "ann", password: Pw("wrong-password"))))
    }

    func test_signIn_malformedUsername_isRefusedLikeAnUnknownOne() throws {
        let (sut, _, hasher, _) = makeSUT()
        XCTAssertEqual(refusal(try sut(username: "a", password: Pw("whatever1"))), PasswordCheckErrors.wrong)
        XCTAssertEqual(hasher.calls, ["verifyDummy"])
    }

    func test_signIn_rightPasswordAnyCaseUsername_grantsAccount() throws {
        let (sut, store, _, _) = makeSUT()
        let id = store.add("Ann", password: "right-password")
        guard case .granted(let account) = try sut(username: "  ANN ", password: Pw("right-password")) else {
            return XCTFail("expected a sign-in")
        }
        XCTAssertEqual(account.id, id)
    }

    func test_signIn_fifthConsecutiveFailure_locksOneSecondWithRetryAfter() throws {
        let (sut, store, _, _) = makeSUT()
        store.add("ann", password: "right-password")
        for _ in 1...4 { XCTAssertEqual(refusal(try sut(username: "ann", password: Pw("wrong-password"))), PasswordCheckErrors.wrong) }
        let fifth = refusal(try sut(username: "ann", password: Pw("wrong-password")))
        XCTAssertEqual(fifth?.status, .unauthorized)
        XCTAssertEqual(fifth?.detail("retry_after_ms"), .int(1000))
        XCTAssertEqual(store.credentials.first?.lockedUntil, Timestamp(milliseconds: t0.milliseconds + 1000))
    }

    func test_signIn_lockedAccountRightPassword_refusedWithoutVerifyingRealHash() throws {
        let (sut, store, hasher, clock) = makeSUT()
        store.add("ann", password: "right-password", failures: 5, lockedUntil: Timestamp(milliseconds: t0.milliseconds + 1000))
        clock.now = Timestamp(milliseconds: t0.milliseconds + 400)
        let e = refusal(try sut(username: "ann", password: Pw("right-password")))
        XCTAssertEqual(e?.detail("retry_after_ms"), .int(600))
        XCTAssertEqual(hasher.calls, ["verifyDummy"])
        XCTAssertEqual(store.credentials.first?.failedAttempts, 5)
    }

    func test_signIn_afterLockExpiresRightPassword_grantsAndClearsFailures() throws {
        let (sut, store, _, clock) = makeSUT()
        store.add("ann", password: "right-password", failures: 5, lockedUntil: Timestamp(milliseconds: t0.milliseconds + 1000))
        clock.now = Timestamp(milliseconds: t0.milliseconds + 1000)
        guard case .granted = try sut(username: "ann", password: Pw("right-password")) else { return XCTFail("expected a sign-in") }
        XCTAssertEqual(store.credentials.first?.failedAttempts, 0)
        XCTAssertNil(store.credentials.first?.lockedUntil)
    }

    func test_signIn_afterLockExpiresWrongPassword_locksForTwiceAsLong() throws {
        let (sut, store, _, clock) = makeSUT()
        store.add("ann", password: "right-password", failures: 5, lockedUntil: Timestamp(milliseconds: t0.milliseconds + 1000))
        clock.now = Timestamp(milliseconds: t0.milliseconds + 2000)
        XCTAssertEqual(refusal(try sut(username: "ann", password: Pw("wrong-password")))?.detail("retry_after_ms"), .int(2000))
        XCTAssertEqual(store.credentials.first?.failedAttempts, 6)
    }

    func test_lockout_manyFailures_delayCappedAtFifteenMinutesWithoutOverflow() {
        XCTAssertNil(Lockout.lockedUntil(failures: 4, now: t0))
        XCTAssertEqual(Lockout.lockedUntil(failures: 7, now: t0), Timestamp(milliseconds: t0.milliseconds + 4000))
        XCTAssertEqual(Lockout.lockedUntil(failures: 1_000_001, now: t0), Timestamp(milliseconds: t0.milliseconds + 900_000))
        XCTAssertEqual(Lockout.lockedUntil(failures: 5, now: Timestamp(milliseconds: .max)), Timestamp(milliseconds: .max))
        XCTAssertEqual(Lockout.counted(.max), 1_000_001)
        XCTAssertEqual(Lockout.counted(-3), 1)
    }

    func test_signIn_hashWithOldParameters_isRehashedAfterSuccess() throws {
        let (sut, store, hasher, _) = makeSUT()
        store.add("ann", password: "right-password", hashPrefix: "old:")
        guard case .granted = try sut(username: "ann", password: Pw("right-password")) else { return XCTFail("expected a sign-in") }
        XCTAssertEqual(hasher.calls, ["verify", "needsRehash", "hash"])
        XCTAssertEqual(store.credentials.first?.passwordHash, "new:right-password")
    }

    func test_signIn_passwordOver1024Bytes_failsInvalidWithoutHashing() throws {
        let (sut, _, hasher, _) = makeSUT()
        XCTAssertThrowsError(try sut(username: "ann", password: Pw(String(repeating: "x", count: 1025)))) {
            XCTAssertEqual(($0 as? LiftError)?.detail("path"), .string("session.password"))
        }
        XCTAssertEqual(hasher.calls, [])
    }
}

final class CreateAccountTests: XCTestCase {
    private func makeSUT() -> (CreateAccount, AccountStoreSpy) {
        let store = AccountStoreSpy()
        return (CreateAccount(store: store, hasher: HasherSpy(), currentDate: { Timestamp(milliseconds: 7) }), store)
    }

    func test_createAccount_paddedUsername_storesTrimmedAndHashOnly() throws {
        let (sut, store) = makeSUT()
        let a = try sut(NewAccount(username: "  Ann  ", password: Pw("password1"), details: AccountDetails(name: " Ann A ", phone: "+358 40 123")))
        XCTAssertEqual(a.username, "Ann")
        XCTAssertEqual(a.details, AccountDetails(name: "Ann A", phone: "+358 40 123"))
        XCTAssertEqual(a.creationDate, Timestamp(milliseconds: 7))
        XCTAssertEqual(store.credentials.first?.passwordHash, "new:password1")
    }

    func test_createAccount_usernameTakenInOtherCase_failsConflict() throws {
        let (sut, _) = makeSUT()
        _ = try sut(NewAccount(username: "Ann", password: Pw("password1")))
        XCTAssertThrowsError(try sut(NewAccount(username: " aNN", password: Pw("password2")))) {
            XCTAssertEqual(($0 as? LiftError)?.code, "duplicate_username")
            XCTAssertEqual(($0 as? LiftError)?.detail("path"), .string("account.username"))
        }
    }

    func test_createAccount_usernameLengthRules_refuseOutsideThreeToSixtyFour() throws {
        let (sut, store) = makeSUT()
        for bad in ["ab", "  ab  ", String(repeating: "u", count: 65), "tab\tname"] {
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
                XCTAssertEqual(($0 as? LiftError)?.detail("path"), .string("account.password"))
                XCTAssertFalse(($0 as? LiftError)?.message.contains(bad) ?? true)
            }
        }
        XCTAssertNoThrow(try sut(NewAccount(username: "umlaut", password: Pw("ääää"))))   // 4 characters, 8 bytes
        XCTAssertNoThrow(try sut(NewAccount(username: "longest", password: Pw(String(repeating: "p", count: 1024)))))
    }

    func test_createAccount_badEmailOrPhone_failsNamingPath() throws {
        let (sut, _) = makeSUT()
        XCTAssertThrowsError(try sut(NewAccount(username: "ann", password: Pw("password1"), details: AccountDetails(email: "ann.example.com")))) {
            XCTAssertEqual(($0 as? LiftError)?.detail("path"), .string("account.email"))
        }
        XCTAssertThrowsError(try sut(NewAccount(username: "ann", password: Pw("password1"), details: AccountDetails(phone: "call me")))) {
            XCTAssertEqual(($0 as? LiftError)?.detail("path"), .string("account.phone"))
        }
    }
}

// MARK: - Test doubles

enum PasswordCheckErrors {
    static let wrong = LiftError(.unauthorized, "the username or password is wrong")
}

/// A password for tests: plain bytes (the fake hasher does not need a wipeable buffer).
final class Pw: SecretBytes {
    let bytes: [UInt8]
    init(_ s: String) { bytes = Array(s.utf8) }
    var count: Int { bytes.count }
    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }
    var text: String { String(decoding: bytes, as: UTF8.self) }
}

final class Clock: @unchecked Sendable {
    var now: Timestamp
    init(_ now: Timestamp) { self.now = now }
}

/// "new:<password>" hashes; "old:" ones need a rehash.
final class HasherSpy: PasswordHasher, @unchecked Sendable {
    var calls: [String] = []
    func hash(_ password: SecretBytes) throws -> String {
        calls.append("hash")
        return "new:" + ((password as? Pw)?.text ?? "")
    }
    func verify(_ password: SecretBytes, hash: String) -> Bool {
        calls.append("verify")
        return hash.dropFirst(4) == ((password as? Pw)?.text ?? "")[...]
    }
    func verifyDummy(_ password: SecretBytes) { calls.append("verifyDummy") }
    func needsRehash(_ hash: String) -> Bool {
        calls.append("needsRehash")
        return hash.hasPrefix("old:")
    }
}

final class AccountStoreSpy: AccountStore, @unchecked Sendable {
    var accounts: [Account] = []
    var credentials: [Credential] = []
    var writes: [String] = []

    @discardableResult
    func add(_ username: String, password: String, failures: Int64 = 0, lockedUntil: Timestamp? = nil, hashPrefix: String = "new:") -> RecordID {
        let id = RecordID.random()
        accounts.append(Account(id: id, username: username, details: AccountDetails(), creationDate: Timestamp(milliseconds: 0)))
        credentials.append(Credential(accountID: id, passwordHash: hashPrefix + password, failedAttempts: failures, lockedUntil: lockedUntil))
        return id
    }

    func readAccount(id: RecordID) throws -> Account? { accounts.first { $0.id == id } }
    func readAccount(usernameKey: String) throws -> Account? { accounts.first { NameKey.of($0.username) == usernameKey } }
    func readCredential(id: RecordID) throws -> Credential? { credentials.first { $0.accountID == id } }
    func readCredential(usernameKey: String) throws -> Credential? {
        try readAccount(usernameKey: usernameKey).flatMap { try readCredential(id: $0.id) }
    }
    func createAccount(_ account: Account, passwordHash: String) throws {
        writes.append("create")
        accounts.append(account)
        credentials.append(Credential(accountID: account.id, passwordHash: passwordHash))
    }
    func updateAccount(_ account: Account) throws {
        writes.append("update")
        if let i = accounts.firstIndex(where: { $0.id == account.id }) { accounts[i] = account }
    }
    func updatePasswordHash(id: RecordID, _ hash: String) throws {
        writes.append("hash")
        if let i = credentials.firstIndex(where: { $0.accountID == id }) { credentials[i].passwordHash = hash }
    }
    func updateFailedAttempts(id: RecordID, count: Int64, lockedUntil: Timestamp?) throws {
        writes.append("failures")
        if let i = credentials.firstIndex(where: { $0.accountID == id }) {
            credentials[i].failedAttempts = count
            credentials[i].lockedUntil = lockedUntil
        }
    }
    func countUnknownUserFailure() throws { writes.append("unknownUserFailure") }
    func deleteAccountAndData(id: RecordID) throws {
        writes.append("delete")
        accounts.removeAll { $0.id == id }
        credentials.removeAll { $0.accountID == id }
    }
}
