#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CJansson
import LiftCore

/// A parsed, validated request document. Owns its jansson tree.
public final class JSONRequest {
    let root: UnsafeMutablePointer<json_t>
    /// The request's length in bytes, for per-kind size limits.
    public let byteCount: Int

    /// Parses a NUL-terminated UTF-8 request strictly: size, syntax, duplicate keys, trailing data,
    /// NUL escapes, invalid UTF-8, depth and integer range. The root must be an object.
    public init(cString: UnsafePointer<CChar>, maxBytes: Int = JSONLimits.maxPayloadBytes) throws {
        let length = strnlen(cString, maxBytes + 1)
        guard length <= maxBytes else {
            throw LiftError(.invalidRequest, code: "payload_too_large",
                            "the request is larger than \(maxBytes) bytes",
                            details: [.init("path", .string("")), .init("limit", .int(Int64(maxBytes)))])
        }
        // Parsed without an error record (jansson fills one in on every call, source name copy
        // included); only a refused request is parsed again to learn where it went wrong.
        var error = json_error_t()
        guard let root = json_loadb(cString, length, Int(JSON_REJECT_DUPLICATES), nil)
                ?? json_loadb(cString, length, Int(JSON_REJECT_DUPLICATES), &error) else {
            let full = withUnsafeBytes(of: &error.text) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            // jansson quotes the input "near '...'" the error: that may be a password. The
            // position in details says where, without repeating any of the request.
            let text = full.firstRange(of: " near '").map { String(full[..<$0.lowerBound]) } ?? full
            throw LiftError(.invalidRequest, code: "malformed_json", "malformed JSON: \(text)",
                            details: [.init("path", .string("")),
                                      .init("line", .int(Int64(error.line))),
                                      .init("column", .int(Int64(error.column))),
                                      .init("position", .int(Int64(error.position)))])
        }
        self.root = root
        byteCount = length
        guard root.pointee.type == JSON_OBJECT else {
            throw LiftError.invalid("", "a request is a JSON object")
        }
        try JSONRequest.check(root, path: "", depth: 1)
    }

    deinit { json_decref(root) }

    public var object: JSONObjectReader { JSONObjectReader(root, path: "") }

    /// One walk over the tree for the rules jansson does not enforce itself.
    private static func check(_ value: UnsafeMutablePointer<json_t>, path: @autoclosure () -> String, depth: Int) throws {
        switch value.pointee.type {
        case JSON_OBJECT, JSON_ARRAY:
            guard depth <= JSONLimits.maxDepth else {
                throw LiftError.invalid(path(), "nesting deeper than \(JSONLimits.maxDepth) levels")
            }
            if value.pointee.type == JSON_ARRAY {
                for i in 0..<json_array_size(value) {
                    if let child = json_array_get(value, i) {
                        try check(child, path: "\(path())[\(i)]", depth: depth + 1)
                    }
                }
            } else {
                var iter = json_object_iter(value)
                while let it = iter {
                    if let child = json_object_iter_value(it), let key = json_object_iter_key(it) {
                        try check(child, path: JSONPath.child(path(), String(cString: key)), depth: depth + 1)
                    }
                    iter = json_object_iter_next(value, it)
                }
            }
        case JSON_INTEGER:
            let v = Int64(json_integer_value(value))
            guard v >= -JSONLimits.maxSafeInteger && v <= JSONLimits.maxSafeInteger else {
                throw LiftError.invalid(path(), "integers are limited to +-(2^53-1)")
            }
        default:
            break
        }
    }
}

/// Wire paths: `items[3].date`. The JSON layer is the one place they are spelt; below it an
/// error carries a `Location`.
public enum JSONPath {
    static func child(_ parent: String, _ key: String) -> String { parent.isEmpty ? key : "\(parent).\(key)" }

    /// The wire path of `location`, as the request spells it.
    public static func of(_ location: Location) -> String {
        var path = ""
        for step in location.steps {
            switch step {
            case .key(let k): path = child(path, k)
            case .index(let i): path += "[\(i)]"
            case .line(let n): path += " line \(n)"
            case .spelt(let s): path += s
            }
        }
        return path
    }
}
