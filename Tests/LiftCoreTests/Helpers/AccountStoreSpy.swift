import LiftCore

/// Accounts, credentials and failure runs in memory; `writes` and `reads` record what it was asked.
final class AccountStoreSpy: AccountStore, @unchecked Sendable {
    var accounts: [Account] = []
    var credentials: [Credential] = []
    var runs: [String: FailureRun] = [:]
    var writes: [String] = []
    var reads: [String] = []
    let text = TextSpy()

    @discardableResult
    func add(_ username: String, password: String, key: String? = nil, hashPrefix: String = "new:") -> RecordID {
        let id = RecordID.random()
        accounts.append(Account(id: id, username: username, details: AccountDetails(), creationDate: Timestamp(milliseconds: 0)))
        let key = key ?? UsernameKey.of(NameKey.trimmed(username), text) ?? ""
        credentials.append(Credential(accountID: id, passwordHash: hashPrefix + password, usernameKey: key))
        return id
    }

    /// Byte-wise, as SQLite compares keys: Swift's String == calls NFC and NFD equal.
    private func same(_ a: String, _ b: String) -> Bool { Array(a.utf8) == Array(b.utf8) }

    func run(_ username: String) -> FailureRun? { runs[UsernameKey.of(username, text) ?? ""] }

    func readAccount(id: RecordID) throws -> Account? { accounts.first { $0.id == id } }
    func readAccount(usernameKey: String) throws -> Account? {
        credentials.first { same($0.usernameKey, usernameKey) }.flatMap { c in accounts.first { $0.id == c.accountID } }
    }
    func readCredential(id: RecordID) throws -> Credential? { credentials.first { $0.accountID == id } }
    func readCredential(usernameKey: String, legacyKey: String) throws -> Credential? {
        reads.append("credential")
        return credentials.first { same($0.usernameKey, legacyKey) } ?? credentials.first { same($0.usernameKey, usernameKey) }
    }
    func createAccount(_ account: Account, usernameKey: String, passwordHash: String) throws {
        writes.append("create")
        accounts.append(account)
        credentials.append(Credential(accountID: account.id, passwordHash: passwordHash, usernameKey: usernameKey))
    }
    func updateAccount(_ account: Account, usernameKey: String?) throws {
        writes.append("update")
        if let i = accounts.firstIndex(where: { $0.id == account.id }) { accounts[i] = account }
        if let usernameKey, let i = credentials.firstIndex(where: { $0.accountID == account.id }) {
            credentials[i].usernameKey = usernameKey
        }
    }
    func updatePasswordHash(id: RecordID, _ hash: String) throws {
        writes.append("hash")
        if let i = credentials.firstIndex(where: { $0.accountID == id }) { credentials[i].passwordHash = hash }
    }
    func deleteAccountAndData(id: RecordID) throws {
        writes.append("delete")
        accounts.removeAll { $0.id == id }
        credentials.removeAll { $0.accountID == id }
    }
    func readFailureRun(usernameKey: String) throws -> FailureRun? {
        reads.append("run")
        return runs[usernameKey]
    }
    func updateFailureRun(usernameKey: String, _ run: FailureRun) throws {
        writes.append("failures")
        runs[usernameKey] = run
    }
    func deleteFailureRun(usernameKey: String) throws {
        writes.append("clearFailures")
        runs[usernameKey] = nil
    }
    func deleteFailureRuns(lastFailureBefore before: Timestamp, limit: Int) throws {
        writes.append("forget")
        for key in runs.filter({ $0.value.lastFailure < before }).keys.sorted().prefix(limit) { runs[key] = nil }
    }
}
