/// Port: turns a remote's JSON body into models (LiftJSON implements it; the core has no JSON).
/// Throws `unavailable` / `remote_invalid_response` naming the JSON path of what was wrong.
public protocol SportsFeedDecoder: Sendable {
    func teams(_ body: [UInt8], from source: DataSource) throws -> [Team]
    func players(_ body: [UInt8], from source: DataSource) throws -> [Player]
}

/// Fetches from the configured remotes: only an HTTP 200 counts as an answer.
public struct SportsRemote: Sendable {
    public let client: RemoteClient
    public let config: RemoteConfig
    public let decoder: SportsFeedDecoder
    /// Bounds every GET of this value: the store's timeout unless a request sets its own
    /// (`bounded`), and the request's cancel.
    public private(set) var call: RemoteCall

    public init(client: RemoteClient, config: RemoteConfig, decoder: SportsFeedDecoder) {
        self.client = client; self.config = config; self.decoder = decoder
        call = RemoteCall(timeoutMilliseconds: config.timeoutMilliseconds)
    }

    /// The same remote reached through another client (an adapter around this one).
    public func through(_ client: RemoteClient) -> SportsRemote {
        var r = SportsRemote(client: client, config: config, decoder: decoder)
        r.call = call
        return r
    }

    /// The same remote for one request: its own timeout, if it gave one, and its progress.
    public func bounded(timeoutMilliseconds: Int64?, progress: Progress) -> SportsRemote {
        var r = self
        r.call = RemoteCall(timeoutMilliseconds: timeoutMilliseconds ?? config.timeoutMilliseconds, progress: progress)
        return r
    }

    public func teams(leagueID: String, dataSource: DataSource) throws -> [Team] {
        let source = try config.source(dataSource)
        let body = try ok(SportsEndpoints.teams(leagueID: leagueID, at: source), headers: source.headers)
        return try decoder.teams(body, from: dataSource)
    }

    public func players(teamID: String, dataSource: DataSource) throws -> [Player] {
        let source = try config.source(dataSource)
        let body = try ok(SportsEndpoints.players(teamID: teamID, at: source), headers: source.headers)
        return try decoder.players(body, from: dataSource)
    }

    /// LigasEc's image rule: HTTP 200 and a non-empty body, else an error.
    public func image(url: String) throws -> [UInt8] {
        let body = try ok(url, headers: [])
        guard !body.isEmpty else {
            throw LiftError(.unavailable, code: "invalid_image_data", "the remote answered an empty image",
                            details: [.init("url", .string(url))])
        }
        guard ImageSignature.isImage(body) else {
            throw LiftError(.unavailable, code: "invalid_image_data", "the remote's answer is not a PNG, JPEG, GIF or WebP image",
                            details: [.init("url", .string(url))])
        }
        return body
    }

    private func ok(_ url: String, headers: [HTTPHeader]) throws -> [UInt8] {
        // Only the URL's host and path: a query may carry an account's ids, headers its key.
        Log.info("remote: GET \(url.prefix { $0 != "?" })")
        let response: RemoteResponse
        do {
            response = try client.get(url: url, headers: headers, call: call)
        } catch {
            Log.warning("remote: no answer from \(url.prefix { $0 != "?" })")
            throw error
        }
        // A host transport cannot be interrupted: a cancel that arrived during its wait still
        // wins over its answer, which is then neither served nor cached.
        try call.progress.check()
        Log.info("remote: HTTP \(response.status), \(response.body.count) bytes")
        guard response.body.count <= config.maxResponseBytes else {
            throw LiftError.responseTooLarge(url, limit: config.maxResponseBytes)
        }
        guard response.status == 200 else {
            throw LiftError(.unavailable, code: "remote_status", "the remote answered HTTP \(response.status)",
                            details: [.init("url", .string(url)), .init("http_status", .int(Int64(response.status)))])
        }
        return response.body
    }
}

extension LiftError {
    public static func responseTooLarge(_ url: String, limit: Int) -> LiftError {
        LiftError(.unavailable, code: "response_too_large", "the remote's answer is larger than \(limit) bytes",
                  details: [.init("url", .string(url)), .init("limit", .int(Int64(limit)))])
    }
}
