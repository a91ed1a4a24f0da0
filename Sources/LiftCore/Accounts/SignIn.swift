/// Sign In: the account for a username and password, or one `unauthorized` refusal whatever
/// was wrong (unknown user, wrong password, locked username).
public struct SignIn {
    let store: AccountStore
    let text: UnicodeText
    let check: PasswordCheck
    public init(store: AccountStore, hasher: PasswordHasher, text: UnicodeText, currentDate: @escaping CurrentDate) {
        self.store = store; self.text = text
        check = PasswordCheck(store: store, hasher: hasher, text: text, currentDate: currentDate)
    }

    public func callAsFunction(username: String, password: SecretBytes, path: Location = Location("session")) throws -> AuthOutcome<Account> {
        guard password.count <= AccountRules.passwordBytes.upperBound else {
            throw LiftError.invalid(path.key("password"), "a password has at most \(AccountRules.passwordBytes.upperBound) bytes",
                                    code: "invalid_password")
        }
        // A malformed username is just an unknown one: same answer, same cost, same lockout.
        let keys = UsernameKey.signIn(username, text)
        let credential = try store.readCredential(usernameKey: keys.key, legacyKey: keys.legacy)
        if let refusal = try check(credential, key: credential?.usernameKey ?? keys.key, password) { return .refused(refusal) }
        guard let c = credential, let account = try store.readAccount(id: c.accountID) else {
            return .refused(PasswordCheck.wrongCredentials())
        }
        return .granted(account)
    }
}
