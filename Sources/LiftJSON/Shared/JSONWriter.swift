#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CJansson
import LiftCore

/// A response under construction. Children are attached to their parent before they are filled,
/// so an error thrown halfway leaks nothing: the root owns the whole tree.
public final class JSONResponse {
    /// The jansson tree, made on first use: a response written wholly as bytes never makes one.
    private var tree: UnsafeMutablePointer<json_t>?
    fileprivate var outOfMemory = false
    /// Members written as bytes (`JSONObjectWriter.setRaw`), each with its leading comma: they
    /// follow the tree's members in the root object. In byte mode, every root member.
    fileprivate var tail = JSONBytes(capacity: 0)
    fileprivate var misplacedRaw = false
    /// Byte mode (`writeAsBytes`): the root's members are written straight into `tail` in call
    /// order and the text is `{` + tail + `}`, with no tree and no jansson dump.
    fileprivate private(set) var bytesOnly = false
    /// dumpBytes gave the members' buffer away as the text.
    private var handedOver = false

    public init() {}

    deinit { if let tree { json_decref(tree) } }

    fileprivate var root: UnsafeMutablePointer<json_t>? {
        if tree == nil && !bytesOnly && !outOfMemory {
            tree = json_object()
            outOfMemory = tree == nil
        }
        return tree
    }

    public var object: JSONObjectWriter { JSONObjectWriter(raw: root, response: self) }

    /// Writes this response wholly as bytes: root members may be strings, integers and setRaw
    /// members; anything that needs the tree (nested objects, arrays, reals, null) fails the
    /// response as `internal`. Only before anything was written (the route response: its
    /// jansson tree and dump cost more than planning a route across Helsinki's centre).
    public func writeAsBytes() {
        guard tree == nil && tail.isEmpty else {
            misplacedRaw = true
            return
        }
        bytesOnly = true
        tail = JSONBytes(capacity: 1024)
    }

    /// Compact UTF-8 text in a buffer from malloc, to be released with free() (lift_free).
    public func dump() throws -> UnsafeMutablePointer<CChar> {
        if bytesOnly { return try dumpBytes() }
        guard let root, !outOfMemory else { throw LiftError(.noMemory, "out of memory building the response") }
        guard !misplacedRaw else { throw LiftError(.internal, "raw JSON members are only for the root object") }
        guard !tail.outOfMemory, let text = JSONText.dump(root, tail: tail.bytes) else { throw LiftError(.noMemory, "out of memory writing the response") }
        return text
    }

    /// `{` + the members without the first one's comma + `}`, NUL-terminated: the members'
    /// own buffer becomes the text (its first comma turned into the `{`), with no second
    /// buffer and copy of the whole response.
    /// Once: the buffer is then the caller's (`text()` reads without taking it).
    private func dumpBytes() throws -> UnsafeMutablePointer<CChar> {
        try checkBytes()
        guard !handedOver else { throw LiftError(.internal, "the response's bytes were handed over already") }
        handedOver = true
        if tail.isEmpty { tail.raw(UInt8(ascii: "{")) } else { tail.replaceFirst(with: UInt8(ascii: "{")) }
        tail.raw(UInt8(ascii: "}"))
        tail.raw(0)
        guard !tail.outOfMemory, let text = tail.detach() else {
            throw LiftError(.noMemory, "out of memory writing the response")
        }
        return UnsafeMutableRawPointer(text).assumingMemoryBound(to: CChar.self)
    }

    private func checkBytes() throws {
        guard !misplacedRaw else { throw LiftError(.internal, "a response written as bytes takes only root strings, integers and raw members") }
        guard !tail.outOfMemory else { throw LiftError(.noMemory, "out of memory writing the response") }
    }

    /// The text as a Swift string (tests and diagnostics); as often as asked, before the dump.
    public func text() throws -> String {
        if bytesOnly {
            try checkBytes()
            return tail.withBytes { t in
                "{" + String(decoding: t.isEmpty ? t : UnsafeBufferPointer(rebasing: t.dropFirst()), as: UTF8.self) + "}"
            }
        }
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
        guard !response.bytesOnly else {
            if let value { json_decref(value) }
            response.misplacedRaw = true
            return
        }
        // withCString: the String passed as is would be copied into a new heap array per key.
        guard let raw, let value, key.withCString({ json_object_set_new_nocheck(raw, $0, value) }) == 0 else {
            response.outOfMemory = true
            return
        }
    }

    public func set(_ key: String, _ value: String) {
        if response.bytesOnly { return member(key) { $0.string(value) } }
        put(key, JSONText.string(value))
    }
    public func set(_ key: String, _ value: String?) { put(key, value.map(JSONText.string) ?? json_null()) }
    public func set(_ key: String, _ value: Int64) {
        if response.bytesOnly { return member(key) { $0.integer(value) } }
        put(key, json_integer(json_int_t(value)))
    }
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

    /// A member whose value is JSON text written by JSONBytes (large arrays of numbers, with no
    /// tree built). Root object only; such members follow the tree's members in the output, in
    /// call order among themselves, so set them after the others.
    public func setRaw(_ key: StaticString, _ value: borrowing JSONBytes) { setRaw(key) { $0.append(value) } }

    /// As `setRaw(_:_:)`, the value written by `body` straight into the response's bytes (no
    /// buffer of its own to copy).
    public func setRaw(_ key: StaticString, _ body: (inout JSONBytes) -> Void) {
        guard raw == response.root else {
            response.misplacedRaw = true
            return
        }
        response.tail.raw(UInt8(ascii: ","))
        response.tail.key(key)
        body(&response.tail)
    }

    /// A root member in byte mode: `,"key":` then the value `body` writes.
    private func member(_ key: String, _ body: (inout JSONBytes) -> Void) {
        guard raw == nil else {
            response.misplacedRaw = true
            return
        }
        response.tail.raw(UInt8(ascii: ","))
        response.tail.string(key)
        response.tail.raw(UInt8(ascii: ":"))
        body(&response.tail)
    }

    public func setObject(_ key: String, _ body: (JSONObjectWriter) throws -> Void) rethrows {
        guard !response.bytesOnly else { return response.misplacedRaw = true }
        let child = json_object()
        put(key, child)
        try body(JSONObjectWriter(raw: child, response: response))
    }

    public func setArray(_ key: String, _ body: (JSONArrayWriter) throws -> Void) rethrows {
        guard !response.bytesOnly else { return response.misplacedRaw = true }
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
