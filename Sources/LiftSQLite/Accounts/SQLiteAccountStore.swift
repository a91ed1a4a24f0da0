import LiftCore

/// AccountStore over SQLite. Store-wide: accounts are not owned records.
public struct SQLiteAccountStore: AccountStore {
    let database: SQLiteDatabase
    public init(database: SQLiteDatabase) { self.database = database }

    static let columns = "id, username, name, phone, email, creation_ms"

    static func account(_ s: SQLiteStatement) -> Account {
        Account(id: s.id(0), username: s.string(1),
                details: AccountDetails(name: s.optionalString(2), phone: s.optionalString(3), email: s.optionalString(4)),
                creationDate: s.timestamp(5))
    }

    public func readAccount(id: RecordID) throws -> Account? {
        let s = try database.statement("SELECT \(Self.columns) FROM account WHERE id = ?")
        try s.bind(.id(id))
        return try s.step() ? Self.account(s) : nil
    }

    public func readAccount(usernameKey: String) throws -> Account? {
        let s = try database.statement("SELECT \(Self.columns) FROM account WHERE username_key = ?")
        try s.bind(.text(usernameKey))
        return try s.step() ? Self.account(s) : nil
    }

    static let credentialColumns = "id, password_hash, username_key"

    static func credential(_ s: SQLiteStatement) -> Credential {
        Credential(accountID: s.id(0), passwordHash: s.string(1), usernameKey: s.string(2))
    }

    public func readCredential(id: RecordID) throws -> Credential? {
        let s = try database.statement("SELECT \(Self.credentialColumns) FROM account WHERE id = ?")
        try s.bind(.id(id))
        return try s.step() ? Self.credential(s) : nil
    }

    public func readCredential(usernameKey: String, legacyKey: String) throws -> Credential? {
        let s = try database.statement("""
            SELECT \(Self.credentialColumns) FROM account WHERE username_key IN (?1, ?2)
            ORDER BY username_key = ?1 DESC LIMIT 1
            """)
        try s.bind(.text(legacyKey), .text(usernameKey))
        defer { s.reset() }
        return try s.step() ? Self.credential(s) : nil
    }

    public func createAccount(_ a: Account, usernameKey: String, passwordHash: String) throws {
        try database.statement("""
            INSERT INTO account(id, username, username_key, name, phone, email, creation_ms, password_hash)
            VALUES(?, ?, ?, ?, ?, ?, ?, ?)
            """)
            .bind(.id(a.id), .text(a.username), .text(usernameKey), .optional(a.details.name),
                  .optional(a.details.phone), .optional(a.details.email), .time(a.creationDate), .text(passwordHash)).run()
    }

    public func updateAccount(_ a: Account, usernameKey: String?) throws {
        try database.statement("""
            UPDATE account SET username = ?, username_key = coalesce(?, username_key), name = ?, phone = ?, email = ? WHERE id = ?
            """)
            .bind(.text(a.username), .optional(usernameKey), .optional(a.details.name),
                  .optional(a.details.phone), .optional(a.details.email), .id(a.id)).run()
    }

    public func updatePasswordHash(id: RecordID, _ hash: String) throws {
        try database.statement("UPDATE account SET password_hash = ? WHERE id = ?").bind(.text(hash), .id(id)).run()
    }

    public func readFailureRun(usernameKey: String) throws -> FailureRun? {
        let s = try database.statement("SELECT failures, locked_until_ms, last_failure_ms FROM sign_in_failure WHERE username_key = ?")
        try s.bind(.text(usernameKey))
        defer { s.reset() }
        guard try s.step() else { return nil }
        return FailureRun(failures: s.int(0), lockedUntil: s.optionalInt(1).map { Timestamp(milliseconds: $0) },
                          lastFailure: s.timestamp(2))
    }

    public func updateFailureRun(usernameKey: String, _ run: FailureRun) throws {
        try database.statement("INSERT OR REPLACE INTO sign_in_failure VALUES(?, ?, ?, ?)")
            .bind(.text(usernameKey), .int(run.failures), .time(run.lockedUntil), .time(run.lastFailure)).run()
    }

    public func deleteFailureRun(usernameKey: String) throws {
        try database.statement("DELETE FROM sign_in_failure WHERE username_key = ?").bind(.text(usernameKey)).run()
    }

    public func deleteFailureRuns(lastFailureBefore before: Timestamp, limit: Int) throws {
        try database.statement("""
            DELETE FROM sign_in_failure WHERE username_key IN
              (SELECT username_key FROM sign_in_failure WHERE last_failure_ms < ? ORDER BY last_failure_ms LIMIT ?)
            """).bind(.time(before), .int(Int64(limit))).run()
    }

    public func deleteAccountAndData(id: RecordID) throws {
        try OwnedData(database: database).delete(owner: id.text)
        try database.statement("DELETE FROM account WHERE id = ?").bind(.id(id)).run()
    }

    /// True when the account exists (a signed-in handle checks this on every call).
    public func exists(id: String) throws -> Bool {
        let s = try database.statement("SELECT 1 FROM account WHERE id = ?")
        try s.bind(.text(id))
        return try s.step()
    }
}
