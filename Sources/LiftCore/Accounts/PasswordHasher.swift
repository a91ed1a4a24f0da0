/// A password as bytes the caller owns and wipes; never a Swift String, which cannot be wiped.
public protocol SecretBytes: AnyObject {
    var count: Int { get }
    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R
}

/// Infrastructure port: a slow, salted password hash (Argon2id in production).
public protocol PasswordHasher: Sendable {
    /// A self-describing hash string (algorithm, parameters, salt, digest).
    func hash(_ password: SecretBytes) throws -> String
    /// Constant-time check of `password` against `hash`.
    func verify(_ password: SecretBytes, hash: String) -> Bool
    /// Costs what `verify` costs and always fails: used for unknown usernames and locked
    /// accounts, so the time taken does not tell which case it was.
    func verifyDummy(_ password: SecretBytes)
    /// True when `hash` was made with other parameters than today's.
    func needsRehash(_ hash: String) -> Bool
}
