import CSodium
import LiftCore

typealias StreamState = crypto_secretstream_xchacha20poly1305_state

/// Seals plaintext in chunks of `SodiumBackupSealing.chunkSize` bytes as they fill; `finish`
/// seals what is left (possibly nothing) as the final chunk. Holds at most one chunk.
final class SealingSink: ByteOutput {
    let state = UnsafeMutablePointer<StreamState>.allocate(capacity: 1)
    private let output: ByteOutput
    private var pending = [UInt8]()
    private var finished = false

    init(output: ByteOutput) {
        self.output = output
        pending.reserveCapacity(SodiumBackupSealing.chunkSize)
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard !finished else { throw LiftError(.misuse, "the sealed backup is already finished") }
        var rest = bytes[...]
        while !rest.isEmpty {
            let take = min(rest.count, SodiumBackupSealing.chunkSize - pending.count)
            pending += rest.prefix(take)
            rest = rest.dropFirst(take)
            // A full chunk is sealed only when more follows or at finish, so the final chunk
            // is never empty unless the whole plaintext is.
            if pending.count == SodiumBackupSealing.chunkSize, !rest.isEmpty { try seal(final: false) }
        }
    }

    func finish() throws {
        guard !finished else { return }
        try seal(final: true)
        finished = true
        try output.finish()
    }

    private func seal(final: Bool) throws {
        let tag = final ? crypto_secretstream_xchacha20poly1305_tag_final() : crypto_secretstream_xchacha20poly1305_tag_message()
        var sealed = [UInt8](repeating: 0, count: pending.count + Int(crypto_secretstream_xchacha20poly1305_abytes()))
        let rc = pending.withBase { m, length in
            sealed.withMutableBase { c, _ in crypto_secretstream_xchacha20poly1305_push(state, c, nil, m, UInt64(length), nil, 0, tag) }
        }
        pending.withUnsafeMutableBytes { Secret.wipe($0) }
        pending.removeAll(keepingCapacity: true)
        guard rc == 0 else { throw LiftError(.internal, "the backup could not be sealed") }
        try output.write(sealed)
    }

    deinit {
        pending.withUnsafeMutableBytes { Secret.wipe($0) }
        sodium_memzero(state, MemoryLayout<StreamState>.size)
        state.deallocate()
    }
}

/// Opens a sealed stream chunk by chunk. A chunk that does not authenticate, an end before the
/// final chunk, or bytes after it: `damaged_backup`.
final class OpeningSource: ByteInput {
    let state = UnsafeMutablePointer<StreamState>.allocate(capacity: 1)
    private let input: ByteInput
    private var pending = [UInt8]()
    private var offset = 0
    private var finished = false
    private var chunks = 0

    init(input: ByteInput) { self.input = input }

    func read(max: Int) throws -> [UInt8] {
        while offset == pending.count {
            if finished { return [] }
            try openNextChunk()
        }
        let end = offset + Swift.min(Swift.max(max, 1), pending.count - offset)
        defer { offset = end }
        return Array(pending[offset..<end])
    }

    private func openNextChunk() throws {
        let overhead = Int(crypto_secretstream_xchacha20poly1305_abytes())
        let sealed = try SodiumBackupSealing.readFull(input, SodiumBackupSealing.chunkSize + overhead)
        guard sealed.count >= overhead else {
            throw BackupRefusal.damaged(sealed.isEmpty ? "it ends before its final chunk" : "its last chunk is cut off")
        }
        pending.withUnsafeMutableBytes { Secret.wipe($0) }
        pending = [UInt8](repeating: 0, count: sealed.count - overhead)
        offset = 0
        var tag: UInt8 = 0
        let rc = sealed.withBase { c, length in
            pending.withMutableBase { m, _ in crypto_secretstream_xchacha20poly1305_pull(state, m, nil, &tag, c, UInt64(length), nil, 0) }
        }
        chunks += 1
        guard rc == 0 else { throw BackupRefusal.damaged("chunk \(chunks) does not authenticate") }
        if tag == crypto_secretstream_xchacha20poly1305_tag_final() {
            guard try input.read(max: 1).isEmpty else { throw BackupRefusal.damaged("bytes follow its final chunk") }
            finished = true
        } else if sealed.count < SodiumBackupSealing.chunkSize + overhead {
            throw BackupRefusal.damaged("it ends before its final chunk")
        }
    }

    deinit {
        pending.withUnsafeMutableBytes { Secret.wipe($0) }
        sodium_memzero(state, MemoryLayout<StreamState>.size)
        state.deallocate()
    }
}
