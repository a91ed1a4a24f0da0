import CSodium
import LiftCore
import Synchronization

/// Argon2id through libsodium's crypto_pwhash_argon2id_str: a self-describing string
/// ($argon2id$v=19$m=...,t=...,p=1$salt$digest) with a random salt; verification is constant-time.
public struct Argon2idHasher: PasswordHasher {
    /// At least OWASP's Password Storage Cheat Sheet minimum for Argon2id: 19 MiB, t=2, p=1.
    public static let production = Argon2idHasher(opsLimit: 2, memLimit: 19 * 1024 * 1024)

    public let opsLimit: UInt64
    public let memLimit: Int
    public init(opsLimit: UInt64, memLimit: Int) {
        self.opsLimit = opsLimit
        self.memLimit = memLimit
    }

    public func hash(_ password: SecretBytes) throws -> String {
        try Sodium.require()
        var out = [CChar](repeating: 0, count: Int(crypto_pwhash_argon2id_STRBYTES))
        let rc = Self.withPassword(password) { p, length in
            out.withUnsafeMutableBufferPointer { o in
                guard let base = o.baseAddress else { return Int32(-1) }
                return crypto_pwhash_argon2id_str(base, p, length, opsLimit, memLimit)
            }
        }
        guard rc == 0 else { throw LiftError(.noMemory, "not enough memory to hash the password") }
        return String(decoding: out.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    public func verify(_ password: SecretBytes, hash: String) -> Bool {
        guard Sodium.ready else { return false }
        // The dummy is made on first use: make it before the first real check too, so that one
        // extra hash never lands on the unknown-user path alone.
        _ = dummyHash
        return Self.withPassword(password) { p, length in
            crypto_pwhash_argon2id_str_verify(hash, p, length) == 0
        }
    }

    public func verifyDummy(_ password: SecretBytes) {
        guard let dummy = dummyHash else { return }
        _ = verify(password, hash: dummy)
    }

    public func needsRehash(_ hash: String) -> Bool {
        guard Sodium.ready else { return false }
        // 1: other parameters; -1: not an Argon2id string at all. Both deserve a fresh hash.
        return crypto_pwhash_argon2id_str_needs_rehash(hash, opsLimit, memLimit) != 0
    }

    /// The password as libsodium takes it: a pointer (never NULL, even when empty) and a length.
    private static func withPassword<R>(_ password: SecretBytes, _ body: (UnsafePointer<CChar>, UInt64) -> R) -> R {
        password.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else {
                var empty: CChar = 0
                return withUnsafePointer(to: &empty) { body($0, 0) }
            }
            return body(base.assumingMemoryBound(to: CChar.self), UInt64(raw.count))
        }
    }

    /// A hash of random bytes with today's parameters, made once per process and parameter set.
    private var dummyHash: String? {
        if self == .production { return Argon2idHasher.productionDummy }
        return Argon2idHasher.otherDummies.withLock { cache in
            if let made = cache[self] { return made }
            let made = Argon2idHasher.makeDummy(self)
            cache[self] = made
            return made
        }
    }

    private static let productionDummy: String? = makeDummy(.production)
    private static let otherDummies = Mutex([Argon2idHasher: String?]())

    private static func makeDummy(_ hasher: Argon2idHasher) -> String? {
        guard Sodium.ready else { return nil }
        var random = [UInt8](repeating: 0, count: 32)
        random.withUnsafeMutableBytes { r in
            if let base = r.baseAddress { randombytes_buf(base, r.count) }
        }
        let secret = random.withUnsafeBytes { Secret(copying: $0) }
        return try? hasher.hash(secret)
    }
}

extension Argon2idHasher: Hashable {}
