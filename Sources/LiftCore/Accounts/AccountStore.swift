/// Infrastructure port for accounts (Create / Read / Update / Delete). Accounts are not owned by
/// an owner: usernames are unique in the whole store, by their key (`UsernameKey`).
public protocol AccountStore {
    func readAccount(id: RecordID) throws -> Account?
    func readAccount(usernameKey: String) throws -> Account?
    func readCredential(id: RecordID) throws -> Credential?
    /// The account kept under `legacyKey` (see `UsernameKey.legacy`) if any, else the one under
    /// `usernameKey`. One statement either way, found or not.
    func readCredential(usernameKey: String, legacyKey: String) throws -> Credential?
    func createAccount(_ account: Account, usernameKey: String, passwordHash: String) throws
    /// `usernameKey` nil keeps the stored key (the username did not change).
    func updateAccount(_ account: Account, usernameKey: String?) throws
    func updatePasswordHash(id: RecordID, _ hash: String) throws
    /// Deletes the account and every record it owns, in the caller's transaction.
    func deleteAccountAndData(id: RecordID) throws

    /// Failure runs, by username key, kept for unknown usernames as for accounts.
    func readFailureRun(usernameKey: String) throws -> FailureRun?
    func updateFailureRun(usernameKey: String, _ run: FailureRun) throws
    func deleteFailureRun(usernameKey: String) throws
    /// Forgets at most `limit` runs whose last failure is before `before` (housekeeping: unknown
    /// usernames never sign in to clear theirs).
    func deleteFailureRuns(lastFailureBefore before: Timestamp, limit: Int) throws
}
