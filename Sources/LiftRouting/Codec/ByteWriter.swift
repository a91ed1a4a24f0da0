import LiftCore

/// Little-endian flat arrays: the persisted form of a prepared network (one SQLite BLOB).
/// `sized` writes in two passes, the first only counting, so the buffer is allocated once at
/// its final size: grown section by section, each reallocation copied the whole buffer and held
/// both copies at once, which raised an import's peak by about the encoded size.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []
    /// Bytes written, or only counted when `measuring`.
    private(set) var count = 0
    private var measuring = false

    /// The bytes `write` produces, in a buffer allocated once.
    static func sized(_ write: (inout ByteWriter) -> Void) -> [UInt8] {
        var measure = ByteWriter()
        measure.measuring = true
        write(&measure)
        var w = ByteWriter()
        w.bytes.reserveCapacity(measure.count)
        write(&w)
        return w.bytes
    }

    mutating func u64(_ v: UInt64) {
        count += 8
        guard !measuring else { return }
        for i in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: v >> (8 * UInt64(i)))) }
    }

    mutating func array<T: FixedWidthInteger>(_ values: [T]) {
        u64(UInt64(values.count))
        count += values.count * MemoryLayout<T>.size
        guard !measuring else { return }
        for v in values {
            let le = v.littleEndian
            withUnsafeBytes(of: le) { bytes.append(contentsOf: $0) }
        }
    }

    /// Records whose fields are all 32-bit integers (Hierarchy.Arc, .Halves) or Floats, or all
    /// 64-bit (`word` 8: Coordinate): the count, then each record's fields in order,
    /// little-endian (ByteReader.records reads them in place).
    mutating func records<T>(_ values: [T], word: Int = 4) {
        u64(UInt64(values.count))
        values.withUnsafeBytes { raw in
            let whole = raw.count - raw.count % word
            count += whole
            guard !measuring else { return }
            if 1.littleEndian == 1 {
                bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[..<whole]))
                return
            }
            for i in stride(from: 0, to: whole, by: word) {
                if word == 8 {
                    withUnsafeBytes(of: raw.load(fromByteOffset: i, as: UInt64.self).littleEndian) { bytes.append(contentsOf: $0) }
                } else {
                    withUnsafeBytes(of: raw.load(fromByteOffset: i, as: UInt32.self).littleEndian) { bytes.append(contentsOf: $0) }
                }
            }
        }
    }
}

/// Reads what ByteWriter wrote; every count is checked against the bytes left. Each array is
/// read from the source straight into its final storage (one read per array).
struct ByteReader {
    let source: ByteSource
    var offset = 0

    init(_ source: ByteSource) { self.source = source }

    struct Truncated: Error {}

    var atEnd: Bool { offset >= source.byteCount }

    mutating func u64() throws -> UInt64 {
        guard source.byteCount - offset >= 8 else { throw Truncated() }
        var v: UInt64 = 0
        try withUnsafeMutableBytes(of: &v) { try source.read(into: $0, at: offset) }
        offset += 8
        return UInt64(littleEndian: v)
    }

    mutating func array<T: FixedWidthInteger>(_: T.Type) throws -> [T] {
        let count = try u64()
        let size = MemoryLayout<T>.size
        let left = UInt64(source.byteCount - offset) / UInt64(size)
        guard count <= left else { throw Truncated() }
        let n = Int(count)
        let start = offset
        let out = try [T](unsafeUninitializedCapacity: n) { buffer, initialized in
            try source.read(into: UnsafeMutableRawBufferPointer(buffer), at: start)
            if 1.littleEndian != 1 { for i in 0..<n { buffer[i] = T(littleEndian: buffer[i]) } }
            initialized = n
        }
        offset += n * size
        return out
    }

    /// What ByteWriter.records wrote, read straight into the records' storage (no copy): T must
    /// be a struct of `word`-byte fields only (32-bit integers, or 64-bit with `word` 8), without
    /// padding, or a Float (same bytes as the UInt32 of its bit pattern).
    mutating func records<T>(_: T.Type, word: Int = 4) throws -> [T] {
        let count = try u64()
        let size = MemoryLayout<T>.stride
        guard size > 0, word == 4 || word == 8, size % word == 0, MemoryLayout<T>.size == size else { throw Truncated() }
        let left = UInt64(source.byteCount - offset) / UInt64(size)
        guard count <= left else { throw Truncated() }
        let n = Int(count)
        let start = offset
        let out = try [T](unsafeUninitializedCapacity: n) { buffer, initialized in
            let raw = UnsafeMutableRawBufferPointer(buffer)
            try source.read(into: raw, at: start)
            if 1.littleEndian != 1 {
                for i in stride(from: 0, to: n * size, by: word) {
                    if word == 8 {
                        raw.storeBytes(of: UInt64(littleEndian: raw.load(fromByteOffset: i, as: UInt64.self)), toByteOffset: i, as: UInt64.self)
                    } else {
                        raw.storeBytes(of: UInt32(littleEndian: raw.load(fromByteOffset: i, as: UInt32.self)), toByteOffset: i, as: UInt32.self)
                    }
                }
            }
            initialized = n
        }
        offset += n * size
        return out
    }

}
