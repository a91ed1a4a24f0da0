/// Create Account: a unique username (trimmed, case-insensitive) and a hashed password.
public struct CreateAccount {
    let store: AccountStore
    let hasher: PasswordHasher
    let currentDate: CurrentDate
    public init(store: AccountStore, hasher: PasswordHasher, currentDate: @escaping CurrentDate) {
        self.store = store; self.hasher = hasher; self.currentDate = currentDate
    }

    public func callAsFunction(_ new: NewAccount, path: String = "account") throws -> Account {
        let (username, key) = try AccountRules.username(new.username, path: "\(path).username")
        try AccountRules.password(new.password, path: "\(path).password")
        let details = try AccountRules.details(new.details, path: path)
        if let taken = try store.readAccount(usernameKey: key) {
            throw LiftError(.conflict, code: "duplicate_username", "the username \(taken.username) is taken",
                            details: [.init("path", .string("\(path).username"))])
        }
        let account = Account(id: .random(), username: username, details: details, creationDate: currentDate())
        try store.createAccount(account, passwordHash: try hasher.hash(new.password))
        return account
    }
}
