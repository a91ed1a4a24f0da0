import XCTest
@testable import LiftCore

/// Trimming has an ASCII fast path: it must agree with trimming by Character everywhere.
final class NameKeyTests: XCTestCase {
    /// The definition: whitespace Characters removed from both ends.
    private func byCharacter(_ s: String) -> String {
        var view = Substring(s)
        while let f = view.first, f.isWhitespace { view.removeFirst() }
        while let l = view.last, l.isWhitespace { view.removeLast() }
        return String(view)
    }

    func test_trimmed_asciiNameWithoutOuterSpace_returnedAsIs() {
        XCTAssertEqual(NameKey.trimmed("Bench Press"), "Bench Press")
        XCTAssertEqual(NameKey.trimmed("x"), "x")
    }

    func test_trimmed_outerWhitespaceOfEveryKind_removed() {
        XCTAssertEqual(NameKey.trimmed(" \t Squat\n "), "Squat")
        XCTAssertEqual(NameKey.trimmed("\u{3000}Squat\u{00A0}"), "Squat")
        XCTAssertEqual(NameKey.trimmed("\u{2003}a"), "a")
        XCTAssertEqual(NameKey.trimmed("a\u{2029}"), "a")
        XCTAssertEqual(NameKey.trimmed("\r\n"), "")
        XCTAssertEqual(NameKey.trimmed(""), "")
    }

    func test_trimmed_sameAsByCharacter_forEdgeCases() {
        let cases = ["Bench Press", " a", "a ", "\u{0600}a", "a\u{0301}", "\u{0301}a", "e\u{0301} ", "1\u{FE0F}\u{20E3}",
                     "\u{1F3CB}\u{FE0F}", "~", "\u{7F}a", "a\u{85}", "\u{85}a", "Käyrä", " Käyrä ", "\t", "a\u{200D}b"]
        for s in cases { XCTAssertEqual(NameKey.trimmed(s), byCharacter(s), s.debugDescription) }
    }

    func test_of_caseAndOuterSpace_sameKey() {
        XCTAssertEqual(NameKey.of(" Bench PRESS "), NameKey.of("bench press"))
    }
}
