#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CJansson
import LiftCore

/// A response under construction as a jansson tree. Children are attached to their parent
/// before they are filled, so an error thrown halfway leaks nothing: the root owns the whole tree.
public final class JSONResponse {
    private let tree: UnsafeMutablePointer<json_t>?
    fileprivate var outOfMemory = false
    /// Root members streamed as bytes (`JSONObjectWriter.streamRootMembers`), each with its
    /// leading comma; they follow the tree's members.
    fileprivate var tail: JSONStream?

    public init() {
        tree = json_object()
        outOfMemory = tree == nil
    }

    deinit { if let tree { json_decref(tree) } }

    public var object: JSONObjectWriter { JSONObjectWriter(raw: tree, response: self) }

    /// Compact UTF-8 text in a buffer from malloc, to be released with free() (lift_free).
    public func dump() throws -> UnsafeMutablePointer<CChar> {
        guard let tree, !outOfMemory else { throw LiftError(.noMemory, "out of memory building the response") }
        let tailBytes = tail?.bytes.bytes ?? []
        guard tail?.bytes.outOfMemory != true, let text = JSONText.dump(tree, tail: tailBytes) else {
            throw LiftError(.noMemory, "out of memory writing the response")
        }
        return text
    }

    /// The text as a Swift string (tests and diagnostics); as often as asked.
    public func text() throws -> String {
        let p = try dump()
        defer { free(p) }
        return String(cString: p)
    }
}

/// Writes the fields of one object, in call order (the stable key order of the output).
public struct JSONObjectWriter {
    let raw: UnsafeMutablePointer<json_t>?
    /// Strong: the response never holds its writers, so there is no cycle, and an `unowned`
    /// reference cost an unowned retain, release and strong load per writer and field.
    let response: JSONResponse

    private func put(_ key: String, _ value: UnsafeMutablePointer<json_t>?) {
        // withCString: the String passed as is would be copied into a new heap array per key.
        guard let raw, let value, key.withCString({ json_object_set_new_nocheck(raw, $0, value) }) == 0 else {
            response.outOfMemory = true
            return
        }
    }

    public func set(_ key: String, _ value: String) { put(key, JSONText.string(value)) }
    public func set(_ key: String, _ value: String?) { put(key, value.map(JSONText.string) ?? json_null()) }
    public func set(_ key: String, _ value: Int64) { put(key, json_integer(json_int_t(value))) }
    public func set(_ key: String, _ value: Int) { set(key, Int64(value)) }
    public func set(_ key: String, _ value: Int64?) { put(key, value.map { json_integer(json_int_t($0)) } ?? json_null()) }
    public func set(_ key: String, _ value: Double) { put(key, JSONText.real(value)) }
    public func set(_ key: String, _ value: Double?) { put(key, value.map(JSONText.real) ?? json_null()) }
    public func set(_ key: String, _ value: Bool) { put(key, value ? json_true() : json_false()) }
    public func set(_ key: String, _ value: RecordID) { put(key, JSONText.string(value.text)) }
    public func set(_ key: String, _ value: RecordID?) { put(key, value.map { JSONText.string($0.text) } ?? json_null()) }
    public func set(_ key: String, _ value: Timestamp) { put(key, JSONText.string(WireTime.format(value))) }
    public func set(_ key: String, _ value: Timestamp?) { put(key, value.map { JSONText.string(WireTime.format($0)) } ?? json_null()) }
    public func set(_ key: String, _ value: Day) { put(key, JSONText.string(WireTime.format(value))) }
    public func set(_ key: String, _ value: [String]) {
        setArray(key) { a in for s in value { a.append(s) } }
    }
    public func setNull(_ key: String) { put(key, json_null()) }

    /// Members of the root object streamed as bytes rather than built as tree nodes (a bulk
    /// save's ids: a node per id costs a malloc, a free and its share of two dumps), whichever
    /// object this writer fills. They follow the tree's members in the output, in call order.
    public func streamRootMembers(_ body: (JSONStreamObject) throws -> Void) rethrows {
        let stream: JSONStream
        if let tail = response.tail { stream = tail } else {
            stream = JSONStream(capacity: 256, open: false)
            response.tail = stream
        }
        // Each member after the tree's own: a comma before every one (the dump drops the first
        // when the tree has none).
        stream.comma = true
        try body(JSONStreamObject(stream: stream))
    }

