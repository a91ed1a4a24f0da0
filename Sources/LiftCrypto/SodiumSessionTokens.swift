import CSodium
import LiftCore

/// Session tokens through libsodium: 32 random bytes (randombytes_buf) as unpadded base64url, and
/// their keyed BLAKE2b hash (crypto_generichash with the store's 32-byte key) as hex.
public struct SodiumSessionTokens: SessionTokens {
    public static let tokenBytes = 32
    public init() {}

    public func newKey() throws -> String {
        try Self.hex(Self.random(Int(crypto_generichash_KEYBYTES)))
    }

    public func newToken() throws -> String {
        var bytes = try Self.random(Self.tokenBytes)
        defer { bytes.withUnsafeMutableBytes { Secret.wipe($0) } }
        return Self.base64url(bytes)
    }

    public func hash(_ token: String, key: String) throws -> String {
        try Sodium.require()
        var keyBytes = Self.unhex(key)
        defer { keyBytes.withUnsafeMutableBytes { Secret.wipe($0) } }
        guard keyBytes.count == Int(crypto_generichash_KEYBYTES) else {
            throw LiftError(.internal, "the store's session key is damaged")
        }
        var out = [UInt8](repeating: 0, count: Int(crypto_generichash_BYTES))
        var token = token
        let rc = token.withUTF8 { t in
            keyBytes.withUnsafeBufferPointer { k in
                out.withUnsafeMutableBufferPointer { o -> Int32 in
                    guard let base = o.baseAddress else { return -1 }
                    return crypto_generichash(base, o.count, t.baseAddress, UInt64(t.count), k.baseAddress, k.count)
                }
            }
        }
        guard rc == 0 else { throw LiftError(.internal, "the session token could not be hashed") }
        return Self.hex(out)
    }

    static func random(_ count: Int) throws -> [UInt8] {
        try Sodium.require()
        var bytes = [UInt8](repeating: 0, count: count)
        bytes.withUnsafeMutableBytes { b in
            if let base = b.baseAddress { randombytes_buf(base, b.count) }
        }
        return bytes
    }

    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(bytes.count * 2)
        for b in bytes { out.append(digits[Int(b >> 4)]); out.append(digits[Int(b & 15)]) }
        return String(decoding: out, as: UTF8.self)
    }

    /// Pairs of hex digits; anything else ends the bytes early (a damaged key then fails its length check).
    static func unhex(_ text: String) -> [UInt8] {
        var out = [UInt8]()
        var high: UInt8?
        for c in text.utf8 {
            let v: UInt8
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): v = c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): v = c - UInt8(ascii: "a") + 10
            default: return out
            }
            if let h = high { out.append(h << 4 | v); high = nil } else { high = v }
        }
        return out
    }

    static func base64url(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
        var out = [UInt8]()
        var i = 0
        while i < bytes.count {
            let b0 = UInt32(bytes[i])
            let b1 = i + 1 < bytes.count ? UInt32(bytes[i + 1]) : 0
            let b2 = i + 2 < bytes.count ? UInt32(bytes[i + 2]) : 0
            let n = b0 << 16 | b1 << 8 | b2
            let chars = min(4, (bytes.count - i) * 8 / 6 + 1)
            for k in 0..<chars { out.append(alphabet[Int((n >> UInt32(18 - 6 * k)) & 63)]) }
            i += 3
        }
        return String(decoding: out, as: UTF8.self)
    }
}
