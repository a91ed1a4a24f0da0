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
}
