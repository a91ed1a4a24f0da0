import LiftCore
import LiftJSON

/// lift_open's `"remote"`: `{"sources":[{"data_source","base_url","api_key_header","api_key"}],
/// "timeout_ms","max_response_bytes"}` (docs/API.md).
enum RemoteOptions {
    static func parse(_ o: inout JSONObjectReader) throws -> RemoteConfig {
        var config = RemoteConfig()
        if let t = try o.optionalInt("timeout_ms", in: 1...600_000) { config.timeoutMilliseconds = t }
        if let m = try o.optionalInt("max_response_bytes", in: 1...(64 << 20)) { config.maxResponseBytes = Int(m) }
        let sources = try o.optionalArray("sources", max: DataSource.allCases.count)?.objects { s -> RemoteSource in
            guard let source = try SportsJSON.dataSource(&s, "data_source") else {
                throw LiftError.invalid(s.pathOf("data_source"), "is required")
            }
            var base = try SportsRules.validURL(try s.string("base_url", maxLength: SportsRules.maxURLLength),
                                                path: Location(spelt: s.pathOf("base_url")))
            while base.hasSuffix("/") { base.removeLast() }
            var headers = [HTTPHeader]()
            let name = try s.optionalString("api_key_header", maxLength: 100)
            let key = try s.optionalString("api_key", maxLength: 1000)
            if let name, let key {
                headers.append(HTTPHeader(try headerName(name, path: s.pathOf("api_key_header")),
                                          try headerValue(key, path: s.pathOf("api_key"))))
            } else if (name == nil) != (key == nil) {
                throw LiftError.invalid(s.pathOf(name == nil ? "api_key_header" : "api_key"),
                                        "api_key_header and api_key go together")
            }
            return RemoteSource(dataSource: source, baseURL: base, headers: headers)
        } ?? []
        for (i, s) in sources.enumerated() where sources.prefix(i).contains(where: { $0.dataSource == s.dataSource }) {
            throw LiftError.invalid("remote.sources[\(i)].data_source", "\(s.dataSource.rawValue) is configured twice")
        }
        config.sources = sources
        return config
    }

    /// An HTTP token: a header name can never smuggle a second header.
    private static func headerName(_ s: String, path: String) throws -> String {
        let ok = !s.isEmpty && s.utf8.allSatisfy { b in
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x2D || b == 0x5F
        }
        guard ok else { throw LiftError.invalid(path, "a header name is letters, digits, '-' and '_'") }
        return s
    }

    private static func headerValue(_ s: String, path: String) throws -> String {
        guard s.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x7F }) else {
            throw LiftError.invalid(path, "a header value cannot contain control characters")
        }
        return s
    }
}
