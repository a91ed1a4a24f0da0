import LiftCore

/// Reads `SyncFieldCodec`'s binary form: every read is bounds-checked, and a state that does not
/// read is `SyncFieldCodec.damaged` (a store file changed by something else), never a trap.
struct SyncFieldBinaryReader {
    let bytes: UnsafeRawBufferPointer
    var at: Int

    mutating func byte() throws -> UInt8 {
        guard at < bytes.count else { throw SyncFieldCodec.damaged }
        defer { at += 1 }
        return bytes[at]
    }

    /// Unsigned LEB128 of at most ten bytes.
    mutating func varint() throws -> UInt64 {
        var n: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let b = try byte()
            guard shift < 64, shift < 63 || b <= 1 else { throw SyncFieldCodec.damaged }
            n |= UInt64(b & 0x7F) << shift
            if b < 0x80 { return n }
            shift += 7
        }
    }

    /// A version's ms or counter, written as the bits of an Int64.
    mutating func signed() throws -> Int64 { Int64(bitPattern: try varint()) }

    /// A count or length: never more than the bytes left.
    mutating func count() throws -> Int {
        let n = try varint()
        guard n <= UInt64(bytes.count - at) else { throw SyncFieldCodec.damaged }
        return Int(n)
    }

    mutating func word() throws -> UInt64 {
        guard bytes.count - at >= 8 else { throw SyncFieldCodec.damaged }
        defer { at += 8 }
        return bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self)
    }

    mutating func version() throws -> SyncVersion {
        let ms = try signed(), counter = try signed()
        let high = UInt64(bigEndian: try word()), low = UInt64(bigEndian: try word())
        return SyncVersion(ms: ms, counter: counter, site: SyncSiteID(high: high, low: low))
    }

    mutating func text() throws -> String {
        let n = try count()
        defer { at += n }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[at..<(at + n)]), as: UTF8.self)
    }

    mutating func value(depth: Int = 0) throws -> SyncValue {
        switch try byte() {
        case 110: return .null   // n
        case 105:   // i, zigzag
            let z = try varint()
            return .int(Int64(bitPattern: (z >> 1) ^ (0 &- (z & 1))))
        case 100: return .double(Double(bitPattern: UInt64(littleEndian: try word())))   // d
        case 116: return .text(try text())   // t
        case 114:   // r
            guard depth < 4 else { throw SyncFieldCodec.damaged }
            let count = try self.count()
            var rows = [[SyncEntry]]()
            rows.reserveCapacity(count)
            for _ in 0..<count {
                let width = try self.count()
                var row = [SyncEntry]()
                row.reserveCapacity(width)
                for _ in 0..<width { row.append(SyncEntry(try text(), try value(depth: depth + 1))) }
                rows.append(row)
            }
            return .rows(rows)
        default: throw SyncFieldCodec.damaged
        }
    }
}
