import LiftCore

/// account <-> JSON: `{"id","username","name","phone","email","creation_date"}`.
public enum AccountJSON {
    /// The `account` object of a save: every field optional here; the use case (create or update,
    /// depending on the handle being signed in) says which are required.
    public struct Fields {
        public var id: RecordID?
        public var username: String?
        public var password: SecretBytes?
        public var update: AccountUpdate
    }

    public static func fields(_ o: inout JSONObjectReader, secret: SecretFactory) throws -> Fields {
        // The secret first: whatever else is wrong, jansson's copy of it is wiped.
        let password = try o.optionalSecret("password", maxBytes: AccountRules.passwordBytes.upperBound, secret)
        let id = try o.optionalID("id")
        // Usernames keep their own code (AccountRules: invalid_username), control characters included.
        let username = try o.edit("username") { try $0.string(maxLength: 1000, text: .any) }
        let name = try o.edit("name") { try $0.string(maxLength: 4000) }
        let phone = try o.edit("phone") { try $0.string(maxLength: 1000) }
        let email = try o.edit("email") { try $0.string(maxLength: 4000) }
        o.ignore("creation_date")   // server-assigned; accepted so a loaded account can be saved back
        return Fields(id: id, username: username.given, password: password,
                      update: AccountUpdate(username: username, name: name, phone: phone, email: email))
    }

    /// `{"old_password","new_password"}`.
    public static func passwordChange(_ o: inout JSONObjectReader, secret: SecretFactory) throws -> (old: SecretBytes, new: SecretBytes) {
        let max = AccountRules.passwordBytes.upperBound
        let new = try o.optionalSecret("new_password", maxBytes: max, secret)   // wiped even if old is bad
        let old = try o.secret("old_password", maxBytes: max, secret)
        guard let new else { throw LiftError.invalid(o.pathOf("new_password"), "is required") }
        return (old, new)
    }

    /// `{"username","password"}` of a sign-in.
    public static func signIn(_ o: inout JSONObjectReader, secret: SecretFactory) throws -> (username: String, password: SecretBytes) {
        let password = try o.secret("password", maxBytes: AccountRules.passwordBytes.upperBound, secret)
        return (try o.string("username", maxLength: 1000, text: .any), password)
    }

    /// Never a password nor its hash.
    public static func write(_ a: Account, to o: JSONObjectWriter) {
        o.set("id", a.id)
        o.set("username", a.username)
        o.set("name", a.details.name)
        o.set("phone", a.details.phone)
        o.set("email", a.details.email)
        o.set("creation_date", a.creationDate)
    }
}
