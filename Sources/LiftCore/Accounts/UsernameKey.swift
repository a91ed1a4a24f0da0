/// How usernames are compared: by NFKC_Casefold of the trimmed username (UAX #15), so that NFC
/// and NFD `josé`, full-width `ａｎｎ` and `Ann`, or a name with an invisible U+200B inside, are
/// one username. Mixed-script confusables (a Cyrillic `а` in a Latin name) are not folded: they
/// are other usernames (no UTS #39 skeleton; documented in docs/API.md).
public enum UsernameKey {
    /// The key of a sign-in whose username cannot be any account's (too long, control
    /// characters, nothing left after folding). Its failures are counted like any other's, so
    /// malformed usernames get the same answers, lockout included, as unknown ones.
    public static let malformed = ""

    /// Keys of accounts that two old accounts' usernames fold to one key: the later account keeps
    /// its old key (trimmed, `lowercased()`) behind this prefix, and is found by typing its
    /// username as before (see the accounts migration). No folded key holds a control character,
    /// so none can start with it.
    public static let legacyPrefix = "\u{1}"

    public static func legacy(_ username: String) -> String { legacyPrefix + NameKey.of(username) }

    /// The key a username is stored and found under; nil when folding fails or leaves nothing.
    public static func of(_ trimmedUsername: String, _ text: UnicodeText) -> String? {
        guard let key = text.nfkcCasefold(trimmedUsername), !key.isEmpty else { return nil }
        return key
    }

    /// The keys a sign-in looks up: never a refusal, a malformed username is an unknown one.
    public static func signIn(_ username: String, _ text: UnicodeText) -> (key: String, legacy: String) {
        let u = NameKey.trimmed(username)
        guard u.count <= AccountRules.usernameLength.upperBound,
              !u.unicodeScalars.contains(where: { text.properties(of: $0).contains(.control) }) else {
            return (malformed, legacyPrefix)
        }
        // An old username that folds to nothing (three U+200B) is kept under its legacy key only.
        return (of(u, text) ?? malformed, legacy(u))
    }
}
