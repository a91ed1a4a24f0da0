import CSodium
import LiftCore

/// Sealed backups through libsodium: a key derived from the passphrase with Argon2id (random salt,
/// costs in the header), the plaintext in chunks of `chunkSize` bytes sealed with
/// XChaCha20-Poly1305 secretstream, the last chunk tagged final. Only one chunk is held at a time.
public struct SodiumBackupSealing: BackupSealing {
    /// Backups are sealed rarely and opened more rarely: costs above libsodium's interactive
    /// level (3 passes over 64 MiB), still within a phone's memory.
    public static let production = SodiumBackupSealing(opsLimit: 3, memLimitKiB: 64 * 1024)
    public static let chunkSize = 1 << 16

    public let opsLimit: UInt32
    public let memLimitKiB: UInt32

    public init(opsLimit: UInt32, memLimitKiB: UInt32) {
        self.opsLimit = opsLimit
        self.memLimitKiB = memLimitKiB
    }

    public func sealing(into output: ByteOutput, passphrase: SecretBytes) throws -> ByteOutput {
        try Sodium.require()
        var header = SealedBackupHeader(opsLimit: opsLimit, memLimitKiB: memLimitKiB,
                                        salt: try SodiumSessionTokens.random(SealedBackupHeader.saltBytes),
                                        streamHeader: [UInt8](repeating: 0, count: SealedBackupHeader.streamHeaderBytes))
        let keys = try DerivedBackupKeys(passphrase: passphrase, header: header)
        let sink = SealingSink(output: output)
        let rc = keys.withStreamKey { key in
            header.streamHeader.withMutableBase { h, _ in crypto_secretstream_xchacha20poly1305_init_push(sink.state, h, key) }
        }
        guard rc == 0 else { throw LiftError(.internal, "the backup could not be sealed") }
        try output.write(try header.encoded(keyCheck: keys.keyCheck(of: header.checkedPart)))
        return sink
    }

    public func opening(_ input: ByteInput, passphrase: SecretBytes) throws -> ByteInput {
        try Sodium.require()
        let bytes = try Self.readFull(input, SealedBackupHeader.size)
        let (header, keyCheck) = try SealedBackupHeader.decode(bytes)
        let keys = try DerivedBackupKeys(passphrase: passphrase, header: header)
        let expected = try keys.keyCheck(of: header.checkedPart)
        let same = expected.count == keyCheck.count && expected.withBase { e, n in keyCheck.withBase { k, _ in sodium_memcmp(e, k, n) } } == 0
        guard same else { throw BackupRefusal.wrongPassphrase() }
        let source = OpeningSource(input: input)
        let rc = keys.withStreamKey { key in
            header.streamHeader.withBase { h, _ in crypto_secretstream_xchacha20poly1305_init_pull(source.state, h, key) }
        }
        guard rc == 0 else { throw BackupRefusal.damaged("the stream header is invalid") }
        return source
    }

    public func looksSealed(_ prefix: [UInt8]) -> Bool {
        prefix.count >= SealedBackupHeader.magic.count && Array(prefix.prefix(SealedBackupHeader.magic.count)) == SealedBackupHeader.magic
    }

    /// Exactly `count` bytes, or fewer only where the input ends.
    static func readFull(_ input: ByteInput, _ count: Int) throws -> [UInt8] {
        var out = [UInt8]()
        while out.count < count {
            let piece = try input.read(max: count - out.count)
            if piece.isEmpty { break }
            out += piece
        }
        return out
    }
}

/// The 64 bytes Argon2id derives from the passphrase: the stream key, then the key of the
/// header's check. Wiped when released.
final class DerivedBackupKeys {
    private var key = [UInt8](repeating: 0, count: 64)

    init(passphrase: SecretBytes, header: SealedBackupHeader) throws {
        let rc = passphrase.withUnsafeBytes { raw in
            withUnsafePointer(to: CChar(0)) { empty in
                header.salt.withBase { salt, _ in
                    key.withMutableBase { out, outLength in
                        crypto_pwhash(out, UInt64(outLength), raw.baseAddress?.assumingMemoryBound(to: CChar.self) ?? empty,
                                      UInt64(raw.count), salt, UInt64(header.opsLimit), Int(header.memLimitKiB) * 1024,
                                      crypto_pwhash_alg_argon2id13())
                    }
                }
            }
        }
        guard rc == 0 else { throw LiftError(.noMemory, "not enough memory to derive the backup's key") }
    }

    /// BLAKE2b-256 of `part` keyed with the check key: what the header's key check holds.
    func keyCheck(of part: [UInt8]) throws -> [UInt8] {
        var out = [UInt8](repeating: 0, count: SealedBackupHeader.keyCheckBytes)
        let rc = part.withBase { i, length in
            key.withBase { k, _ in
                out.withMutableBase { o, outLength in crypto_generichash(o, outLength, i, UInt64(length), k + 32, 32) }
            }
        }
        guard rc == 0 else { throw LiftError(.internal, "the backup's header could not be hashed") }
        return out
    }

    func withStreamKey<R>(_ body: (UnsafePointer<UInt8>) -> R) -> R {
        key.withBase { k, _ in body(k) }
    }

    deinit { key.withUnsafeMutableBytes { Secret.wipe($0) } }
}
