/// Little-endian flat arrays: the persisted form of a prepared network (one SQLite BLOB).
struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func u64(_ v: UInt64) {
        for i in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: v >> (8 * UInt64(i)))) }
    }

    mutating func array<T: FixedWidthInteger>(_ values: [T]) {
        u64(UInt64(values.count))
        bytes.reserveCapacity(bytes.count + values.count * MemoryLayout<T>.size)
        for v in values {
            let le = v.littleEndian
            withUnsafeBytes(of: le) { bytes.append(contentsOf: $0) }
        }
    }

    mutating func doubles(_ values: [Double]) { array(values.map { $0.bitPattern }) }
    mutating func floats(_ values: [Float]) { array(values.map { $0.bitPattern }) }
}

/// Reads what ByteWriter wrote; every count is checked against the bytes left.
struct ByteReader {
    let bytes: [UInt8]
    var offset = 0

    struct Truncated: Error {}

    mutating func u64() throws -> UInt64 {
        guard bytes.count - offset >= 8 else { throw Truncated() }
        var v: UInt64 = 0
        for i in 0..<8 { v |= UInt64(bytes[offset + i]) << (8 * UInt64(i)) }
        offset += 8
        return v
    }

    mutating func array<T: FixedWidthInteger>(_: T.Type) throws -> [T] {
        let count = try u64()
        let size = MemoryLayout<T>.size
        let left = UInt64(bytes.count - offset) / UInt64(size)
        guard count <= left else { throw Truncated() }
        let n = Int(count)
        let start = offset
        // One bulk copy (tens of MB on reopen), then byte order fixed only on big-endian hosts.
        let out = [T](unsafeUninitializedCapacity: n) { buffer, initialized in
            bytes.withUnsafeBytes { raw in
                if n > 0, let base = raw.baseAddress {
                    UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(start: base + start, count: n * size))
                }
            }
            if 1.littleEndian != 1 { for i in 0..<n { buffer[i] = T(littleEndian: buffer[i]) } }
            initialized = n
        }
        offset += n * size
        return out
    }

    mutating func doubles() throws -> [Double] { try array(UInt64.self).map { Double(bitPattern: $0) } }
    mutating func floats() throws -> [Float] { try array(UInt32.self).map { Float(bitPattern: $0) } }
}
