import LiftCore
import Synchronization

/// The calls running with a `request_id`, per store handle: what `kind "request"` reads and
/// cancels. Its own lock, held only to look up or register, never the store's: progress and
/// cancel answer while the call they name holds the store.
enum RunningRequests {
    private struct Key: Hashable {
        let store: UInt
        let requestID: String
    }
    private static let running = Mutex<[Key: Progress]>([:])

    /// Runs `body` with a Progress registered under (store, requestID); another call running
    /// under the same pair is a `conflict`.
    static func tracking<T>(store: OpaquePointer, requestID: String, startedAt: Timestamp,
                            _ body: (Progress) throws -> T) throws -> T {
        let key = Key(store: token(store), requestID: requestID)
        let progress = Progress(startedAt: startedAt)
        let added = running.withLock { table -> Bool in
            guard table[key] == nil else { return false }
            table[key] = progress
            return true
        }
        guard added else {
            throw LiftError(.conflict, code: "request_id_in_use", "another call on this store is running as request_id \(requestID)",
                            details: [.init("path", .string("request_id")), .init("request_id", .string(requestID))])
        }
        defer { _ = running.withLock { $0.removeValue(forKey: key) } }
        return try body(progress)
    }

    static func find(store: OpaquePointer, requestID: String) -> Progress? {
        running.withLock { $0[Key(store: token(store), requestID: requestID)] }
    }

    private static func token(_ store: OpaquePointer) -> UInt {
        UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(store)))
    }
}
