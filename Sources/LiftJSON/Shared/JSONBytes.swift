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
        // A buffer with little in it yet (an answer sized once its route is planned) moves to a
        // new block: realloc's search for room next to the old one, then its copy, cost more.
        if count <= 256, let old = base {
            guard let p = malloc(grown) else {
                outOfMemory = true
                return false
            }
            let fresh = p.assumingMemoryBound(to: UInt8.self)
            fresh.update(from: old, count: count)
            free(old)
            base = fresh
            capacity = grown
            return true
        }
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
        guard n > 0, let p, count &+ n <= capacity || reserve(n), let base else { return }
        Self.copy(p, n, to: base + count)
        count &+= n
    }

    /// Most pieces are a few bytes to a few dozen (a name, a key, a step's line): up to 64 are
    /// copied as a head and a tail that overlap (4 and 4 bytes, 8 and 8, 16 and 16, 32 and 32),
    /// not byte by byte nor through a call to memmove, which costs more than such a copy.
    @inline(__always) static func copy(_ p: UnsafePointer<UInt8>, _ n: Int, to d: UnsafeMutablePointer<UInt8>) {
        let from = UnsafeRawPointer(p), to = UnsafeMutableRawPointer(d)
        if n < 4 {
            for i in 0..<n { d[i] = p[i] }
        } else if n < 8 {
            let head = from.loadUnaligned(as: UInt32.self), tail = (from + (n &- 4)).loadUnaligned(as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            (to + (n &- 4)).storeBytes(of: tail, as: UInt32.self)
        } else if n <= 16 {
            let head = from.loadUnaligned(as: UInt64.self), tail = (from + (n &- 8)).loadUnaligned(as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            (to + (n &- 8)).storeBytes(of: tail, as: UInt64.self)
        } else if n <= 32 {
            let head = from.loadUnaligned(as: SIMD2<UInt64>.self), tail = (from + (n &- 16)).loadUnaligned(as: SIMD2<UInt64>.self)
            to.storeBytes(of: head, as: SIMD2<UInt64>.self)
            (to + (n &- 16)).storeBytes(of: tail, as: SIMD2<UInt64>.self)
        } else if n <= 64 {
            let head = from.loadUnaligned(as: SIMD4<UInt64>.self), tail = (from + (n &- 32)).loadUnaligned(as: SIMD4<UInt64>.self)
            to.storeBytes(of: head, as: SIMD4<UInt64>.self)
            (to + (n &- 32)).storeBytes(of: tail, as: SIMD4<UInt64>.self)
        } else {
            d.update(from: p, count: n)
        }
    }

    /// `"key":` (keys are the response's own field names: ASCII, nothing to escape). Inlinable:
    /// at a call site the key's length is a constant and the copy a few moves.
    @inlinable mutating func key(_ k: StaticString) {
        let n = k.utf8CodeUnitCount
        let (room, overflow) = n.addingReportingOverflow(3)
        guard !overflow, count &+ room <= capacity || reserve(room), let base else { return }
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
        // Empty is common (a road without a ref or a name): nothing to test or copy.
        guard let p = utf8.baseAddress, utf8.count > 0 else { return }
        let count = utf8.count
        // Most text needs no escape at all (a road's name, a class): tested whole first, eight
        // bytes a step, and copied in one go. A text of 4 to 8 bytes is two words that overlap,
        // a shorter one a word padded with a byte that needs none; a longer one ends with the
        // word that ends with it (overlapping the one before).
        var clean = 0
        if count <= 8 {
            // From 4 bytes on, two 4-byte words that overlap hold every byte.
            let raw = UnsafeRawPointer(p)
            var w: UInt64 = 0x4141_4141_4141_4141
            if count >= 4 {
                w = UInt64(raw.loadUnaligned(as: UInt32.self)) | UInt64((raw + (count &- 4)).loadUnaligned(as: UInt32.self)) << 32
            } else {
                for j in 0..<count { w = w & ~(0xFF << (8 &* UInt64(j))) | UInt64(p[j]) << (8 &* UInt64(j)) }
            }
            if !Self.mayNeedEscape(w) { return append(p, count) }
        } else {
            while clean < count &- 8, !Self.mayNeedEscape(UnsafeRawPointer(p + clean).loadUnaligned(as: UInt64.self)) { clean &+= 8 }
            if clean >= count &- 8, !Self.mayNeedEscape(UnsafeRawPointer(p + (count &- 8)).loadUnaligned(as: UInt64.self)) {
                return append(p, count)
            }
        }
        escaping(p, count, from: clean)
    }

    /// `content` of a text with a byte to escape, none before `from`: runs of bytes that need
    /// none are copied in one go (a route's polyline is hundreds of bytes with a backslash every
    /// ~60), words with none passed over whole.
    private mutating func escaping(_ p: UnsafePointer<UInt8>, _ count: Int, from: Int) {
        var run = 0, i = from
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

    /// Bytes that need no escape (the writer's own words), as they are. Inlined: at a call
    /// site with a literal the length is a constant and the copy a few moves (one of a few
    /// literals, as a member chosen by a switch: the copy's few branches).
    @inline(__always) mutating func append(literal: StaticString) {
        let n = literal.utf8CodeUnitCount
        guard count &+ n <= capacity || reserve(n), let base else { return }
        Self.copy(literal.utf8Start, n, to: base + count)
        count &+= n
    }
}
