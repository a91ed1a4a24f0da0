import LiftCore
import LiftJSON
import XCTest

/// The shared string reader refuses control characters by the field's TextRule, naming the path.
final class TextReaderTests: XCTestCase {
    func test_string_controlCharacters_failControlCharacterNamingPath() throws {
        for escape in ["\\u0001", "\\u001b", "\\u007f", "\\u0085", "\\u009f", "\\t", "\\n"] {
            var (document, o) = try requestReader(#"{"e":{"name":"a"# + escape + #"b"}}"#)
            var e = try o.object("e")
            assertRefusal({ _ = try e.string("name") }, code: "control_character", path: "e.name")
            withExtendedLifetime(document) {}
        }
    }

    func test_string_arrayElementWithControl_failsNamingElement() throws {
        var (document, o) = try requestReader(#"{"tags":["ok","x\u0007"]}"#)
        let tags = try o.array("tags", max: 10)
        assertRefusal({ _ = try tags.map { try $0.string() } }, code: "control_character", path: "tags[1]")
        withExtendedLifetime(document) {}
    }

    func test_string_multiline_keepsTabsAndLineBreaksRefusesEscape() throws {
        var (document, o) = try requestReader(#"{"note":"a\tb\r\nc","bad":"a\n\u001b[2J"}"#)
        XCTAssertEqual(try o.optionalString("note", text: .multiline), "a\tb\r\nc")
        assertRefusal({ _ = try o.optionalString("bad", text: .multiline) }, code: "control_character", path: "bad")
        withExtendedLifetime(document) {}
    }

    func test_string_nonControlUnicode_accepted() throws {
        var (document, o) = try requestReader(#"{"name":"J\u00f6s\u00e9 \u00a0\u2028 \ud83c\udfcb"}"#)
        XCTAssertEqual(try o.string("name"), "Jösé \u{A0}\u{2028} 🏋")
        withExtendedLifetime(document) {}
    }
}
