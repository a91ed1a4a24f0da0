import CLift
import Foundation
import XCTest

/// Calls liblift through its C contract, as a host does, and decodes the JSON answers.
/// Tests may use Foundation; the library itself does not.
final class LiftClient: @unchecked Sendable {
    private(set) var store: OpaquePointer?
    let path: String

    init(path: String? = nil, options: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        self.path = path ?? LiftClient.temporaryPath()
        var out: UnsafeMutablePointer<CChar>?
        let rc = lift_open(self.path, options, &store, &out)
        defer { lift_free(out) }
        guard rc == 0 else {
            throw NSError(domain: "lift_open", code: Int(rc), userInfo: [NSLocalizedDescriptionKey: out.map { String(cString: $0) } ?? ""])
        }
    }

    deinit { lift_close(store) }

    /// A new store path in this process's own folder, which is removed when the process exits:
    /// a client does not delete its file itself, because tests open the same file again.
    static func temporaryPath() -> String {
        TestStoreFolder.path + "lift-test-\(UUID().uuidString).lift"
    }

    struct Reply {
        let status: Int32
        let json: [String: Any]
        var error: [String: Any]? { json["error"] as? [String: Any] }
        var code: String? { error?["code"] as? String }
        var details: [String: Any]? { error?["details"] as? [String: Any] }
    }

    typealias Verb = (OpaquePointer?, UnsafePointer<CChar>?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32

    func call(_ verb: Verb, _ request: String) -> Reply {
        var out: UnsafeMutablePointer<CChar>?
        let rc = verb(store, request, &out)
        defer { lift_free(out) }
        let text = out.map { String(cString: $0) } ?? "{}"
        let json = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
        return Reply(status: rc, json: json)
    }

    func call(_ verb: Verb, _ request: [String: Any]) -> Reply {
        let data = (try? JSONSerialization.data(withJSONObject: request)) ?? Data()
        return call(verb, String(decoding: data, as: UTF8.self))
    }

    func save(_ r: [String: Any]) -> Reply { call(lift_save, r) }
    func load(_ r: [String: Any]) -> Reply { call(lift_load, r) }
    func remove(_ r: [String: Any]) -> Reply { call(lift_remove, r) }
    func route(_ r: [String: Any]) -> Reply { call(lift_route, r) }

    func close() {
        lift_close(store)
        store = nil
    }
}

/// The folder the test stores of one process live in, made on first use and removed at exit.
enum TestStoreFolder {
    static let path: String = {
        let folder = NSTemporaryDirectory() + "lift-tests-\(getpid())/"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: TestStoreFolder.path) }
        return folder
    }()
}
