import LiftCore
import LiftJSON
import XCTest

/// The reader's bookkeeping of the members read (by jansson's key pointers, eight in place, more
/// in an array) decides what `finish` refuses: these pin it down on both sides of the eight.
final class JSONObjectReaderTests: XCTestCase {
    private func reader(_ json: String) throws -> (JSONRequest, JSONObjectReader) {
        let document = try json.withCString { try JSONRequest(cString: $0) }
        return (document, document.object)
    }

    private func assertUnknownField(_ body: () throws -> Void, path: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            let e = error as? LiftError
            XCTAssertEqual(e?.code, "unknown_field", file: file, line: line)
            XCTAssertEqual(e?.details.first?.value, .string(path), file: file, line: line)
        }
    }

    func test_finish_everyMemberRead_passes() throws {
        var (document, o) = try reader(#"{"a":1,"b":"x","c":null}"#)
        XCTAssertEqual(try o.optionalInt("a", in: 0...9), 1)
        XCTAssertEqual(try o.optionalString("b"), "x")
        XCTAssertNil(try o.optionalString("c"))
        XCTAssertNoThrow(try o.finish())
        withExtendedLifetime(document) {}
    }

    func test_finish_oneMemberNotRead_refusesNamingIt() throws {
        var (document, o) = try reader(#"{"a":1,"typo":2}"#)
        _ = try o.optionalInt("a", in: 0...9)
        XCTAssertNil(try o.optionalInt("b", in: 0...9))
        assertUnknownField({ try o.finish() }, path: "typo")
        withExtendedLifetime(document) {}
    }

    func test_value_afterEveryMemberRead_sameKeyAgainFoundOthersAbsent() throws {
        var (document, o) = try reader(#"{"kind":"weight","id":"x"}"#)
        XCTAssertEqual(try o.string("kind"), "weight")
        XCTAssertEqual(try o.optionalString("id"), "x")
        XCTAssertNil(try o.optionalString("latest"))
        XCTAssertNil(try o.optionalString("ki"), "a prefix of a member is not that member")
        XCTAssertEqual(try o.optionalString("id"), "x", "a key read twice is found the second time")
        XCTAssertEqual(try o.string("kind"), "weight")
        XCTAssertNoThrow(try o.finish())
        withExtendedLifetime(document) {}
    }

    func test_finish_moreThanEightMembersAllRead_passes() throws {
        let members = (0..<12).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        var (document, o) = try reader("{\(members)}")
        for i in (0..<12).reversed() { XCTAssertEqual(try o.optionalInt("k\(i)", in: 0...99), Int64(i)) }
        for i in 0..<12 { XCTAssertEqual(try o.optionalInt("k\(i)", in: 0...99), Int64(i), "read again: k\(i)") }
        XCTAssertNoThrow(try o.finish())
        withExtendedLifetime(document) {}
    }

    func test_finish_moreThanEightMembersOneNotRead_refusesNamingIt() throws {
        let members = (0..<12).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        var (document, o) = try reader("{\(members)}")
        for i in 0..<12 where i != 10 { _ = try o.optionalInt("k\(i)", in: 0...99) }
        _ = try o.optionalInt("k3", in: 0...99)   // twice: still one member
        assertUnknownField({ try o.finish() }, path: "k10")
        withExtendedLifetime(document) {}
    }

    func test_finish_nestedObjectUnread_refusesWithItsPath() throws {
        var (document, o) = try reader(#"{"w":{"a":1,"b":2}}"#)
        var w = try o.object("w")
        _ = try w.optionalInt("a", in: 0...9)
        XCTAssertNoThrow(try o.finish())
        assertUnknownField({ try w.finish() }, path: "w.b")
        withExtendedLifetime(document) {}
    }

    func test_has_doesNotMarkRead() throws {
        var (document, o) = try reader(#"{"a":1,"n":null}"#)
        XCTAssertTrue(o.has("a"))
        XCTAssertFalse(o.has("n"))
        XCTAssertFalse(o.has("z"))
        o.ignore("n")
        assertUnknownField({ try o.finish() }, path: "a")
        withExtendedLifetime(document) {}
    }
    func test_path_fieldsOfObjectsInArraysInObjects_spelledOutOnlyInErrorsAsBefore() throws {
        var (document, o) = try reader(#"{"a":{"b":[{"c":{"d":"x"},"e":[1,{"f":true}]}]}}"#)
        var a = try o.object("a")
        XCTAssertEqual(a.path, "a")
        let errors: [LiftError?] = try a.array("b", max: 9).objects { b -> [LiftError?] in
            XCTAssertEqual(b.path, "a.b[0]")
            XCTAssertEqual(b.pathOf("c"), "a.b[0].c")
            var c = try b.object("c")
            XCTAssertEqual(c.path, "a.b[0].c")
            let wrong = Result { try c.int("d", in: 0...1) }
            c.ignore("d")
            try c.finish()
            let inner = try b.array("e", max: 9).map { v -> LiftError? in
                guard var f = try? v.object() else { return nil }
                XCTAssertEqual(f.path, "a.b[0].e[1]")
                return Result { try f.double("f") }.failure
            }
            return [wrong.failure] + inner
        }.flatMap { $0 }
        XCTAssertEqual(errors.compactMap { $0?.details.first?.value }, [.string("a.b[0].c.d"), .string("a.b[0].e[1].f")])
        XCTAssertEqual(errors.compactMap { $0?.message }, ["a.b[0].c.d: expected an integer", "a.b[0].e[1].f: expected a number"])
        withExtendedLifetime(document) {}
    }
}

extension JSONObjectReaderTests {
    func test_value_smallObjectKeysOfOtherLengthsOrEmpty_foundOnlyWhenWhole() throws {
        var (document, o) = try reader(#"{"":1,"lat":2,"latitude":3}"#)
        XCTAssertNil(try o.optionalInt("la", in: 0...9))
        XCTAssertNil(try o.optionalInt("lati", in: 0...9))
        XCTAssertEqual(try o.optionalInt("latitude", in: 0...9), 3)
        XCTAssertEqual(try o.optionalInt("lat", in: 0...9), 2)
        assertUnknownField({ try o.finish() }, path: "")
        XCTAssertEqual(try o.optionalInt("", in: 0...9), 1)
        XCTAssertNoThrow(try o.finish())
        withExtendedLifetime(document) {}
    }

    func test_finish_smallObjectSeveralUnread_refusesTheFirstInRequestOrder() throws {
        var (document, o) = try reader(#"{"b":1,"z":2,"a":3,"y":4}"#)
        _ = try o.optionalInt("a", in: 0...9)
        _ = try o.optionalInt("b", in: 0...9)
        assertUnknownField({ try o.finish() }, path: "z")
        withExtendedLifetime(document) {}
    }

    func test_optionalChoice_listedValue_givesItsPosition() throws {
        var (document, o) = try reader(#"{"g":"polyline6","h":null}"#)
        XCTAssertEqual(try o.optionalChoice("g", ["polyline5", "polyline6", "geojson"]), 1)
        XCTAssertNil(try o.optionalChoice("h", ["a"]))
        XCTAssertNil(try o.optionalChoice("absent", ["a"]))
        XCTAssertNoThrow(try o.finish())
        withExtendedLifetime(document) {}
    }

    func test_optionalChoice_unlistedPrefixOrLonger_refusedAsOneOfWithTheList() throws {
        for value in ["polyline", "polyline66", "Polyline6", ""] {
            var (document, o) = try reader(#"{"g":"\#(value)"}"#)
            XCTAssertThrowsError(try o.optionalChoice("g", ["polyline5", "polyline6"]), value) { error in
                let e = error as? LiftError
                XCTAssertEqual(e?.code, "invalid_value", value)
                XCTAssertEqual(e?.message, "g: expected one of polyline5, polyline6", value)
                XCTAssertEqual(e?.details.last?.value, .strings(["polyline5", "polyline6"]), value)
            }
            withExtendedLifetime(document) {}
        }
    }

    func test_optionalChoice_notAStringOrTooLong_refused() throws {
        var (document, o) = try reader(#"{"g":5,"l":"\#(String(repeating: "x", count: 257))"}"#)
        XCTAssertThrowsError(try o.optionalChoice("g", ["5"])) { error in
            XCTAssertEqual((error as? LiftError)?.code, "wrong_type")
        }
        XCTAssertThrowsError(try o.optionalChoice("l", ["x"])) { error in
            XCTAssertEqual((error as? LiftError)?.message, "l: longer than 256 bytes")
        }
        withExtendedLifetime(document) {}
    }
}

private extension Result {
    var failure: LiftError? { if case .failure(let e) = self { return e as? LiftError } else { return nil } }
}
