import LiftCore
import LiftSQLite

/// What can give up the handle's lock for a while (HandleLock).
protocol StepsAway: Sendable {
    func whileAway<T>(_ body: () throws -> T) rethrows -> T
}

extension HandleLock: StepsAway {}

/// A request's remote: the network wait runs outside the handle's lock, so the handle's other
/// calls (a weight save, another load) go on while a slow remote answers. Only between
/// transactions: inside one, the connection is the request's until it ends, so the wait keeps
/// the lock (no kind that fetches runs in one; they declare their own transactions).
struct AwayFromStoreClient: RemoteClient, @unchecked Sendable {
    let base: RemoteClient
    let away: StepsAway
    /// Used only to ask whether a transaction is open, on the thread that holds the lock.
    let database: SQLiteDatabase

    func get(url: String, headers: [HTTPHeader], call: RemoteCall) throws -> RemoteResponse {
        guard !database.isInTransaction else { return try base.get(url: url, headers: headers, call: call) }
        return try away.whileAway { try base.get(url: url, headers: headers, call: call) }
    }
}
