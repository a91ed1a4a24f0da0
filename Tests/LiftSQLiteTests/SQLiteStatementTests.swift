import LiftCore
import LiftSQLite
import XCTest

/// Text is bound from the String's bytes in place: empty, small (inline) and heap strings,
/// ASCII and not, must all arrive as the same text (never NULL).
final class SQLiteStatementTests: XCTestCase {
    private func roundTrip(_ db: SQLiteDatabase, _ text: String) throws -> (isNull: Bool, text: String) {
        let s = try db.statement("SELECT ?1, ?1 IS NULL")
        try s.bind(.text(text))
        XCTAssertTrue(try s.step())
        return (s.int(1) != 0, s.string(0))
    }

    func test_bindText_emptySmallLargeAndNonASCII_sameTextBack() throws {
        let db = try makeTemporaryDatabase()
        let large = String(repeating: "ä-0f8fad5b", count: 20)
        for text in ["", "local", "kg", "0f8fad5b-d9cb-469f-a165-70867728950e", "Käyrä", "🏋️", large] {
            let back = try roundTrip(db, text)
            XCTAssertFalse(back.isNull, text)
            XCTAssertEqual(back.text, text)
        }
    }

    func test_bindText_substringBackedString_sameTextBack() throws {
        let db = try makeTemporaryDatabase()
        let text = String("xx0f8fad5b-d9cb-469f-a165-70867728950exx".dropFirst(2).dropLast(2))
        XCTAssertEqual(try roundTrip(db, text).text, "0f8fad5b-d9cb-469f-a165-70867728950e")
    }
}
