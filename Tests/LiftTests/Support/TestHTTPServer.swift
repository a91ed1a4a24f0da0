import LiftCore
import Foundation
import LiftRemote
import XCTest

/// Tests/Fixtures/sports_server.py on 127.0.0.1 with a free port, for the life of one test.
final class TestHTTPServer {
    let process = Process()
    let port: Int
    var base: String { "http://127.0.0.1:\(port)" }

    init() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()   // Support
            .deletingLastPathComponent().deletingLastPathComponent()              // Tests
            .appendingPathComponent("Fixtures/sports_server.py")
        let out = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        process.standardOutput = out
        try process.run()
        var line = Data()
        // The server prints its port, then a newline, once it is listening.
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            line.append(chunk)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw NSError(domain: "TestHTTPServer", code: 1, userInfo: [NSLocalizedDescriptionKey: "no port from the server"])
        }
        self.port = port
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
    }

    /// How many API/image requests the server has answered.
    func served() throws -> Int {
        let body = try CurlRemoteClient(maxResponseBytes: 100).get(url: base + "/count", headers: [],
                                                                 call: RemoteCall(timeoutMilliseconds: 2000)).body
        return Int(String(decoding: body, as: UTF8.self)) ?? -1
    }

    /// lift_open options pointing both data sources at this server.
    func options(clockMS: Int64? = nil, validateCache: Bool? = nil, timeoutMS: Int = 2000, maxBytes: Int = 1 << 20,
                 flashLivePath: String = "/fl", offline: Bool = false) -> String {
        // Port 1 on 127.0.0.1: nothing listens, so every request is refused (an outage).
        let base = offline ? "http://127.0.0.1:1" : self.base
        var o: [String: Any] = ["remote": [
            "sources": [
                ["data_source": "FlashLive", "base_url": base + flashLivePath, "api_key_header": "x-rapidapi-key", "api_key": "test-key"],
                ["data_source": "TransferMarket", "base_url": base + "/tm/", "api_key_header": "x-rapidapi-key", "api_key": "test-key"],
            ],
            "timeout_ms": timeoutMS, "max_response_bytes": maxBytes]]
        if let clockMS { o["clock_ms"] = clockMS }
        if let validateCache { o["validate_cache"] = validateCache }
        return String(decoding: try! JSONSerialization.data(withJSONObject: o), as: UTF8.self)
    }
}
