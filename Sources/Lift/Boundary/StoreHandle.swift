import LiftCore
import LiftJSON
import LiftRemote
import LiftSQLite
import Synchronization

/// One open store as the host sees it. Calls on it are serialised by `lock`; `lift_close` takes
/// the same lock, so it waits for a call in progress and later calls find it closed.
final class StoreHandle: Sendable {
    /// The owner of records made without accounts. Accounts replace it per signed-in handle.
    static let localOwner = "local"

    private struct State {
        var database: SQLiteDatabase?
        var owner: String
        /// The host's transport (lift_set_transport), or nil for the built-in libcurl client.
        var transport: RemoteClient?
    }
    private let state: Mutex<State>
    let currentDate: CurrentDate
    let remote: RemoteConfig

    init(database: SQLiteDatabase, options: OpenOptions = OpenOptions()) {
        state = Mutex(State(database: database, owner: StoreHandle.localOwner, transport: nil))
        if let fixed = options.clock {
            currentDate = { fixed }
        } else {
            currentDate = SystemClock.now
        }
        remote = options.remote
        if options.validateCache && !options.database.readOnly {
            // Validate Cache on launch (LigasEc). A failure here only leaves old entries for the
            // next validation; it is no reason to refuse the store.
            _ = try? withContext { try SportsCacheMaintenance.validateAll($0) }
        }
    }

    /// Runs `body` with this store's context, serialised with every other call on it.
    func withContext<T>(_ body: (RequestContext) throws -> T) throws -> T {
        try state.withLock { s in
            guard let database = s.database else { throw LiftError(.misuse, "the store is closed") }
            let client = s.transport ?? CurlRemoteClient(timeoutMilliseconds: remote.timeoutMilliseconds,
                                                         maxResponseBytes: remote.maxResponseBytes)
            let sports = SportsRemote(client: client, config: remote, decoder: SportsFeedJSON())
            return try body(RequestContext(database: database, owner: s.owner, currentDate: currentDate, remote: sports))
        }
    }

    func setTransport(_ transport: RemoteClient?) throws {
        try state.withLock { s in
            guard s.database != nil else { throw LiftError(.misuse, "the store is closed") }
            s.transport = transport
        }
    }

    func close() {
        state.withLock { $0.database = nil; $0.transport = nil }
    }
}

/// The real clock, in milliseconds since the epoch.
enum SystemClock {
    @Sendable static func now() -> Timestamp {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Timestamp(milliseconds: Int64(ts.tv_sec) * 1000 + Int64(ts.tv_nsec) / 1_000_000)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
