import CSodium
import LiftCore

/// The header of a sealed backup, format version 1 (108 bytes, integers little-endian):
///
///     0   8  magic "LIFTSEAL"
///     8   1  version (1)
///     9   3  zero
///     12  4  Argon2id ops limit
///     16  4  Argon2id memory limit in KiB
///     20 16  salt
///     36 24  secretstream header (XChaCha20-Poly1305)
///     60 32  key check: BLAKE2b-256 of bytes 0..<60 keyed with the second half of the derived key
///     92 16  checksum: BLAKE2b-128 of bytes 0..<92, unkeyed
///
/// The unkeyed checksum tells a damaged header from a wrong passphrase (the key check); the
/// key-derivation costs are bounded before any memory is asked for, so a forged header cannot
/// make an opener allocate gigabytes or run for minutes.
struct SealedBackupHeader {
    static let magic = Array("LIFTSEAL".utf8)
    static let version: UInt8 = 1
    static let size = 108
    static let saltBytes = 16
    static let streamHeaderBytes = 24
    static let keyCheckBytes = 32
    static let checksumBytes = 16

    /// What an opener accepts: libsodium's Argon2id minimums up to well past what a phone can
    /// afford, and never more than 256 MiB.
    static let opsLimits: ClosedRange<UInt32> = 1...10
    static let memLimitsKiB: ClosedRange<UInt32> = 8...(256 * 1024)

    var opsLimit: UInt32
    var memLimitKiB: UInt32
    var salt: [UInt8]
    var streamHeader: [UInt8]

    /// Bytes 0..<60: what the key check covers.
    var checkedPart: [UInt8] {
        var out = Self.magic + [Self.version, 0, 0, 0]
        out += Self.littleEndian(opsLimit) + Self.littleEndian(memLimitKiB)
        return out + salt + streamHeader
    }

    func encoded(keyCheck: [UInt8]) throws -> [UInt8] {
        let out = checkedPart + keyCheck
        return out + (try Self.checksum(out))
    }

    /// Reads a header and checks all it can without the passphrase; `keyCheck` is what the
    /// derived key must reproduce.
    static func decode(_ bytes: [UInt8]) throws -> (header: SealedBackupHeader, keyCheck: [UInt8]) {
        guard bytes.count >= magic.count + 1, Array(bytes[0..<magic.count]) == magic else {
            throw BackupRefusal.damaged("not a sealed liblift backup")
        }
        let version = bytes[magic.count]
        guard version == Self.version else { throw BackupRefusal.unsupportedVersion(Int(version)) }
        guard bytes.count == size else { throw BackupRefusal.damaged("the header is cut off") }
        let checksumAt = size - checksumBytes
        guard try checksum(Array(bytes[0..<checksumAt])) == Array(bytes[checksumAt...]) else {
            throw BackupRefusal.damaged("the header's checksum does not match")
        }
        guard bytes[9] == 0, bytes[10] == 0, bytes[11] == 0 else { throw BackupRefusal.damaged("the header has unknown flags") }
        let header = SealedBackupHeader(opsLimit: readLittleEndian(bytes, at: 12), memLimitKiB: readLittleEndian(bytes, at: 16),
                                        salt: Array(bytes[20..<36]), streamHeader: Array(bytes[36..<60]))
        guard opsLimits.contains(header.opsLimit) else {
            throw BackupRefusal.damaged("its key derivation asks for \(header.opsLimit) passes, more than \(opsLimits.upperBound)")
        }
        guard memLimitsKiB.contains(header.memLimitKiB) else {
            throw BackupRefusal.damaged("its key derivation asks for \(header.memLimitKiB) KiB, outside \(memLimitsKiB.lowerBound)...\(memLimitsKiB.upperBound) KiB")
        }
        return (header, Array(bytes[60..<checksumAt]))
    }

    static func littleEndian(_ v: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }

    static func readLittleEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << (8 * UInt32($1)) }
    }

    /// Unkeyed BLAKE2b-128: catches accidental damage, not forgery (the key check and the
    /// chunks' tags do that).
    static func checksum(_ input: [UInt8]) throws -> [UInt8] {
        var out = [UInt8](repeating: 0, count: checksumBytes)
        let rc = input.withUnsafeBufferPointer { i in
            out.withUnsafeMutableBufferPointer { o -> Int32 in
                guard let base = o.baseAddress else { return -1 }
                return crypto_generichash(base, o.count, i.baseAddress, UInt64(i.count), nil, 0)
            }
        }
        guard rc == 0 else { throw LiftError(.internal, "the backup's header could not be hashed") }
        return out
    }
}
