#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The byte buffer under `JSONStreamResponse` (and the tree response's streamed root members):
/// values formatted and escaped here, with integer arithmetic and no printf for the numbers a
/// route answer is made of. The structure (braces, commas) is the stream's job.
///
/// The bytes live in one malloc buffer this value owns (noncopyable: no copy-on-write checks, no
/// reference counting): an Array's append of a few bytes cost ~90 instructions, and a route
/// response makes ~100 of them. Out of memory is remembered (`outOfMemory`), never a trap.
public struct JSONBytes: ~Copyable {
    @usableFromInline var base: UnsafeMutablePointer<UInt8>?
    @usableFromInline var count = 0
    @usableFromInline var capacity = 0
    /// A growth failed: some bytes are missing, the text must not be used.
    public private(set) var outOfMemory = false

    public init(capacity: Int = 256) { _ = reserve(max(0, capacity)) }

    deinit { free(base) }

    /// A copy of the text (tests, and callers that keep it).
    public var bytes: [UInt8] { withBytes { Array($0) } }

    public var isEmpty: Bool { count == 0 }

    public func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Room for `n` more bytes; false (and `outOfMemory`) when it cannot be had.
    @usableFromInline mutating func reserve(_ n: Int) -> Bool {
        let (need, overflow) = count.addingReportingOverflow(n)
        guard !overflow else {
            outOfMemory = true
            return false
        }
        if need <= capacity { return true }
        let (doubled, doubleOverflow) = capacity.multipliedReportingOverflow(by: 2)
        let grown = max(need, doubleOverflow ? need : doubled, 64)
        guard let p = realloc(base, grown) else {
            outOfMemory = true
            return false
        }
        base = p.assumingMemoryBound(to: UInt8.self)
        capacity = grown
        return true
    }

    /// Overwrites the first byte (there must be one): a response's first member comma becomes
    /// the root's `{`.
    mutating func replaceFirst(with c: UInt8) {
        guard count > 0, let base else { return }
        base[0] = c
    }

    /// Hands the malloc buffer to the caller (who frees it) and leaves this writer empty; nil
    /// when there is none or a growth failed.
    mutating func detach() -> UnsafeMutablePointer<UInt8>? {
        guard !outOfMemory, count > 0, let b = base else { return nil }
        base = nil
        count = 0
        capacity = 0
        return b
    }

    /// Forgets the bytes written, keeping the buffer (a document flushed to its output).
    mutating func removeAll() { count = 0 }

    /// One structural byte: `{`, `}`, `[`, `]`, `,` or `:`.
    @inlinable mutating func raw(_ c: UInt8) {
        guard count < capacity || reserve(1), let base else { return }
        base[count] = c
        count &+= 1
    }

    /// `n` bytes from `p`, as they are.
    @usableFromInline mutating func append(_ p: UnsafePointer<UInt8>?, _ n: Int) {
        guard n > 0, let p, reserve(n), let base else { return }
        // Most pieces are a few bytes (a name, a word of an instruction): copied here rather
        // than through a call to memmove.
        if n <= 16 {
            for i in 0..<n { base[count &+ i] = p[i] }
        } else {
            (base + count).update(from: p, count: n)
        }
        count &+= n
    }

    /// `"key":` (keys are the response's own field names: ASCII, nothing to escape). Inlinable:
    /// at a call site the key's length is a constant and the copy a few moves.
    @inlinable mutating func key(_ k: StaticString) {
        let n = k.utf8CodeUnitCount
        let (room, overflow) = n.addingReportingOverflow(3)
        guard !overflow, reserve(room), let base else { return }
        base[count] = UInt8(ascii: "\"")
        (base + (count &+ 1)).update(from: k.utf8Start, count: n)
        base[count &+ n &+ 1] = UInt8(ascii: "\"")
        base[count &+ n &+ 2] = UInt8(ascii: ":")
        count &+= room
    }

    /// A string value, escaped as JSON requires (quote, backslash, control characters).
    public mutating func string(_ s: String) {
        // Native and small strings are read in place; only a bridged one needs the copy.
        if s.utf8.withContiguousStorageIfAvailable({ string(utf8: $0) }) != nil { return }
        var s = s
        s.withUTF8 { string(utf8: $0) }
    }

