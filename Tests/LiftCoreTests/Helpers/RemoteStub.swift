import LiftCore

/// An in-memory remote: canned answers per URL; unknown URLs are "offline".
final class RemoteStub: RemoteClient, @unchecked Sendable {
    var answers: [String: RemoteResponse] = [:]
    var offline = false
    var requested: [(url: String, headers: [HTTPHeader])] = []

    func get(url: String, headers: [HTTPHeader]) throws -> RemoteResponse {
        requested.append((url, headers))
        guard !offline, let answer = answers[url] else { throw LiftError.remoteUnavailable(url, "offline") }
        return answer
    }
}
