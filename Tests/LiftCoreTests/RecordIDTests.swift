import XCTest
@testable import LiftCore

final class RecordIDTests: XCTestCase {
    func test_random_manyInARow_sortInTheOrderMade() {
        let ids = (0..<10_000).map { _ in RecordID.random() }
        for (a, b) in zip(ids, ids.dropFirst()) {
            XCTAssertLessThan(a, b)
        }
        XCTAssertEqual(Set(ids).count, ids.count)
    }

    func test_random_always_isACanonicalVersion7UUID() {
        let id = RecordID.random()
        XCTAssertEqual(RecordID(uuid: id.text), id)
        let chars = Array(id.text)
        XCTAssertEqual(chars[14], "7")
        XCTAssertTrue("89ab".contains(chars[19]))
    }

    func test_random_timestamp_isTheCurrentMillisecond() throws {
        let id = RecordID.random()
        let hex = id.text.replacingOccurrences(of: "-", with: "").prefix(12)
        let ms = try XCTUnwrap(UInt64(hex, radix: 16))
        let now = UInt64(Date().timeIntervalSince1970 * 1000)
        XCTAssertLessThanOrEqual(ms, now + 1000)
        XCTAssertGreaterThan(ms, now - 60_000)
    }

    func test_uuid_upperCase_isLowercased() {
        XCTAssertEqual(RecordID(uuid: "0F8FAD5B-D9CB-469F-A165-70867728950E")?.text, "0f8fad5b-d9cb-469f-a165-70867728950e")
    }

    func test_uuid_notCanonical_isRefused() {
        let bad = ["", "0f8fad5b-d9cb-469f-a165-70867728950", "0f8fad5b-d9cb-469f-a165-70867728950ee",
                   "0f8fad5bxd9cb-469f-a165-70867728950e", "0f8fad5b-d9cb-469f-a165-70867728950g",
                   "-0f8fad5bd9cb-469f-a165-70867728950e", "0f8fad5b-d9cb-469f-a165-7086772895\u{E9}",
                   "0f8fad5b-d9cb-469f-a165-708677289\u{E9}e"]
        for text in bad { XCTAssertNil(RecordID(uuid: text), text) }
    }

    func test_uuidUTF8_sameBytesAsString_sameID() {
        let text = "01A1FFBA-df8c-7273-b355-fa5e75d80948"
        let id = Array(text.utf8).withUnsafeBytes { RecordID(uuidUTF8: $0) }
        XCTAssertEqual(id, RecordID(uuid: text))
        XCTAssertEqual(id?.text, "01a1ffba-df8c-7273-b355-fa5e75d80948")
    }

    func test_uuidUTF8_nonASCIIByte_isRefused() {
        var bytes = Array("0f8fad5b-d9cb-469f-a165-70867728950e".utf8)
        bytes[35] = 0xC3
        XCTAssertNil(bytes.withUnsafeBytes { RecordID(uuidUTF8: $0) })
        bytes[35] = 0x65
        bytes[8] = 0xE2
        XCTAssertNil(bytes.withUnsafeBytes { RecordID(uuidUTF8: $0) })
    }
}
