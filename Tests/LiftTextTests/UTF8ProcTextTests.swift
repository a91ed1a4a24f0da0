import LiftCore
import LiftText
import XCTest

/// The utf8proc adapter against the Unicode data it claims: NFKC_Casefold, the properties
/// usernames are checked for, and NFC of a password in a wiped buffer.
final class UTF8ProcTextTests: XCTestCase {
    private let sut = UTF8ProcText()

    private final class Bytes: SecretBytes {
        let bytes: [UInt8]
        init(_ s: String) { bytes = Array(s.utf8) }
        init(raw: [UInt8]) { bytes = raw }
        var count: Int { bytes.count }
        func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }
    }

    private func nfc(_ s: SecretBytes) -> [UInt8]? {
        sut.withNFC(s) { n in n.map { $0.withUnsafeBytes { Array($0) } } }
    }

    func test_nfkcCasefold_lookalikes_foldToOneKey() {
        let forms = ["josé", "jose\u{301}", "JOSÉ", "Jose\u{301}"]
        XCTAssertEqual(Set(forms.map { sut.nfkcCasefold($0) }), ["josé"])
        XCTAssertEqual(sut.nfkcCasefold("ａｎｎ"), "ann")
        XCTAssertEqual(sut.nfkcCasefold("Ａｎｎ"), "ann")
        XCTAssertEqual(sut.nfkcCasefold("a\u{200B}nn\u{202E}"), "ann", "default-ignorables dropped")
        XCTAssertEqual(sut.nfkcCasefold("Straße"), "strasse")
        XCTAssertEqual(sut.nfkcCasefold("\u{200B}\u{200B}\u{200B}"), "")
    }

    func test_nfkcCasefold_mixedScriptConfusable_staysDistinct() {
        XCTAssertNotEqual(sut.nfkcCasefold("\u{430}nn"), sut.nfkcCasefold("ann"), "Cyrillic а is not folded to Latin a")
    }

    func test_properties_ignorableBidiUnassignedControl_reported() {
        XCTAssertTrue(sut.properties(of: "\u{200B}").contains(.defaultIgnorable))
        XCTAssertTrue(sut.properties(of: "\u{00AD}").contains(.defaultIgnorable))
        for bidi: Unicode.Scalar in ["\u{202E}", "\u{2066}", "\u{200F}", "\u{061C}", "\u{202A}", "\u{2069}"] {
            XCTAssertTrue(sut.properties(of: bidi).contains(.bidiControl), "\(bidi.value)")
        }
        XCTAssertTrue(sut.properties(of: "\u{0378}").contains(.unassigned))
        XCTAssertTrue(sut.properties(of: "\u{FFFF}").contains(.unassigned), "noncharacters are Cn")
        XCTAssertTrue(sut.properties(of: "\u{85}").contains(.control))
        XCTAssertEqual(sut.properties(of: "a"), [])
        XCTAssertEqual(sut.properties(of: "é"), [])
        XCTAssertEqual(sut.properties(of: "\u{430}"), [])
    }

    func test_withNFC_decomposedPassword_composedBytes() {
        XCTAssertEqual(nfc(Bytes("jose\u{301} secret")), Array("josé secret".utf8))
    }

    func test_withNFC_alreadyNFCOrEmptyOrNotUTF8_lendsNil() {
        XCTAssertNil(nfc(Bytes("josé secret")))
        XCTAssertNil(nfc(Bytes("")))
        XCTAssertNil(nfc(Bytes(raw: [0xFF, 0xFE, 0x41])))
    }

    func test_withNFC_compatibilityForms_keptAsTyped() {
        XCTAssertNil(nfc(Bytes("ａｎｎ ﬁ ²")), "NFC, not NFKC: full-width and ligatures stay")
    }
}
