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
    public convenience init(cString: UnsafePointer<CChar>, maxBytes: Int = JSONLimits.maxPayloadBytes) throws {
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
            throw JSONRequest.malformed(error)
        }
        try self.init(root: root, byteCount: length)
    }

    /// Parses a document read piece by piece from `input` (a backup file, or what a sealed one
    /// opens to), with the same checks; the text is never held whole, only its tree. An error the
    /// input throws (a damaged backup) is thrown as it is.
    public convenience init(reading input: ByteInput, maxBytes: Int) throws {
        let reader = JSONInputReader(input: input, maxBytes: maxBytes)
        var error = json_error_t()
        let root = withExtendedLifetime(reader) {
            json_load_callback(JSONInputReader.callback, Unmanaged.passUnretained(reader).toOpaque(), Int(JSON_REJECT_DUPLICATES), &error)
        }
        if let failure = reader.failure {
            if let root { json_decref(root) }
            throw failure
        }
        guard let root else { throw JSONRequest.malformed(error) }
        try self.init(root: root, byteCount: reader.total)
    }

    private init(root: UnsafeMutablePointer<json_t>, byteCount: Int) throws {
        self.root = root
        self.byteCount = byteCount
        guard root.pointee.type == JSON_OBJECT else {
            throw LiftError.invalid("", "a request is a JSON object")
        }
        try JSONRequest.check(root, path: "", depth: 1)
    }

    private static func malformed(_ error: json_error_t) -> LiftError {
        var error = error
        let full = withUnsafeBytes(of: &error.text) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        // jansson quotes the input "near '...'" the error: that may be a password. The
        // position in details says where, without repeating any of the request.
        let text = full.firstRange(of: " near '").map { String(full[..<$0.lowerBound]) } ?? full
        return LiftError(.invalidRequest, code: "malformed_json", "malformed JSON: \(text)",
                         details: [.init("path", .string("")),
                                   .init("line", .int(Int64(error.line))),
                                   .init("column", .int(Int64(error.column))),
                                   .init("position", .int(Int64(error.position)))])
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

/// Feeds jansson's reader from a `ByteInput`; what the input throws, or a document past
/// `maxBytes`, stops the parse and is kept to be thrown after it.
final class JSONInputReader {
    let input: ByteInput
    let maxBytes: Int
    var total = 0
    var failure: Error?

    init(input: ByteInput, maxBytes: Int) { self.input = input; self.maxBytes = maxBytes }

    static let callback: json_load_callback_t = { buffer, length, data in
        guard let buffer, let data else { return 0 }
        let reader = Unmanaged<JSONInputReader>.fromOpaque(data).takeUnretainedValue()
        do {
            let piece = try reader.input.read(max: length)
            reader.total += piece.count
            guard reader.total <= reader.maxBytes else {
                throw LiftError(.invalidRequest, code: "payload_too_large", "the document is larger than \(reader.maxBytes) bytes",
                                details: [.init("path", .string("")), .init("limit", .int(Int64(reader.maxBytes)))])
            }
            piece.withUnsafeBytes { p in if let base = p.baseAddress { buffer.copyMemory(from: base, byteCount: p.count) } }
            return piece.count
        } catch {
            reader.failure = error
            return -1   // (size_t)-1: jansson's "read error"
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
