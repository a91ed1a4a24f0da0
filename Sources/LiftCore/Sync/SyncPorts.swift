/// A record this store changed (a save, a remove, a trigger's side effect) and has not yet given a
/// version: `at` is when, in ms since 1970.
public struct SyncDirty: Sendable, Equatable {
    public let kind: String
    public let id: String
    public let at: Int64
    /// Removed and made again since it was last settled (a day's total replaced): every field
    /// takes the new version, so the whole later write wins, not only the fields that differ.
    public let rewritten: Bool
    public init(kind: String, id: String, at: Int64, rewritten: Bool = false) {
        self.kind = kind
        self.id = id
        self.at = at
        self.rewritten = rewritten
    }
}

/// Where this store stands in another store's feed.
public struct SyncCursor: Sendable, Equatable {
    public let site: String
    public let sequence: Int64
    public init(site: String, sequence: Int64) {
        self.site = site
        self.sequence = sequence
    }
}

/// The store's sync tables: its clock, every record's merged state in feed order, the records
/// changed since they were last given versions, and what peers acknowledged.
public protocol SyncLogStore {
    func readClock() throws -> SyncClock
    func updateClock(_ clock: SyncClock) throws
    func readChange(kind: String, id: String) throws -> StoredSyncChange?
    /// Inserts or replaces the record's state.
    func writeChange(_ change: StoredSyncChange) throws
    /// One after the highest position in the feed.
    func nextSequence() throws -> Int64
    /// States after `sequence`, in feed order, at most `limit`.
    func readFeed(after sequence: Int64, limit: Int) throws -> [StoredSyncChange]
    func readDirty() throws -> [SyncDirty]
    func deleteDirty(kind: String, id: String) throws
    func readParked() throws -> [StoredSyncChange]
    func readAcknowledged() throws -> Int64
    func updateAcknowledged(_ sequence: Int64) throws
    /// Local changes after `sequence`: how many, and the first.
    func readPending(after sequence: Int64) throws -> (count: Int64, oldest: StoredSyncChange?)
    func readPeers() throws -> [SyncCursor]
    func updatePeer(_ cursor: SyncCursor) throws
}

/// What a kind's store did with a write or a removal asked by a merge.
public enum SyncWriteOutcome: Sendable, Equatable {
    case written
    /// A reference is not there yet, a required field is missing, or the record is still named
    /// by another: kept aside and tried again after later batches.
    case blocked
}

/// How a clash on a unique field is resolved.
public enum SyncUniqueRule: Sendable, Equatable {
    /// Names: the later name is renamed "<name> (2)".
    case rename
    /// One weight per day: the later record keeps the key, the other is removed.
    case keepLater
}

/// One kind's records seen as fields: the adapter a kind writes to join the feed.
public protocol SyncKindStore {
    var kind: String { get }
    /// The fields the kind syncs; a change naming another is refused.
    var fields: Set<String> { get }
    var unique: (field: String, rule: SyncUniqueRule)? { get }
    /// `value` as `field` keeps it (an integer in a real field as a real), or nil when the field
    /// cannot hold it (its type and range).
    func normalized(field: String, _ value: SyncValue) -> SyncValue?
    /// `normalized` for a field in `fields`, nil for any other: what is asked of every field a
    /// batch brings. A store whose `normalized` already answers nil for other fields says so
    /// without looking the name up in `fields`.
    func normalizedIfSynced(field: String, _ value: SyncValue) -> SyncValue?
    func readRecord(id: String) throws -> [String: SyncValue]?
    func writeRecord(id: String, _ fields: [String: SyncValue]) throws -> SyncWriteOutcome
    /// Writes the record `state` holds (its id, its fields' values) and, in the same write, keeps
    /// `state` (visible, not kept aside) as its sync state, which the log's `readChange` answers
    /// from then on; nil when the kind's records cannot keep their state (the caller writes the
    /// record, then the state to the log).
    func writeRecord(keeping state: StoredSyncChange) throws -> SyncWriteOutcome?
    /// Writes `state` as `writeRecord(keeping:)` does when the store holds nothing of the record
    /// (no row, no state) and one insert is the whole write; answers whether it wrote. False
    /// (already there, refused, or a kind that cannot) leaves the store as it was.
    func writeNewRecord(keeping state: StoredSyncChange) throws -> Bool
    func deleteRecord(id: String) throws -> SyncWriteOutcome
    /// The records (kind, id) the fields name and cannot be written without.
    func references(in fields: [String: SyncValue]) -> [(kind: String, id: String)]
    /// Another record holding the unique field's value, if any.
    func holder(of value: SyncValue, except id: String) throws -> String?
    /// Whether the store itself refuses (`blocked`) a write whose unique value another record
    /// holds: the clash is then looked for only after a refusal, not before every write.
    var refusesUniqueClash: Bool { get }
}

extension SyncKindStore {
    public func normalizedIfSynced(field: String, _ value: SyncValue) -> SyncValue? {
        fields.contains(field) ? normalized(field: field, value) : nil
    }
    public var refusesUniqueClash: Bool { false }
    public func writeRecord(keeping state: StoredSyncChange) throws -> SyncWriteOutcome? { nil }
    public func writeNewRecord(keeping state: StoredSyncChange) throws -> Bool { false }
}
