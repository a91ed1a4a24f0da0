/// A hybrid logical clock stamp: physical milliseconds, a counter within one millisecond, and the
/// site that made it. Ordered by all three, so two different writes never tie.
public struct SyncVersion: Sendable, Hashable, Comparable {
    public let ms: Int64
    public let counter: Int64
    /// The site as numbers: a batch carries one version per field, and a site kept as text was
    /// one string to allocate, copy and release for each.
    public let siteID: SyncSiteID

    public var site: String { siteID.text }

    public init(ms: Int64, counter: Int64, site: SyncSiteID) {
        self.ms = ms
        self.counter = counter
        siteID = site
    }

    /// `site`: 32 lowercase hex digits, as every store makes; any other text reads as site zero.
    public init(ms: Int64, counter: Int64, site: String) {
        self.init(ms: ms, counter: counter, site: SyncSiteID(site) ?? .zero)
    }

    public static func < (a: SyncVersion, b: SyncVersion) -> Bool {
        if a.ms != b.ms { return a.ms < b.ms }
        if a.counter != b.counter { return a.counter < b.counter }
        return a.siteID < b.siteID
    }

    /// `"<ms>.<counter>.<site>"`, the wire and stored spelling.
    public var text: String { withText { String(decoding: $0, as: UTF8.self) } }

    /// The spelling of `text` as bytes, without making a string. Inlinable: specialised where it
    /// is called, as a generic it cost more than the string it saves.
    @inlinable public func withText<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 80) { buf in
            var n = SyncDecimal.write(ms, into: buf, at: 0)
            buf[n] = UInt8(ascii: ".")
            n = SyncDecimal.write(counter, into: buf, at: n + 1)
            buf[n] = UInt8(ascii: ".")
            n = siteID.write(into: buf, at: n + 1)
            return try body(UnsafeBufferPointer(rebasing: buf[0..<n]))
        }
    }

    /// Reads the spelling of `text`: both numbers non-negative decimals, the site 32 lowercase hex
    /// digits; anything else is nil.
    public init?(text: String) {
        var text = text
        guard let v = text.withUTF8({ SyncVersion(utf8: UnsafeRawBufferPointer($0)) }) else { return nil }
        self = v
    }

    /// The same from UTF-8 bytes (a stored or received version, read in place).
    public init?(utf8 bytes: UnsafeRawBufferPointer) {
        var ms: Int64 = 0, counter: Int64 = 0, part = 0, digits = 0, i = 0
        while part < 2 {
            guard i < bytes.count else { return nil }
            let b = bytes[i]
            i += 1
            if b == UInt8(ascii: ".") {
                guard digits > 0 else { return nil }
                part += 1
                digits = 0
            } else {
                guard b >= 48, b <= 57, digits < 18 else { return nil }
                if part == 0 { ms = ms * 10 + Int64(b - 48) } else { counter = counter * 10 + Int64(b - 48) }
                digits += 1
            }
        }
        guard let site = SyncSiteID(utf8: UnsafeRawBufferPointer(rebasing: bytes[i...])) else { return nil }
        self.init(ms: ms, counter: counter, site: site)
    }
}

/// A site id, 32 lowercase hex digits, as two 64-bit halves: compared half by half it orders as
/// its text does.
public struct SyncSiteID: Sendable, Hashable, Comparable {
    public let high: UInt64
    public let low: UInt64

    public static let zero = SyncSiteID(high: 0, low: 0)

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    public init?(_ text: String) {
        var text = text
        guard let s = text.withUTF8({ SyncSiteID(utf8: UnsafeRawBufferPointer($0)) }) else { return nil }
        self = s
    }

    /// Eight digits at a time: a site is read for every change applied and every version a feed
    /// decodes, and a digit at a time was most of the cost of reading a version.
    public init?(utf8 bytes: UnsafeRawBufferPointer) {
        guard bytes.count == 32,
              let a = Self.hex8(bytes, 0), let b = Self.hex8(bytes, 8),
              let c = Self.hex8(bytes, 16), let d = Self.hex8(bytes, 24) else { return nil }
        self.init(high: a << 32 | b, low: c << 32 | d)
    }

