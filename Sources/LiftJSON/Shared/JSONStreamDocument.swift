import LiftCore

/// A JSON document written as the streamed response is, but handed to a `ByteOutput` whenever
/// `flushThreshold` bytes have gathered: a backup of any size passes through in pieces (to a file,
/// or a sealer) and is never held whole.
public final class JSONStreamDocument {
    public static let flushThreshold = 1 << 16
    let stream = JSONStream(capacity: JSONStreamDocument.flushThreshold + 4096, open: true)
    private let output: ByteOutput
    public private(set) var byteCount = 0

    public init(output: ByteOutput) { self.output = output }

    /// The root object's members.
    public var object: JSONStreamObject { JSONStreamObject(stream: stream) }

    /// Hands what has gathered to the output once it passes the threshold; call it between values.
    public func flushIfFull() throws {
        if stream.bytes.count >= Self.flushThreshold { try flush() }
    }

    /// Closes the root object and hands the rest to the output (which is not finished).
    public func finish() throws {
        stream.bytes.raw(UInt8(ascii: "}"))
        try flush()
    }

    private func flush() throws {
        guard !stream.bytes.outOfMemory else { throw LiftError(.noMemory, "out of memory writing the document") }
        try stream.bytes.withBytes { try output.write(UnsafeRawBufferPointer($0)) }
        byteCount += stream.bytes.count
        stream.bytes.removeAll()
    }
}
