import CJansson
import LiftJSON
import XCTest

final class JSONBytesTests: XCTestCase {
    private func text(_ body: (inout JSONBytes) -> Void) -> String {
        var b = JSONBytes()
        body(&b)
        return String(decoding: b.bytes, as: UTF8.self)
    }

    func test_fixed_roundsToTheDecimalsAndKeepsOneAfterThePoint() {
        let cases: [(Double, Int, String)] = [
            (1523.44, 1, "1523.4"), (1523.45001, 1, "1523.5"), (12, 1, "12.0"), (0, 1, "0.0"),
            (0.04, 1, "0.0"), (-0.04, 1, "0.0"), (-3.26, 1, "-3.3"), (24.9384, 6, "24.9384"),
            (60.16990049, 6, "60.1699"), (-179.9999994, 6, "-179.999999"), (0.000001, 6, "0.000001"),
            (0.05, 6, "0.05"), (7.5, 0, "8.0"), (123456789.25, 1, "123456789.3"),
        ]
        for (v, d, want) in cases {
            XCTAssertEqual(text { $0.fixed(v, decimals: d) }, want, "\(v) to \(d)")
        }
    }

    func test_fixed_notFiniteOrBeyond53Bits_isNull() {
        for v in [Double.nan, .infinity, -.infinity, 1e300, 9.1e14] {
            XCTAssertEqual(text { $0.fixed(v, decimals: 2) }, "null", "\(v)")
        }
    }

    func test_integerAndString_escapeAsJSONRequires() {
        XCTAssertEqual(text { $0.integer(Int64.min) }, "-9223372036854775808")
        XCTAssertEqual(text { $0.integer(0) }, "0")
        XCTAssertEqual(text { $0.string("a\"b\\c\u{1}é") }, "\"a\\\"b\\\\c\\u0001é\"")
    }

    func test_string_escapesAtTheEdgesInARowAndNone_copyTheRunsBetween() {
        XCTAssertEqual(text { $0.string("") }, "\"\"")
        XCTAssertEqual(text { $0.string("\\ab\\") }, "\"\\\\ab\\\\\"")
        XCTAssertEqual(text { $0.string("\"\"\u{0}x") }, "\"\\\"\\\"\\u0000x\"")
        XCTAssertEqual(text { $0.string("_p~iF~ps|U_ulLnnqC_mqNvxq`@") }, "\"_p~iF~ps|U_ulLnnqC_mqNvxq`@\"")
    }

    func test_setRaw_membersFollowTheTreesMembers_andParse() throws {
        let response = JSONResponse()
        response.object.set("kind", "route")
        var v = JSONBytes()
        v.raw(UInt8(ascii: "[")); v.fixed(1.25, decimals: 1); v.raw(UInt8(ascii: "]"))
        response.object.setRaw("route", v)
        XCTAssertEqual(try response.text(), "{\"kind\":\"route\",\"route\":[1.3]}")

        let empty = JSONResponse()
        empty.object.setRaw("order", v)
        XCTAssertEqual(try empty.text(), "{\"order\":[1.3]}")
    }

    func test_setRaw_largerThanTheFirstGuess_isWhole() throws {
        let response = JSONResponse()
        response.object.set("kind", "route")
        var v = JSONBytes()
        v.raw(UInt8(ascii: "["))
        for i in 0..<5000 {
            if i > 0 { v.raw(UInt8(ascii: ",")) }
            v.fixed(Double(i) / 8, decimals: 6)
        }
        v.raw(UInt8(ascii: "]"))
        response.object.setRaw("coordinates", v)
        let out = try response.text()
        var error = json_error_t()
        let parsed = json_loads(out, 0, &error)
        XCTAssertNotNil(parsed)
        if let parsed { json_decref(parsed) }
        XCTAssertTrue(out.hasSuffix(",624.875]}"))
    }

    func test_setRaw_onANestedObject_failsTheResponse() {
        let response = JSONResponse()
        response.object.setObject("inner") { $0.setRaw("x", JSONBytes()) }
        XCTAssertThrowsError(try response.text())
    }
}