    /// The value of the 8 lowercase hex digits at `offset` (the caller checked they are there),
    /// or nil when one is not.
    private static func hex8(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64? {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high = ones &* 0x80
        // The first digit in the lowest byte.
        let x = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        // Every byte below 0x80, so adding at most 0x50 to each never carries into the next.
        guard x & high == 0 else { return nil }
        let digit = (x &+ ones &* 0x50) & ~(x &+ ones &* 0x46)    // 0x30...0x39
        let letter = (x &+ ones &* 0x1F) & ~(x &+ ones &* 0x19)   // 0x61...0x66
        guard (digit | letter) & high == high else { return nil }
        // A digit's value is its low nibble; a letter's (bit 6 set) its low nibble + 9.
        let v = (x & (ones &* 0x0F)) &+ ((x >> 6) & ones) &* 9
        // Pairs of digits into bytes 0, 2, 4, 6 (the first digit of each pair high), then the four
        // pairs in reading order.
        let pairs = ((v << 4) | (v >> 8)) & 0x00FF_00FF_00FF_00FF
        return (pairs & 0xFF) << 24 | (pairs >> 16 & 0xFF) << 16 | (pairs >> 32 & 0xFF) << 8 | (pairs >> 48 & 0xFF)
    }

    public static func < (a: SyncSiteID, b: SyncSiteID) -> Bool { (a.high, a.low) < (b.high, b.low) }

    public var text: String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buf in
            _ = write(into: buf, at: 0)
            return String(decoding: buf, as: UTF8.self)
        }
    }

    /// Writes the 32 digits at `at`; returns the index after them. The buffer must hold them.
    public func write(into buf: UnsafeMutableBufferPointer<UInt8>, at: Int) -> Int {
        // Every caller sizes its buffer for the site; a short one writes nothing rather than trap.
        guard at >= 0, buf.count - at >= 32, let base = buf.baseAddress else { return at }
        // Eight digits per store: a feed writes a site for every version it answers, and the
        // stored state of every change applied holds one per field.
        let p = UnsafeMutableRawPointer(base + at)
        p.storeBytes(of: Self.hex8(UInt32(truncatingIfNeeded: high >> 32)), toByteOffset: 0, as: UInt64.self)
        p.storeBytes(of: Self.hex8(UInt32(truncatingIfNeeded: high)), toByteOffset: 8, as: UInt64.self)
        p.storeBytes(of: Self.hex8(UInt32(truncatingIfNeeded: low >> 32)), toByteOffset: 16, as: UInt64.self)
        p.storeBytes(of: Self.hex8(UInt32(truncatingIfNeeded: low)), toByteOffset: 24, as: UInt64.self)
        return at + 32
    }

    /// The 8 lowercase hex digits of `v`, as the bytes of a word stored in memory order.
    private static func hex8(_ v: UInt32) -> UInt64 {
        // One nibble per byte, the most significant in the highest byte.
        var x = UInt64(v)
        x = (x & 0xFFFF_0000) << 16 | (x & 0x0000_FFFF)
        x = (x & 0x0000_FF00_0000_FF00) << 8 | (x & 0x0000_00FF_0000_00FF)
        x = (x & 0x00F0_00F0_00F0_00F0) << 4 | (x & 0x000F_000F_000F_000F)
        let ones: UInt64 = 0x0101_0101_0101_0101
        // '0' + n, and 39 more for a letter (n >= 10, so n + 6 has bit 4 set).
        let letters = ((x &+ ones &* 6) >> 4) & ones
        let text = x &+ ones &* 0x30 &+ letters &* 39
        // Big-endian: the first digit at the lowest address.
        return text.bigEndian
    }
}

public enum SyncSite {
    /// 32 lowercase hex digits.
    public static func isValid<S: StringProtocol>(_ s: S) -> Bool {
        s.utf8.count == 32 && s.utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 102) }
    }
}

/// Decimal digits of an integer written into a buffer, as `String(n)` spells them.
public enum SyncDecimal {
    /// Writes `n` at `at` (20 bytes at most); returns the index after it.
    public static func write(_ n: Int64, into buf: UnsafeMutableBufferPointer<UInt8>, at: Int) -> Int {
        var at = at
        if n < 0 {
            guard at >= 0, at < buf.count else { return at }
            buf[at] = UInt8(ascii: "-")
            at += 1
        }
        return write(n.magnitude, into: buf, at: at)
    }

    public static func write(_ n: UInt64, into buf: UnsafeMutableBufferPointer<UInt8>, at: Int) -> Int {
        var digits = 1
        var limit: UInt64 = 10
        while digits < 20, n >= limit {
            digits += 1
            limit = limit &* 10
        }
        // Callers reserve 20 bytes, the most a UInt64 spells; a short buffer writes nothing rather than trap.
        guard at >= 0, buf.count - at >= digits, let base = buf.baseAddress else { return at }
        let p = base + at
        // Two digits a step from a table: every version and number a sync state stores is
        // spelt here, a dozen to twenty digits each.
        let pairs = Self.pairs.utf8Start
        var v = n
        var k = digits
        while v >= 100 {
            let r = Int(truncatingIfNeeded: v % 100) &* 2
            v /= 100
            k -= 2
            p[k] = pairs[r]
            p[k + 1] = pairs[r + 1]
        }
        if v >= 10 {
            let r = Int(truncatingIfNeeded: v) &* 2
            p[0] = pairs[r]
            p[1] = pairs[r + 1]
        } else {
            p[0] = UInt8(truncatingIfNeeded: v) &+ 48
        }
        return at + digits
    }

    private static let pairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """
}

/// The store's clock: every version it makes is later than every version it has made or seen.
public struct SyncClock: Sendable, Equatable {
    public private(set) var ms: Int64
    public private(set) var counter: Int64
    public let site: String
    let siteID: SyncSiteID

    public init(ms: Int64, counter: Int64, site: String) {
        self.ms = ms
        self.counter = counter
        self.site = site
        siteID = SyncSiteID(site) ?? .zero
    }

    /// A new local version at physical time `now` (or just after the latest seen).
    public mutating func tick(now: Int64) -> SyncVersion {
        if now > ms {
            ms = now
            counter = 0
        } else if counter < Int64.max / 2 {
            counter += 1
        } else if ms < Int64.max / 2 {
            ms += 1
            counter = 0
        }
        return version
    }

    /// Moves past a version received from elsewhere.
    public mutating func observe(_ v: SyncVersion) {
        if v.ms > ms || (v.ms == ms && v.counter > counter) {
            ms = v.ms
            counter = v.counter
        }
    }

    public var version: SyncVersion { SyncVersion(ms: ms, counter: counter, site: siteID) }
}
