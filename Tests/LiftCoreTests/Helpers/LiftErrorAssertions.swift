import LiftCore
import XCTest

/// The LiftError `body` throws; a failure (not nil-and-pass) when it returns or throws another type.
func liftError<T>(_ body: () throws -> T, file: StaticString = #filePath, line: UInt = #line) -> LiftError? {
    do {
        let value = try body()
        XCTFail("expected a LiftError, got \(value)", file: file, line: line)
    } catch let e as LiftError {
        return e
    } catch {
        XCTFail("expected a LiftError, got \(error)", file: file, line: line)
    }
    return nil
}

/// An invalid-request error naming `path` in its details, with the given code.
func assertInvalid(_ error: LiftError?, path: Location, code: String = "invalid_request",
                   file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(error?.status, .invalidRequest, file: file, line: line)
    XCTAssertEqual(error?.code, code, file: file, line: line)
    XCTAssertEqual(error?.detail("path"), .location(path), file: file, line: line)
}

/// A not-found error for `kind` with `id`.
func assertNotFound(_ error: LiftError?, kind: String, id: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(error?.status, .notFound, file: file, line: line)
    XCTAssertEqual(error?.code, "not_found", file: file, line: line)
    XCTAssertEqual(error?.detail("kind"), .string(kind), file: file, line: line)
    XCTAssertEqual(error?.detail("id"), .string(id), file: file, line: line)
}
