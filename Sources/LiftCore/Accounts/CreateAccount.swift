/// Create Account: a unique username (by its key: `UsernameKey`) and a hashed password (NFC).
public struct CreateAccount {
    let store: AccountStore
    let hasher: PasswordHasher
    let text: UnicodeText
    let currentDate: CurrentDate
    public init(store: AccountStore, hasher: PasswordHasher, text: UnicodeText, currentDate: @escaping CurrentDate) {
        self.store = store; self.hasher = hasher; self.text = text; self.currentDate = currentDate
    }

    public func callAsFunction(_ new: NewAccount, path: Location = Location("account")) throws -> Account {
        let (username, key) = try AccountRules.username(new.username, path: path.key("username"), text: text)
        try AccountRules.password(new.password, path: path.key("password"))
        let details = try AccountRules.details(new.details, path: path)
        if let taken = try store.readAccount(usernameKey: key) {
            throw LiftError(.conflict, code: "duplicate_username", "the username \(taken.username) is taken",
                            details: [.init("path", .location(path.key("username")))])
        }
        let account = Account(id: .random(), username: username, details: details, creationDate: currentDate())
        try store.createAccount(account, usernameKey: key, passwordHash: try NewPassword.hash(new.password, hasher, text))
        // Failures counted while nobody had the username are not the new account's.
        try store.deleteFailureRun(usernameKey: key)
        return account
    }
}
