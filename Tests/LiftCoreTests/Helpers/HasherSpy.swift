import LiftCore

/// "new:<password>" hashes; "old:" ones need a rehash.
final class HasherSpy: PasswordHasher, @unchecked Sendable {
    var calls: [String] = []
    func hash(_ password: SecretBytes) throws -> String {
        calls.append("hash")
        return "new:" + ((password as? Pw)?.text ?? "")
    }
    func verify(_ password: SecretBytes, hash: String) -> Bool {
        calls.append("verify")
        return Array(hash.utf8.dropFirst(4)) == ((password as? Pw)?.bytes ?? [])   // bytes, as a real hash sees them
    }
    func verifyDummy(_ password: SecretBytes) { calls.append("verifyDummy") }
    func needsRehash(_ hash: String) -> Bool {
        calls.append("needsRehash")
        return hash.hasPrefix("old:")
    }
}
