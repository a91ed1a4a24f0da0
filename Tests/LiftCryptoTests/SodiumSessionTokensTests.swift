import LiftCore
import LiftCrypto
import XCTest

/// Session tokens and their keyed hash, with the real libsodium.
final class SodiumSessionTokensTests: XCTestCase {
    private let sut = SodiumSessionTokens()

    func test_newToken_is256RandomBitsInBase64url() throws {
        let tokens = try (0..<50).map { _ in try sut.newToken() }
        XCTAssertEqual(Set(tokens).count, 50)
        for t in tokens {
            XCTAssertEqual(t.utf8.count, 43, "32 bytes, unpadded")
            XCTAssertTrue(t.utf8.allSatisfy { c in
                (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c == 45 || c == 95
            }, t)
        }
    }

    func test_hash_sameTokenAndKey_isStableAndNotTheToken() throws {
        let key = try sut.newKey(), token = try sut.newToken()
        let h = try sut.hash(token, key: key)
        XCTAssertEqual(try sut.hash(token, key: key), h)
        XCTAssertEqual(h.utf8.count, 64)
        XCTAssertFalse(h.contains(token))
    }

    func test_hash_otherKeyOrToken_differs() throws {
        let key = try sut.newKey(), token = try sut.newToken()
        XCTAssertNotEqual(try sut.hash(token, key: key), try sut.hash(token, key: try sut.newKey()))
        XCTAssertNotEqual(try sut.hash(token, key: key), try sut.hash(token + "x", key: key))
    }

    func test_hash_anyInput_doesNotTrap() throws {
        let key = try sut.newKey()
        for token in ["", "\u{0}", String(repeating: "é", count: 1000)] { XCTAssertEqual(try sut.hash(token, key: key).utf8.count, 64) }
    }

    func test_hash_damagedKey_failsInternal() {
        for key in ["", "zz", String(repeating: "a", count: 63)] {
            XCTAssertThrowsError(try sut.hash("t", key: key)) { XCTAssertEqual(($0 as? LiftError)?.status, .internal) }
        }
    }
}
