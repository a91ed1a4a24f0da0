import CLift
import Foundation
import XCTest

/// lift_set_transport: a host's networking instead of libcurl, with lift.h's ownership rules.
private final class TransportLog: @unchecked Sendable {
    var urls: [String] = []
    var headers: [String] = []
    var freed = 0
    var status: Int32 = 200
    var fail = false
    var body = #"{"clubs":[{"id":"1","name":"Host FC","image":"https://img.test/1.png"}]}"#
}

private let transport: lift_transport_fn = { ctx, url, headers, status, body, length in
    guard let ctx, let url, let headers, let status, let body, let length else { return -1 }
    let log = Unmanaged<TransportLog>.fromOpaque(ctx).takeUnretainedValue()
    log.urls.append(String(cString: url))
    log.headers.append(String(cString: headers))
    if log.fail { return 1 }
    status.pointee = log.status
    body.pointee = strdup(log.body)
    length.pointee = log.body.utf8.count
    return 0
}

private let freeBody: @convention(c) (UnsafeMutableRawPointer?) -> Void = { p in
    free(p)
    transportFrees.withLock { $0 += 1 }
}

private let transportFrees = NSLockedCounter()

final class NSLockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func withLock(_ body: (inout Int) -> Void) { lock.lock(); body(&value); lock.unlock() }
    var current: Int { lock.lock(); defer { lock.unlock() }; return value }
}

final class TransportTests: XCTestCase {
    private let options = #"{"remote":{"sources":[{"data_source":"TransferMarket","base_url":"https://tm.test","api_key_header":"x-rapidapi-key","api_key":"k1"}]}}"#

    func test_setTransport_hostCallback_servesTeamsAndFreesEachBodyOnce() throws {
        let c = try LiftClient(options: options)
        let log = TransportLog()
        let before = transportFrees.current
        XCTAssertEqual(lift_set_transport(c.store, transport, Unmanaged.passUnretained(log).toOpaque(), freeBody), LIFT_OK)
        let reply = c.load(["kind": "team", "league_id": "EC2L"])
        XCTAssertEqual(reply.status, LIFT_OK, "\(reply.json)")
        XCTAssertEqual((reply.json["items"] as? [[String: Any]])?.first?["name"] as? String, "Host FC")
        XCTAssertEqual(log.urls, ["https://tm.test/clubs/list-by-competition?id=EC2L&domain=es"])
        XCTAssertEqual(log.headers, [#"{"x-rapidapi-key":"k1"}"#])
        XCTAssertEqual(transportFrees.current - before, 1)
        withExtendedLifetime(log) {}
    }

    func test_setTransport_callbackReportsNoAnswer_unavailable() throws {
        let c = try LiftClient(options: options)
        let log = TransportLog()
        log.fail = true
        XCTAssertEqual(lift_set_transport(c.store, transport, Unmanaged.passUnretained(log).toOpaque(), freeBody), LIFT_OK)
        let reply = c.load(["kind": "team", "league_id": "EC2L"])
        XCTAssertEqual(reply.code, "remote_unavailable")
        withExtendedLifetime(log) {}
    }

    func test_setTransport_callbackWithoutFreeBody_misuse() throws {
        let c = try LiftClient(options: options)
        XCTAssertEqual(lift_set_transport(c.store, transport, nil, nil), LIFT_E_MISUSE)
        XCTAssertEqual(lift_set_transport(nil, nil, nil, nil), LIFT_E_MISUSE)
        XCTAssertEqual(lift_set_transport(c.store, nil, nil, nil), LIFT_OK)
    }
}
