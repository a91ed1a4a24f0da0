/// Load Backup: the account's whole change feed, every record's current state oldest first,
/// handed over page by page so that a writer can stream it. Local edits are given versions first
/// (as a load of changes does); nothing is acknowledged, because a backup is not a peer.
public struct LoadBackup {
    public static let pageSize = 1_000

    let log: SyncLogStore
    let kinds: [String: SyncKindStore]

    public init(log: SyncLogStore, kinds: [String: SyncKindStore]) {
        self.log = log
        self.kinds = kinds
    }

    /// This store's site id, after the local edits are settled: call before `pages`.
    public func site() throws -> String {
        try SettleLocalChanges(log: log, kinds: kinds)()
        return try log.readClock().site
    }

    /// Every change in feed order, in pages of at most `pageSize`; returns how many there were.
    @discardableResult
    public func pages(_ page: ([SyncChange]) throws -> Void) throws -> Int {
        var after: Int64 = 0
        var count = 0
        while true {
            let stored = try log.readFeed(after: after, limit: Self.pageSize)
            guard let last = stored.last else { return count }
            try page(stored.map(\.change))
            count += stored.count
            after = last.sequence
        }
    }
}
