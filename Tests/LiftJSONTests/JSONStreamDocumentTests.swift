import LiftCore
import LiftJSON
import XCTest

/// A streamed document handed to its output in pieces, and a document parsed from an input.
final class JSONStreamDocumentTests: XCTestCase {
    private final class Pieces: ByteOutput {
        var pieces = [[UInt8]]()
        func write(_ bytes: UnsafeRawBufferPointer) throws { pieces.append(Array(bytes)) }
        func finish() throws {}
    }

    private func document(values: Int, output: ByteOutput) throws -> JSONStreamDocument {
        let doc = JSONStreamDocument(output: output)
        doc.object.set("format", "test")
        try doc.object.setArray("values") { a in
            for i in 0..<values {
                a.append("value number \(i)")
                try doc.flushIfFull()
            }
        }
        try doc.finish()
        return doc
    }

    func test_streamDocument_large_isHandedOverInPiecesThatJoinToValidJSON() throws {
        let out = Pieces()
        let doc = try document(values: 20_000, output: out)
        XCTAssertGreaterThan(out.pieces.count, 3)
        XCTAssertTrue(out.pieces.dropLast().allSatisfy { $0.count >= JSONStreamDocument.flushThreshold && $0.count < 2 * JSONStreamDocument.flushThreshold })
        let joined = out.pieces.flatMap { $0 }
        XCTAssertEqual(doc.byteCount, joined.count)
        let parsed = try JSONRequest(reading: MemoryBytes(joined), maxBytes: 1 << 24)
        var o = parsed.object
        XCTAssertEqual(try o.string("format"), "test")
        XCTAssertEqual(try o.array("values", max: 100_000).count, 20_000)
        XCTAssertEqual(parsed.byteCount, joined.count)
    }

    func test_streamDocument_small_isOnePieceOnFinish() throws {
        let out = Pieces()
        _ = try document(values: 1, output: out)
        XCTAssertEqual(out.pieces.map { String(decoding: $0, as: UTF8.self) }, ["{\"format\":\"test\",\"values\":[\"value number 0\"]}"])
    }

    func test_parseFromInput_malformed_isMalformedJSON() {
        XCTAssertEqual(liftErrorCode { _ = try JSONRequest(reading: MemoryBytes(Array("{\"a\":".utf8)), maxBytes: 100) }, "malformed_json")
        XCTAssertEqual(liftErrorCode { _ = try JSONRequest(reading: MemoryBytes(Array("[1]".utf8)), maxBytes: 100) }, "invalid_request")
        XCTAssertEqual(liftErrorCode { _ = try JSONRequest(reading: MemoryBytes(Array("{\"a\":1,\"a\":2}".utf8)), maxBytes: 100) }, "malformed_json")
    }

    func test_parseFromInput_pastTheLimit_isPayloadTooLarge() {
        XCTAssertEqual(liftErrorCode { _ = try JSONRequest(reading: MemoryBytes(Array("{\"a\":\"0123456789\"}".utf8)), maxBytes: 10) },
                       "payload_too_large")
    }

    func test_parseFromInput_inputThrows_deliversItsError() {
        final class Failing: ByteInput {
            func read(max: Int) throws -> [UInt8] { throw LiftError(.corrupt, code: "damaged_backup", "cut") }
        }
        XCTAssertEqual(liftErrorCode { _ = try JSONRequest(reading: Failing(), maxBytes: 100) }, "damaged_backup")
    }

    private func liftErrorCode(_ body: () throws -> Void) -> String? {
        do { try body() } catch let e as LiftError { return e.code } catch { return "\(error)" }
        return nil
    }
}
