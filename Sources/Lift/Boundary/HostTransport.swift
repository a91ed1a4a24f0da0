import CLift
import LiftCore
import LiftJSON

/// The RemoteClient adapter of a host's `lift_transport_fn` (lift.h states its ownership rules).
/// `@unchecked Sendable`: the host promises, by registering it, that fn and ctx may be used from
/// the threads that call liblift.
struct HostTransport: RemoteClient, @unchecked Sendable {
    typealias FreeBody = @convention(c) (UnsafeMutableRawPointer?) -> Void
    let fn: lift_transport_fn
    let context: UnsafeMutableRawPointer?
    let freeBody: FreeBody
    let maxResponseBytes: Int

    /// The host's callback cannot be interrupted, so `call` is checked when it returns: an answer
    /// later than the timeout counts as none (as with the built-in client), and a cancel that
    /// arrived meanwhile wins over the answer (SportsRemote checks it).
    func get(url: String, headers: [HTTPHeader], call: RemoteCall) throws -> RemoteResponse {
        let headerDocument = JSONResponse()
        for h in headers { headerDocument.object.set(h.name, h.value) }
        let headersJSON = try headerDocument.dump()
        defer { free(headersJSON) }

        var status: Int32 = 0
        var body: UnsafeMutablePointer<CChar>?
        var length = 0
        let started = MonotonicClock.milliseconds()
        let rc = fn(context, url, headersJSON, &status, &body, &length)
        defer { if let body { freeBody(body) } }   // exactly once, whatever rc says
        guard rc == 0 else { throw LiftError.remoteUnavailable(url, "the host's transport returned \(rc)") }
        guard MonotonicClock.milliseconds() - started <= call.timeoutMilliseconds else {
            throw LiftError.remoteUnavailable(url, "timeout")
        }
        guard length <= maxResponseBytes else { throw LiftError.responseTooLarge(url, limit: maxResponseBytes) }
        guard let body else {
            guard length == 0 else { throw LiftError.remoteUnavailable(url, "the host's transport gave a NULL body of length \(length)") }
            return RemoteResponse(status: status, body: [])
        }
        let bytes = body.withMemoryRebound(to: UInt8.self, capacity: length) { Array(UnsafeBufferPointer(start: $0, count: length)) }
        return RemoteResponse(status: status, body: bytes)
    }
}

/// Elapsed time that a clock change cannot bend.
private enum MonotonicClock {
    static func milliseconds() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1000 + Int64(ts.tv_nsec) / 1_000_000
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
