import LiftCore

/// The SessionStore port in memory: records every message it receives, answers from `sessions`
/// (by token hash) and fails any operation it is told to.
final class SessionStoreSpy: SessionStore, @unchecked Sendable {
    enum ReceivedMessage: Equatable {
        case readSessionKey
        case createSessionKey(String)
        case createSession(StoredSession, tokenHash: String)
        case readSessionByHash(String)
        case readSessionByID(RecordID, accountID: RecordID)
        case readSessions(accountID: RecordID)
        case updateSession(StoredSession)
        case deleteSession(RecordID, accountID: RecordID)
        case deleteSessions(accountID: RecordID)
        case deleteExpiredSessions(Timestamp)
    }

    enum Operation: Hashable {
        case readSessionKey, createSessionKey, createSession, readSessionByHash, readSessionByID, readSessions
        case updateSession, deleteSession, deleteSessions, deleteExpiredSessions
    }

    private let messages = StoreMessages<ReceivedMessage, Operation>()
    var receivedMessages: [ReceivedMessage] { messages.received }
    var key: String?
    var sessions: [(hash: String, session: StoredSession)] = []

    init(key: String? = nil) { self.key = key }

    func stub(_ operation: Operation, error: Error) { messages.errors[operation] = error }

    func readSessionKey() throws -> String? {
        try messages.receive(.readSessionKey, .readSessionKey)
        return key
    }
    func createSessionKey(_ key: String) throws {
        try messages.receive(.createSessionKey(key), .createSessionKey)
        self.key = key
    }
    func createSession(_ session: StoredSession, tokenHash: String) throws {
        try messages.receive(.createSession(session, tokenHash: tokenHash), .createSession)
        sessions.append((tokenHash, session))
    }
    func readSession(tokenHash: String) throws -> StoredSession? {
        try messages.receive(.readSessionByHash(tokenHash), .readSessionByHash)
        return sessions.first { $0.hash == tokenHash }?.session
    }
    func readSession(id: RecordID, accountID: RecordID) throws -> StoredSession? {
        try messages.receive(.readSessionByID(id, accountID: accountID), .readSessionByID)
        return sessions.first { $0.session.id == id && $0.session.accountID == accountID }?.session
    }
    func readSessions(accountID: RecordID) throws -> [StoredSession] {
        try messages.receive(.readSessions(accountID: accountID), .readSessions)
        return sessions.map(\.session).filter { $0.accountID == accountID }
    }
    func updateSession(_ session: StoredSession) throws {
        try messages.receive(.updateSession(session), .updateSession)
        for i in sessions.indices where sessions[i].session.id == session.id { sessions[i].session = session }
    }
    func deleteSession(id: RecordID, accountID: RecordID) throws -> Bool {
        try messages.receive(.deleteSession(id, accountID: accountID), .deleteSession)
        let before = sessions.count
        sessions.removeAll { $0.session.id == id && $0.session.accountID == accountID }
        return sessions.count < before
    }
    func deleteSessions(accountID: RecordID) throws {
        try messages.receive(.deleteSessions(accountID: accountID), .deleteSessions)
        sessions.removeAll { $0.session.accountID == accountID }
    }
    func deleteSessions(expiringBefore now: Timestamp) throws {
        try messages.receive(.deleteExpiredSessions(now), .deleteExpiredSessions)
        sessions.removeAll { $0.session.expires <= now }
    }
}

/// Tokens "token-1", "token-2"...; the hash is "h(<key>:<token>)", so tests can tell what was hashed with what.
final class SessionTokensSpy: SessionTokens, @unchecked Sendable {
    var calls: [String] = []
    private var made = 0
    func newKey() throws -> String {
        calls.append("newKey")
        return "key"
    }
    func newToken() throws -> String {
        calls.append("newToken")
        made += 1
        return "token-\(made)"
    }
    func hash(_ token: String, key: String) throws -> String {
        calls.append("hash")
        return "h(\(key):\(token))"
    }
}
