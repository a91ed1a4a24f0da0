/// Where one data source's API lives and how it is authorised (lift_open's "remote" option).
public struct RemoteSource: Equatable, Sendable {
    public var dataSource: DataSource
    /// Without a trailing slash, e.g. "https://flashlive-sports.p.rapidapi.com/v1".
    public var baseURL: String
    /// Sent to this base URL only, never to image hosts: the API key stays with its API.
    public var headers: [HTTPHeader]
    public init(dataSource: DataSource, baseURL: String, headers: [HTTPHeader] = []) {
        self.dataSource = dataSource; self.baseURL = baseURL; self.headers = headers
    }
}

public struct RemoteConfig: Equatable, Sendable {
    public static let defaultTimeoutMilliseconds: Int64 = 15_000
    public static let defaultMaxResponseBytes = 4 << 20

    public var sources: [RemoteSource] = []
    public var timeoutMilliseconds = RemoteConfig.defaultTimeoutMilliseconds
    /// Caps every body read from the network, and so every cached image.
    public var maxResponseBytes = RemoteConfig.defaultMaxResponseBytes
    public init() {}

    public func source(_ dataSource: DataSource) throws -> RemoteSource {
        guard let s = sources.first(where: { $0.dataSource == dataSource }) else {
            throw LiftError(.unavailable, code: "no_remote",
                            "no remote is configured for \(dataSource.rawValue) (lift_open option remote.sources)",
                            details: [.init("data_source", .string(dataSource.rawValue))])
        }
        return s
    }
}
