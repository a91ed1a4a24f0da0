public struct SyncState: Sendable, Equatable {
    public let site: String
    public let clock: SyncVersion
    public let pending: Int64
    public let oldestPending: SyncChange?
    public let oldestPendingVersion: SyncVersion?
    public let acknowledged: SyncCursor
    public let peers: [SyncCursor]
}

/// Where this store stands: its site, its own changes no peer acknowledged yet (so an app can
/// show "3 workouts not synced yet" and see a stuck queue), and the last cursor of each peer.
public struct LoadSyncState {
    let log: SyncLogStore
    let kinds: [String: SyncKindStore]

    public init(log: SyncLogStore, kinds: [String: SyncKindStore]) {
        self.log = log
        self.kinds = kinds
    }

    public func callAsFunction() throws -> SyncState {
        try SettleLocalChanges(log: log, kinds: kinds)()
        let clock = try log.readClock()
        let acknowledged = try log.readAcknowledged()
        let pending = try log.readPending(after: acknowledged)
        let oldest = pending.oldest?.change
        return SyncState(site: clock.site, clock: clock.version, pending: pending.count, oldestPending: oldest,
                         oldestPendingVersion: oldest?.versions.max(),
                         acknowledged: SyncCursor(site: clock.site, sequence: acknowledged), peers: try log.readPeers())
    }
}
