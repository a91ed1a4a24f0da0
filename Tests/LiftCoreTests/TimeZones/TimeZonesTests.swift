import XCTest
@testable import LiftCore

/// The zone registry: names checked before the port is asked, UTC built in, a file read once.
final class TimeZonesTests: XCTestCase {
    final class SourceSpy: ZoneInfoSource, @unchecked Sendable {
        var files: [String: [UInt8]] = [:]
        var asked = [String]()
        func tzif(named name: String) -> [UInt8]? { asked.append(name); return files[name] }
    }

    func test_rules_utc_isBuiltInWithoutAFile() throws {
        let spy = SourceSpy()
        XCTAssertEqual(try TimeZones(source: spy).rules(named: "UTC", path: "time_zone"), .utc)
        XCTAssertEqual(spy.asked, [])
    }

    func test_rules_knownName_readsTheFileOnce() throws {
        let spy = SourceSpy()
        spy.files["Test/Zone"] = ZoneFixtures.tzif(initial: 3600, transitions: [], footer: "<+01>-1")
        let zones = TimeZones(source: spy)
        XCTAssertEqual(try zones.rules(named: "Test/Zone", path: "time_zone").offsetSeconds(atSecond: 0), 3600)
        _ = try zones.rules(named: "Test/Zone", path: "time_zone")
        XCTAssertEqual(spy.asked, ["Test/Zone"])
    }

    func test_rules_unknownName_isUnknownTimeZone() {
        let zones = TimeZones(source: SourceSpy())
        XCTAssertThrowsError(try zones.rules(named: "Mars/Olympus_Mons", path: "time_zone")) {
            let e = $0 as? LiftError
            XCTAssertEqual(e?.status, .invalidRequest)
            XCTAssertEqual(e?.code, "unknown_time_zone")
            XCTAssertEqual(e?.detail("path"), .location("time_zone"))
        }
    }

    func test_rules_damagedFile_isUnknownTimeZone() {
        let spy = SourceSpy()
        spy.files["Bad/Zone"] = Array("TZif2".utf8)
        XCTAssertThrowsError(try TimeZones(source: spy).rules(named: "Bad/Zone", path: "p")) {
            XCTAssertEqual(($0 as? LiftError)?.code, "unknown_time_zone")
        }
    }

    func test_rules_pathLikeNames_refusedBeforeTheSourceIsAsked() {
        let spy = SourceSpy()
        let zones = TimeZones(source: spy)
        for name in ["", "/etc/passwd", "../../etc/passwd", "America/../../x", "America//New_York", "America/",
                     "a b", "Europe/Helsinki\u{0}", "zone.tab", "localtime", "posix/Europe/Helsinki", "right/UTC",
                     "europe/helsinki", "Europe/-x", String(repeating: "A", count: 256)] {
            XCTAssertThrowsError(try zones.rules(named: name, path: "time_zone"), name) {
                XCTAssertEqual(($0 as? LiftError)?.code, "unknown_time_zone")
            }
        }
        XCTAssertEqual(spy.asked, [])
        XCTAssertTrue(TimeZones.isValidName("America/Argentina/Buenos_Aires"))
        XCTAssertTrue(TimeZones.isValidName("Etc/GMT+5"))
        XCTAssertTrue(TimeZones.isValidName("EST5EDT"))
        XCTAssertTrue(TimeZones.isValidName("America/Port-au-Prince"))
    }
}
