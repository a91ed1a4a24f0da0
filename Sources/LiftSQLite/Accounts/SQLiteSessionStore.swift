import LiftCore

/// SessionStore over SQLite. Store-wide: a token resumes its account on any handle.
public struct SQLiteSessionStore: SessionStore {
    let database: SQLiteDatabase
    public init(database: SQLiteDatabase) { self.database = database }

    static let columns = "id, owner_id, creation_ms, last_used_ms, expires_ms"

    static func session(_ s: SQLiteStatement) -> StoredSession {
        StoredSession(id: s.id(0), accountID: s.id(1), creationDate: s.timestamp(2), lastUsed: s.timestamp(3),
                      expires: s.timestamp(4))
    }

    public func readSessionKey() throws -> String? {
        let s = try database.statement("SELECT key FROM session_key WHERE id = 1")
        defer { s.reset() }
        return try s.step() ? s.string(0) : nil
    }

    public func createSessionKey(_ key: String) throws {
        try database.statement("INSERT INTO session_key VALUES(1, ?)").bind(.text(key)).run()
    }

    public func createSession(_ x: StoredSession, tokenHash: String) throws {
        try database.statement("""
            INSERT INTO account_session(owner_id, id, token_hash, creation_ms, last_used_ms, expires_ms)
            VALUES(?, ?, ?, ?, ?, ?)
            """)
            .bind(.id(x.accountID), .id(x.id), .text(tokenHash), .time(x.creationDate), .time(x.lastUsed), .time(x.expires)).run()
    }

    public func readSession(tokenHash: String) throws -> StoredSession? {
        let s = try database.statement("SELECT \(Self.columns) FROM account_session WHERE token_hash = ?")
        try s.bind(.text(tokenHash))
        defer { s.reset() }
        return try s.step() ? Self.session(s) : nil
    }

    public func readSession(id: RecordID, accountID: RecordID) throws -> StoredSession? {
        let s = try database.statement("SELECT \(Self.columns) FROM account_session WHERE owner_id = ? AND id = ?")
        try s.bind(.id(accountID), .id(id))
        defer { s.reset() }
        return try s.step() ? Self.session(s) : nil
    }

    public func readSessions(accountID: RecordID) throws -> [StoredSession] {
        let s = try database.statement("SELECT \(Self.columns) FROM account_session WHERE owner_id = ? ORDER BY creation_ms, id")
        try s.bind(.id(accountID))
        defer { s.reset() }
        var out = [StoredSession]()
        while try s.step() { out.append(Self.session(s)) }
        return out
    }

    public func updateSession(_ x: StoredSession) throws {
        try database.statement("UPDATE account_session SET last_used_ms = ?, expires_ms = ? WHERE owner_id = ? AND id = ?")
            .bind(.time(x.lastUsed), .time(x.expires), .id(x.accountID), .id(x.id)).run()
    }

    public func deleteSession(id: RecordID, accountID: RecordID) throws -> Bool {
        try database.statement("DELETE FROM account_session WHERE owner_id = ? AND id = ?").bind(.id(accountID), .id(id)).run()
        return database.changes > 0
    }

    public func deleteSessions(accountID: RecordID) throws {
        try database.statement("DELETE FROM account_session WHERE owner_id = ?").bind(.id(accountID)).run()
    }

    public func deleteSessions(expiringBefore now: Timestamp) throws {
        try database.statement("DELETE FROM account_session WHERE expires_ms <= ?").bind(.time(now)).run()
    }
}
