/// A session token's record: which account it signs in, and for how long. The token itself is
/// never kept, only its keyed hash (`SessionTokens.hash`).
public struct StoredSession: Equatable, Sendable {
    public let id: RecordID
    public let accountID: RecordID
    public let creationDate: Timestamp
    public var lastUsed: Timestamp
    public var expires: Timestamp
    public init(id: RecordID, accountID: RecordID, creationDate: Timestamp, lastUsed: Timestamp, expires: Timestamp) {
        self.id = id; self.accountID = accountID; self.creationDate = creationDate
        self.lastUsed = lastUsed; self.expires = expires
    }
}

/// Infrastructure port for session tokens (Create / Read / Update / Delete). Store-wide, like
/// accounts: a token resumes its account on any handle of the store.
public protocol SessionStore {
    /// The store's secret key for token hashes (opaque text), nil before the first sign-in.
    func readSessionKey() throws -> String?
    func createSessionKey(_ key: String) throws
    func createSession(_ session: StoredSession, tokenHash: String) throws
    /// One statement, found or not.
    func readSession(tokenHash: String) throws -> StoredSession?
    func readSession(id: RecordID, accountID: RecordID) throws -> StoredSession?
    /// Oldest first.
    func readSessions(accountID: RecordID) throws -> [StoredSession]
    func updateSession(_ session: StoredSession) throws
    /// True when there was one.
    func deleteSession(id: RecordID, accountID: RecordID) throws -> Bool
    func deleteSessions(accountID: RecordID) throws
    /// Housekeeping: forgets sessions that can no longer be resumed.
    func deleteSessions(expiringBefore now: Timestamp) throws
}

/// Infrastructure port: random tokens and their keyed hash (libsodium in production).
public protocol SessionTokens: Sendable {
    /// A new secret key for `hash`, as text the store keeps.
    func newKey() throws -> String
    /// A new token of at least 256 random bits, as printable text.
    func newToken() throws -> String
    /// The keyed hash of `token` (whatever its length or bytes), as text; the same work for any input.
    func hash(_ token: String, key: String) throws -> String
}

/// How long a token stays valid after its last use.
public struct SessionLifetime: Sendable, Equatable {
    public static let defaultDays = 30
    public static let days = 1...3650
    public let milliseconds: Int64
    public init(days: Int = SessionLifetime.defaultDays) {
        milliseconds = Int64(min(max(days, Self.days.lowerBound), Self.days.upperBound)) * Timestamp.millisecondsPerDay
    }
    /// `now` plus the lifetime, kept on the calendar.
    func expiry(from now: Timestamp) -> Timestamp {
        let (sum, overflow) = now.milliseconds.addingReportingOverflow(milliseconds)
        return overflow ? Timestamp.last : Timestamp(milliseconds: min(sum, Timestamp.last.milliseconds))
    }
}

extension SignedIn {
    /// The token the handle was signed in with was revoked (sign-out elsewhere, a password change).
    public static func sessionRevoked() -> LiftError {
        LiftError(.unauthorized, code: "signed_out", "the session was revoked; the handle is signed out")
    }
    /// Every wrong, expired or revoked token: one answer, so none tells which.
    public static func invalidToken() -> LiftError {
        LiftError(.unauthorized, "the session token is not valid")
    }
}
