/// Reads one top-level string member of a JSON object from its bytes, without building a tree:
/// a request too large for its kind is refused in the time it takes to read it, before jansson
/// parses megabytes (and allocates a multiple of them) only to refuse it.
public enum TopLevelPeek {
    /// The value of the top-level member `key` when it is a plain string (no escapes in the key or
    /// the value); nil when the bytes are not an object, the member is absent or spelt otherwise.
    /// Keys and strings nested deeper are skipped, whatever they contain.
    public static func string(_ key: String, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let n = bytes.count
        var i = 0
        func skipSpace() {
            while i < n, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
        }
        /// From an opening quote at i: the end (index of the closing quote) and whether it escapes.
        func stringEnd() -> (end: Int, escaped: Bool)? {
            var j = i + 1, escaped = false
            while j < n, bytes[j] != UInt8(ascii: "\"") {
                if bytes[j] == UInt8(ascii: "\\") { escaped = true; j += 2 } else { j += 1 }
            }
            return j < n ? (j, escaped) : nil
        }
        skipSpace()
        guard i < n, bytes[i] == UInt8(ascii: "{") else { return nil }
        i += 1
        var depth = 1, expectKey = true
        let wanted = Array(key.utf8)
        while i < n {
            switch bytes[i] {
            case UInt8(ascii: "\""):
                guard let (end, escaped) = stringEnd() else { return nil }
                let isWanted = depth == 1 && expectKey && !escaped && end - i - 1 == wanted.count
                    && wanted.indices.allSatisfy { bytes[i + 1 + $0] == wanted[$0] }
                if depth == 1 { expectKey = false }
                i = end + 1
                guard isWanted else { continue }
                skipSpace()
                guard i < n, bytes[i] == UInt8(ascii: ":") else { return nil }
                i += 1
                skipSpace()
                guard i < n, bytes[i] == UInt8(ascii: "\""), let (valueEnd, valueEscaped) = stringEnd(), !valueEscaped else { return nil }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[(i + 1)..<valueEnd]), as: UTF8.self)
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return nil }
            case UInt8(ascii: ","):
                if depth == 1 { expectKey = true }
            default:
                break
            }
            i += 1
        }
        return nil
    }
}
