import CLift
import Foundation
import XCTest

/// A sports load's network wait, through the C contract: it holds no lock of the handle (other
/// calls on it go on), `timeout_ms` bounds it, `request_id` cancels it, and lift_close waits for it.
/// The host transport here blocks until the test lets it answer, so each test knows the load is
/// waiting while it acts, without timing.
private final class GatedTransport: @unchecked Sendable {
    let entered = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    var delaySeconds = 0.0
    var gated = true
    let body = #"{"clubs":[{"id":"1","name":"Host FC","image":"https://img.test/1.png"}]}"#
}

private let gatedTransport: lift_transport_fn = { ctx, _, _, status, body, length in
    guard let ctx, let status, let body, let length else { return -1 }
    let gate = Unmanaged<GatedTransport>.fromOpaque(ctx).takeUnretainedValue()
    gate.entered.signal()
    if gate.gated { gate.release.wait() }
    if gate.delaySeconds > 0 { Thread.sleep(forTimeInterval: gate.delaySeconds) }
    status.pointee = 200
    body.pointee = strdup(gate.body)
    length.pointee = gate.body.utf8.count
    return 0
}

private let freeGatedBody: @convention(c) (UnsafeMutableRawPointer?) -> Void = { free($0) }

final class RemoteWaitTests: XCTestCase {
    private let options = #"{"remote":{"sources":[{"data_source":"TransferMarket","base_url":"https://tm.test"}]}}"#

    private func makeSUT() throws -> (LiftClient, GatedTransport) {
        let c = try LiftClient(options: options)
        let gate = GatedTransport()
        XCTAssertEqual(lift_set_transport(c.store, gatedTransport, Unmanaged.passUnretained(gate).toOpaque(), freeGatedBody), LIFT_OK)
        return (c, gate)
    }

    /// One value handed from a background thread to the test, after `done`.
    private final class Outcome<T>: @unchecked Sendable {
        var value: T?
        let done = DispatchSemaphore(value: 0)
        func wait() -> T { done.wait(); return value! }
    }

    /// Starts `request` as a load on another thread; the returned closure waits for its reply.
    private func loadInBackground(_ c: LiftClient, _ request: [String: Any]) -> () -> LiftClient.Reply {
        let outcome = Outcome<LiftClient.Reply>()
        let json = String(decoding: try! JSONSerialization.data(withJSONObject: request), as: UTF8.self)
        Thread.detachNewThread {
            outcome.value = c.call(lift_load, json)
            outcome.done.signal()
        }
        return outcome.wait
    }

    func test_sportsLoad_whileItsFetchWaits_otherCallsOnTheHandleFinish() throws {
        let (c, gate) = try makeSUT()
        let team = loadInBackground(c, ["kind": "team", "league_id": "EC2L"])
        gate.entered.wait()
        let saved = c.save(["kind": "weight", "weight": ["weight": 80.5, "unit": "kg", "date": "2026-01-02"]])
        let loaded = c.load(["kind": "weight"])
        XCTAssertEqual(saved.status, LIFT_OK, "\(saved.json)")
        XCTAssertEqual(loaded.json["total"] as? Int, 1)
        gate.release.signal()
        let reply = team()
        XCTAssertEqual(reply.status, LIFT_OK, "\(reply.json)")
        XCTAssertEqual(reply.json["source"] as? String, "remote")
        withExtendedLifetime(gate) {}
    }

    func test_sportsLoad_cancelledByRequestIDDuringFetch_answersCancelledAndCachesNothing() throws {
        let (c, gate) = try makeSUT()
        let team = loadInBackground(c, ["kind": "team", "league_id": "EC2L", "request_id": "teams-1"])
        gate.entered.wait()
        let cancel = c.remove(["kind": "request", "request_id": "teams-1"])
        XCTAssertEqual(cancel.status, LIFT_OK, "\(cancel.json)")
        XCTAssertEqual((cancel.json["request"] as? [String: Any])?["cancelled"] as? Bool, true)
        gate.release.signal()
        let reply = team()
        XCTAssertEqual(reply.status, LIFT_E_CANCELLED, "\(reply.json)")
        XCTAssertEqual(reply.code, "cancelled")
        XCTAssertNil(reply.json["items"])
        XCTAssertEqual(c.load(["kind": "team", "league_id": "EC2L", "cache_only": true]).code, "not_cached")
        withExtendedLifetime(gate) {}
    }

    func test_sportsLoad_cancelledWithAnOlderCopyCached_answersCancelledNotTheCopy() throws {
        let (c, gate) = try makeSUT()
        gate.gated = false
        XCTAssertEqual(c.load(["kind": "team", "league_id": "EC2L"]).status, LIFT_OK)
        gate.gated = true
        let team = loadInBackground(c, ["kind": "team", "league_id": "EC2L", "refresh": true, "request_id": "r"])
        gate.entered.wait()   // the first load's signal
        gate.entered.wait()
        XCTAssertEqual(c.remove(["kind": "request", "request_id": "r"]).status, LIFT_OK)
        gate.release.signal()
        XCTAssertEqual(team().status, LIFT_E_CANCELLED)
        XCTAssertEqual(c.load(["kind": "team", "league_id": "EC2L", "cache_only": true]).json["source"] as? String, "cache")
        withExtendedLifetime(gate) {}
    }

    func test_sportsLoad_answerLaterThanItsTimeoutMS_isRemoteUnavailableTimeout() throws {
        let (c, gate) = try makeSUT()
        gate.gated = false
        gate.delaySeconds = 0.3
        let reply = c.load(["kind": "team", "league_id": "EC2L", "timeout_ms": 50])
        XCTAssertEqual(reply.code, "remote_unavailable", "\(reply.json)")
        XCTAssertEqual(reply.details?["reason"] as? String, "timeout")
        withExtendedLifetime(gate) {}
    }

    func test_sportsLoad_answerWithinTimeoutMS_isServed() throws {
        let (c, gate) = try makeSUT()
        gate.gated = false
        XCTAssertEqual(c.load(["kind": "team", "league_id": "EC2L", "timeout_ms": 60_000]).status, LIFT_OK)
        withExtendedLifetime(gate) {}
    }

    func test_sportsLoad_timeoutMSOutOfRange_invalidRequestNamingIt() throws {
        let (c, gate) = try makeSUT()
        for bad: Any in [0, 600_001, -5, "100", 1.5] {
            let reply = c.load(["kind": "image", "url": "https://img.test/1.png", "timeout_ms": bad])
            XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST, "\(bad): \(reply.json)")
            XCTAssertEqual(reply.details?["path"] as? String, "timeout_ms", "\(bad)")
        }
        withExtendedLifetime(gate) {}
    }

    func test_close_whileAFetchWaits_waitsForItThenTheLoadAnswers() throws {
        let (c, gate) = try makeSUT()
        let team = loadInBackground(c, ["kind": "team", "league_id": "EC2L"])
        gate.entered.wait()
        let closed = Outcome<Int32>()
        let store = UInt(bitPattern: c.store)
        Thread.detachNewThread {
            closed.value = lift_close(OpaquePointer(bitPattern: store))
            closed.done.signal()
        }
        // lift.h: the host may free the transport's context once lift_close returns.
        XCTAssertEqual(closed.done.wait(timeout: .now() + 0.3), .timedOut, "lift_close returned while the transport was running")
        gate.release.signal()
        XCTAssertEqual(team().status, LIFT_OK)
        closed.done.wait()
        XCTAssertEqual(closed.value, LIFT_OK)
        withExtendedLifetime(gate) {}
    }
}
