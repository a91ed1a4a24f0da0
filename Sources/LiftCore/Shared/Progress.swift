import Synchronization

/// A long call as another thread sees it (a request with a `request_id`): the phase it is in,
/// how far along, and whether the host asked to cancel it. A use case reports through `begin` and
/// `advance`; both throw `cancelled` once a cancel arrived, so the work stops at the next step
/// and its transaction, if any, rolls back. Reading and cancelling never wait for the call.
public final class Progress: Sendable {
    public struct Snapshot: Sendable, Equatable {
        public var phase: String
        public var done: Int
        public var total: Int?
        public var startedAt: Timestamp
    }

    /// For calls nobody watches: reports go nowhere and it is never cancelled.
    public static let untracked = Progress(startedAt: Timestamp(milliseconds: 0))

    private let state: Mutex<Snapshot>
    private let cancelRequested = Atomic<Bool>(false)

    public init(startedAt: Timestamp) {
        state = Mutex(Snapshot(phase: "start", done: 0, total: nil, startedAt: startedAt))
    }

    public var snapshot: Snapshot { state.withLock { $0 } }
    public var isCancelled: Bool { cancelRequested.load(ordering: .relaxed) }

    public func cancel() { cancelRequested.store(true, ordering: .relaxed) }

    /// A new phase, with its own count from 0 (total nil when it is not known ahead).
    public func begin(_ phase: String, total: Int? = nil) throws {
        try check()
        guard self !== Progress.untracked else { return }
        state.withLock { $0 = Snapshot(phase: phase, done: 0, total: total, startedAt: $0.startedAt) }
    }

    /// Work done in the current phase so far (never goes back).
    public func advance(to done: Int) throws {
        try check()
        guard self !== Progress.untracked else { return }
        state.withLock { $0.done = max($0.done, done) }
    }

    public func check() throws {
        guard !isCancelled else { throw LiftError(.cancelled, "the call was cancelled by its request_id; nothing was changed") }
    }
}
