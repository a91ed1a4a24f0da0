/// Where a backup goes or comes from: opens the file or memory, and seals or opens it when a
/// passphrase is given. What the backup holds (the change feed as a document) is the caller's:
/// it writes to, or reads from, the stream this hands it.
///
/// A passphrase is used in NFC (as passwords are), so the same passphrase typed on another
/// keyboard or system opens the backup.
public struct BackupStreams {
    let files: BackupFiles
    let sealing: BackupSealing
    let text: UnicodeText

    public init(files: BackupFiles, sealing: BackupSealing, text: UnicodeText) {
        self.files = files
        self.sealing = sealing
        self.text = text
    }

    private func normalised<R>(_ passphrase: SecretBytes?, _ body: (SecretBytes?) throws -> R) rethrows -> R {
        guard let passphrase else { return try body(nil) }
        return try text.withNFC(passphrase) { try body($0 ?? passphrase) }
    }

    /// Where a backup to restore is.
    public enum Source {
        case file(String)
        case bytes([UInt8])
    }

    /// What was written: the bytes (for a backup answered inline) or the file's name.
    public struct Written {
        public var bytes: [UInt8]?
        public var byteCount: Int
        public var sealed: Bool
    }

    /// Runs `write` on an output that ends in the file `path` names (appearing only when whole),
    /// or in memory, through a sealer when `passphrase` is given.
    public func write(to file: String?, passphrase: SecretBytes?, at path: Location = Location(),
                      _ write: (ByteOutput) throws -> Void) throws -> Written {
        let memory = MemoryBytes()
        let target = try file.map { try files.create(atPath: $0, path: path.key("path")) } ?? memory
        let counted = CountingOutput(target)
        let output = try normalised(passphrase) { p in try p.map { try sealing.sealing(into: counted, passphrase: $0) } ?? counted }
        try write(output)
        try output.finish()   // a sealer finishes what it writes to
        return Written(bytes: file == nil ? memory.bytes : nil, byteCount: counted.count, sealed: passphrase != nil)
    }

    /// Runs `read` on the plaintext of a backup: a sealed one (told by its first bytes) needs the
    /// passphrase; a passphrase given for one that is not sealed is refused, so a host never
    /// believes a plain file was protected.
    public func read<R>(_ source: Source, passphrase: SecretBytes?, at path: Location = Location(),
                        _ read: (ByteInput) throws -> R) throws -> R {
        let raw: ByteInput
        switch source {
        case .file(let name): raw = try files.open(atPath: name, path: path.key("path"))
        case .bytes(let bytes): raw = MemoryBytes(bytes)
        }
        let input = PeekedInput(raw)
        let sealed = sealing.looksSealed(try input.peek(8))
        switch (sealed, passphrase) {
        case (true, nil):
            throw LiftError(.unauthorized, code: "passphrase_required", "the backup is sealed: give its passphrase",
                            details: [.init("path", .location(path.key("passphrase")))], messageLocation: path.key("passphrase"))
        case (false, _?):
            throw LiftError(.invalidRequest, code: "backup_not_sealed", "the backup is not sealed: restore it without a passphrase",
                            details: [.init("path", .location(path.key("passphrase")))], messageLocation: path.key("passphrase"))
        case (true, let passphrase?):
            return try read(try normalised(passphrase) { try sealing.opening(input, passphrase: $0 ?? passphrase) })
        case (false, nil):
            return try read(input)
        }
    }
}

/// Counts what passes to the output.
final class CountingOutput: ByteOutput {
    private let output: ByteOutput
    private(set) var count = 0
    init(_ output: ByteOutput) { self.output = output }
    func write(_ bytes: UnsafeRawBufferPointer) throws {
        try output.write(bytes)
        count += bytes.count
    }
    func finish() throws { try output.finish() }
}

/// An input whose first bytes can be looked at before they are read.
final class PeekedInput: ByteInput {
    private let input: ByteInput
    private var head = [UInt8]()

    init(_ input: ByteInput) { self.input = input }

    func peek(_ count: Int) throws -> [UInt8] {
        while head.count < count {
            let piece = try input.read(max: count - head.count)
            if piece.isEmpty { break }
            head += piece
        }
        return head
    }

    func read(max: Int) throws -> [UInt8] {
        guard head.isEmpty else {
            let n = Swift.min(Swift.max(max, 1), head.count)
            defer { head.removeFirst(n) }
            return Array(head.prefix(n))
        }
        return try input.read(max: max)
    }
}
