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

    func get(url: String, headers: [HTTPHeader]) throws -> RemoteResponse {
        let headerDocument = JSONResponse()
        for h in headers { headerDocument.object.set(h.name, h.value) }
        let headersJSON = try headerDocument.dump()
        defer { free(headersJSON) }

        var status: Int32 = 0
        var body: UnsafeMutablePointer<CChar>?
        var length = 0
        let rc = fn(context, url, headersJSON, &status, &body, &length)
        defer { if let body { freeBody(body) } }   // exactly once, whatever rc says
        guard rc == 0 else { throw LiftError.remoteUnavailable(url, "the host's transport returned \(rc)") }
        guard length <= maxResponseBytes else { throw LiftError.responseTooLarge(url, limit: maxResponseBytes) }
        guard let body else {
            guard length == 0 else { throw LiftError.remoteUnavailable(url, "the host's transport gave a NULL body of length \(length)") }
            return RemoteResponse(status: status, body: [])
        }
        let bytes = body.withMemoryRebound(to: UInt8.self, capacity: length) { Array(UnsafeBufferPointer(start: $0, count: length)) }
        return RemoteResponse(status: status, body: bytes)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
