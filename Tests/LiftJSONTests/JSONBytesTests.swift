import CJansson
import LiftCore
import LiftJSON
import XCTest

final class JSONBytesTests: XCTestCase {
    private func text(_ body: (inout JSONBytes) -> Void) -> String {
        var b = JSONBytes()
        body(&b)
        return String(decoding: b.bytes, as: UTF8.self)
    }

    /// The string as jansson's compact dump writes it (the reference for escapes).
    private func janssonDump(_ s: String) -> String? {
        let utf8 = Array(s.utf8)
        guard let tree = utf8.withUnsafeBufferPointer({ b in
            b.withMemoryRebound(to: CChar.self) { json_stringn($0.baseAddress, $0.count) }
        }) else { return nil }
        defer { json_decref(tree) }
        guard let dumped = json_dumps(tree, Int(JSON_COMPACT) | Int(JSON_ENCODE_ANY)) else { return nil }
        defer { free(dumped) }
        return String(cString: dumped)
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
    func test_string_everyASCIIByte_escapedAsJanssonDumpsIt() {
        for c in 0..<128 {
            let s = String(UnicodeScalar(UInt8(c)))
            XCTAssertEqual(text { $0.string(s) }, janssonDump(s), "byte \(c)")
        }
    }

    func test_writeAsBytes_rootStringsIntegersAndRawMembers_sameTextAsTheTree() throws {
        func fill(_ response: JSONResponse) {
            let o = response.object
            o.set("kind", "route")
            o.set("note", "tab\there \"q\" \u{1}")
            o.set("count", 42)
            o.set("big", Int64(-9_007_199_254_740_991))
            var v = JSONBytes()
            v.raw(UInt8(ascii: "[")); v.fixed(1.25, decimals: 1); v.raw(UInt8(ascii: "]"))
            o.setRaw("route", v)
            o.setRaw("order") { $0.raw(UInt8(ascii: "[")); $0.integer(3); $0.raw(UInt8(ascii: "]")) }
        }
        let tree = JSONResponse(), bytes = JSONResponse()
        fill(tree)
        bytes.writeAsBytes()
        fill(bytes)
        XCTAssertEqual(try bytes.text(), try tree.text())
        XCTAssertEqual(try bytes.text(),
                       "{\"kind\":\"route\",\"note\":\"tab\\there \\\"q\\\" \\u0001\",\"count\":42,\"big\":-9007199254740991,\"route\":[1.3],\"order\":[3]}")
    }

    func test_writeAsBytes_dump_handsTheTextOverOnce() throws {
        let response = JSONResponse()
        response.writeAsBytes()
        response.object.set("kind", "route")
        response.object.setRaw("order") { $0.raw(UInt8(ascii: "[")); $0.integer(1); $0.raw(UInt8(ascii: "]")) }
        XCTAssertEqual(try response.text(), #"{"kind":"route","order":[1]}"#)
        let p = try response.dump()
        XCTAssertEqual(String(cString: p), #"{"kind":"route","order":[1]}"#)
        free(p)
        XCTAssertThrowsError(try response.dump()) { error in
            XCTAssertEqual((error as? LiftError)?.status, .internal)
        }
    }

    func test_writeAsBytes_noMembersDumped_isAnEmptyObject() throws {
        let response = JSONResponse()
        response.writeAsBytes()
        let p = try response.dump()
        XCTAssertEqual(String(cString: p), "{}")
        free(p)
    }

    func test_writeAsBytes_noMembers_isAnEmptyObject() throws {
        let response = JSONResponse()
        response.writeAsBytes()
        XCTAssertEqual(try response.text(), "{}")
    }

    func test_writeAsBytes_aMemberThatNeedsTheTree_failsTheResponseAsInternal() {
        let cases: [(String, (JSONObjectWriter) -> Void)] = [
            ("object", { $0.setObject("o") { $0.set("a", 1) } }),
            ("array", { $0.setArray("a") { $0.append(Int64(1)) } }),
            ("real", { $0.set("d", 1.5) }),
            ("bool", { $0.set("b", true) }),
            ("null", { $0.setNull("n") }),
        ]
        for (name, write) in cases {
            let response = JSONResponse()
            response.writeAsBytes()
            response.object.set("kind", "route")
            write(response.object)
            XCTAssertThrowsError(try response.text(), name) { error in
                XCTAssertEqual((error as? LiftError)?.status, .internal, name)
            }
        }
    }

    func test_writeAsBytes_afterATreeMember_failsTheResponse() {
        let response = JSONResponse()
        response.object.set("kind", "route")
        response.writeAsBytes()
        XCTAssertThrowsError(try response.text())
    }
    func test_integer_edgesAndSigns_writtenWhole() {
        XCTAssertEqual(text { $0.integer(Int64.max) }, "9223372036854775807")
        XCTAssertEqual(text { $0.integer(-1) }, "-1")
        XCTAssertEqual(text { $0.integer(10) }, "10")
        XCTAssertEqual(text { $0.integer(7); $0.raw(UInt8(ascii: ",")); $0.integer(-70) }, "7,-70")
    }

    func test_key_shortAndLongerThanTheStackBuffer_quotedWithColon() {
        XCTAssertEqual(text { $0.key("a") }, "\"a\":")
        XCTAssertEqual(text { $0.key("waypoint_index") }, "\"waypoint_index\":")
        let long: StaticString = "a_key_much_longer_than_forty_eight_bytes_for_the_fallback"
        XCTAssertEqual(text { $0.key(long) }, "\"a_key_much_longer_than_forty_eight_bytes_for_the_fallback\":")
    }

    func test_fixed_largestAndNegativeValues_writtenWhole() {
        XCTAssertEqual(text { $0.fixed(9_007_199_254.25, decimals: 6) }, "9007199254.25")
        XCTAssertEqual(text { $0.fixed(-179.123456789, decimals: 9) }, "-179.123456789")
        XCTAssertEqual(text { $0.fixed(-0.5, decimals: 0) }, "-1.0")
        XCTAssertEqual(text { $0.fixed(1.25, decimals: -3) }, "1.0")
        XCTAssertEqual(text { $0.fixed(1.25, decimals: 12) }, "1.25")
    }
    func test_string_randomMixesAcrossEightByteWords_escapedAsJanssonDumpsThem() {
        // Escapes at every offset of the eight-byte scan, runs longer than a word, UTF-8.
        let alphabet: [String] = ["a", "Z", "~", "\"", "\\", "\u{1}", "\n", "\u{1f}", " ", "é", "€", "\u{7f}", "_", "@"]
        var seed: UInt64 = 42
        for _ in 0..<500 {
            var s = ""
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            for _ in 0..<Int(seed >> 58) {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                s += alphabet[Int(seed >> 33) % alphabet.count]
            }
            XCTAssertEqual(text { $0.string(s) }, janssonDump(s), s.debugDescription)
        }
    }

    func test_capacityThatCannotBeHad_outOfMemory_andTheResponseFailsAsNoMemory() throws {
        let huge = JSONBytes(capacity: Int.max)
        XCTAssertTrue(huge.outOfMemory)
        XCTAssertFalse(JSONBytes().outOfMemory)
        let response = JSONResponse()
        response.writeAsBytes()
        response.object.set("kind", "route")
        response.object.setRaw("route", huge)
        XCTAssertThrowsError(try response.text()) { error in
            XCTAssertEqual((error as? LiftError)?.status, .noMemory)
        }
    }
}
