import CSodium
import LiftCore

/// A password in memory this object owns: copied in once, wiped with sodium_memzero (which the
/// compiler may not elide) when released, never turned into a Swift String.
public final class Secret: SecretBytes, @unchecked Sendable {
    private let buffer: UnsafeMutableRawBufferPointer

    /// Copies `bytes`; the caller wipes its own copy.
    public init(copying bytes: UnsafeRawBufferPointer) {
        // One byte more than needed, so an empty secret still owns a real allocation.
        buffer = .allocate(byteCount: bytes.count + 1, alignment: 1)
        buffer.initializeMemory(as: UInt8.self, repeating: 0)
        if let base = buffer.baseAddress, let source = bytes.baseAddress, bytes.count > 0 {
            base.copyMemory(from: source, byteCount: bytes.count)
        }
        count = bytes.count
    }

    public let count: Int

    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[0..<count]))
    }

    deinit {
        Secret.wipe(buffer)
        buffer.deallocate()
    }

    /// Zeroes memory in a way the optimiser keeps.
    public static func wipe(_ bytes: UnsafeMutableRawBufferPointer) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        sodium_memzero(base, bytes.count)
    }
}

extension Secret {
    /// Copies `bytes` into a new Secret, then wipes them (a parser's copy of a password).
    public static func taking(_ bytes: UnsafeMutableRawBufferPointer) -> SecretBytes {
        let secret = Secret(copying: UnsafeRawBufferPointer(bytes))
        wipe(bytes)
        return secret
    }
}
