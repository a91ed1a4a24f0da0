public struct LoadedChanges: Sendable, Equatable {
    public let site: String
    public let changes: [SyncChange]
    public let cursor: SyncCursor
    public let more: Bool
}

/// This store's feed after a cursor it made: each record once, in the order it last changed.
/// Loading with a cursor acknowledges what it covers (the peer has it).
public struct LoadChanges {
    public static let maxLimit = 10_000
    public static let defaultLimit = 1_000

    let log: SyncLogStore
    let kinds: [String: SyncKindStore]

    public init(log: SyncLogStore, kinds: [String: SyncKindStore]) {
        self.log = log
        self.kinds = kinds
    }

    /// `peer`: the site that will apply the answer; records only it wrote are left out.
    public func callAsFunction(since: SyncCursor?, limit: Int, peer: String?) throws -> LoadedChanges {
        try SettleLocalChanges(log: log, kinds: kinds)()
        let site = try log.readClock().site
        var after: Int64 = 0
        if let since {
            guard since.site == site, since.sequence >= 0 else {
                throw LiftError(.invalidRequest, code: "invalid_cursor", "is a cursor of another store",
                                details: [.init("path", .location(Location("since")))], messageLocation: Location("since"))
            }
            after = since.sequence
            if since.sequence > (try log.readAcknowledged()) { try log.updateAcknowledged(since.sequence) }
        }
        let peerID = peer.map { SyncSiteID($0) ?? .zero }
        var out = [SyncChange]()
        var more = false
        let limit = max(1, min(limit, Self.maxLimit))
        reading: while true {
            let page = try log.readFeed(after: after, limit: limit + 1)
            for s in page {
                if out.count == limit {
                    more = true
                    break reading
                }
                after = s.sequence
                if let peerID, s.change.madeOnly(by: peerID) { continue }
                out.append(s.change)
            }
            if page.count <= limit { break }
        }
        return LoadedChanges(site: site, changes: out, cursor: SyncCursor(site: site, sequence: after), more: more)
    }
}
