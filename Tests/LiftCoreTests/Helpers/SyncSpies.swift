import LiftCore

/// The SyncLogStore port in memory: the feed in a dictionary, writes recorded in order, and any
/// operation failing when told to.
final class SyncLogSpy: SyncLogStore, @unchecked Sendable {
    enum Operation: Hashable { case readDirty, writeChange, readFeed }

    private let messages = StoreMessages<String, Operation>()
    var receivedMessages: [String] { messages.received }
    var clock = SyncClock(ms: 0, counter: 0, site: SyncLogSpy.site)
    var states: [String: StoredSyncChange] = [:]
    var dirty: [SyncDirty] = []
    var acknowledged: Int64 = 0
    var peers: [SyncCursor] = []
    private(set) var stateReads = 0

    static let site = String(repeating: "a", count: 32)

    func stub(_ operation: Operation, error: Error) { messages.errors[operation] = error }

    func readClock() throws -> SyncClock { clock }
    func updateClock(_ clock: SyncClock) throws { self.clock = clock }
    func readChange(kind: String, id: String) throws -> StoredSyncChange? {
        stateReads += 1
        return states["\(kind)/\(id)"]
    }
    func writeChange(_ change: StoredSyncChange) throws {
        try messages.receive("write \(change.change.kind)/\(change.change.id)", .writeChange)
        states["\(change.change.kind)/\(change.change.id)"] = change
    }
    func nextSequence() throws -> Int64 { (states.values.map(\.sequence).max() ?? 0) + 1 }
    func readFeed(after sequence: Int64, limit: Int) throws -> [StoredSyncChange] {
        try messages.receive("feed after \(sequence)", .readFeed)
        return Array(states.values.filter { $0.sequence > sequence }.sorted { $0.sequence < $1.sequence }.prefix(limit))
    }
    func readDirty() throws -> [SyncDirty] {
        try messages.receive("dirty", .readDirty)
        return dirty
    }
    func deleteDirty(kind: String, id: String) throws { dirty.removeAll { $0.kind == kind && $0.id == id } }
    func readParked() throws -> [StoredSyncChange] { states.values.filter(\.parked).sorted { $0.sequence < $1.sequence } }
    func readAcknowledged() throws -> Int64 { acknowledged }
    func updateAcknowledged(_ sequence: Int64) throws { acknowledged = sequence }
    func readPending(after sequence: Int64) throws -> (count: Int64, oldest: StoredSyncChange?) {
        let pending = states.values.filter { $0.local && $0.sequence > sequence }.sorted { $0.sequence < $1.sequence }
        return (Int64(pending.count), pending.first)
    }
    func readPeers() throws -> [SyncCursor] { peers }
    func updatePeer(_ cursor: SyncCursor) throws {
        peers.removeAll { $0.site == cursor.site }
        peers.append(cursor)
    }
}

/// One kind's records in memory, with a unique field, ids whose writes are blocked (a missing
/// reference), and every write and removal recorded.
final class SyncKindStoreSpy: SyncKindStore, @unchecked Sendable {
    let kind: String
    let fields: Set<String>
    let unique: (field: String, rule: SyncUniqueRule)?
    var records: [String: [String: SyncValue]] = [:]
    var blocked: Set<String> = []
    /// Writes of the key are blocked while the value's record is absent (a reference).
    var blockedUnlessPresent: [String: String] = [:]
    private(set) var written: [String] = []
    private(set) var deleted: [String] = []
    /// When set, a write with a state keeps the state there itself, as a store whose rows hold
    /// their state does (the log is not asked to write it).
    weak var keepsStatesIn: SyncLogSpy?
    var refusesUniqueClash = false
    private(set) var holderReads = 0
    /// When set (with `keepsStatesIn`), a record it holds nothing of is written as new.
    var writesNewRecords = false
    private(set) var newRecordAsks = 0

    init(kind: String = "exercise", fields: Set<String> = ["name", "note"], unique: (field: String, rule: SyncUniqueRule)? = nil) {
        self.kind = kind
        self.fields = fields
        self.unique = unique
    }

    func normalized(field: String, _ value: SyncValue) -> SyncValue? {
        if case .int(let i) = value, i < 0 { return nil }
        return value
    }
    func readRecord(id: String) throws -> [String: SyncValue]? { records[id] }
    func writeRecord(id: String, _ fields: [String: SyncValue]) throws -> SyncWriteOutcome {
        guard !blocked.contains(id) else { return .blocked }
        if let needed = blockedUnlessPresent[id], records[needed] == nil { return .blocked }
        written.append(id)
        records[id] = fields
        return .written
    }
    func writeRecord(keeping state: StoredSyncChange) throws -> SyncWriteOutcome? {
        guard let log = keepsStatesIn else { return nil }
        let id = state.change.id, fields = state.change.values
        if refusesUniqueClash, let unique, let value = fields[unique.field],
           records.contains(where: { $0.key != id && $0.value[unique.field] == value }) { return .blocked }
        let outcome = try writeRecord(id: id, fields)
        if outcome == .written { log.states["\(kind)/\(id)"] = state }
        return outcome
    }
    func writeNewRecord(keeping state: StoredSyncChange) throws -> Bool {
        newRecordAsks += 1
        let id = state.change.id
        guard writesNewRecords, let log = keepsStatesIn, records[id] == nil, log.states["\(kind)/\(id)"] == nil else { return false }
        return try writeRecord(keeping: state) == .written
    }
    func deleteRecord(id: String) throws -> SyncWriteOutcome {
        if blockedUnlessPresent.contains(where: { $0.value == id && records[$0.key] != nil }) { return .blocked }
        deleted.append(id)
        records[id] = nil
        return .written
    }
    func references(in fields: [String: SyncValue]) -> [(kind: String, id: String)] {
        guard case .text(let ref)? = fields["ref"] else { return [] }
        return [("exercise", ref)]
    }
    func holder(of value: SyncValue, except id: String) throws -> String? {
        holderReads += 1
        guard let unique else { return nil }
        return records.keys.sorted().first { $0 != id && records[$0]?[unique.field] == value }
    }
}

func version(_ ms: Int64, _ counter: Int64 = 0, site: Character = "b") -> SyncVersion {
    SyncVersion(ms: ms, counter: counter, site: String(repeating: site, count: 32))
}
