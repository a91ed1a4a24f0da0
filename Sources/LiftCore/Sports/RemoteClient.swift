/// One HTTP header sent to a remote.
public struct HTTPHeader: Equatable, Sendable {
    public var name: String
    public var value: String
    public init(_ name: String, _ value: String) { self.name = name; self.value = value }
}

/// What a remote answered: any HTTP status, and the body (already capped by the adapter).
public struct RemoteResponse: Equatable, Sendable {
    public var status: Int32
    public var body: [UInt8]
    public init(status: Int32, body: [UInt8]) { self.status = status; self.body = body }
}

/// What bounds one GET: how long it may wait for the whole answer, and the request's cancel
/// (its `request_id`), which ends the wait without an answer.
public struct RemoteCall: Sendable {
    public var timeoutMilliseconds: Int64
    public var progress: Progress
    public init(timeoutMilliseconds: Int64, progress: Progress = .untracked) {
        self.timeoutMilliseconds = timeoutMilliseconds; self.progress = progress
    }
}

/// Infrastructure port: an HTTP GET. Adapters (libcurl, a host's transport) throw `unavailable`
/// with code `remote_unavailable` when no answer arrived in `call.timeoutMilliseconds` (refused,
/// timed out, truncated), `response_too_large` past their size cap, and `cancelled` when the
/// call's progress was cancelled during the wait. Any answer, even a 500, is returned, not thrown.
public protocol RemoteClient: Sendable {
    func get(url: String, headers: [HTTPHeader], call: RemoteCall) throws -> RemoteResponse
}

extension LiftError {
    /// No answer from the remote: the status hosts show as "offline".
    public static func remoteUnavailable(_ url: String, _ reason: String) -> LiftError {
        LiftError(.unavailable, code: "remote_unavailable", "the remote did not answer: \(reason)",
                  details: [.init("url", .string(url)), .init("reason", .string(reason))])
    }
}
