import LiftCore
import XCTest

/// The one place that knows which control characters text may hold.
final class TextRuleTests: XCTestCase {
    func test_line_controlCharacters_refusedWithTheirScalar() {
        for (text, scalar) in [("a\u{01}b", 0x01), ("tab\tname", 0x09), ("line\nbreak", 0x0A), ("esc\u{1B}[31m", 0x1B),
                               ("del\u{7F}", 0x7F), ("c1\u{80}", 0x80), ("csi\u{9B}", 0x9B), ("\u{9F}", 0x9F)] {
            XCTAssertEqual(TextRule.line.firstRefused(in: text), UInt32(scalar), text.debugDescription)
        }
    }

    func test_line_printableTextAndNonControlScalars_accepted() {
        for text in ["Bench press", "Jösé ünïcode", "\u{A0}non-breaking", "¡Olé!", "日本語", "emoji 🏋️", "\u{2028}", ""] {
            XCTAssertNil(TextRule.line.firstRefused(in: text), text.debugDescription)
        }
    }

    func test_multiline_keepsTabAndLineBreaksRefusesOtherControls() {
        XCTAssertNil(TextRule.multiline.firstRefused(in: "a\tb\nc\r\nd"))
        XCTAssertEqual(TextRule.multiline.firstRefused(in: "ok\n\u{1B}"), 0x1B)
        XCTAssertEqual(TextRule.multiline.firstRefused(in: "ok\n\u{85}"), 0x85)
        XCTAssertEqual(TextRule.multiline.firstRefused(in: "\u{0B}"), 0x0B)
    }

    func test_any_refusesNothing() {
        XCTAssertNil(TextRule.any.firstRefused(in: "\u{01}\u{7F}\u{85}"))
    }

    func test_check_refused_failsControlCharacterNamingPathAndScalar() {
        XCTAssertThrowsError(try TextRule.line.check("x\u{1B}", path: "exercise.name")) { error in
            let e = error as? LiftError
            XCTAssertEqual(e?.status, .invalidRequest)
            XCTAssertEqual(e?.code, "control_character")
            XCTAssertEqual(e?.detail("path"), .location("exercise.name"))
            XCTAssertEqual(e?.detail("character"), .string("U+001B"))
        }
    }

    func test_validTags_controlCharacter_failsNamingTheTag() {
        XCTAssertThrowsError(try ExerciseRules.validTags(["ok", "b\u{85}d"], path: "exercise.tags")) { error in
            XCTAssertEqual((error as? LiftError)?.detail("path"), .location("exercise.tags[1]"))
        }
    }
}
