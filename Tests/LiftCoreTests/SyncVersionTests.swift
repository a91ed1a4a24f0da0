import LiftCore
import XCTest

/// Versions keep their site as two numbers: the text, the order and the parse must be exactly
/// those of the 32-digit spelling the wire and older stores use.
final class SyncVersionTests: XCTestCase {
    private let siteA = "0123456789abcdef" + "fedcba9876543210"

    func test_syncVersion_text_spellsMsCounterAndSiteDigits() {
        XCTAssertEqual(SyncVersion(ms: 1_700_000_000_000, counter: 12, site: siteA).text, "1700000000000.12.\(siteA)")
        XCTAssertEqual(SyncVersion(ms: 0, counter: 0, site: String(repeating: "f", count: 32)).text,
                       "0.0.\(String(repeating: "f", count: 32))")
    }

    func test_syncVersion_negativeAndExtremeNumbers_spellLikeString() {
        for (ms, counter) in [(Int64(-5), Int64(0)), (.min, .max), (.max, .min), (10, 9)] {
            XCTAssertEqual(SyncVersion(ms: ms, counter: counter, site: siteA).text, "\(ms).\(counter).\(siteA)")
        }
    }

    func test_syncVersion_utf8Bytes_readSameAsText() {
        let text = "1700000000000.3.\(siteA)"
        let fromBytes = Array(text.utf8).withUnsafeBytes { SyncVersion(utf8: $0) }
        XCTAssertEqual(fromBytes, SyncVersion(text: text))
        XCTAssertEqual(fromBytes?.site, siteA)
    }

    func test_syncVersion_cutOrTrailingBytes_nil() {
        for bad in ["1.2.\(siteA)x", "1.2.\(siteA.dropLast())", "1..\(siteA)", ".1.\(siteA)", "1.2\(siteA)", "1.2.3.\(siteA)"] {
            XCTAssertNil(SyncVersion(text: bad), bad)
        }
    }

    func test_syncSiteID_order_isTheTextOrder() {
        var generator = SystemRandomNumberGenerator()
        let digits = Array("0123456789abcdef")
        let sites = (0..<200).map { _ in String((0..<32).map { _ in digits[Int(generator.next() % 16)] }) }
            + [String(repeating: "0", count: 32), String(repeating: "f", count: 32), siteA]
        for (a, b) in zip(sites, sites.shuffled()) {
            let va = SyncVersion(ms: 1, counter: 1, site: a), vb = SyncVersion(ms: 1, counter: 1, site: b)
            XCTAssertEqual(va < vb, a < b, "\(a) \(b)")
            XCTAssertEqual(va == vb, a == b)
            XCTAssertEqual(va.site, a)
        }
    }

    func test_syncSiteID_notLowercaseHex_nil() {
        for bad in ["", String(repeating: "a", count: 31), String(repeating: "a", count: 33), String(repeating: "A", count: 32),
                    String(repeating: "g", count: 32), String(repeating: "é", count: 16)] {
            XCTAssertNil(SyncSiteID(bad), bad)
        }
    }

    func test_syncSiteID_everyByteAtEveryPosition_acceptedOnlyWhenLowercaseHex() {
        let hex = Array("0123456789abcdef".utf8)
        let base = Array("0123456789abcdeffedcba9876543210".utf8)
        for position in 0..<32 {
            for byte in 0...255 {
                var bytes = base
                bytes[position] = UInt8(byte)
                let read = bytes.withUnsafeBytes { SyncSiteID(utf8: $0) }
                if let digit = hex.firstIndex(of: UInt8(byte)) {
                    // The digit's value lands in its own nibble, the others unchanged.
                    let shift = UInt64(4 * (15 - position % 16))
                    let expected = (position < 16 ? read?.high : read?.low).map { ($0 >> shift) & 0xF }
                    XCTAssertEqual(expected, UInt64(digit), "\(position) \(byte)")
                    XCTAssertEqual(read?.text, String(decoding: bytes, as: UTF8.self))
                } else {
                    XCTAssertNil(read, "\(position) \(byte)")
                }
            }
        }
    }

    func test_syncSiteID_writeAtAnOddOffset_writesOnlyItsDigitsThere() throws {
        let site = try XCTUnwrap(SyncSiteID(siteA))
        var bytes = [UInt8](repeating: UInt8(ascii: "-"), count: 40)
        let end = bytes.withUnsafeMutableBufferPointer { site.write(into: $0, at: 3) }
        XCTAssertEqual(end, 35)
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "---" + siteA + "-----")
    }

    func test_syncVersion_siteNotHex_readsAsSiteZeroWithoutTrapping() {
        XCTAssertEqual(SyncVersion(ms: 1, counter: 0, site: "not a site").siteID, .zero)
    }

    func test_syncClock_tick_carriesTheClockSite() {
        var clock = SyncClock(ms: 0, counter: 0, site: siteA)
        XCTAssertEqual(clock.tick(now: 5).site, siteA)
        XCTAssertEqual(clock.version.text, "5.0.\(siteA)")
    }

    func test_syncChange_madeOnlyBy_trueOnlyWhenEveryVersionIsTheSite() {
        let a = SyncVersion(ms: 1, counter: 0, site: siteA), b = SyncVersion(ms: 2, counter: 0, site: String(repeating: "b", count: 32))
        let fieldsOfA = SyncChange(kind: "exercise", id: "e", fields: ["name": SyncStamped(.text("x"), a)])
        XCTAssertTrue(fieldsOfA.madeOnly(by: a.siteID))
        XCTAssertFalse(fieldsOfA.madeOnly(by: b.siteID))
        var removedByB = fieldsOfA
        removedByB.removed = b
        XCTAssertFalse(removedByB.madeOnly(by: a.siteID))
    }

    func test_writers_bufferTooShort_writeNothingAndReturnWhereTheyStarted() {
        var bytes = [UInt8](repeating: 0, count: 8)
        bytes.withUnsafeMutableBufferPointer { buf in
            let site = SyncVersion(ms: 1, counter: 0, site: String(repeating: "a", count: 32)).siteID
            XCTAssertEqual(site.write(into: buf, at: 2), 2)
            XCTAssertEqual(SyncDecimal.write(UInt64.max, into: buf, at: 0), 0)
            XCTAssertEqual(SyncDecimal.write(Int64(-5), into: buf, at: 8), 8)
        }
        XCTAssertEqual(bytes, [UInt8](repeating: 0, count: 8))
    }

    func test_decimalWrite_everyDigitCount_spellsAsString() {
        var samples: [UInt64] = Array(0...1_000) + [UInt64.max, UInt64.max - 1, 1_700_000_000_000, 4_609_434_218_613_702_656]
        var power: UInt64 = 1
        for _ in 0..<19 {
            power *= 10
            samples += [power - 1, power, power + 1]
        }
        var bytes = [UInt8](repeating: 0, count: 24)
        for n in samples {
            let end = bytes.withUnsafeMutableBufferPointer { SyncDecimal.write(n, into: $0, at: 2) }
            XCTAssertEqual(String(decoding: bytes[2..<end], as: UTF8.self), String(n))
        }
        let end = bytes.withUnsafeMutableBufferPointer { SyncDecimal.write(Int64.min, into: $0, at: 0) }
        XCTAssertEqual(String(decoding: bytes[0..<end], as: UTF8.self), String(Int64.min))
    }
}
