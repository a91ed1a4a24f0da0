/// Where bytes go, a piece at a time: a file, a buffer, or a sealer in front of either. A large
/// backup passes through in pieces, so it is never held whole in two forms at once.
public protocol ByteOutput: AnyObject {
    func write(_ bytes: UnsafeRawBufferPointer) throws
    /// Ends the stream (a sealer writes its final chunk, a file is flushed). Nothing may follow.
    func finish() throws
}

/// Where bytes come from, a piece at a time.
public protocol ByteInput: AnyObject {
    /// Up to `max` bytes; empty only at the end.
    func read(max: Int) throws -> [UInt8]
}

extension ByteInput {
    /// Everything left, read in pieces of `piece` bytes.
    public func readToEnd(piece: Int = 1 << 16) throws -> [UInt8] {
        var out = [UInt8]()
        while true {
            let next = try read(max: piece)
            if next.isEmpty { return out }
            out += next
        }
    }
}

extension ByteOutput {
    public func write(_ bytes: [UInt8]) throws { try bytes.withUnsafeBytes { try write($0) } }
}

/// Bytes kept in memory: what an answer carries inline.
public final class MemoryBytes: ByteOutput, ByteInput {
    public private(set) var bytes: [UInt8]
    private var offset = 0

    public init(_ bytes: [UInt8] = []) { self.bytes = bytes }

    public func write(_ bytes: UnsafeRawBufferPointer) throws { self.bytes.append(contentsOf: bytes) }
    public func finish() throws {}

    public func read(max: Int) throws -> [UInt8] {
        let end = offset + Swift.min(Swift.max(max, 0), bytes.count - offset)
        defer { offset = end }
        return Array(bytes[offset..<end])
    }
}
