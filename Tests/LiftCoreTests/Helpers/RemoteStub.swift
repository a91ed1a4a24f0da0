import LiftCore

/// An in-memory remote: canned answers per URL; unknown URLs are "offline".
final class RemoteStub: RemoteClient, @unchecked Sendable {
    var answers: [String: RemoteResponse] = [:]
    var offline = false
    var requested: [(url: String, headers: [HTTPHeader])] = []
    /// The bounds each GET was given (timeout, progress).
    var calls: [RemoteCall] = []
    /// Runs while a GET "waits", before it answers (a cancel arriving meanwhile).
    var duringWait: () -> Void = {}

    func get(url: String, headers: [HTTPHeader], call: RemoteCall) throws -> RemoteResponse {
        requested.append((url, headers))
        calls.append(call)
        duringWait()
        guard !offline, let answer = answers[url] else { throw LiftError.remoteUnavailable(url, "offline") }
        return answer
    }
}
