import LiftCore

/// The one refusal a wrong username and a wrong password both get.
enum PasswordCheckErrors {
    static let wrong = LiftError(.unauthorized, "the username or password is wrong")
}

/// A password for tests: plain bytes (the fake hasher does not need a wipeable buffer).
final class Pw: SecretBytes {
    let bytes: [UInt8]
    init(_ s: String) { bytes = Array(s.utf8) }
    var count: Int { bytes.count }
    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }
    var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// The account tests' clock, set by hand.
final class Clock: @unchecked Sendable {
    var now: Timestamp
    init(_ now: Timestamp) { self.now = now }
}
