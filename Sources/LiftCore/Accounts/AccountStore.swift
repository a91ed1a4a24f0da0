/// Infrastructure port for accounts (Create / Read / Update / Delete). Accounts are not owned by
/// an owner: usernames are unique in the whole store.
public protocol AccountStore {
    func readAccount(id: RecordID) throws -> Account?
    /// By username key (trimmed, lowercased): see `NameKey`.
    func readAccount(usernameKey: String) throws -> Account?
    func readCredential(id: RecordID) throws -> Credential?
    func readCredential(usernameKey: String) throws -> Credential?
    func createAccount(_ account: Account, passwordHash: String) throws
    func updateAccount(_ account: Account) throws
    func updatePasswordHash(id: RecordID, _ hash: String) throws
    func updateFailedAttempts(id: RecordID, count: Int64, lockedUntil: Timestamp?) throws
    /// A store-wide count of sign-ins refused for unknown usernames. Written so that refusing
    /// one costs the same write as refusing a wrong password.
    func countUnknownUserFailure() throws
    /// Deletes the account and every record it owns, in the caller's transaction.
    func deleteAccountAndData(id: RecordID) throws
}
