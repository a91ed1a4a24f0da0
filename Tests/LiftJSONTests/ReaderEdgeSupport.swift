import LiftCore
import LiftJSON
import XCTest

/// Reading a request document and asserting a refusal, shared by the reader edge tests.
extension XCTestCase {
    func requestReader(_ json: String) throws -> (JSONRequest, JSONObjectReader) {
        let document = try json.withCString { try JSONRequest(cString: $0) }
        return (document, document.object)
    }

    func assertRefusal(_ body: () throws -> Void, code: String, path: String,
                       file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            let e = error as? LiftError
            XCTAssertEqual(e?.status, .invalidRequest, file: file, line: line)
            XCTAssertEqual(e?.code, code, file: file, line: line)
            XCTAssertEqual(e?.detail("path"), .string(path), file: file, line: line)
        }
    }
}
