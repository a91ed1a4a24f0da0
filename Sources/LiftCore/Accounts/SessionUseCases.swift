/// A token just issued: `token` is shown once and never kept.
public struct IssuedSession: Sendable {
    public let session: StoredSession
    public let token: String
}

/// Start Session: a new token for an account that has just proved its password.
public struct StartSession {
    let store: SessionStore
    let tokens: SessionTokens
    let lifetime: SessionLifetime
    let currentDate: CurrentDate
    public init(store: SessionStore, tokens: SessionTokens, lifetime: SessionLifetime, currentDate: @escaping CurrentDate) {
        self.store = store; self.tokens = tokens; self.lifetime = lifetime; self.currentDate = currentDate
    }

    public func callAsFunction(accountID: RecordID) throws -> IssuedSession {
        let key = try SessionKey.current(store, tokens)
        let token = try tokens.newToken()
        let now = currentDate()
        let session = StoredSession(id: .random(), accountID: accountID, creationDate: now, lastUsed: now,
                                    expires: lifetime.expiry(from: now))
        try store.createSession(session, tokenHash: try tokens.hash(token, key: key))
        return IssuedSession(session: session, token: token)
    }
}

/// Resume Session: the account a token signs in, its expiry slid forward. A wrong, forged or
/// expired token does the same work (the key read, one hash, one read by hash, the housekeeping
/// delete) and gets the same refusal, so the answer tells nothing about which it was.
public struct ResumeSession {
    let store: SessionStore
    let tokens: SessionTokens
    let lifetime: SessionLifetime
    let currentDate: CurrentDate
    public init(store: SessionStore, tokens: SessionTokens, lifetime: SessionLifetime, currentDate: @escaping CurrentDate) {
        self.store = store; self.tokens = tokens; self.lifetime = lifetime; self.currentDate = currentDate
    }

    public func callAsFunction(token: String) throws -> AuthOutcome<StoredSession> {
        let now = currentDate()
        let key = try SessionKey.current(store, tokens)
        let found = try store.readSession(tokenHash: try tokens.hash(token, key: key))
        try store.deleteSessions(expiringBefore: now)
        guard var session = found, now < session.expires else { return .refused(SignedIn.invalidToken()) }
        session.lastUsed = now
        session.expires = lifetime.expiry(from: now)
        try store.updateSession(session)
        return .granted(session)
    }
}

/// List Sessions: the signed-in account's sessions, never a token nor its hash.
public struct ListSessions {
    let store: SessionStore
    public init(store: SessionStore) { self.store = store }

    public func callAsFunction(accountID: RecordID) throws -> [StoredSession] {
        try store.readSessions(accountID: accountID)
    }
}

/// Revoke Session: one of the signed-in account's sessions by id (another account's id is a
/// missing one), or all of them (a password change, an account removal).
public struct RevokeSession {
    let store: SessionStore
    public init(store: SessionStore) { self.store = store }

    public func callAsFunction(id: RecordID, accountID: RecordID, path: Location = Location("id")) throws {
        guard try store.deleteSession(id: id, accountID: accountID) else {
            throw LiftError.notFound("session", id: id.text, path: path)
        }
    }

    public func all(accountID: RecordID) throws {
        try store.deleteSessions(accountID: accountID)
    }
}

enum SessionKey {
    /// The store's key, made on first use.
    static func current(_ store: SessionStore, _ tokens: SessionTokens) throws -> String {
        if let key = try store.readSessionKey() { return key }
        let key = try tokens.newKey()
        try store.createSessionKey(key)
        return key
    }
}
