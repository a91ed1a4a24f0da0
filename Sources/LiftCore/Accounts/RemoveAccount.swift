/// Remove Account: with the password, the account and every record it owns go, in the
/// caller's one transaction.
public struct RemoveAccount {
    let store: AccountStore
    let check: PasswordCheck
    public init(store: AccountStore, hasher: PasswordHasher, text: UnicodeText, currentDate: @escaping CurrentDate) {
        self.store = store
        check = PasswordCheck(store: store, hasher: hasher, text: text, currentDate: currentDate)
    }

    public func callAsFunction(_ id: RecordID, password: SecretBytes) throws -> AuthOutcome<Void> {
        guard let credential = try store.readCredential(id: id) else { throw SignedIn.accountGone() }
        if let refusal = try check(credential, key: credential.usernameKey, password) { return .refused(refusal) }
        try store.deleteAccountAndData(id: id)
        return .granted(())
    }
}
