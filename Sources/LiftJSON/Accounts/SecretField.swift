import CJansson
import LiftCore

/// Makes the caller's own wipeable copy of secret bytes (and wipes the bytes it is given).
public typealias SecretFactory = (UnsafeMutableRawBufferPointer) -> SecretBytes

extension JSONObjectReader {
    /// A string field that is a secret (a password). It never becomes a Swift String and no error
    /// repeats it; jansson's own copy is handed to `take`, which copies and wipes it.
    public mutating func secret(_ key: String, maxBytes: Int, _ take: SecretFactory) throws -> SecretBytes {
        let v = try required(key)
        guard v.value.pointee.type == JSON_STRING, let c = json_string_value(v.value) else {
            throw LiftError(.invalidRequest, code: "wrong_type", "\(v.path): expected a string",
                            details: [.init("path", .string(v.path)), .init("expected", .string("a string"))])
        }
        let length = json_string_length(v.value)
        // Too long: wipe and refuse before any copy or hash work.
        let bytes = UnsafeMutableRawBufferPointer(start: UnsafeMutableRawPointer(mutating: c), count: length)
        guard length <= maxBytes else {
            _ = take(bytes)
            throw LiftError.invalid(v.path, "at most \(maxBytes) bytes", code: "invalid_password")
        }
        return take(bytes)
    }

    public mutating func optionalSecret(_ key: String, maxBytes: Int, _ take: SecretFactory) throws -> SecretBytes? {
        guard has(key) else { ignore(key); return nil }
        return try secret(key, maxBytes: maxBytes, take)
    }
}
