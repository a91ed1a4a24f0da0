/// Which control characters a piece of text may hold. A control character (C0 U+0000-U+001F,
/// DEL U+007F, C1 U+0080-U+009F) in a name can hide, reorder or rewrite what a list, a terminal or
/// a log shows, and no keyboard types one into a name: names, titles and other one-line text
/// refuse them all. Multi-line text (notes, instructions, a CSV file) keeps tab, line feed and
/// carriage return, and refuses the rest.
public enum TextRule: Sendable, Equatable {
    case line
    case multiline
    /// Not checked here: text whose own reader decides (a password is bytes).
    case any

    /// The first scalar the rule refuses in valid UTF-8 `bytes`, or nil. Byte by byte: in valid
    /// UTF-8 a byte below 0x80 is always a whole scalar, and the C1 scalars are exactly 0xC2
    /// followed by 0x80...0x9F (0xC2 only ever leads a sequence).
    public func firstRefused(utf8 bytes: UnsafeRawBufferPointer) -> UInt32? {
        if self == .any { return nil }
        let keepsLines = self == .multiline
        var previous: UInt8 = 0
        for b in bytes {
            if b < 0x20 {
                if !(keepsLines && (b == 0x09 || b == 0x0A || b == 0x0D)) { return UInt32(b) }
            } else if b == 0x7F {
                return 0x7F
            } else if previous == 0xC2, b < 0xA0 {
                return UInt32(b)
            }
            previous = b
        }
        return nil
    }

    public func firstRefused(in text: String) -> UInt32? {
        var text = text
        return text.withUTF8 { firstRefused(utf8: UnsafeRawBufferPointer($0)) }
    }

    /// Refuses `text` as `control_character`, naming the path and the scalar.
    public func check(_ text: String, path: @autoclosure () -> Location) throws {
        if let scalar = firstRefused(in: text) { throw TextRule.refused(scalar, path: path()) }
    }

    public static func refused(_ scalar: UInt32, path: Location) -> LiftError {
        let hex = String(scalar, radix: 16, uppercase: true)
        let name = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return LiftError(.invalidRequest, code: "control_character",
                         "cannot contain the control character \(name)",
                         details: [.init("path", .location(path)), .init("character", .string(name))],
                         messageLocation: path)
    }
}
