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

    func test_staticStatement_sameLiteralTwice_sameStatementResetAndCleared() throws {
        let db = try makeTemporaryDatabase()
        let first = try db.statement(static: "SELECT ?1 IS NULL, ?1")
        try first.bind(.text("x"))
        XCTAssertTrue(try first.step())   // left on its row
        let again = try db.statement(static: "SELECT ?1 IS NULL, ?1")
        XCTAssertTrue(first === again)
        XCTAssertTrue(try again.step(), "reset: runs from the start")
        XCTAssertEqual(again.int(0), 1, "cleared: the earlier binding is gone")
    }

    func test_staticStatement_sameSQLAsText_isTheSameCachedStatement() throws {
        let db = try makeTemporaryDatabase()
        let literal = try db.statement(static: "SELECT 1 + ?1")
        XCTAssertTrue(literal === (try db.statement("SELECT 1 + ?1")))
        XCTAssertTrue(literal === (try db.statement(static: "SELECT 1 + ?1")))
    }

    func test_staticStatement_moreLiteralsThanTheRecentList_eachAnswersItsOwnSQL() throws {
        let db = try makeTemporaryDatabase()
        // Twelve literals (more than the eight checked first), asked for twice in turn.
        let all: [StaticString] = ["SELECT 0", "SELECT 1", "SELECT 2", "SELECT 3", "SELECT 4", "SELECT 5",
                                   "SELECT 6", "SELECT 7", "SELECT 8", "SELECT 9", "SELECT 10", "SELECT 11"]
        for _ in 0..<2 {
            for (i, sql) in all.enumerated() {
                let s = try db.statement(static: sql)
                XCTAssertTrue(try s.step())
                XCTAssertEqual(s.int(0), Int64(i))
            }
        }
    }

    func test_staticStatement_badSQL_failsCorruptAndCachesNothing() throws {
        let db = try makeTemporaryDatabase()
        for _ in 0..<2 {
            XCTAssertThrowsError(try db.statement(static: "SELECT nope FROM no_such_table")) { error in
                XCTAssertEqual((error as? LiftError)?.status, .corrupt)
            }
        }
    }
}
