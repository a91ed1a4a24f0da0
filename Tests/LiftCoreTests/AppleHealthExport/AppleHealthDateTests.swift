import LiftCore
import XCTest

final class AppleHealthDateTests: XCTestCase {
    func test_parse_exportDate_givesTheInstantAndOffset() {
        XCTAssertEqual(AppleHealthDate.parse("2024-01-02 07:30:00 +0200"),
                       .init(instant: Timestamp(milliseconds: 1_704_173_400_000), offsetMinutes: 120))
        XCTAssertEqual(AppleHealthDate.parse("2024-01-02 00:30:00 -0530")?.instant, Timestamp(milliseconds: 1_704_175_200_000))
        XCTAssertEqual(AppleHealthDate.parse("2024-01-02 00:30:00 -0530")?.offsetMinutes, -330)
    }

    func test_parse_sameInstantInTwoZones_isEqual() {
        XCTAssertEqual(AppleHealthDate.parse("2024-03-01 07:30:00 +0200")?.instant, AppleHealthDate.parse("2024-03-01 00:30:00 -0500")?.instant)
    }

    func test_parse_otherSpellings_nil() {
        for text in ["2024-01-02T07:30:00+02:00", "2024-01-02 07:30:00", "2024-01-02 07:30:00 +02:00", "2024-13-02 07:30:00 +0200",
                     "2023-02-29 07:30:00 +0200", "2024-01-02 07:60:00 +0200", "0000-01-02 07:30:00 +0200", "2024-01-02 07:30:00 +1900",
                     "２０24-01-02 07:30:00 +0200", ""] {
            XCTAssertNil(AppleHealthDate.parse(text), text)
        }
    }
}
