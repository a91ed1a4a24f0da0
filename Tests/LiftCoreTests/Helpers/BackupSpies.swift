import LiftCore

/// Backup files in memory: `files` holds what finished outputs wrote, `messages` what was asked.
final class BackupFilesSpy: BackupFiles {
    var files: [String: [UInt8]] = [:]
    var messages: [String] = []
    var failure: LiftError?

    func create(atPath file: String, path: Location) throws -> ByteOutput {
        messages.append("create \(file)")
        if let failure { throw failure }
        return Output { [weak self] bytes in self?.files[file] = bytes }
    }

    func open(atPath file: String, path: Location) throws -> ByteInput {
        messages.append("open \(file)")
        if let failure { throw failure }
        guard let bytes = files[file] else { throw LiftError(.io, "no such file: \(file)") }
        return MemoryBytes(bytes)
    }

    /// Gathers bytes and hands them over only on finish, as a real file appears only whole.
    final class Output: ByteOutput {
        private var bytes = [UInt8]()
        private let done: ([UInt8]) -> Void
        init(_ done: @escaping ([UInt8]) -> Void) { self.done = done }
        func write(_ bytes: UnsafeRawBufferPointer) throws { self.bytes += bytes }
        func finish() throws { done(bytes) }
    }
}

/// A stand-in sealer: the magic "SEALED!!", the passphrase's length as a key check, then the
/// plaintext with each byte flipped. Enough to tell sealed from plain and right from wrong.
struct BackupSealingFake: BackupSealing {
    static let magic = Array("SEALED!!".utf8)

    func sealing(into output: ByteOutput, passphrase: SecretBytes) throws -> ByteOutput {
        try output.write(Self.magic + [UInt8(truncatingIfNeeded: passphrase.count)])
        return Flip(output)
    }

    func opening(_ input: ByteInput, passphrase: SecretBytes) throws -> ByteInput {
        var head = [UInt8]()
        while head.count < Self.magic.count + 1 {
            let piece = try input.read(max: Self.magic.count + 1 - head.count)
            if piece.isEmpty { break }
            head += piece
        }
        guard head.count == Self.magic.count + 1 else { throw BackupRefusal.damaged("cut off") }
        guard head.last == UInt8(truncatingIfNeeded: passphrase.count) else { throw BackupRefusal.wrongPassphrase() }
        return Unflip(input)
    }

    func looksSealed(_ prefix: [UInt8]) -> Bool { prefix.starts(with: Self.magic) }

    final class Flip: ByteOutput {
        let output: ByteOutput
        init(_ output: ByteOutput) { self.output = output }
        func write(_ bytes: UnsafeRawBufferPointer) throws { try output.write(bytes.map { ~$0 }) }
        func finish() throws { try output.finish() }
    }

    final class Unflip: ByteInput {
        let input: ByteInput
        init(_ input: ByteInput) { self.input = input }
        func read(max: Int) throws -> [UInt8] { try input.read(max: max).map { ~$0 } }
    }
}

final class PassphraseStub: SecretBytes {
    private let bytes: [UInt8]
    init(_ text: String) { bytes = Array(text.utf8) }
    var count: Int { bytes.count }
    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }
}
