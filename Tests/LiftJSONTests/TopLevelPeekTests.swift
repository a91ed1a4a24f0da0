import XCTest
@testable import LiftJSON

/// TopLevelPeek finds a top-level string member from the bytes alone, and gives up (nil) on
/// anything it cannot read plainly, so a caller falls back to the strictest limit.
final class TopLevelPeekTests: XCTestCase {
    private func kind(_ json: String) -> String? {
        let bytes = Array(json.utf8)
        return bytes.withUnsafeBufferPointer { TopLevelPeek.string("kind", in: $0) }
    }

    func test_peek_kindFirst_returnsIt() {
        XCTAssertEqual(kind(#"{"kind":"weight","items":[]}"#), "weight")
    }

    func test_peek_kindAfterNestedMembersNamedKind_returnsTheTopLevelOne() {
        let json = #" { "items" : [ {"kind":"exercise","note":"a \"}\" {[ brace"} ], "x":{"kind":"routine"} , "kind" : "weight" } "#
        XCTAssertEqual(kind(json), "weight")
    }

    func test_peek_kindAsAValueNotAKey_isNotTaken() {
        XCTAssertNil(kind(#"{"name":"kind","other":"kind"}"#))
    }

    func test_peek_escapedKeyOrValue_returnsNil() {
        XCTAssertNil(kind(#"{"\u006bind":"weight"}"#))
        XCTAssertNil(kind(#"{"kind":"weig\u0068t"}"#))
    }

    func test_peek_nonStringKind_returnsNil() {
        XCTAssertNil(kind(#"{"kind":7}"#))
        XCTAssertNil(kind(#"{"kind":["weight"]}"#))
    }

    func test_peek_notAnObjectOrTruncated_returnsNil() {
        XCTAssertNil(kind(#"["kind","weight"]"#))
        XCTAssertNil(kind(#"{"kind":"wei"#))
        XCTAssertNil(kind(#"{"note":"\"#))
        XCTAssertNil(kind(""))
        XCTAssertNil(kind(#"{"a":1}"kind":"weight"}"#))
    }
}
