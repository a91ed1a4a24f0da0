/// Update Account: the signed-in account's username and details. The password has its own use
/// case, which asks for the old one.
public struct UpdateAccount {
    let store: AccountStore
    let text: UnicodeText
    public init(store: AccountStore, text: UnicodeText) { self.store = store; self.text = text }

    public func callAsFunction(_ id: RecordID, _ update: AccountUpdate, path: Location = Location("account")) throws -> Account {
        guard var account = try store.readAccount(id: id) else { throw SignedIn.accountGone() }
        var newKey: String?
        if case .clear = update.username { throw EditRule.cannotClear(path.key("username")) }
        if let raw = update.username.given {
            let (username, key) = try AccountRules.username(raw, path: path.key("username"), text: text)
            if let other = try store.readAccount(usernameKey: key), other.id != id {
                throw LiftError(.conflict, code: "duplicate_username", "the username \(other.username) is taken",
                                details: [.init("path", .location(path.key("username")))])
            }
            account.username = username
            newKey = key
        }
        if !update.name.isKeep { account.details.name = try AccountRules.detail(update.name.given, max: AccountRules.maxNameLength, path: path.key("name")) }
        if !update.phone.isKeep { account.details.phone = try AccountRules.phone(update.phone.given, path: path.key("phone")) }
        if !update.email.isKeep { account.details.email = try AccountRules.email(update.email.given, path: path.key("email")) }
        try store.updateAccount(account, usernameKey: newKey)
        return account
    }
}

/// Errors about the signed-in state, shared by the account use cases.
public enum SignedIn {
    public static func required() -> LiftError {
        LiftError(.unauthorized, "sign in first: save a kind \"session\"")
    }
    /// The handle was signed in as an account that another handle has since removed.
    public static func accountGone() -> LiftError {
        LiftError(.unauthorized, code: "signed_out", "the signed-in account no longer exists; the handle is signed out")
    }
}
