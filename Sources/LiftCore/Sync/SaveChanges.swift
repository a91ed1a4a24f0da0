/// What a merge rule decided, reported by `SaveChanges` with the value that lost.
public struct SyncConflict: Sendable, Equatable {
    public enum Rule: String, Sendable {
        case nameClash = "name_clash"
        case oneWeightPerDay = "one_weight_per_day"
    }
    public let rule: Rule
    public let kind: String
    public let id: String
    public let field: String
    /// name_clash: the new name; one_weight_per_day: nil.
    public let value: SyncValue?
    /// name_clash: the name it had; one_weight_per_day: nil.
    public let was: SyncValue?
    /// one_weight_per_day: the record that kept the key.
    public let kept: String?
    /// one_weight_per_day: the removed record's fields.
    public let values: [String: SyncValue]?
}

public struct SaveChangesResult: Sendable, Equatable {
    public var applied = 0
    public var skipped = 0
    public var parked = 0
    public var conflicts = [SyncConflict]()
}

/// Applies a batch of changes from another store: per field the later version wins, a tombstone
/// removes while it is later than every field; then the kind's unique rule, and the record is
/// written through its kind's store (or kept aside until what it names arrives). Idempotent and
/// order-tolerant: applying anything twice, or in another order, ends in the same state.
public struct SaveChanges {
    let log: SyncLogStore
    let kinds: [String: SyncKindStore]

    public init(log: SyncLogStore, kinds: [String: SyncKindStore]) {
        self.log = log
        self.kinds = kinds
    }

    public func callAsFunction(_ changes: [SyncChange], from peer: SyncCursor?, path: Location = Location("changes")) throws -> SaveChangesResult {
        var changes = changes
        // Each change's store, found once: the check and the write both need it.
        var stores = [SyncKindStore]()
        stores.reserveCapacity(changes.count)
        for i in changes.indices { stores.append(try check(&changes[i], at: path.index(i))) }
        try SettleLocalChanges(log: log, kinds: kinds)()
        var writer = SyncRecordWriter(log: log, kinds: kinds, clock: try log.readClock(), sequence: try log.nextSequence())
        var result = SaveChangesResult()
        // A record is first written as new (no read of its state) while the one before was new
        // here: a batch is mostly new records (another device's) or mostly known ones (a batch
        // applied again, edits), and a known record pays that try with an insert that finds it.
        var previousWasNew = true
        for i in changes.indices {
            let c = changes[i]
            for f in c.fields.values { writer.clock.observe(f.version) }
            if let r = c.removed { writer.clock.observe(r) }
            if previousWasNew, try writer.writeNew(c, in: stores[i]) {
                result.applied += 1
                continue
            }
            var merged: SyncChange
            let stored = try log.readChange(kind: c.kind, id: c.id)
            previousWasNew = stored == nil
            if let stored {
                merged = stored.change
                guard SyncMerge.merge(c, into: &merged) else {
                    result.skipped += 1
                    continue
                }
            } else {
                // A record new here: the merge into nothing is the change itself.
                guard !c.fields.isEmpty || c.removed != nil else {
                    result.skipped += 1
                    continue
                }
                merged = c
            }
            result.applied += 1
            try writer.materialize(merged, local: false, in: stores[i])
        }
        try writer.retryParked()
        result.parked = writer.parkedCount
        result.conflicts = writer.conflicts
        try log.updateClock(writer.clock)
        if let peer { try log.updatePeer(peer) }
        // What the writes changed beyond their own records (a removed routine unlinks its
        // records) takes local versions now, so it travels as those records' edits.
        try SettleLocalChanges(log: log, kinds: kinds)()
        return result
    }

    /// `path` is only spelt for an error. Returns the change's store.
    private func check(_ c: inout SyncChange, at path: @autoclosure () -> Location) throws -> SyncKindStore {
        guard let store = kinds[c.kind] else {
            let path = path()
            throw LiftError(.invalidRequest, code: "unknown_sync_kind", "is not a kind that syncs",
                            details: [.init("path", .location(path.key("kind"))), .init("kind", .string(c.kind))],
                            messageLocation: path.key("kind"))
        }
        var refused = false
        var normalized = [(String, SyncValue)]()
        for (name, field) in c.fields {
            guard let value = store.normalizedIfSynced(field: name, field.value) else {
                refused = true
                break
            }
            if value != field.value { normalized.append((name, value)) }
        }
        for (name, value) in normalized { c.fields[name]?.value = value }
        if refused { try refuse(c, store: store, at: path()) }
        return store
    }

    /// The first refused field by name, so the error is the same whatever the fields' order.
    private func refuse(_ c: SyncChange, store: SyncKindStore, at path: Location) throws {
        for name in c.fields.keys.sorted() {
            guard let field = c.fields[name] else { continue }
            let at = path.key("fields").key(name)
            guard store.fields.contains(name) else {
                throw LiftError(.invalidRequest, code: "unknown_field", "unknown field",
                                details: [.init("path", .location(at))], messageLocation: at)
            }
            guard store.normalized(field: name, field.value) != nil else {
                throw LiftError.invalid(at, "is not a value \(c.kind).\(name) can hold", code: "invalid_value")
            }
        }
    }
}

/// The merge of one record's states: per field the later version, the later tombstone.
public enum SyncMerge {
    /// Returns whether `incoming` brought anything newer.
    public static func merge(_ incoming: SyncChange, into state: inout SyncChange) -> Bool {
        var newer = false
        for (name, field) in incoming.fields {
            if let mine = state.fields[name], mine.version >= field.version { continue }
            state.fields[name] = field
            newer = true
        }
        if let r = incoming.removed, state.removed.map({ r > $0 }) ?? true {
            state.removed = r
            newer = true
        }
        return newer
    }
}
