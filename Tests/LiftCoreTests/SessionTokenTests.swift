import LiftCore
import XCTest

/// Session tokens: issue, resume (same work and answer for any wrong token), list and revoke,
/// against in-memory spies and a fixed clock.
final class SessionTokenTests: XCTestCase {
    private let ann = RecordID.random(), bob = RecordID.random()
    private let lifetime = SessionLifetime(days: 30)
    private let day = Timestamp.millisecondsPerDay

    private func makeSUT(key: String? = "key") -> (SessionStoreSpy, SessionTokensSpy, TestClock) {
        (SessionStoreSpy(key: key), SessionTokensSpy(), TestClock())
    }

    private func start(_ store: SessionStoreSpy, _ tokens: SessionTokensSpy, _ clock: TestClock, _ account: RecordID) throws -> IssuedSession {
        try StartSession(store: store, tokens: tokens, lifetime: lifetime, currentDate: clock.currentDate)(accountID: account)
    }

    private func resume(_ store: SessionStoreSpy, _ tokens: SessionTokensSpy, _ clock: TestClock, _ token: String) throws -> AuthOutcome<StoredSession> {
        try ResumeSession(store: store, tokens: tokens, lifetime: lifetime, currentDate: clock.currentDate)(token: token)
    }

    private func refusal(_ outcome: AuthOutcome<StoredSession>, file: StaticString = #filePath, line: UInt = #line) -> LiftError? {
        if case .refused(let e) = outcome { return e }
        XCTFail("expected a refusal", file: file, line: line)
        return nil
    }

    func test_startSession_withKey_storesOnlyTheHashAndAnswersTheToken() throws {
        let (store, tokens, clock) = makeSUT()
        let issued = try start(store, tokens, clock, ann)
        XCTAssertEqual(issued.token, "token-1")
        XCTAssertEqual(issued.session.accountID, ann)
        XCTAssertEqual(issued.session.creationDate, clock.now)
        XCTAssertEqual(issued.session.lastUsed, clock.now)
        XCTAssertEqual(issued.session.expires.milliseconds, clock.now.milliseconds + 30 * day)
        XCTAssertEqual(store.receivedMessages, [.readSessionKey, .createSession(issued.session, tokenHash: "h(key:token-1)")])
    }

    func test_startSession_noKeyYet_makesAndKeepsTheKeyFirst() throws {
        let (store, tokens, clock) = makeSUT(key: nil)
        _ = try start(store, tokens, clock, ann)
        XCTAssertEqual(Array(store.receivedMessages.prefix(2)), [.readSessionKey, .createSessionKey("key")])
        XCTAssertEqual(tokens.calls, ["newKey", "newToken", "hash"])
    }

    func test_startSession_storeFails_deliversTheErrorUnchanged() throws {
        let (store, tokens, clock) = makeSUT()
        let failure = LiftError(.io, "disk")
        store.stub(.createSession, error: failure)
        XCTAssertEqual(liftError { try start(store, tokens, clock, ann) }, failure)
    }

    func test_resumeSession_rightToken_slidesTheExpiryAndGrants() throws {
        let (store, tokens, clock) = makeSUT()
        let issued = try start(store, tokens, clock, ann)
        clock.advance(days: 10)
        guard case .granted(let session) = try resume(store, tokens, clock, issued.token) else { return XCTFail("refused") }
        XCTAssertEqual(session.id, issued.session.id)
        XCTAssertEqual(session.lastUsed, clock.now)
        XCTAssertEqual(session.expires.milliseconds, clock.now.milliseconds + 30 * day)
        XCTAssertEqual(store.sessions.first?.session, session)
    }

    func test_resumeSession_wrongExpiredOrRightToken_doSameReadsAndHash() throws {
        let (store, tokens, clock) = makeSUT()
        let issued = try start(store, tokens, clock, ann)
        var traces = [[SessionStoreSpy.ReceivedMessage]]()
        for token in ["forged", issued.token] {
            let spy = SessionStoreSpy(key: "key")
            spy.sessions = store.sessions
            let spyTokens = SessionTokensSpy()
            _ = try resume(spy, spyTokens, clock, token)
            XCTAssertEqual(spyTokens.calls, ["hash"])
            traces.append(Array(spy.receivedMessages.prefix(3)).map {
                if case .readSessionByHash = $0 { return .readSessionByHash("") } else { return $0 }
            })
        }
        XCTAssertEqual(traces[0], traces[1], "one key read, one read by hash, one housekeeping delete either way")
    }

    func test_resumeSession_forgedToken_refusesUnauthorized() throws {
        let (store, tokens, clock) = makeSUT()
        _ = try start(store, tokens, clock, ann)
        XCTAssertEqual(refusal(try resume(store, tokens, clock, "token-2")), SignedIn.invalidToken())
    }

    func test_resumeSession_expiredToken_refusesWithTheSameError() throws {
        let (store, tokens, clock) = makeSUT()
        let issued = try start(store, tokens, clock, ann)
        clock.advance(days: 30)
        XCTAssertEqual(refusal(try resume(store, tokens, clock, issued.token)), SignedIn.invalidToken())
        XCTAssertTrue(store.sessions.isEmpty, "the expired session is forgotten")
    }

    func test_resumeSession_storeFails_deliversTheErrorUnchanged() throws {
        let (store, tokens, clock) = makeSUT()
        let failure = LiftError(.io, "disk")
        store.stub(.readSessionByHash, error: failure)
        XCTAssertEqual(liftError { try resume(store, tokens, clock, "x") }, failure)
    }

    func test_listSessions_answersOnlyTheAccountsAndOnlyReads() throws {
        let (store, tokens, clock) = makeSUT()
        let mine = try start(store, tokens, clock, ann)
        _ = try start(store, tokens, clock, bob)
        let before = store.receivedMessages.count
        XCTAssertEqual(try ListSessions(store: store)(accountID: ann), [mine.session])
        XCTAssertEqual(Array(store.receivedMessages.dropFirst(before)), [.readSessions(accountID: ann)])
    }

    func test_revokeSession_ownID_deletesIt() throws {
        let (store, tokens, clock) = makeSUT()
        let mine = try start(store, tokens, clock, ann)
        try RevokeSession(store: store)(id: mine.session.id, accountID: ann)
        XCTAssertTrue(store.sessions.isEmpty)
    }

    func test_revokeSession_otherAccountsID_failsNotFoundAndKeepsIt() throws {
        let (store, tokens, clock) = makeSUT()
        let bobs = try start(store, tokens, clock, bob)
        let e = liftError { try RevokeSession(store: store)(id: bobs.session.id, accountID: ann) }
        assertNotFound(e, kind: "session", id: bobs.session.id.text)
        XCTAssertEqual(store.sessions.count, 1)
    }

    func test_revokeSessionAll_deletesEveryOneOfTheAccount() throws {
        let (store, tokens, clock) = makeSUT()
        _ = try start(store, tokens, clock, ann)
        _ = try start(store, tokens, clock, ann)
        let bobs = try start(store, tokens, clock, bob)
        try RevokeSession(store: store).all(accountID: ann)
        XCTAssertEqual(store.sessions.map(\.session), [bobs.session])
    }

    func test_sessionLifetime_nearTheCalendarEnd_staysOnTheCalendar() {
        XCTAssertEqual(SessionLifetime().milliseconds, 30 * day)
        let (store, tokens, _) = makeSUT()
        let late = TestClock(Timestamp(milliseconds: Timestamp.last.milliseconds - 1))
        XCTAssertEqual(try start(store, tokens, late, ann).session.expires, Timestamp.last)
    }
}
