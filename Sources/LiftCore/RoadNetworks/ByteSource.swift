/// Bytes read piece by piece into the caller's buffers: a stored BLOB is decoded straight into
/// its final arrays, with no copy of the whole (a road network is tens of MB).
public protocol ByteSource {
    var byteCount: Int { get }
    /// Fills `buffer` with the bytes at `offset ..< offset + buffer.count` (within byteCount).
    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws
}

/// Bytes already in memory.
public struct MemoryByteSource: ByteSource {
    public let bytes: [UInt8]
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    public var byteCount: Int { bytes.count }

    public func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws {
        guard offset >= 0, buffer.count <= bytes.count - offset else { throw ByteSourceError.outOfRange }
        bytes.withUnsafeBytes { raw in
            guard buffer.count > 0, let base = raw.baseAddress else { return }
            buffer.copyMemory(from: UnsafeRawBufferPointer(start: base + offset, count: buffer.count))
        }
    }
}

public enum ByteSourceError: Error { case outOfRange, readFailed }
