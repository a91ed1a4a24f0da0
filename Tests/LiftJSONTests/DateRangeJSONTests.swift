import LiftCore
import LiftJSON
import XCTest

/// The one range decoder: days everywhere, instants on instant kinds, `to` not before `from`.
final class DateRangeJSONTests: XCTestCase {
    private func instants(_ json: String) throws -> DateRange {
        var (document, o) = try requestReader(json)
        defer { _ = document }
        let range = try DateRangeJSON.instants(&o)
        try o.finish()
        return range
    }

    private func days(_ json: String) throws -> (from: Day?, to: Day?) {
        var (document, o) = try requestReader(json)
        defer { _ = document }
        return try DateRangeJSON.days(&o)
    }

    func test_instants_dayAndInstant_decodeEachAsWritten() throws {
        let r = try instants(#"{"from":"2026-03-29","to":"2026-03-29T21:00:00+03:00"}"#)
        XCTAssertEqual(r.from, .day(Day(year: 2026, month: 3, day: 29) ?? Day.first))
        XCTAssertEqual(r.to, .instant(WireTime.parseTimestamp("2026-03-29T18:00:00Z") ?? Timestamp.first))
        XCTAssertEqual(try instants("{}"), DateRange())
    }

    func test_instants_malformed_failNamingTheField() {
        for (json, path) in [(#"{"from":"2026-02-30"}"#, "from"), (#"{"to":"2026-03-29T24:00:00Z"}"#, "to"),
                             (#"{"from":"tomorrow"}"#, "from"), (#"{"to":5}"#, "to"), (#"{"from":"2026-03-29 "}"#, "from")] {
            assertRefusal({ _ = try self.instants(json) }, code: json.contains("5}") ? "wrong_type" : "invalid_request", path: path)
        }
    }

    func test_days_instantOrBackwards_failNamingTheField() {
        assertRefusal({ _ = try self.days(#"{"from":"2026-03-29T00:00:00Z"}"#) }, code: "invalid_request", path: "from")
        assertRefusal({ _ = try self.days(#"{"from":"2026-03-29","to":"2026-03-28"}"#) }, code: "invalid_request", path: "to")
        XCTAssertNoThrow(try days(#"{"from":"2026-03-29","to":"2026-03-29"}"#))
    }
}
