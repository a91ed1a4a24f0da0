/// JSON text written straight into bytes, for responses with many numbers (route geometry):
/// no jansson tree, no printf. Numbers are fixed-decimal, formatted with integer arithmetic.
/// The caller writes the structure (brackets, commas); strings and numbers are escaped and
/// formatted here, so what comes out is valid JSON as long as the structure calls pair up.
public struct JSONBytes {
    public private(set) var bytes: [UInt8] = []

    public init(capacity: Int = 256) { bytes.reserveCapacity(max(0, capacity)) }

    /// One structural byte: `{`, `}`, `[`, `]`, `,` or `:`.
    public mutating func raw(_ c: UInt8) { bytes.append(c) }

    /// `"key":` (keys are the response's own field names: ASCII, nothing to escape).
    public mutating func key(_ k: StaticString) {
        bytes.append(UInt8(ascii: "\""))
        k.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    /// A string value, escaped as JSON requires (quote, backslash, control characters).
    public mutating func string(_ s: String) {
        var s = s
        s.withUTF8 { string(utf8: $0) }
    }

    /// A string value from UTF-8 bytes (valid UTF-8; escaped here).
    public mutating func string(utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        // Runs of bytes that need no escape are copied in one append (a route's polyline is
        // hundreds of bytes with a backslash every ~60).
        var run = 0
        for (i, c) in utf8.enumerated() where c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\") || c < 0x20 {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<i]))
            run = i + 1
            // As jansson's dump writes them, so a member written here reads the same as the
            // tree's: the short escapes, else \u00XX in upper case.
            bytes.append(UInt8(ascii: "\\"))
            switch c {
            case 0x08: bytes.append(UInt8(ascii: "b"))
            case 0x0C: bytes.append(UInt8(ascii: "f"))
            case 0x0A: bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "t"))
            case _ where c < 0x20:
                bytes.append(UInt8(ascii: "u")); bytes.append(UInt8(ascii: "0")); bytes.append(UInt8(ascii: "0"))
                bytes.append(Self.hex[Int(c >> 4)])
                bytes.append(Self.hex[Int(c & 0xF)])
            default: bytes.append(c)
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
        bytes.append(UInt8(ascii: "\""))
    }

    /// Another writer's text, as is.
    mutating func append(_ other: JSONBytes) { bytes.append(contentsOf: other.bytes) }

    public mutating func string(_ utf8: [UInt8]) { utf8.withUnsafeBufferPointer { string(utf8: $0) } }

    public mutating func integer(_ v: Int) { integer(Int64(v)) }

    public mutating func integer(_ v: Int64) {
        if v < 0 { bytes.append(UInt8(ascii: "-")) }
        digits(v.magnitude)
    }

    /// `v` rounded to `decimals` places (0...9), trailing zeros dropped but one kept after the
    /// point (`1523.4`, `12.0`, `24.9384`), as a JSON real. Not finite, or too large to scale into
    /// 53 bits exactly (|v| * 10^decimals >= 2^53): written as null, as the tree writer does for
    /// non-finite values.
    public mutating func fixed(_ v: Double, decimals: Int) {
        let d = min(max(decimals, 0), 9)
        let scale = Self.powers[d]
        let scaled = (v * Double(scale)).rounded()
        guard scaled.isFinite, scaled.magnitude < 9_007_199_254_740_992 else {
            bytes.append(contentsOf: Array("null".utf8))
            return
        }
        let n = Int64(scaled)
        if n < 0 { bytes.append(UInt8(ascii: "-")) }   // what rounds to zero prints as 0.0
        let m = n.magnitude
        digits(m / scale)
        bytes.append(UInt8(ascii: "."))
        var frac = m % scale, width = d
        while width > 1 && frac % 10 == 0 { frac /= 10; width -= 1 }
        // The fraction's digits, zero-padded on the left to `width`.
        var tmp: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (48, 48, 48, 48, 48, 48, 48, 48, 48)
        withUnsafeMutableBytes(of: &tmp) { raw in
            let buf = raw.bindMemory(to: UInt8.self)
            var i = width
            while i > 0 {
                i -= 1
                buf[i] = UInt8(truncatingIfNeeded: frac % 10) &+ 48
                frac /= 10
            }
            // As a typed buffer: Array appends it with one copy, not element by element.
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buf[..<max(width, 1)]))
        }
    }

    private mutating func digits(_ v: UInt64) {
        var tmp: (UInt64, UInt64, UInt64) = (0, 0, 0)   // 24 bytes: UInt64.max has 20 digits
        withUnsafeMutableBytes(of: &tmp) { raw in
            let buf = raw.bindMemory(to: UInt8.self)
            var i = buf.count, v = v
            repeat {
                i -= 1
                buf[i] = UInt8(truncatingIfNeeded: v % 10) &+ 48
                v /= 10
            } while v > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buf[i...]))
        }
    }

    private static let hex = Array("0123456789ABCDEF".utf8)
    private static let powers: [UInt64] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000,
                                           100_000_000, 1_000_000_000]
}
