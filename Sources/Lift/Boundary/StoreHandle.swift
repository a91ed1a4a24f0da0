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
        /// The session (token) the handle is signed in with; nil for the local owner.
        var session: RecordID?
        /// The remotes as requests see them: built when the handle opens and when the host sets
        /// its transport (lift_set_transport; nil: the built-in libcurl client), not per call.
        var sports: SportsRemote
        /// Reused by every call (calls are serialised): emptied before each, so a one-row load
        /// allocates no session object.
        let change = SessionChange()
    }
    private let state: Mutex<State>
    /// The thread inside `state`'s lock (0: none). A host callback run under the lock (a
    /// transport) that calls back into this store on its own thread is refused instead of
    /// locking the lock twice, which would abort the host.
    private let holder = Atomic<UInt>(0)
    let currentDate: CurrentDate
    let remote: RemoteConfig
    let sessionLifetime: SessionLifetime
    /// The zone days are counted in when a request names none (lift_open's `time_zone`).
    let timeZone: ZoneRules

    init(database: SQLiteDatabase, options: OpenOptions = OpenOptions()) {
        state = Mutex(State(database: database, owner: StoreHandle.localOwner, session: nil,
                            sports: StoreHandle.sports(transport: nil, remote: options.remote)))
        if let fixed = options.clock {
            currentDate = { fixed }
        } else {
            currentDate = SystemClock.now
        }
        remote = options.remote
        sessionLifetime = options.sessionLifetime
        timeZone = options.timeZone
        if options.validateCache && !options.database.readOnly {
            // Validate Cache on launch (LigasEc). A failure here only leaves old entries for the
            // next validation; it is no reason to refuse the store.
            _ = try? withContext { try SportsCacheMaintenance.validateAll($0) }
        }
    }

    /// Runs `body` with this store's context, serialised with every other call on it. The owner
    /// changes only here, from a committed sign-in / sign-out (`SessionChange`); a handle's owner
    /// is never taken from a request body.
    func withContext<T>(progress: Progress = .untracked, _ body: (RequestContext) throws -> T) throws -> T {
        try locked { s in
            guard let database = s.database else { throw LiftError(.misuse, "the store is closed") }
            let change = s.change
            change.reset()
            let result: T
            do {
                result = try body(RequestContext(database: database, owner: s.owner, sessionID: s.session,
                                                 currentDate: currentDate, timeZone: timeZone, sessionLifetime: sessionLifetime,
                                                 remote: s.sports, session: change, progress: progress))
            } catch {
                // The account was removed or the session revoked.
                if case .signOut = change.owner { s.owner = StoreHandle.localOwner; s.session = nil }
                throw error
            }
            switch change.owner {
            case .keep: break
            case .signIn(let account, let session): s.owner = account; s.session = session
            case .signOut: s.owner = StoreHandle.localOwner; s.session = nil
            }
            if let refusal = change.errorAfterCommit { throw refusal }
            return result
        }
    }

    func setTransport(_ transport: RemoteClient?) throws {
        try locked { s in
            guard s.database != nil else { throw LiftError(.misuse, "the store is closed") }
            s.sports = StoreHandle.sports(transport: transport, remote: remote)
        }
    }

    private static func sports(transport: RemoteClient?, remote: RemoteConfig) -> SportsRemote {
        let client = transport ?? CurlRemoteClient(timeoutMilliseconds: remote.timeoutMilliseconds,
                                                   maxResponseBytes: remote.maxResponseBytes)
        return SportsRemote(client: client, config: remote, decoder: SportsFeedJSON())
    }

    func close() throws {
        // Drops the host's transport (its callbacks and context) with the database.
        try locked { $0.database = nil; $0.sports = StoreHandle.sports(transport: nil, remote: remote) }
    }

    /// `state`'s lock, refusing a call from the thread that already holds it. Only this thread
    /// ever stores its own id in `holder`, so a relaxed load that sees it is never stale.
    private func locked<T>(_ body: (inout sending State) throws -> sending T) throws -> sending T {
        let me = CurrentThread.id
        guard holder.load(ordering: .relaxed) != me else {
            throw LiftError(.misuse, code: "reentrant_call",
                            "a callback called back into the store whose call is running it (lift.h: a transport must not call liblift on its own store)")
        }
        return try state.withLock { s in
            holder.store(me, ordering: .relaxed)
            defer { holder.store(0, ordering: .relaxed) }
            return try body(&s)
        }
    }
}

/// A nonzero number for the calling thread, unique among running threads.
enum CurrentThread {
    static var id: UInt { unsafeBitCast(pthread_self(), to: UInt.self) }
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
