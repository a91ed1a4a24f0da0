/// Reads a TZif file (RFC 8536, versions 1 to 4) from its bytes: the 64-bit data of version 2
/// and later (the 32-bit block of version 1 otherwise) and the footer's TZ string. Every count
/// and index is checked against the bytes, so a truncated or damaged file is an error, never a
/// trap or an out-of-bounds read.
public enum TZif {
    public struct Malformed: Error, Equatable, Sendable {
        public let reason: String
    }

    /// Generous bounds on the header's counts: real files hold at most a few hundred of each.
    static let maxTransitions = 100_000
    static let maxTypes = 256
    static let maxDesignationBytes = 65_536

    public static func parse(_ bytes: [UInt8], name: String) throws(Malformed) -> ZoneRules {
        var r = Reader(bytes: bytes)
        let first = try header(&r)
        if first.version == 0 {
            return try block(&r, first, timeSize: 4, name: name)
        }
        // Version 2+: skip the 32-bit block, then read the second header and its 64-bit block.
        try r.skip(first.timecnt * 5 + first.typecnt * 6 + first.charcnt + first.leapcnt * 8
                   + first.isstdcnt + first.isutcnt)
        let second = try header(&r)
        var rules = try block(&r, second, timeSize: 8, name: name)
        guard try r.byte() == 10 else { throw Malformed(reason: "the footer does not start with a newline") }
        var text = [UInt8]()
        while true {
            let c = try r.byte()
            if c == 10 { break }
            text.append(c)
        }
        if !text.isEmpty {
            guard let footer = PosixTZ(text) else {
                throw Malformed(reason: "the footer is not a TZ string: \(String(decoding: text, as: UTF8.self))")
            }
            rules = ZoneRules(name: name, transitions: rules.transitions, offsets: rules.offsets,
                              initialOffset: rules.initialOffset, footer: footer)
        }
        return rules
    }

    struct Header {
        var version: UInt8
        var isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt: Int
    }

    private static func header(_ r: inout Reader) throws(Malformed) -> Header {
        guard try r.bytes(4) == Array("TZif".utf8) else { throw Malformed(reason: "not a TZif file") }
        let version = try r.byte()
        guard version == 0 || (version >= UInt8(ascii: "2") && version <= UInt8(ascii: "4")) else {
            throw Malformed(reason: "unknown version \(version)")
        }
        try r.skip(15)
        var counts = [Int]()
        for _ in 0..<6 { counts.append(Int(try r.uint32())) }
        let h = Header(version: version, isutcnt: counts[0], isstdcnt: counts[1], leapcnt: counts[2],
                       timecnt: counts[3], typecnt: counts[4], charcnt: counts[5])
        guard h.timecnt <= maxTransitions, h.typecnt >= 1, h.typecnt <= maxTypes,
              h.charcnt <= maxDesignationBytes, h.leapcnt <= maxTransitions,
              h.isutcnt == 0 || h.isutcnt == h.typecnt, h.isstdcnt == 0 || h.isstdcnt == h.typecnt else {
            throw Malformed(reason: "the header's counts are not consistent")
        }
        return h
    }

    private static func block(_ r: inout Reader, _ h: Header, timeSize: Int, name: String) throws(Malformed) -> ZoneRules {
        // Leap-second ("right/") zones count TAI-like seconds; a Timestamp counts POSIX ones.
        guard h.leapcnt == 0 else { throw Malformed(reason: "zones with leap seconds are not supported") }
        var transitions = [Int64]()
        transitions.reserveCapacity(h.timecnt)
        for _ in 0..<h.timecnt {
            let t = timeSize == 8 ? try r.int64() : Int64(try r.int32())
            if let last = transitions.last, t <= last { throw Malformed(reason: "transitions are not ascending") }
            transitions.append(t)
        }
        var typeIndices = [Int]()
        for _ in 0..<h.timecnt {
            let index = Int(try r.byte())
            guard index < h.typecnt else { throw Malformed(reason: "a transition names a missing time type") }
            typeIndices.append(index)
        }
        var typeOffsets = [Int64]()
        for _ in 0..<h.typecnt {
            let utoff = Int64(try r.int32())
            _ = try r.byte()   // isdst: the offset alone decides the day
            let designation = Int(try r.byte())
            guard (-89_999...93_599).contains(utoff) else { throw Malformed(reason: "a time type's offset is out of range") }
            guard designation < max(h.charcnt, 1) else { throw Malformed(reason: "a designation index is out of range") }
            typeOffsets.append(utoff)
        }
        try r.skip(h.charcnt + h.leapcnt * (timeSize + 4) + h.isstdcnt + h.isutcnt)
        return ZoneRules(name: name, transitions: transitions, offsets: typeIndices.map { typeOffsets[$0] },
                         initialOffset: typeOffsets[0], footer: nil)
    }

    /// Bounds-checked big-endian reads.
    struct Reader {
        let bytes: [UInt8]
        var i = 0

        mutating func bytes(_ n: Int) throws(Malformed) -> [UInt8] {
            guard n >= 0, bytes.count - i >= n else { throw Malformed(reason: "the file is truncated") }
            defer { i += n }
            return Array(bytes[i..<(i + n)])
        }
        mutating func skip(_ n: Int) throws(Malformed) {
            guard n >= 0, bytes.count - i >= n else { throw Malformed(reason: "the file is truncated") }
            i += n
        }
        mutating func byte() throws(Malformed) -> UInt8 {
            guard i < bytes.count else { throw Malformed(reason: "the file is truncated") }
            defer { i += 1 }
            return bytes[i]
        }
        mutating func uint32() throws(Malformed) -> UInt32 {
            var v: UInt32 = 0
            for _ in 0..<4 { v = v << 8 | UInt32(try byte()) }
            return v
        }
        mutating func int32() throws(Malformed) -> Int32 { Int32(bitPattern: try uint32()) }
        mutating func int64() throws(Malformed) -> Int64 {
            var v: UInt64 = 0
            for _ in 0..<8 { v = v << 8 | UInt64(try byte()) }
            return Int64(bitPattern: v)
        }
    }
}