    /// A string value from UTF-8 bytes (valid UTF-8; escaped here).
    public mutating func string(utf8: UnsafeBufferPointer<UInt8>) {
        raw(UInt8(ascii: "\""))
        content(utf8: utf8)
        raw(UInt8(ascii: "\""))
    }

    /// Part of a string value between its quotes, escaped: a value written in pieces (an
    /// instruction) opens and closes its own quotes around them.
    public mutating func content(utf8: UnsafeBufferPointer<UInt8>) {
        // Runs of bytes that need no escape are copied in one go (a route's polyline is hundreds
        // of bytes with a backslash every ~60). The scan tests eight bytes a step: a word with
        // no quote, backslash or control byte is passed over whole.
        guard let p = utf8.baseAddress else { return }
        let count = utf8.count
        var run = 0, i = 0
        while i < count {
            if count &- i >= 8 && !Self.mayNeedEscape(UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self)) {
                i &+= 8
                continue
            }
            let c = p[i]
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\") || c < 0x20 {
                append(p + run, i &- run)
                run = i &+ 1
                escape(c)
            }
            i &+= 1
        }
        append(p + run, count &- run)
    }

    /// True when one of the eight bytes may be `"`, `\` or below 0x20 (no false negatives; a
    /// false positive only sends the word to the byte-by-byte test). The classic "has a zero
    /// byte" test on the word xor-ed with each byte sought, and on the word minus 0x20 per byte.
    @inline(__always) static func mayNeedEscape(_ w: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let quote = w ^ (ones &* 0x22), backslash = w ^ (ones &* 0x5C)
        let zeroQuote = (quote &- ones) & ~quote
        let zeroBackslash = (backslash &- ones) & ~backslash
        let control = (w &- ones &* 0x20) & ~w
        return (zeroQuote | zeroBackslash | control) & highs != 0
    }

    /// As jansson's dump writes them, so a member written here reads the same as the tree's:
    /// the short escapes, else \u00XX in upper case.
    private mutating func escape(_ c: UInt8) {
        raw(UInt8(ascii: "\\"))
        switch c {
        case 0x08: raw(UInt8(ascii: "b"))
        case 0x0C: raw(UInt8(ascii: "f"))
        case 0x0A: raw(UInt8(ascii: "n"))
        case 0x0D: raw(UInt8(ascii: "r"))
        case 0x09: raw(UInt8(ascii: "t"))
        case _ where c < 0x20:
            raw(UInt8(ascii: "u")); raw(UInt8(ascii: "0")); raw(UInt8(ascii: "0"))
            raw(Self.hexDigit(c >> 4))
            raw(Self.hexDigit(c & 0xF))
        default: raw(c)
        }
    }

    private static func hexDigit(_ v: UInt8) -> UInt8 { v < 10 ? v &+ 48 : v &+ 55 }

    public mutating func string(_ utf8: [UInt8]) { utf8.withUnsafeBufferPointer { string(utf8: $0) } }

    public mutating func null() { append(literal: "null") }

    public mutating func boolean(_ v: Bool) { append(literal: v ? "true" : "false") }

    /// Bytes that need no escape (the writer's own words), as they are.
    mutating func append(literal: StaticString) { append(literal.utf8Start, literal.utf8CodeUnitCount) }

    /// A real as jansson's dump writes it with the tree writer's 15 significant digits (`%.15g`,
    /// a `.0` added to what would read as an integer, the exponent without `+` or leading
    /// zeros), so a member written here reads the same as the tree's. Not finite: null.
    public mutating func real(_ v: Double) {
        guard v.isFinite else { return null() }
        var text = [CChar](repeating: 0, count: 32)
        let n = withVaList([v]) { vsnprintf(&text, text.count, "%.15g", $0) }
        guard n > 0, n < text.count else { return null() }
        var out = text[0..<Int(n)].map { UInt8(bitPattern: $0) }
        if !out.contains(UInt8(ascii: ".")) && !out.contains(UInt8(ascii: "e")) { out += [UInt8(ascii: "."), UInt8(ascii: "0")] }
        if let e = out.firstIndex(of: UInt8(ascii: "e")) {
            // "1e+20" -> "1e20", "1e-05" -> "1e-5": a sign of + and the zeros after the sign go.
            var start = e + 1, end = e + 2
            if out.indices.contains(start) && out[start] == UInt8(ascii: "-") { start += 1 }
            while end < out.count - 1 && out[end] == UInt8(ascii: "0") { end += 1 }
            if start < end { out.removeSubrange(start..<end) }
        }
        out.withUnsafeBufferPointer { append($0.baseAddress, $0.count) }
    }

    public mutating func integer(_ v: Int) { integer(Int64(v)) }

    public mutating func integer(_ v: Int64) {
        withScratch { buf in
            var start = Self.digits(v.magnitude, endingAt: Self.scratchBytes, in: buf)
            if v < 0 {
                start &-= 1
                buf[start] = UInt8(ascii: "-")
            }
            return (start, Self.scratchBytes)
        }
    }

    /// `v` rounded to `decimals` places (0...9), trailing zeros dropped but one kept after the
    /// point (`1523.4`, `12.0`, `24.9384`), as a JSON real. Not finite, or too large to scale into
    /// 53 bits exactly (|v| * 10^decimals >= 2^53): written as null, as the tree writer does for
    /// non-finite values.
    public mutating func fixed(_ v: Double, decimals: Int) {
        let d = min(max(decimals, 0), 9)
        let x = v * Double(Self.powerOfTen(d))
        guard x.isFinite, x.magnitude < 9_007_199_254_740_992 else {
            raw(UInt8(ascii: "n")); raw(UInt8(ascii: "u")); raw(UInt8(ascii: "l")); raw(UInt8(ascii: "l"))
            return
        }
        // Rounded half away from zero, as `rounded()` does, without its libm call: the conversion
        // truncates (one instruction) and x minus its truncation is exact below 2^53.
        var n = Int64(x)
        let rest = x - Double(n)
        if rest >= 0.5 { n &+= 1 } else if rest <= -0.5 { n &-= 1 }
        var m = n.magnitude
        withScratch { buf in
            // Written backwards from the end: the fraction's d digits (one 0 when d is 0), its
            // trailing zeros dropped but one kept, the point, the whole part, the sign. Dividing
            // by 10 only (a constant: no division instruction), never by 10^d.
            var end = Self.scratchBytes, start = end
            for _ in 0..<max(d, 1) {
                start &-= 1
                buf[start] = UInt8(truncatingIfNeeded: d == 0 ? 0 : m % 10) &+ 48
                if d > 0 { m /= 10 }
            }
            while end &- start > 1 && buf[end &- 1] == UInt8(ascii: "0") { end &-= 1 }
            start &-= 1
            buf[start] = UInt8(ascii: ".")
            start = Self.digits(m, endingAt: start, in: buf)
            if n < 0 {   // what rounds to zero prints as 0.0
                start &-= 1
                buf[start] = UInt8(ascii: "-")
            }
            return (start, end)
        }
    }

    /// 10^d for d in 0...9.
    private static func powerOfTen(_ d: Int) -> UInt64 {
        switch d {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1_000
        case 4: 10_000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        case 8: 100_000_000
        default: 1_000_000_000
        }
    }

    /// 48 bytes: a 53-bit number has at most 16 digits, plus sign, point and 9 decimals; an
    /// Int64 at most 19 digits and a sign.
    private static let scratchBytes = 48

    /// Runs `body` on a stack buffer of `scratchBytes`, which writes its text into the buffer
    /// and returns where it starts and ends; the text is then appended in one copy.
    private mutating func withScratch(_ body: (UnsafeMutableBufferPointer<UInt8>) -> (start: Int, end: Int)) {
        var tmp: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &tmp) { raw in
            let buf = raw.bindMemory(to: UInt8.self)
            let (start, end) = body(buf)
            if let p = buf.baseAddress { append(p + start, end &- start) }
        }
    }

    /// Writes `v`'s digits ending before `end`; returns where they start.
    private static func digits(_ v: UInt64, endingAt end: Int, in buf: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var i = end, v = v
        repeat {
            i &-= 1
            buf[i] = UInt8(truncatingIfNeeded: v % 10) &+ 48
            v /= 10
        } while v > 0
        return i
    }
}
