import LiftCurl
import LiftCore

/// The default RemoteClient: libcurl, one easy handle per request (no state shared between
/// threads), TLS verification on, http(s) only, bounded time (per call) and bounded body size.
/// A cancelled call stops at libcurl's next progress callback.
public struct CurlRemoteClient: RemoteClient {
    public let maxResponseBytes: Int

    public init(maxResponseBytes: Int) {
        self.maxResponseBytes = maxResponseBytes
    }

    /// libcurl is loaded and curl_global_init run once per process, on the first request.
    private static var globalInit: CURLcode { lift_curl_global_init() }

    public func get(url: String, headers: [HTTPHeader], call: RemoteCall) throws -> RemoteResponse {
        let timeoutMilliseconds = call.timeoutMilliseconds
        guard Self.globalInit == CURLE_OK, let curl = lift_curl_easy_init() else {
            throw LiftError.remoteUnavailable(url, "libcurl could not be initialised")
        }
        defer { lift_curl_easy_cleanup(curl) }
        var list: UnsafeMutablePointer<curl_slist>?
        defer { lift_curl_slist_free_all(list) }
        for h in headers {
            guard let grown = lift_curl_slist_append(list, "\(h.name): \(h.value)") else {
                throw LiftError(.noMemory, "out of memory building request headers")
            }
            list = grown
        }
        let sink = BodySink(limit: maxResponseBytes, progress: call.progress)
        let context = Unmanaged.passUnretained(sink).toOpaque()
        let setup: [CURLcode] = [
            lift_curl_set_string(curl, CURLOPT_URL, url),
            lift_curl_set_string(curl, CURLOPT_PROTOCOLS_STR, "http,https"),
            lift_curl_set_string(curl, CURLOPT_REDIR_PROTOCOLS_STR, "http,https"),
            lift_curl_set_long(curl, CURLOPT_FOLLOWLOCATION, 1),
            lift_curl_set_long(curl, CURLOPT_MAXREDIRS, 5),
            lift_curl_set_long(curl, CURLOPT_NOSIGNAL, 1),   // no SIGALRM in a host's process
            lift_curl_set_long(curl, CURLOPT_SSL_VERIFYPEER, 1),
            lift_curl_set_long(curl, CURLOPT_SSL_VERIFYHOST, 2),
            lift_curl_set_long(curl, CURLOPT_CONNECTTIMEOUT_MS, Int(min(timeoutMilliseconds, 10_000))),
            lift_curl_set_long(curl, CURLOPT_TIMEOUT_MS, Int(timeoutMilliseconds)),
            lift_curl_set_off(curl, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(maxResponseBytes)),
            lift_curl_set_list(curl, list),
            lift_curl_set_writer(curl, { data, size, count, context in
                guard let context else { return 0 }
                let sink = Unmanaged<BodySink>.fromOpaque(context).takeUnretainedValue()
                let (total, overflow) = size.multipliedReportingOverflow(by: count)
                guard !overflow, sink.append(data, total) else { return 0 }   // 0 aborts the transfer
                return total
            }, context),
            lift_curl_set_progress(curl, { context, _, _, _, _ in
                guard let context else { return 1 }
                return Unmanaged<BodySink>.fromOpaque(context).takeUnretainedValue().progress.isCancelled ? 1 : 0
            }, context),
        ]
        if let bad = setup.first(where: { $0 != CURLE_OK }) {
            throw LiftError.remoteUnavailable(url, "libcurl refused an option: \(String(cString: lift_curl_easy_strerror(bad)))")
        }
        let rc = withExtendedLifetime(sink) { lift_curl_easy_perform(curl) }
        if rc == CURLE_ABORTED_BY_CALLBACK, sink.progress.isCancelled { try sink.progress.check() }
        if sink.overflowed || rc == CURLE_FILESIZE_EXCEEDED {
            throw LiftError.responseTooLarge(url, limit: maxResponseBytes)
        }
        guard rc == CURLE_OK else {
            throw LiftError.remoteUnavailable(url, Self.reason(rc))
        }
        var status = 0
        _ = lift_curl_response_code(curl, &status)
        return RemoteResponse(status: Int32(clamping: status), body: sink.bytes)
    }

    private static func reason(_ rc: CURLcode) -> String {
        switch rc {
        case CURLE_OPERATION_TIMEDOUT: return "timeout"
        case CURLE_PARTIAL_FILE: return "truncated body"
        case CURLE_COULDNT_CONNECT: return "connection refused"
        case CURLE_COULDNT_RESOLVE_HOST: return "unknown host"
        case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE: return "TLS certificate not trusted"
        default: return String(cString: lift_curl_easy_strerror(rc))
        }
    }
}

/// Collects the body, refusing to grow past the cap; carries the call's cancel to the callbacks.
private final class BodySink {
    let limit: Int
    let progress: Progress
    var bytes: [UInt8] = []
    var overflowed = false
    init(limit: Int, progress: Progress) { self.limit = limit; self.progress = progress }

    func append(_ data: UnsafeMutablePointer<CChar>?, _ count: Int) -> Bool {
        guard count > 0 else { return true }
        guard let data else { return false }
        guard count <= limit - bytes.count else {
            overflowed = true
            return false
        }
        data.withMemoryRebound(to: UInt8.self, capacity: count) { bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: count)) }
        return true
    }
}
