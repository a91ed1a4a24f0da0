import CJansson
import LiftCore
@testable import LiftJSON
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

    func test_streamRootMembers_followTheTreesMembers_andParse() throws {
        let response = JSONResponse()
        response.object.set("kind", "weight")
        response.object.streamRootMembers { $0.setArray("ids") { $0.append(1.25, decimals: 1) } }
        XCTAssertEqual(try response.text(), "{\"kind\":\"weight\",\"ids\":[1.3]}")

        let empty = JSONResponse()
        empty.object.streamRootMembers { $0.setArray("order") { $0.append(3) }; $0.set("n", 1) }
        XCTAssertEqual(try empty.text(), "{\"order\":[3],\"n\":1}")
    }

    func test_streamRootMembers_fromANestedWriter_areStillRootMembers() throws {
        let response = JSONResponse()
        response.object.setObject("inner") { inner in
            inner.set("a", 1)
            inner.streamRootMembers { $0.set("b", 2) }
        }
        XCTAssertEqual(try response.text(), "{\"inner\":{\"a\":1},\"b\":2}")
    }

    func test_streamRootMembers_largerThanTheFirstGuess_isWhole() throws {
        let response = JSONResponse()
        response.object.set("kind", "route")
        response.object.streamRootMembers { root in
            root.setArray("coordinates") { a in for i in 0..<5000 { a.append(Double(i) / 8, decimals: 6) } }
        }
        let out = try response.text()
        var error = json_error_t()
        let parsed = json_loads(out, 0, &error)
        XCTAssertNotNil(parsed)
        if let parsed { json_decref(parsed) }
        XCTAssertTrue(out.hasSuffix(",624.875]}"))
    }

    func test_string_everyASCIIByte_escapedAsJanssonDumpsIt() {
        for c in 0..<128 {
            let s = String(UnicodeScalar(UInt8(c)))
            XCTAssertEqual(text { $0.string(s) }, janssonDump(s), "byte \(c)")
        }
    }

    /// The same members through the tree and the stream: the same text, byte for byte.
    func test_streamResponse_everyValueType_sameTextAsTheTree() throws {
        let tree = JSONResponse(), stream = JSONStreamResponse()
        let t = tree.object, o = stream.object
        t.set("kind", "route"); o.set("kind", "route")
        t.set("note", "tab\there \"q\" \u{1} é"); o.set("note", "tab\there \"q\" \u{1} é")
        t.set("count", 42); o.set("count", 42)
        t.set("big", Int64(-9_007_199_254_740_991)); o.set("big", Int64(-9_007_199_254_740_991))
        t.set("yes", true); o.set("yes", true)
        t.set("no", false); o.set("no", false)
        t.setNull("none"); o.setNull("none")
        t.setObject("empty") { _ in }; o.setObject("empty") { _ in }
        t.setArray("list") { a in
            a.append("x"); a.append(Int64(-1)); a.appendObject { $0.set("k", "v") }; a.appendArray { $0.append(Int64(2)) }
            a.appendArray { _ in }
        }
        o.setArray("list") { a in
            a.append("x"); a.append(-1); a.appendObject { $0.set("k", "v") }; a.appendArray { $0.append(2) }
            a.appendArray { _ in }
        }
        let reals: [Double] = [80.5, 2165.6, 0.1, -0.0, 12, 1e20, 1e-5, 1.5e300, -2.5e-300, 123456789012345678, 1 / 3, .nan, .infinity]
        t.setArray("reals") { a in for r in reals { a.append(r) } }
        o.setArray("reals") { a in for r in reals { a.append(r) } }
        t.set("real", 60.1699); o.set("real", 60.1699)
        let p = try stream.dump()
        defer { free(p) }
        XCTAssertEqual(String(cString: p), try tree.text())
    }

    func test_streamResponse_noMembers_isAnEmptyObject() throws {
        XCTAssertEqual(try JSONStreamResponse().text(), "{}")
        let p = try JSONStreamResponse().dump()
        XCTAssertEqual(String(cString: p), "{}")
        free(p)
    }

    func test_streamResponse_polylineBytes_escapeTheBackslash() throws {
        let response = JSONStreamResponse()
        response.object.set("geometry", utf8: Array("_p~iF\\~ps|U\\".utf8))
        XCTAssertEqual(try response.text(), #"{"geometry":"_p~iF\\~ps|U\\"}"#)
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

    func test_fixed_halvesAndRandomValues_roundHalfAwayFromZeroAsRounded() {
        var values: [Double] = [0.5, -0.5, 1.5, -1.5, 2.5, 0.05, 0.15, 0.25, -0.25, 1.45, 0.45, 2.675, 1e15 + 0.5,
                                4503599627370495.5, -4503599627370495.5, 9007199254740991, 9007199254740992, -0.0,
                                0.49999999999999994, -0.49999999999999994, .nan, .infinity, 24.9384005, 60.1700005]
        var seed: UInt64 = 3
        for _ in 0..<3000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let u = Double(seed >> 11) / Double(1 << 53)
            values.append((u - 0.5) * [1, 360, 20_000, 1e9][Int(seed % 4)])
        }
        for v in values {
            for d in [0, 1, 2, 6, 9] {
                XCTAssertEqual(text { $0.fixed(v, decimals: d) }, Self.fixedReference(v, d), "\(v) to \(d)")
            }
        }
    }

    func test_fixed_digitCountEdgesAndEveryPlaceCount_matchTheReference() {
        // Whole parts at each power of ten and one below (the text's length is computed before
        // its digits are written), fractions with leading and trailing zeros, every place count.
        var values: [Double] = [-0.0, 0, 1e-9, -1e-9, 5e-10, -5e-10, 0.0000004, 0.1, 0.01, 0.001, 0.10000001]
        var p = 1.0
        for _ in 0..<16 {
            values += [p, p - 1, p - 0.5, p - 0.05, p + 0.05, -p, -(p - 1), p * 0.999999, 9.95, 99.95, 999.5]
            p *= 10
        }
        var seed: UInt64 = 11
        for _ in 0..<2000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let digits = Double(seed >> 60)   // 0...15
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let u = Double(seed >> 11) / Double(1 << 53)
            values.append((u - 0.5) * 2 * pow(10, digits))
        }
        for v in values {
            for d in 0...9 {
                XCTAssertEqual(text { $0.fixed(v, decimals: d) }, Self.fixedReference(v, d), "\(v) to \(d)")
            }
        }
    }

    func test_integer_everyDigitCountAndSign_asSwiftPrintsIt() {
        var values: [Int64] = [0, 1, -1, 9, 10, 99, 100, Int64.max, Int64.min, Int64.min + 1]
        var p: Int64 = 1
        for _ in 0..<18 {
            p *= 10
            values += [p, p - 1, p + 1, -p, -(p - 1)]
        }
        var seed: UInt64 = 5
        for _ in 0..<2000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            values.append(Int64(bitPattern: seed) >> Int64(seed % 63))
        }
        for v in values { XCTAssertEqual(text { $0.integer(v) }, String(v)) }
    }

    func test_fixed_largestAndNegativeValues_writtenWhole() {
        XCTAssertEqual(text { $0.fixed(9_007_199_254.25, decimals: 6) }, "9007199254.25")
        XCTAssertEqual(text { $0.fixed(-179.123456789, decimals: 9) }, "-179.123456789")
        XCTAssertEqual(text { $0.fixed(-0.5, decimals: 0) }, "-1.0")
        XCTAssertEqual(text { $0.fixed(1.25, decimals: -3) }, "1.0")
        XCTAssertEqual(text { $0.fixed(1.25, decimals: 12) }, "1.25")
    }
    func test_string_oneEscapeAtEachPlaceOfShortAndWordLongTexts_escapedAsJanssonDumpsThem() {
        // A text of up to eight bytes is tested as one padded word or two overlapping halves, a
        // longer one ends with an overlapping word: an escape at every place of each, and none.
        for length in 0...24 {
            for place in -1..<length {
                for c in ["\"", "\\", "\u{0}", "\u{1f}"] {
                    let s = String((0..<length).map { $0 == place ? Character(c) : "x" })
                    XCTAssertEqual(text { $0.string(s) }, janssonDump(s), s.debugDescription)
                }
            }
        }
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

    func test_append_everyLengthUpTo80AfterEveryLengthUpTo9_copiesExactlyThoseBytes() {
        // Pieces of up to 64 bytes are copied as a head and a tail that overlap, longer ones in one go.
        let source = (0..<80).map { UInt8(40 + $0) }
        for before in 0...9 {
            for n in 0...80 {
                var b = JSONBytes(capacity: 1)
                source.withUnsafeBufferPointer { p in
                    b.append(p.baseAddress, before)
                    b.append(p.baseAddress, n)
                    b.raw(UInt8(ascii: "."))
                }
                XCTAssertEqual(b.bytes, Array(source[..<before]) + Array(source[..<n]) + [UInt8(ascii: ".")], "\(before) then \(n)")
            }
        }
    }

    func test_capacityThatCannotBeHad_outOfMemory_andTheResponseFailsAsNoMemory() throws {
        let huge = JSONBytes(capacity: Int.max)
        XCTAssertTrue(huge.outOfMemory)
        XCTAssertFalse(JSONBytes().outOfMemory)
        let response = JSONStreamResponse()
        response.stream.bytes = JSONBytes(capacity: Int.max)
        response.object.set("kind", "route")
        XCTAssertThrowsError(try response.text()) { error in
            XCTAssertEqual((error as? LiftError)?.status, .noMemory)
        }
        XCTAssertThrowsError(try response.dump()) { error in
            XCTAssertEqual((error as? LiftError)?.status, .noMemory)
        }
    }

    /// The formatting before the truncating conversion, by `rounded()` and division by 10^d.
    static func fixedReference(_ v: Double, _ d: Int) -> String {
        var scale: UInt64 = 1
        for _ in 0..<d { scale *= 10 }
        let scaled = (v * Double(scale)).rounded()
        guard scaled.isFinite, scaled.magnitude < 9_007_199_254_740_992 else { return "null" }
        let n = Int64(scaled), m = n.magnitude
        var frac = String(m % scale), whole = String(m / scale)
        frac = String(repeating: "0", count: max(0, d - frac.count)) + frac
        while frac.count > 1 && frac.hasSuffix("0") { frac.removeLast() }
        if frac.isEmpty { frac = "0" }
        if n < 0 { whole = "-" + whole }
        return whole + "." + frac
    }
}
