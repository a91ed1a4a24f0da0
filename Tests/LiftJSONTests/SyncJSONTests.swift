import LiftCore
import LiftJSON
import XCTest

/// A change's fields are read straight from jansson when plainly valid, and through the checked
/// readers otherwise: both must read the same values and refuse the same things at the same paths.
final class SyncJSONTests: XCTestCase {
    private let site = String(repeating: "d", count: 32)
    private var v: String { "1700000000000.2.\(site)" }

    private func change(_ fields: String, removed: String? = nil) throws -> SyncChange {
        let extra = removed.map { #","removed":"\#($0)""# } ?? ""
        let (document, _) = try requestReader(#"{"changes":[{"kind":"weight","id":"w1","fields":\#(fields)\#(extra)}]}"#)
        return try withExtendedLifetime(document) {
            var o = document.object
            let changes = try o.array("changes", max: 10).objects(SyncJSON.change)
            try o.finish()
            return changes[0]
        }
    }

    func test_change_plainFields_readAsGiven() throws {
        let c = try change(#"{"day":{"value":20000,"version":"\#(v)"},"weight":{"version":"\#(v)","value":70.5},"# +
                           #""unit":{"value":"kg","version":"\#(v)"},"note":{"value":null,"version":"\#(v)"}}"#, removed: v)
        let version = try XCTUnwrap(SyncVersion(text: v))
        XCTAssertEqual(c.fields, ["day": SyncStamped(.int(20000), version), "weight": SyncStamped(.double(70.5), version),
                                  "unit": SyncStamped(.text("kg"), version), "note": SyncStamped(.null, version)])
        XCTAssertEqual(c.removed, version)
    }

    func test_change_rowsBesidePlainFields_readThroughTheCheckedPath() throws {
        let c = try change(#"{"name":{"value":"Push","version":"\#(v)"},"exercises":{"value":[{"position":0,"exercise_id":"e1"}],"version":"\#(v)"}}"#)
        XCTAssertEqual(c.fields["name"]?.value, .text("Push"))
        guard case .rows(let rows)? = c.fields["exercises"]?.value else { return XCTFail("rows") }
        XCTAssertEqual(rows.count, 1)
        XCTAssertEqual(rows.first?.first { $0.name == "exercise_id" }?.value, .text("e1"))
        XCTAssertEqual(rows.first?.first { $0.name == "position" }?.value, .int(0))
    }

    func test_change_fieldWithAnotherMember_refusedUnknownField() {
        assertRefusal({ _ = try change(#"{"day":{"value":1,"version":"\#(v)","extra":1}}"#) },
                      code: "unknown_field", path: "changes[0].fields.day.extra")
    }

    func test_change_fieldWithoutValue_refusedRequired() {
        assertRefusal({ _ = try change(#"{"day":{"version":"\#(v)"}}"#) }, code: "invalid_request", path: "changes[0].fields.day.value")
    }

    func test_change_badVersion_refusedInvalidValueNamingIt() {
        assertRefusal({ _ = try change(#"{"day":{"value":1,"version":"1.2.XYZ"}}"#) },
                      code: "invalid_value", path: "changes[0].fields.day.version")
        assertRefusal({ _ = try change(#"{"day":{"value":1,"version":7}}"#) },
                      code: "wrong_type", path: "changes[0].fields.day.version")
    }

    func test_change_badRemoved_refusedInvalidValueNamingIt() {
        assertRefusal({ _ = try change(#"{}"#, removed: "soon") }, code: "invalid_value", path: "changes[0].removed")
    }

    func test_change_valueOfAnotherType_refusedWrongType() {
        assertRefusal({ _ = try change(#"{"day":{"value":true,"version":"\#(v)"}}"#) },
                      code: "wrong_type", path: "changes[0].fields.day.value")
    }

    func test_write_versionsAndValues_spelledAsTheWireReadsThem() throws {
        let version = try XCTUnwrap(SyncVersion(text: v))
        let response = JSONStreamResponse()
        response.object.setArray("changes") { a in
            a.appendObject {
                SyncJSON.write(SyncChange(kind: "weight", id: "w1", fields: ["weight": SyncStamped(.double(70.5), version),
                                                                             "day": SyncStamped(.int(3), version)], removed: version), to: $0)
            }
        }
        XCTAssertEqual(try response.text(), #"{"changes":[{"kind":"weight","id":"w1","fields":{"day":{"value":3,"version":"\#(v)"},"# +
                       #""weight":{"value":70.5,"version":"\#(v)"}},"removed":"\#(v)"}]}"#)
    }
}
