import LiftCore

/// Little-endian flat arrays: the persisted form of a prepared network (one SQLite BLOB).
/// `sized` writes in two passes, the first only counting, so the buffer is allocated once at
/// its final size: grown section by section, each reallocation copied the whole buffer and held
/// both copies at once, which raised an import's peak by about the encoded size. `streamed`
/// hands the bytes on in pieces instead, so the whole is never held (an import's write).
struct ByteWriter {
    private(set) var bytes: [UInt8] = []
    /// Bytes written, or only counted when `measuring`.
    private(set) var count = 0
    private var measuring = false
    /// Where a streamed writer's pieces go, once `bytes` holds `piece` of them.
    private var sink: ((UnsafeRawBufferPointer) -> Void)?
    private var piece = 0

    /// The bytes `write` produces, in a buffer allocated once.
    static func sized(_ write: (inout ByteWriter) -> Void) -> [UInt8] {
        var w = ByteWriter()
        w.bytes.reserveCapacity(measure(write))
        write(&w)
        return w.bytes
    }

    /// How many bytes `write` produces, none of them made.
    static func measure(_ write: (inout ByteWriter) -> Void) -> Int {
        var measure = ByteWriter()
        measure.measuring = true
        write(&measure)
        return measure.count
    }

    /// The bytes `write` produces, handed to `sink` in order in pieces of about `piece` bytes
    /// (an array's records larger than that go in one piece, straight from the array).
    static func streamed(piece: Int, _ write: (inout ByteWriter) -> Void, to sink: @escaping (UnsafeRawBufferPointer) -> Void) {
        var w = ByteWriter()
        w.piece = max(piece, 1)
        w.sink = sink
        w.bytes.reserveCapacity(w.piece)
        write(&w)
        w.flush()
    }

    private mutating func flush() {
        guard let sink, !bytes.isEmpty else { return }
        bytes.withUnsafeBytes { sink($0) }
        bytes.removeAll(keepingCapacity: true)
    }

    /// Raw little-endian bytes: appended, or for a streamed writer given on whole when large.
    private mutating func append(_ raw: UnsafeRawBufferPointer) {
        if let sink, raw.count >= piece {
            flush()
            sink(raw)
            return
        }
        bytes.append(contentsOf: raw)
        if sink != nil, bytes.count >= piece { flush() }
    }

    mutating func u64(_ v: UInt64) {
        count += 8
        guard !measuring else { return }
        withUnsafeBytes(of: v.littleEndian) { append($0) }
    }

    mutating func array<T: FixedWidthInteger>(_ values: [T]) {
        u64(UInt64(values.count))
        count += values.count * MemoryLayout<T>.size
        guard !measuring else { return }
        if 1.littleEndian == 1 {
            values.withUnsafeBytes { append($0) }
            return
        }
        for v in values {
            let le = v.littleEndian
            withUnsafeBytes(of: le) { append($0) }
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
                append(UnsafeRawBufferPointer(rebasing: raw[..<whole]))
                return
            }
            for i in stride(from: 0, to: whole, by: word) {
                if word == 8 {
                    withUnsafeBytes(of: raw.load(fromByteOffset: i, as: UInt64.self).littleEndian) { append($0) }
                } else {
                    withUnsafeBytes(of: raw.load(fromByteOffset: i, as: UInt32.self).littleEndian) { append($0) }
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
