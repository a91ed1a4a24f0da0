import LiftCore
import LiftRemote
import XCTest

/// The libcurl adapter against a real HTTP server on 127.0.0.1.
final class CurlRemoteClientTests: XCTestCase {
    private func makeSUT(timeoutMS: Int64 = 2000, maxBytes: Int = 1 << 20) throws -> (CurlRemoteClient, TestHTTPServer) {
        (CurlRemoteClient(timeoutMilliseconds: timeoutMS, maxResponseBytes: maxBytes), try TestHTTPServer())
    }

    private func failure(_ body: () throws -> Any) -> LiftError? {
        do { _ = try body(); return nil } catch { return error as? LiftError }
    }

    func test_get_fixtureWithHeader_returns200AndExactBody() throws {
        let (sut, server) = try makeSUT()
        let response = try sut.get(url: server.base + "/img/logo.png", headers: [])
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.body, [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + (0...255).map { UInt8($0) })
        let teams = try sut.get(url: server.base + "/fl/tournaments/standings?tournament_id=trd6vSd3",
                                headers: [HTTPHeader("x-rapidapi-key", "test-key")])
        XCTAssertEqual(teams.status, 200)
    }

    func test_get_http500_returnsStatusNotThrown() throws {
        let (sut, server) = try makeSUT()
        let response = try sut.get(url: server.base + "/status/500", headers: [])
        XCTAssertEqual(response.status, 500)
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), "boom")
    }

    func test_get_truncatedBody_throwsRemoteUnavailableTruncated() throws {
        let (sut, server) = try makeSUT()
        let error = failure { try sut.get(url: server.base + "/truncated", headers: []) }
        XCTAssertEqual(error?.code, "remote_unavailable")
        XCTAssertEqual(error?.detail("reason"), .string("truncated body"))
    }

    func test_get_responseSlowerThanTimeout_throwsRemoteUnavailableTimeout() throws {
        let (sut, server) = try makeSUT(timeoutMS: 300)
        let error = failure { try sut.get(url: server.base + "/slow", headers: []) }
        XCTAssertEqual(error?.code, "remote_unavailable")
        XCTAssertEqual(error?.detail("reason"), .string("timeout"))
    }

    func test_get_bodyOverCap_throwsResponseTooLarge() throws {
        let (sut, server) = try makeSUT(maxBytes: 1 << 20)
        let error = failure { try sut.get(url: server.base + "/big", headers: []) }
        XCTAssertEqual(error?.code, "response_too_large")
        XCTAssertEqual(error?.detail("limit"), .int(1 << 20))
    }

    func test_get_nothingListening_throwsRemoteUnavailable() {
        let sut = CurlRemoteClient(timeoutMilliseconds: 2000, maxResponseBytes: 1024)
        let error = failure { try sut.get(url: "http://127.0.0.1:1/x", headers: []) }
        XCTAssertEqual(error?.status, .unavailable)
        XCTAssertEqual(error?.code, "remote_unavailable")
    }

    func test_get_nonHTTPScheme_refusedWithoutReadingFile() {
        let sut = CurlRemoteClient(timeoutMilliseconds: 2000, maxResponseBytes: 1024)
        XCTAssertEqual(failure { try sut.get(url: "file:///etc/passwd", headers: []) }?.code, "remote_unavailable")
    }
}
