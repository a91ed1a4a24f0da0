/// A record's id: a lowercase UUID string (or a seed's own string id for sports data).
public struct RecordID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let text: String

    /// Accepts a canonical UUID in any case and normalises it to lowercase.
    public init?(uuid: String) {
        var bytes = Array(uuid.utf8)
        guard bytes.count == 36 else { return nil }
        for i in bytes.indices {
            let isDash = i == 8 || i == 13 || i == 18 || i == 23
            let b = bytes[i]
            if isDash {
                guard b == UInt8(ascii: "-") else { return nil }
            } else if b >= UInt8(ascii: "A") && b <= UInt8(ascii: "F") {
                bytes[i] = b + 32
            } else {
                let isHex = (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) ||
                    (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f"))
                guard isHex else { return nil }
            }
        }
        text = String(decoding: bytes, as: UTF8.self)
    }

    /// For ids that are stored already validated.
    public init(trusted text: String) { self.text = text }

    /// A random (version 4) UUID.
    public static func random() -> RecordID {
        var generator = SystemRandomNumberGenerator()
        var hi = generator.next() as UInt64
        var lo = generator.next() as UInt64
        hi = (hi & 0xFFFF_FFFF_FFFF_0FFF) | 0x0000_0000_0000_4000   // version 4
        lo = (lo & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000   // RFC 4122 variant
        let hex = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(36)
        for (n, word) in [hi, lo].enumerated() {
            for i in 0..<16 {
                let position = n * 16 + i
                if position == 8 || position == 12 || position == 16 || position == 20 { out.append(UInt8(ascii: "-")) }
                let nibble = Int((word >> UInt64(60 - 4 * i)) & 0xF)
                out.append(hex[nibble])
            }
        }
        return RecordID(trusted: String(decoding: out, as: UTF8.self))
    }

    public var description: String { text }
    public static func < (a: RecordID, b: RecordID) -> Bool { a.text < b.text }
}
