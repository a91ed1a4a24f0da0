import LiftCore
import LiftJSON
import LiftRemote
import LiftRoadNetworks
import LiftSQLite

/// One open store as the host sees it. Calls on it are serialised by `lock`, which a sports load
/// gives up while it waits on the network; `lift_close` waits for every call in progress, that
/// wait included, and later calls find it closed.
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
        /// Reused by every call: emptied before each and after it is applied, so a one-row load
        /// allocates no session object, and a call back from a network wait never sees the change
        /// of a call that ran meanwhile.
        let change = SessionChange()
    }
    private let lock: HandleLock<State>
    let currentDate: CurrentDate
    let remote: RemoteConfig
    let sessionLifetime: SessionLifetime
    /// The zone days are counted in when a request names none (lift_open's `time_zone`).
    let timeZone: ZoneRules

    init(database: SQLiteDatabase, options: OpenOptions = OpenOptions()) {
        lock = HandleLock(State(database: database, owner: StoreHandle.localOwner, session: nil,
                                sports: StoreHandle.sports(transport: nil, remote: options.remote)))
        currentDate = options.currentDate
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
        try lock.withLock { s in
            guard let database = s.pointee.database else { throw LiftError(.misuse, "the store is closed") }
            let change = s.pointee.change
            change.reset()
            defer { change.reset() }
            let context = RequestContext(database: database, owner: s.pointee.owner, sessionID: s.pointee.session,
                                         currentDate: currentDate, timeZone: timeZone, sessionLifetime: sessionLifetime,
                                         sports: s.pointee.sports, away: lock, session: change, progress: progress)
            let result: T
            do {
                result = try body(context)
            } catch {
                // The account was removed or the session revoked.
                if case .signOut = change.owner { s.pointee.owner = StoreHandle.localOwner; s.pointee.session = nil }
                throw error
            }
            switch change.owner {
            case .keep: break
            case .signIn(let account, let session): s.pointee.owner = account; s.pointee.session = session
            case .signOut: s.pointee.owner = StoreHandle.localOwner; s.pointee.session = nil
            }
            if let refusal = change.errorAfterCommit { throw refusal }
            return result
        }
    }

    func setTransport(_ transport: RemoteClient?) throws {
        try lock.exclusive { s in
            guard s.pointee.database != nil else { throw LiftError(.misuse, "the store is closed") }
            s.pointee.sports = StoreHandle.sports(transport: transport, remote: remote)
        }
    }

    private static func sports(transport: RemoteClient?, remote: RemoteConfig) -> SportsRemote {
        let client = transport ?? CurlRemoteClient(maxResponseBytes: remote.maxResponseBytes)
        return SportsRemote(client: client, config: remote, decoder: SportsFeedJSON())
    }

    func close() throws {
        // Drops the host's transport (its callbacks and context) with the database.
        // The cached networks' chunk readers on the file close first: the handle's own connection
        // is then its last, and closing it leaves no WAL behind.
        try lock.exclusive { s in
            if let database = s.pointee.database { StoreRoadNetworks.closeChunkReaders(of: database) }
            s.pointee.database = nil
            s.pointee.sports = StoreHandle.sports(transport: nil, remote: remote)
        }
    }
}

/// A nonzero number for the calling thread, unique among running threads.
enum CurrentThread {
    static var id: UInt { unsafeBitCast(pthread_self(), to: UInt.self) }
}

/// The real clock, in milliseconds since the epoch.
enum SystemClock {
    @Sendable static func now() -> Timestamp { StoreClockFunction.system() }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
