/// Sign In: the account for a username and password, or one `unauthorized` refusal whatever
/// was wrong (unknown user, wrong password, locked account).
public struct SignIn {
    let store: AccountStore
    let check: PasswordCheck
    public init(store: AccountStore, hasher: PasswordHasher, currentDate: @escaping CurrentDate) {
        self.store = store
        check = PasswordCheck(store: store, hasher: hasher, currentDate: currentDate)
    }

    public func callAsFunction(username: String, password: SecretBytes, path: String = "session") throws -> AuthOutcome<Account> {
        guard password.count <= AccountRules.passwordBytes.upperBound else {
            throw LiftError.invalid("\(path).password", "a password has at most \(AccountRules.passwordBytes.upperBound) bytes",
                                    code: "invalid_password")
        }
        // A malformed username is just an unknown one: same answer, same cost.
        let key = (try? AccountRules.username(username, path: "\(path).username"))?.key
        let credential = try key.flatMap { try store.readCredential(usernameKey: $0) }
        if let refusal = try check(credential, password) { return .refused(refusal) }
        guard let c = credential, let account = try store.readAccount(id: c.accountID) else {
            return .refused(PasswordCheck.wrongCredentials())
        }
        return .granted(account)
    }
}
