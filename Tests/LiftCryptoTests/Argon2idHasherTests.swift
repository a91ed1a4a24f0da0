import LiftCore
import LiftCrypto
import XCTest

/// The production hasher, for real: a handful of Argon2id hashes (each ~30 ms), no weaker
/// test-only parameters.
final class Argon2idHasherTests: XCTestCase {
    private func secret(_ s: String) -> Secret { Array(s.utf8).withUnsafeBytes { Secret(copying: $0) } }

    func test_hash_production_isArgon2idWithAtLeastOWASPParameters() throws {
        let h = try Argon2idHasher.production.hash(secret("correct horse"))
        XCTAssertTrue(h.hasPrefix("$argon2id$v=19$m=19456,t=2,p=1$"), h)
        XCTAssertFalse(h.contains("correct horse"))
    }

    func test_verify_rightAndWrongPassword_acceptsOnlyTheRightOne() throws {
        let sut = Argon2idHasher.production
        let h = try sut.hash(secret("correct horse"))
        XCTAssertTrue(sut.verify(secret("correct horse"), hash: h))
        XCTAssertFalse(sut.verify(secret("correct horsf"), hash: h))
    }

    func test_hash_samePasswordTwice_givesDifferentSalts() throws {
        let sut = Argon2idHasher.production
        XCTAssertNotEqual(try sut.hash(secret("password1")), try sut.hash(secret("password1")))
    }

    func test_needsRehash_weakerOrForeignHash_isTrueAndProductionHashFalse() throws {
        let weak = try Argon2idHasher(opsLimit: 1, memLimit: 8 * 1024 * 1024).hash(secret("password1"))
        XCTAssertTrue(Argon2idHasher.production.needsRehash(weak))
        XCTAssertTrue(Argon2idHasher.production.needsRehash("not a hash"))
        XCTAssertFalse(Argon2idHasher.production.needsRehash(try Argon2idHasher.production.hash(secret("password1"))))
    }

    func test_verify_malformedHash_isFalseWithoutTrapping() {
        XCTAssertFalse(Argon2idHasher.production.verify(secret("password1"), hash: ""))
        XCTAssertFalse(Argon2idHasher.production.verify(secret("password1"), hash: "$argon2id$v=19$m=1,t=1,p=1$$"))
    }

    func test_secretTaking_wipesTheSourceAndKeepsTheBytes() {
        var source = Array("hunter22".utf8)
        let taken = source.withUnsafeMutableBytes { Secret.taking($0) }
        XCTAssertEqual(source, [UInt8](repeating: 0, count: 8))
        XCTAssertEqual(taken.withUnsafeBytes { Array($0) }, Array("hunter22".utf8))
    }

    func test_secret_empty_hasZeroBytes() {
        XCTAssertEqual([UInt8]().withUnsafeBytes { Secret(copying: $0) }.count, 0)
    }
}
