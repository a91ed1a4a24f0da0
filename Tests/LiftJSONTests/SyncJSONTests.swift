import LiftCore
import LiftJSON
import XCTest

/// A change carries one `version` for its fields and `versions` for those that differ. Its fields
/// are read straight from jansson when plainly valid, and through the checked readers otherwise:
/// both must read the same values and refuse the same things at the same paths.
final class SyncJSONTests: XCTestCase {
    private let site = String(repeating: "d", count: 32)
    private var v: String { "1700000000000.2.\(site)" }
    private var w: String { "1700000000005.0.\(String(repeating: "a", count: 32))" }

    /// `members` is the change's text after its kind and id.
    private func change(_ members: String, id: String = #""w1""#) throws -> SyncChange {
        let (document, _) = try requestReader(#"{"changes":[{"kind":"weight","id":\#(id)\#(members)}]}"#)
        return try withExtendedLifetime(document) {
            var o = document.object
            let changes = try o.array("changes", max: 10).map(SyncJSON.change)
            try o.finish()
            return changes[0]
        }
    }

    private func written(_ c: SyncChange) throws -> String {
        let response = JSONStreamResponse()
        response.object.setArray("changes") { a in a.appendObject { SyncJSON.write(c, to: $0) } }
        let text = try response.text()
        return String(text.dropFirst(#"{"changes":["#.count).dropLast(2))
    }

    private func version(_ text: String) throws -> SyncVersion { try XCTUnwrap(SyncVersion(text: text)) }

    func test_change_plainFields_takeTheChangeVersion() throws {
        let c = try change(#","version":"\#(v)","fields":{"day":20000,"weight":70.5,"unit":"kg","note":null},"removed":"\#(v)""#)
        let version = try version(v)
        XCTAssertEqual(c.fields, ["day": SyncStamped(.int(20000), version), "weight": SyncStamped(.double(70.5), version),
                                  "unit": SyncStamped(.text("kg"), version), "note": SyncStamped(.null, version)])
        XCTAssertEqual(c.removed, version)
    }

    func test_change_versionsForSomeFields_overrideTheChangeVersion() throws {
        let c = try change(#","version":"\#(v)","fields":{"day":3,"weight":70.5},"versions":{"weight":"\#(w)"}"#)
        XCTAssertEqual(c.fields, ["day": SyncStamped(.int(3), try version(v)), "weight": SyncStamped(.double(70.5), try version(w))])
    }

    func test_change_everyFieldInVersions_needsNoChangeVersion() throws {
        let c = try change(#","fields":{"day":3},"versions":{"day":"\#(w)"}"#)
        XCTAssertEqual(c.fields, ["day": SyncStamped(.int(3), try version(w))])
    }

    func test_change_tombstoneOnly_readsWithoutVersionOrFields() throws {
        let c = try change(#","removed":"\#(w)""#)
        XCTAssertEqual(c.fields, [:])
        XCTAssertEqual(c.removed, try version(w))
    }

    func test_change_rowsBesidePlainFields_readThroughTheCheckedPath() throws {
        let c = try change(#","version":"\#(v)","fields":{"name":"Push","exercises":[{"position":0,"exercise_id":"e1"}]},"versions":{"name":"\#(w)"}"#)
        XCTAssertEqual(c.fields["name"], SyncStamped(.text("Push"), try version(w)))
        XCTAssertEqual(c.fields["exercises"]?.version, try version(v))
        guard case .rows(let rows)? = c.fields["exercises"]?.value else { return XCTFail("rows") }
        XCTAssertEqual(rows.count, 1)
        XCTAssertEqual(rows.first?.first { $0.name == "exercise_id" }?.value, .text("e1"))
        XCTAssertEqual(rows.first?.first { $0.name == "position" }?.value, .int(0))
    }

    func test_change_fieldWithNoVersion_refusedNamingTheChangeVersion() {
        assertRefusal({ _ = try change(#","fields":{"day":1}"#) }, code: "invalid_request", path: "changes[0].version")
        assertRefusal({ _ = try change(#","fields":{"day":1,"note":null},"versions":{"day":"\#(w)"}"#) },
                      code: "invalid_request", path: "changes[0].version")
    }

    func test_change_versionsNamingAFieldNotCarried_refusedInvalidValue() {
        assertRefusal({ _ = try change(#","version":"\#(v)","fields":{"day":1},"versions":{"note":"\#(w)"}"#) },
                      code: "invalid_value", path: "changes[0].versions.note")
        assertRefusal({ _ = try change(#","versions":{"note":"\#(w)"}"#) }, code: "invalid_value", path: "changes[0].versions.note")
    }

    func test_change_badVersion_refusedInvalidValueNamingIt() {
        assertRefusal({ _ = try change(#","version":"1.2.XYZ","fields":{"day":1}"#) }, code: "invalid_value", path: "changes[0].version")
        assertRefusal({ _ = try change(#","version":7,"fields":{"day":1}"#) }, code: "wrong_type", path: "changes[0].version")
        assertRefusal({ _ = try change(#","version":"\#(v)","fields":{"day":1},"versions":{"day":"soon"}"#) },
                      code: "invalid_value", path: "changes[0].versions.day")
        assertRefusal({ _ = try change(#","version":"\#(v)","fields":{"day":1},"versions":{"day":null}"#) },
                      code: "invalid_request", path: "changes[0].versions.day")
    }

    func test_change_badRemoved_refusedInvalidValueNamingIt() {
        assertRefusal({ _ = try change(#","removed":"soon""#) }, code: "invalid_value", path: "changes[0].removed")
    }

    func test_change_valueOfAnotherType_refusedWrongType() {
        assertRefusal({ _ = try change(#","version":"\#(v)","fields":{"day":true}"#) }, code: "wrong_type", path: "changes[0].fields.day")
    }

    func test_change_earlierValueAndVersionObject_refusedWrongType() {
        assertRefusal({ _ = try change(#","fields":{"day":{"value":1,"version":"\#(v)"}}"#) },
                      code: "wrong_type", path: "changes[0].fields.day")
    }

    func test_change_idWithAControlCharacter_refusedAsTheCheckedReaderDoes() {
        assertRefusal({ _ = try change(#","version":"\#(v)","fields":{"day":1}"#, id: #""w\u0001""#) },
                      code: "control_character", path: "changes[0].id")
    }

    func test_change_idBeyondItsLength_refusedNamingIt() {
        let long = "\"" + String(repeating: "x", count: 129) + "\""
        assertRefusal({ _ = try change(#","version":"\#(v)","fields":{"day":1}"#, id: long) }, code: "invalid_request", path: "changes[0].id")
    }

    func test_change_nonASCIIId_readAsGiven() throws {
        XCTAssertEqual(try change(#","version":"\#(v)","fields":{"day":1}"#, id: #""päivä-1""#).id, "päivä-1")
    }

    func test_change_memberOfAnotherName_refusedUnknownField() {
        assertRefusal({ _ = try change(#","version":"\#(v)","fields":{"day":1},"colour":"red""#) },
                      code: "unknown_field", path: "changes[0].colour")
    }

    func test_change_nullFieldsAndVersion_readAsNone() throws {
        let c = try change(#","version":null,"fields":null,"removed":"\#(w)""#)
        XCTAssertEqual(c.fields, [:])
        XCTAssertEqual(c.removed, try version(w))
    }

    func test_write_oneVersion_spelledOnceWithPlainValues() throws {
        let version = try version(v)
        let c = SyncChange(kind: "weight", id: "w1", fields: ["weight": SyncStamped(.double(70.5), version),
                                                             "day": SyncStamped(.int(3), version)], removed: version)
        XCTAssertEqual(try written(c), #"{"kind":"weight","id":"w1","version":"\#(v)","fields":{"day":3,"weight":70.5},"removed":"\#(v)"}"#)
    }

    func test_write_fieldsOfAnotherVersion_listedInVersions() throws {
        let c = SyncChange(kind: "weight", id: "w1", fields: ["day": SyncStamped(.int(3), try version(v)),
                                                             "note": SyncStamped(.null, try version(v)),
                                                             "weight": SyncStamped(.double(70.5), try version(w))])
        XCTAssertEqual(try written(c), #"{"kind":"weight","id":"w1","version":"\#(v)","fields":{"day":3,"note":null,"weight":70.5},"# +
                       #""versions":{"weight":"\#(w)"}}"#)
    }

    func test_write_asManyFieldsPerVersion_theLaterIsTheChangeVersion() throws {
        let c = SyncChange(kind: "weight", id: "w1", fields: ["day": SyncStamped(.int(3), try version(w)),
                                                             "note": SyncStamped(.null, try version(v))])
        XCTAssertEqual(try written(c), #"{"kind":"weight","id":"w1","version":"\#(w)","fields":{"day":3,"note":null},"# +
                       #""versions":{"note":"\#(v)"}}"#)
    }

    func test_write_tombstoneOnly_noVersionAndEmptyFields() throws {
        let c = SyncChange(kind: "weight", id: "w1", removed: try version(w))
        XCTAssertEqual(try written(c), #"{"kind":"weight","id":"w1","fields":{},"removed":"\#(w)"}"#)
    }

    func test_writeThenRead_mixedVersionsAndRows_sameChange() throws {
        let c = SyncChange(kind: "weight", id: "w1", fields: [
            "day": SyncStamped(.int(3), try version(v)), "note": SyncStamped(.text("a\"b"), try version(w)),
            "sets": SyncStamped(.rows([[SyncEntry("id", .text("s1")), SyncEntry("weight", .double(0.1))]]), try version(w)),
            "unit": SyncStamped(.null, try version(v))], removed: try version(v))
        let text = try written(c)
        XCTAssertEqual(try change("," + text.dropFirst(#"{"kind":"weight","id":"w1","#.count).dropLast()), c)
    }
}
