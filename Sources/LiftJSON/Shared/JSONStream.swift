#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LiftCore

/// A response written straight into bytes as it is produced, with no jansson tree and dump: for
/// answers with many numbers (a route's geometry). Objects and arrays are opened and closed by
/// the calls that fill them, and commas are placed here, so what comes out is valid JSON by
/// construction. A kind chooses it for a verb by the type of its action (`JSONStreamObject`
/// instead of `JSONObjectWriter`); the two writers share no methods, so a misuse does not compile.
public final class JSONStreamResponse {
    let stream = JSONStream(capacity: 1024, open: true)

    public init() {}

    /// The root object's members.
    public var object: JSONStreamObject { JSONStreamObject(stream: stream) }

    /// Compact UTF-8 text in a buffer from malloc, to be released with free() (lift_free). Once:
    /// the buffer is then the caller's.
    public func dump() throws -> UnsafeMutablePointer<CChar> {
        stream.bytes.raw(UInt8(ascii: "}"))
        stream.bytes.raw(0)
        guard !stream.bytes.outOfMemory, let text = stream.bytes.detach() else {
            throw LiftError(.noMemory, "out of memory writing the response")
        }
        return UnsafeMutableRawPointer(text).assumingMemoryBound(to: CChar.self)
    }

    /// The text as a Swift string (tests and diagnostics).
    public func text() throws -> String {
        guard !stream.bytes.outOfMemory else { throw LiftError(.noMemory, "out of memory writing the response") }
        return stream.bytes.withBytes { String(decoding: $0, as: UTF8.self) } + "}"
    }
}

/// The bytes of a streamed response and whether the next member or element needs a comma before
/// it: false right after an object or array opens or a key is written, true after any value.
final class JSONStream {
    var bytes: JSONBytes
    var comma = false

    /// `open`: the root object's `{` written already.
    init(capacity: Int, open: Bool) {
        bytes = JSONBytes(capacity: capacity)
        if open { bytes.raw(UInt8(ascii: "{")) }
    }

    @inline(__always) func separate() {
        if comma { bytes.raw(UInt8(ascii: ",")) }
        comma = true
    }

    @inline(__always) func key(_ k: StaticString) {
        separate()
        bytes.key(k)
    }

    func open(_ c: UInt8) {
        bytes.raw(c)
        comma = false
    }

    func close(_ c: UInt8) {
        bytes.raw(c)
        comma = true
    }
}

/// The members of one object of a streamed response, written in call order.
public struct JSONStreamObject {
    let stream: JSONStream

    public func set(_ key: StaticString, _ value: String) { stream.key(key); stream.bytes.string(value) }
    /// ASCII or UTF-8 text as bytes (an encoded polyline), escaped here as JSON requires.
    public func set(_ key: StaticString, utf8 value: [UInt8]) { stream.key(key); stream.bytes.string(value) }
    public func set(_ key: StaticString, _ value: Int) { stream.key(key); stream.bytes.integer(value) }
    public func set(_ key: StaticString, _ value: Int64) { stream.key(key); stream.bytes.integer(value) }
    public func set(_ key: StaticString, _ value: Bool) { stream.key(key); stream.bytes.boolean(value) }
    /// As the tree writer prints a real (15 significant digits); not finite: null.
    public func set(_ key: StaticString, _ value: Double) { stream.key(key); stream.bytes.real(value) }
    /// Rounded to `decimals` places (0...9), as `JSONBytes.fixed`.
    public func set(_ key: StaticString, _ value: Double, decimals: Int) { stream.key(key); stream.bytes.fixed(value, decimals: decimals) }
    public func setNull(_ key: StaticString) { stream.key(key); stream.bytes.null() }

    public func setObject(_ key: StaticString, _ body: (JSONStreamObject) throws -> Void) rethrows {
        stream.key(key)
        stream.open(UInt8(ascii: "{"))
        try body(self)
        stream.close(UInt8(ascii: "}"))
    }

    public func setArray(_ key: StaticString, _ body: (JSONStreamArray) throws -> Void) rethrows {
        stream.key(key)
        stream.open(UInt8(ascii: "["))
        try body(JSONStreamArray(stream: stream))
        stream.close(UInt8(ascii: "]"))
    }
}

/// The elements of one array of a streamed response, written in call order.
public struct JSONStreamArray {
    let stream: JSONStream

    public func append(_ value: String) { stream.separate(); stream.bytes.string(value) }
    public func append(utf8 value: [UInt8]) { stream.separate(); stream.bytes.string(value) }
    public func append(_ value: Int) { stream.separate(); stream.bytes.integer(value) }
    public func append(_ value: Int64) { stream.separate(); stream.bytes.integer(value) }
    public func append(_ value: Bool) { stream.separate(); stream.bytes.boolean(value) }
    public func append(_ value: Double) { stream.separate(); stream.bytes.real(value) }
    public func append(_ value: Double, decimals: Int) { stream.separate(); stream.bytes.fixed(value, decimals: decimals) }
    public func appendNull() { stream.separate(); stream.bytes.null() }

    public func appendObject(_ body: (JSONStreamObject) throws -> Void) rethrows {
        stream.separate()
        stream.open(UInt8(ascii: "{"))
        try body(JSONStreamObject(stream: stream))
        stream.close(UInt8(ascii: "}"))
    }

    public func appendArray(_ body: (JSONStreamArray) throws -> Void) rethrows {
        stream.separate()
        stream.open(UInt8(ascii: "["))
        try body(self)
        stream.close(UInt8(ascii: "]"))
    }
}
