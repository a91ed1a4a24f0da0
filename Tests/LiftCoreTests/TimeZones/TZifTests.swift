import XCTest
@testable import LiftCore

/// RFC 8536 files: the system's, hand-made ones, and damaged ones (an error, never a trap).
final class TZifTests: XCTestCase {
    func test_parse_systemNewYork_readsTransitionsAndFooter() throws {
        let z = try ZoneFixtures.system("America/New_York")
        XCTAssertEqual(z.offsetSeconds(at: ZoneFixtures.instant("2026-01-15T12:00:00Z")), -5 * 3600)
        XCTAssertEqual(z.offsetSeconds(at: ZoneFixtures.instant("2026-07-15T12:00:00Z")), -4 * 3600)
        XCTAssertEqual(z.footer, PosixTZ(Array("EST5EDT,M3.2.0,M11.1.0".utf8)))
    }

    func test_parse_systemZoneFarPastTheTable_usesTheFooterRule() throws {
        let z = try ZoneFixtures.system("America/New_York")
        // 2090: past any table zic writes; March 12 2090 is the second Sunday.
        XCTAssertEqual(z.offsetSeconds(at: ZoneFixtures.instant("2090-03-12T06:59:59Z")), -5 * 3600)
        XCTAssertEqual(z.offsetSeconds(at: ZoneFixtures.instant("2090-03-12T07:00:00Z")), -4 * 3600)
    }

    func test_parse_beforeTheFirstTransition_usesTimeTypeZero() throws {
        let z = try ZoneFixtures.system("Asia/Kathmandu")
        // Local mean time until 1920: +5:41:16.
        XCTAssertEqual(z.offsetSeconds(at: ZoneFixtures.instant("1900-01-01T00:00:00Z")), 5 * 3600 + 41 * 60 + 16)
        XCTAssertEqual(z.offsetSeconds(at: ZoneFixtures.instant("2026-01-01T00:00:00Z")), 5 * 3600 + 45 * 60)
    }

    func test_parse_handMadeVersion2_appliesTransitionsThenFooter() throws {
        let bytes = ZoneFixtures.tzif(initial: 3600, transitions: [(1_000_000, 7200)], footer: "<+03>-3")
        let z = try TZif.parse(bytes, name: "Test/Zone")
        XCTAssertEqual(z.offsetSeconds(atSecond: 999_999), 3600)
        XCTAssertEqual(z.offsetSeconds(atSecond: 1_000_000 - 1), 3600)
        // At and after the last transition the footer rules.
        XCTAssertEqual(z.offsetSeconds(atSecond: 1_000_000), 10_800)
    }

    func test_parse_version1_readsThe32BitBlock() throws {
        let bytes = ZoneFixtures.tzif(initial: 0, transitions: [(100, -3600)], footer: "", version: 0)
        let z = try TZif.parse(bytes, name: "Old")
        XCTAssertEqual(z.offsetSeconds(atSecond: 99), 0)
        XCTAssertEqual(z.offsetSeconds(atSecond: 100), -3600)
    }

    func test_parse_version3AndEmptyFooter_keepsTheLastOffset() throws {
        let bytes = ZoneFixtures.tzif(initial: 0, transitions: [(100, 1800)], footer: "", version: UInt8(ascii: "3"))
        let z = try TZif.parse(bytes, name: "V3")
        XCTAssertNil(z.footer)
        XCTAssertEqual(z.offsetSeconds(atSecond: 1 << 40), 1800)
    }

    func test_parse_everyTruncation_isMalformedNeverATrap() throws {
        let whole = try [UInt8](Data(contentsOf: URL(fileURLWithPath: ZoneFixtures.directory + "/Europe/Helsinki")))
        for length in 0..<whole.count {
            XCTAssertThrowsError(try TZif.parse(Array(whole[0..<length]), name: "Europe/Helsinki"), "length \(length)")
        }
        XCTAssertNoThrow(try TZif.parse(whole, name: "Europe/Helsinki"))
    }

    func test_parse_notTZif_isMalformed() {
        XCTAssertThrowsError(try TZif.parse(Array("# zone.tab\n".utf8), name: "zone.tab")) {
            XCTAssertEqual(($0 as? TZif.Malformed)?.reason, "not a TZif file")
        }
    }

    func test_parse_damagedFields_areMalformed() {
        let good = ZoneFixtures.tzif(initial: 0, transitions: [(100, 3600), (200, 0)], footer: "UTC0")
        var cases = [(String, [UInt8])]()
        var badVersion = good; badVersion[4] = UInt8(ascii: "9"); cases.append(("version", badVersion))
        var noTypes = good; noTypes[20 + 16 + 3] = 0; cases.append(("typecnt 0 in the v1 header", noTypes))
        var hugeCount = good; hugeCount[20 + 12] = 0xFF; cases.append(("timecnt 2^32-ish", hugeCount))
        let v2 = good.count - 6 - (2 * 8 + 2 + 2 * 6 + 4) - 44
        var badIndex = good; badIndex[v2 + 44 + 16] = 7; cases.append(("transition type index", badIndex))
        var descending = good; descending[v2 + 44 + 7] = 250; cases.append(("transitions not ascending", descending))
        var badFooter = good; badFooter[badFooter.count - 2] = UInt8(ascii: "!"); cases.append(("footer", badFooter))
        var noNewline = good; noNewline[noNewline.count - 6] = 0; cases.append(("footer newline", noNewline))
        for (what, bytes) in cases {
            XCTAssertThrowsError(try TZif.parse(bytes, name: "Bad"), what)
        }
        XCTAssertNoThrow(try TZif.parse(good, name: "Good"))
    }

    func test_parse_randomBytesAfterAValidHeader_neverTrap() {
        var generator = SystemRandomNumberGenerator()
        let good = ZoneFixtures.tzif(initial: 0, transitions: [(100, 3600), (200, 0)], footer: "EST5EDT,M3.2.0,M11.1.0")
        for _ in 0..<2000 {
            var bytes = good
            for _ in 0..<3 { bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            if let z = try? TZif.parse(bytes, name: "Fuzz") {
                _ = z.day(of: Timestamp(milliseconds: Int64.random(in: Int64.min...Int64.max, using: &generator)))
                _ = z.start(of: Day(daysSinceEpoch: Int64.random(in: -800_000...3_000_000, using: &generator)))
            }
        }
    }
}
