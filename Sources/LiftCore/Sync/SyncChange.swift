/// One record's sync state, as the feed carries it and the store keeps it: every field with its
/// version, and the tombstone's version if it was removed.
public struct SyncChange: Sendable, Equatable {
    public let kind: String
    public let id: String
    public var fields: [String: SyncStamped]
    public var removed: SyncVersion?

    public init(kind: String, id: String, fields: [String: SyncStamped] = [:], removed: SyncVersion? = nil) {
        self.kind = kind
        self.id = id
        self.fields = fields
        self.removed = removed
    }

    /// The latest version of any field.
    public var latestField: SyncVersion? { fields.values.map(\.version).max() }

    /// Present unless its tombstone is later than every field (an edit after a removal revives).
    public var isVisible: Bool {
        guard let removed else { return true }
        guard let latest = latestField else { return false }
        return latest > removed
    }

    /// Every version it carries: fields and tombstone.
    public var versions: [SyncVersion] { fields.values.map(\.version) + (removed.map { [$0] } ?? []) }

    /// Whether every version it carries was made by `site`.
    public func madeOnly(by site: SyncSiteID) -> Bool {
        fields.values.allSatisfy { $0.version.siteID == site } && (removed.map { $0.siteID == site } ?? true)
    }

    /// The plain values, for the kind's store.
    public var values: [String: SyncValue] { fields.mapValues(\.value) }
}

/// A change as the store keeps it: its position in this store's feed, and whether its latest
/// write was made here (pending until a peer acknowledges it) or is kept aside.
public struct StoredSyncChange: Sendable, Equatable {
    public var change: SyncChange
    public var sequence: Int64
    public var local: Bool
    public var parked: Bool

    public init(change: SyncChange, sequence: Int64, local: Bool, parked: Bool) {
        self.change = change
        self.sequence = sequence
        self.local = local
        self.parked = parked
    }
}
