/// Change Password: the old password is required (a borrowed, signed-in device is not enough).
/// A wrong old password counts towards the lockout like a failed sign-in.
public struct ChangePassword {
    let store: AccountStore
    let hasher: PasswordHasher
    let text: UnicodeText
    let check: PasswordCheck
    public init(store: AccountStore, hasher: PasswordHasher, text: UnicodeText, currentDate: @escaping CurrentDate) {
        self.store = store; self.hasher = hasher; self.text = text
        check = PasswordCheck(store: store, hasher: hasher, text: text, currentDate: currentDate)
    }

    public func callAsFunction(_ id: RecordID, old: SecretBytes, new: SecretBytes,
                               path: Location = Location("change_password")) throws -> AuthOutcome<Void> {
        try AccountRules.password(new, path: path.key("new_password"))
        guard let credential = try store.readCredential(id: id) else { throw SignedIn.accountGone() }
        if let refusal = try check(credential, key: credential.usernameKey, old) { return .refused(refusal) }
        try store.updatePasswordHash(id: id, try NewPassword.hash(new, hasher, text))
        return .granted(())
    }
}
