import LiftCore
import XCTest

/// CSVRecords reads RFC 4180: quoted commas, doubled quotes, CRLF, line breaks inside quotes,
/// and names the line a bad record starts on.
final class CSVRecordsTests: XCTestCase {
    private func records(_ text: String) -> [[String]] {
        CSVRecords.parse(text).map { (try? $0.get())?.fields ?? ["<failed>"] }
    }

    func test_csvRecords_quotedFieldWithComma_isOneField() {
        XCTAssertEqual(records("a,\"80,5\",kg"), [["a", "80,5", "kg"]])
    }

    func test_csvRecords_doubledQuoteInsideQuotes_isOneQuote() {
        XCTAssertEqual(records("\"say \"\"hi\"\"\",x"), [["say \"hi\"", "x"]])
    }

    func test_csvRecords_crlfLfAndCrLineBreaks_eachEndARecord() {
        XCTAssertEqual(records("a,b\r\nc,d\ne,f\rg,h\r\n"), [["a", "b"], ["c", "d"], ["e", "f"], ["g", "h"]])
    }

    func test_csvRecords_lineBreakInsideQuotes_staysInTheFieldAndCountsLines() {
        let parsed = CSVRecords.parse("h\r\n\"one\r\ntwo\"\r\nnext")
        XCTAssertEqual(parsed.map { (try? $0.get())?.fields ?? [] }, [["h"], ["one\r\ntwo"], ["next"]])
        XCTAssertEqual(parsed.map { (try? $0.get())?.line ?? 0 }, [1, 2, 4])
    }

    func test_csvRecords_blanksAroundFieldsAndQuotes_areTrimmed() {
        XCTAssertEqual(records("  a , \"b\"  ,c\t"), [["a", "b", "c"]])
    }

    func test_csvRecords_emptyFieldsAndBlankLines_keepFieldsSkipLines() {
        XCTAssertEqual(records("a,,\"\"\n\n   \nb"), [["a", "", ""], ["b"]])
    }

    func test_csvRecords_unclosedQuote_failsNamingItsFirstLine() {
        XCTAssertEqual(CSVRecords.parse("h\n\"80\nx").last, .failure(CSVRecords.Failure(line: 2, reason: "a quoted field is not closed")))
    }

    func test_csvRecords_textAfterClosingQuote_failsThatRecordAndReadsTheNext() {
        let parsed = CSVRecords.parse("\"80\"x,kg\nb")
        XCTAssertEqual(parsed.first, .failure(CSVRecords.Failure(line: 1, reason: "text after a closing quote")))
        XCTAssertEqual(parsed.last.flatMap { try? $0.get().fields }, ["b"])
    }
}
