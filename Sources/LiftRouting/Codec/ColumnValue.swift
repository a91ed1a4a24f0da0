import LiftCore

/// A value a Column holds and a stored column keeps in its chunks: a fixed number of bytes,
/// little-endian, the same whatever the machine. All-zero bytes must read as a value every reader
/// takes without trapping (a refused chunk reads as zeros).
protocol ColumnValue: Sendable, Equatable {
    /// What an index past the column reads as (all-zero bytes).
    static var zero: Self { get }
    /// The bytes one value takes in a chunk.
    static var storedSize: Int { get }
    /// The value whose bytes start at `offset` (not aligned).
    static func stored(_ raw: UnsafeRawBufferPointer, at offset: Int) -> Self
    /// Appends the value's bytes.
    func store(into bytes: inout [UInt8])
}

extension ColumnValue where Self: FixedWidthInteger {
    static var storedSize: Int { MemoryLayout<Self>.size }

    @inline(__always)
    static func stored(_ raw: UnsafeRawBufferPointer, at offset: Int) -> Self {
        Self(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: Self.self))
    }

    func store(into bytes: inout [UInt8]) { withUnsafeBytes(of: littleEndian) { bytes.append(contentsOf: $0) } }
}

extension Int32: ColumnValue {}
extension UInt32: ColumnValue {}
extension UInt8: ColumnValue {}

/// An arc's length: its bit pattern.
extension Float: ColumnValue {
    static var storedSize: Int { 4 }

    static func stored(_ raw: UnsafeRawBufferPointer, at offset: Int) -> Float {
        Float(bitPattern: UInt32.stored(raw, at: offset))
    }

    func store(into bytes: inout [UInt8]) { bitPattern.store(into: &bytes) }
}

/// A vertex: its latitude's bit pattern, then its longitude's.
extension GeoPoint: ColumnValue {
    static var zero: GeoPoint { GeoPoint(lat: 0, lon: 0) }
    static var storedSize: Int { 16 }

    static func stored(_ raw: UnsafeRawBufferPointer, at offset: Int) -> GeoPoint {
        GeoPoint(lat: Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))),
                 lon: Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))))
    }

    func store(into bytes: inout [UInt8]) {
        withUnsafeBytes(of: lat.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        withUnsafeBytes(of: lon.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Within the range of a latitude and a longitude (a stored vertex's check).
    var isOnEarth: Bool { (-90...90).contains(lat) && (-180...180).contains(lon) }
}
