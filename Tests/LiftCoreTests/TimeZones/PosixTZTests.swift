import XCTest
@testable import LiftCore

/// TZ strings as TZif footers hold them, evaluated for years past the files' tables.
final class PosixTZTests: XCTestCase {
    let t = ZoneFixtures.instant

    func rules(_ s: String) throws -> PosixTZ { try XCTUnwrap(PosixTZ(Array(s.utf8)), s) }
    func offset(_ s: String, _ at: String) throws -> Int64 { try rules(s).offset(atSecond: t(at).milliseconds / 1000) }

    func test_posixTZ_newYorkRule_switchesOnSecondSundayOfMarchAndFirstOfNovember() throws {
        let ny = "EST5EDT,M3.2.0,M11.1.0"
        XCTAssertEqual(try offset(ny, "2050-03-13T06:59:59Z"), -18_000)
        XCTAssertEqual(try offset(ny, "2050-03-13T07:00:00Z"), -14_400)
        XCTAssertEqual(try offset(ny, "2050-11-06T05:59:59Z"), -14_400)
        XCTAssertEqual(try offset(ny, "2050-11-06T06:00:00Z"), -18_000)
    }

    func test_posixTZ_quotedNamesAndMinutes_kathmandu() throws {
        XCTAssertEqual(try rules("<+0545>-5:45"), PosixTZ(standard: 20_700, daylight: nil))
    }

    func test_posixTZ_lordHowe_southernRuleWrapsTheYear() throws {
        let lh = "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0"
        XCTAssertEqual(try offset(lh, "2050-01-15T00:00:00Z"), 39_600)
        XCTAssertEqual(try offset(lh, "2050-06-15T00:00:00Z"), 37_800)
        XCTAssertEqual(try offset(lh, "2050-12-31T23:00:00Z"), 39_600)
    }

    func test_posixTZ_julianZeroBasedAndLongTimes_parse() throws {
        XCTAssertNotNil(PosixTZ(Array("EST5EDT,0/0,J365/25".utf8)))
        XCTAssertNotNil(PosixTZ(Array("<-04>4<-03>,M9.1.6/24,M4.1.6/24".utf8)))
        XCTAssertNotNil(PosixTZ(Array("<-03>3<-02>,M3.5.0/-2,M10.5.0/-1".utf8)))
        // All year daylight time.
        XCTAssertEqual(try offset("EST5EDT,0/0,J365/25", "2050-07-01T00:00:00Z"), -14_400)
        XCTAssertEqual(try offset("EST5EDT,0/0,J365/25", "2050-01-01T12:00:00Z"), -14_400)
    }

    func test_posixTZ_malformed_isNil() {
        for s in ["", "E5", "EST", "EST5EDT", "EST5EDT,M13.1.0,M11.1.0", "EST5EDT,M3.6.0,M11.1.0", "EST5EDT,J0,J5",
                  "EST5EDT,M3.2.0", "<+05", "<ab>5", "EST5EDT,M3.2.0,M11.1.0/168", "EST99", "EST5 ", "EST5EDT,M3.2.0,M11.1.0x"] {
            XCTAssertNil(PosixTZ(Array(s.utf8)), s)
        }
    }
}
