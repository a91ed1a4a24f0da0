import LiftCore
import LiftJSON
import XCTest

/// String values are handed to jansson from the String's bytes in place (no copy of the String).
final class JSONWriterTests: XCTestCase {
    func test_setString_emptySmallLargeNonASCII_writtenAsGiven() throws {
        let response = JSONResponse()
        let large = String(repeating: "Käyrä \"q\" ", count: 10)
        response.object.set("e", "")
        response.object.set("s", "kg")
        response.object.set("u", "🏋️")
        response.object.set("l", large)
        response.object.set("sub", String("[0f8fad5b]".dropFirst().dropLast()))
        let text = try response.text()
        let escaped = large.replacingOccurrences(of: "\"", with: "\\\"")
        XCTAssertEqual(text, "{\"e\":\"\",\"s\":\"kg\",\"u\":\"🏋️\",\"l\":\"\(escaped)\",\"sub\":\"0f8fad5b\"}")
    }
}