    public func setObject(_ key: String, _ body: (JSONObjectWriter) throws -> Void) rethrows {
        let child = json_object()
        put(key, child)
        try body(JSONObjectWriter(raw: child, response: response))
    }

    public func setArray(_ key: String, _ body: (JSONArrayWriter) throws -> Void) rethrows {
        let child = json_array()
        put(key, child)
        try body(JSONArrayWriter(raw: child, response: response))
    }
}

public struct JSONArrayWriter {
    let raw: UnsafeMutablePointer<json_t>?
    let response: JSONResponse   // strong, as in JSONObjectWriter

    private func put(_ value: UnsafeMutablePointer<json_t>?) {
        guard let raw, let value, json_array_append_new(raw, value) == 0 else {
            response.outOfMemory = true
            return
        }
    }

    public func append(_ value: String) { put(JSONText.string(value)) }
    public func append(_ value: Int64) { put(json_integer(json_int_t(value))) }
    public func append(_ value: Double) { put(JSONText.real(value)) }
    public func appendObject(_ body: (JSONObjectWriter) throws -> Void) rethrows {
        let child = json_object()
        put(child)
        try body(JSONObjectWriter(raw: child, response: response))
    }
    public func appendArray(_ body: (JSONArrayWriter) throws -> Void) rethrows {
        let child = json_array()
        put(child)
        try body(JSONArrayWriter(raw: child, response: response))
    }
}

enum JSONText {
    static func string(_ s: String) -> UnsafeMutablePointer<json_t>? {
        // Swift strings are valid UTF-8 already: skip jansson's second validation. The bytes are
        // read in place (native and small strings); `var s = s; s.withUTF8` paid a retain and a
        // release of the string per value, and only a bridged string needs that copy.
        if let made = s.utf8.withContiguousStorageIfAvailable(stringNoCheck) { return made }
        var s = s
        return s.withUTF8(stringNoCheck)
    }

    private static func stringNoCheck(_ utf8: UnsafeBufferPointer<UInt8>) -> UnsafeMutablePointer<json_t>? {
        utf8.withMemoryRebound(to: CChar.self) { c in
            guard let base = c.baseAddress else { return json_stringn_nocheck("", 0) }
            return json_stringn_nocheck(base, c.count)
        }
    }

    /// JSON has no NaN or infinity: such a value is written as null.
    static func real(_ d: Double) -> UnsafeMutablePointer<json_t>? { d.isFinite ? json_real(d) : json_null() }

    /// Dumps into a malloc buffer the host frees with lift_free. Most responses fit the first
    /// guess, so they are written in one pass; a larger one is measured by that pass, then rewritten.
    /// `tail`: members (each with its leading comma) spliced in before the root object's `}`.
    static func dump(_ value: UnsafeMutablePointer<json_t>, tail: [UInt8] = []) -> UnsafeMutablePointer<CChar>? {
        // 15 significant digits (DBL_DIG): every decimal a host sent comes back as sent (80.5,
        // not 80.500000000000000); jansson's default 17 prints 2165.6 as 2165.5999999999999.
        let realPrecision = (15 & 0x1F) << 11   // JSON_REAL_PRECISION(15), a macro Swift cannot import
        let flags = Int(JSON_COMPACT) | Int(JSON_ENCODE_ANY) | realPrecision
        let (start, startOverflow) = tail.count.addingReportingOverflow(1024)
        guard !startOverflow else { return nil }
        var capacity = start
        for _ in 0..<2 {
            guard let buffer = malloc(capacity)?.assumingMemoryBound(to: CChar.self) else { return nil }
            let needed = json_dumpb(value, buffer, capacity - 1, flags)
            if needed == 0 { free(buffer); return nil }   // jansson failed (out of memory)
            if needed < capacity - tail.count {
                guard !tail.isEmpty else {
                    buffer[needed] = 0
                    return buffer
                }
                // The tree ends with the root's `}`: the tail goes before it (without its first
                // comma when the tree has no member: `{}`).
                let skip = needed <= 2 ? 1 : 0
                let end = needed - 1 + tail.count - skip
                tail.withUnsafeBufferPointer { t in
                    if let base = t.baseAddress { memcpy(buffer + (needed - 1), base + skip, t.count - skip) }
                }
                buffer[end] = CChar(UInt8(ascii: "}"))
                buffer[end + 1] = 0
                return buffer
            }
            free(buffer)
            let (grown, overflow) = needed.addingReportingOverflow(1 + tail.count)
            guard !overflow else { return nil }
            capacity = grown
        }
        return nil
    }
}
