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

    static let credentialColumns = "id, password_hash, failed_attempts, locked_until_ms"

    static func credential(_ s: SQLiteStatement) -> Credential {
        Credential(accountID: s.id(0), passwordHash: s.string(1), failedAttempts: s.int(2),
                   lockedUntil: s.optionalInt(3).map { Timestamp(milliseconds: $0) })
    }

    public func readCredential(id: RecordID) throws -> Credential? {
        let s = try database.statement("SELECT \(Self.credentialColumns) FROM account WHERE id = ?")
        try s.bind(.id(id))
        return try s.step() ? Self.credential(s) : nil
    }

    public func readCredential(usernameKey: String) throws -> Credential? {
        let s = try database.statement("SELECT \(Self.credentialColumns) FROM account WHERE username_key = ?")
        try s.bind(.text(usernameKey))
        return try s.step() ? Self.credential(s) : nil
    }

    public func createAccount(_ a: Account, passwordHash: String) throws {
        try database.statement("""
            INSERT INTO account(id, username, username_key, name, phone, email, creation_ms, password_hash)
            VALUES(?, ?, ?, ?, ?, ?, ?, ?)
            """)
            .bind(.id(a.id), .text(a.username), .text(NameKey.of(a.username)), .optional(a.details.name),
                  .optional(a.details.phone), .optional(a.details.email), .time(a.creationDate), .text(passwordHash)).run()
    }

    public func updateAccount(_ a: Account) throws {
        try database.statement("UPDATE account SET username = ?, username_key = ?, name = ?, phone = ?, email = ? WHERE id = ?")
            .bind(.text(a.username), .text(NameKey.of(a.username)), .optional(a.details.name),
                  .optional(a.details.phone), .optional(a.details.email), .id(a.id)).run()
    }

    public func updatePasswordHash(id: RecordID, _ hash: String) throws {
        try database.statement("UPDATE account SET password_hash = ? WHERE id = ?").bind(.text(hash), .id(id)).run()
    }

    public func updateFailedAttempts(id: RecordID, count: Int64, lockedUntil: Timestamp?) throws {
        try database.statement("UPDATE account SET failed_attempts = ?, locked_until_ms = ? WHERE id = ?")
            .bind(.int(count), .time(lockedUntil), .id(id)).run()
    }

    public func countUnknownUserFailure() throws {
        try database.statement("UPDATE account_sign_in_stats SET unknown_user_failures = min(unknown_user_failures, 1000000000000) + 1 WHERE id = 1").run()
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
