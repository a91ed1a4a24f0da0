import CSodium
import LiftCore

/// libsodium must be initialised once before use; a Swift `static let` runs its initialiser
/// exactly once, thread-safely.
enum Sodium {
    static let ready: Bool = sodium_init() >= 0   // 1 means "already initialised": also fine

    static func require() throws {
        guard ready else { throw LiftError(.internal, "libsodium could not be initialised") }
    }
}
