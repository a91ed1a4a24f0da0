/// Rules for usernames, passwords and details, shared by every use case that writes accounts.
public enum AccountRules {
    public static let usernameLength = 3...64
    /// In UTF-8 bytes: what the hash reads. The upper bound keeps one hash cheap enough.
    public static let passwordBytes = 8...1024
    public static let maxNameLength = 200
    public static let maxPhoneLength = 32
    public static let maxEmailLength = 254

    /// The trimmed username and its key (`UsernameKey`). Refuses what would let two usernames
    /// look alike or one look like nothing: default-ignorable, bidi-control and unassigned code
    /// points (the key would drop or could later change them).
    public static func username(_ raw: String, path: Location, text: UnicodeText) throws -> (username: String, key: String) {
        let u = NameKey.trimmed(raw)
        guard usernameLength.contains(u.count) else {
            throw LiftError.invalid(path, "a username has \(usernameLength.lowerBound) to \(usernameLength.upperBound) characters",
                                    code: "invalid_username")
        }
        // Before trimming would drop a trailing line break or NEL (U+0085) without a word.
        guard TextRule.line.firstRefused(in: raw) == nil else {
            throw LiftError.invalid(path, "a username cannot contain control characters", code: "invalid_username")
        }
        for scalar in u.unicodeScalars {
            let p = text.properties(of: scalar)
            if p.contains(.control) {
                throw LiftError.invalid(path, "a username cannot contain control characters", code: "invalid_username")
            }
            if let reason = refusal(p) {
                throw LiftError(.invalidRequest, code: "invalid_username_character",
                                "a username cannot contain \(codePoint(scalar)) (\(reason.replacing("_", with: " ")) code point)",
                                details: [.init("path", .location(path)), .init("code_point", .string(codePoint(scalar))),
                                          .init("reason", .string(reason))],
                                messageLocation: path)
            }
        }
        guard let key = UsernameKey.of(u, text) else {
            throw LiftError.invalid(path, "a username must keep a character after Unicode folding", code: "invalid_username")
        }
        return (u, key)
    }

    static func refusal(_ p: ScalarProperties) -> String? {
        if p.contains(.bidiControl) { return "bidi_control" }   // bidi controls are default-ignorable too
        if p.contains(.defaultIgnorable) { return "default_ignorable" }
        if p.contains(.unassigned) { return "unassigned" }
        return nil
    }

    /// `U+200B`: the form Unicode writes code points in.
    static func codePoint(_ s: Unicode.Scalar) -> String {
        let hex = String(s.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Length only: the message never repeats the password.
    public static func password(_ p: SecretBytes, path: Location) throws {
        guard passwordBytes.contains(p.count) else {
            throw LiftError.invalid(path, "a password has \(passwordBytes.lowerBound) to \(passwordBytes.upperBound) bytes",
                                    code: "invalid_password")
        }
    }

    /// nil stays nil; "" (after trimming) means "no value".
    public static func detail(_ raw: String?, max: Int, path: Location) throws -> String? {
        guard let raw else { return nil }
        let v = NameKey.trimmed(raw)
        guard v.count <= max else { throw LiftError.invalid(path, "at most \(max) characters") }
        guard !v.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw LiftError.invalid(path, "cannot contain control characters")
        }
        return v.isEmpty ? nil : v
    }

    public static func details(_ d: AccountDetails, path: Location) throws -> AccountDetails {
        AccountDetails(name: try detail(d.name, max: maxNameLength, path: path.key("name")),
                       phone: try phone(d.phone, path: path.key("phone")),
                       email: try email(d.email, path: path.key("email")))
    }

    static func phone(_ raw: String?, path: Location) throws -> String? {
        guard let p = try detail(raw, max: maxPhoneLength, path: path) else { return nil }
        let allowed = "0123456789+-(). "
        guard p.contains(where: \.isNumber), p.allSatisfy({ allowed.contains($0) }) else {
            throw LiftError.invalid(path, "a phone number has digits and only + - ( ) . or spaces")
        }
        return p
    }

    static func email(_ raw: String?, path: Location) throws -> String? {
        guard let e = try detail(raw, max: maxEmailLength, path: path) else { return nil }
        let parts = e.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty }), !e.contains(where: \.isWhitespace) else {
            throw LiftError.invalid(path, "expected an email address such as ann@example.com")
        }
        return e
    }
}
