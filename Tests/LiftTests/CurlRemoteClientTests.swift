import LiftCore
import LiftRemote
import Foundation
import XCTest

/// The libcurl adapter against a real HTTP server on 127.0.0.1.
final class CurlRemoteClientTests: XCTestCase {
    private func makeSUT(timeoutMS: Int64 = 2000, maxBytes: Int = 1 << 20,
                         progress: LiftCore.Progress = .untracked) throws -> (TimedCurl, TestHTTPServer) {
        (TimedCurl(client: CurlRemoteClient(maxResponseBytes: maxBytes),
                   call: RemoteCall(timeoutMilliseconds: timeoutMS, progress: progress)), try TestHTTPServer())
    }

    /// The client with one call's bounds, as the tests below use it.
    struct TimedCurl {
        let client: CurlRemoteClient
        let call: RemoteCall
        func get(url: String, headers: [HTTPHeader]) throws -> RemoteResponse {
            try client.get(url: url, headers: headers, call: call)
        }
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

    func test_get_cancelledDuringWait_throwsCancelledBeforeTheAnswer() throws {
        let progress = LiftCore.Progress(startedAt: Timestamp(milliseconds: 0))
        let (sut, server) = try makeSUT(timeoutMS: 20_000, progress: progress)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { progress.cancel() }
        let started = DispatchTime.now()
        let error = failure { try sut.get(url: server.base + "/slow", headers: []) }
        XCTAssertEqual(error?.status, .cancelled)
        // The server answers after 5 s; libcurl asks its progress callback about once a second.
        XCTAssertLessThan(Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9, 4.5)
    }

    func test_get_cancelledBeforeStart_throwsCancelledWithoutWaiting() throws {
        let progress = LiftCore.Progress(startedAt: Timestamp(milliseconds: 0))
        progress.cancel()
        let (sut, server) = try makeSUT(progress: progress)
        XCTAssertEqual(failure { try sut.get(url: server.base + "/img/logo.png", headers: []) }?.status, .cancelled)
    }

    func test_get_bodyOverCap_throwsResponseTooLarge() throws {
        let (sut, server) = try makeSUT(maxBytes: 1 << 20)
        let error = failure { try sut.get(url: server.base + "/big", headers: []) }
        XCTAssertEqual(error?.code, "response_too_large")
        XCTAssertEqual(error?.detail("limit"), .int(1 << 20))
    }

    func test_get_nothingListening_throwsRemoteUnavailable() {
        let sut = TimedCurl(client: CurlRemoteClient(maxResponseBytes: 1024), call: RemoteCall(timeoutMilliseconds: 2000))
        let error = failure { try sut.get(url: "http://127.0.0.1:1/x", headers: []) }
        XCTAssertEqual(error?.status, .unavailable)
        XCTAssertEqual(error?.code, "remote_unavailable")
    }

    func test_get_nonHTTPScheme_refusedWithoutReadingFile() {
        let sut = TimedCurl(client: CurlRemoteClient(maxResponseBytes: 1024), call: RemoteCall(timeoutMilliseconds: 2000))
        XCTAssertEqual(failure { try sut.get(url: "file:///etc/passwd", headers: []) }?.code, "remote_unavailable")
    }
}
