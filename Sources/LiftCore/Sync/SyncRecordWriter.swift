/// Writes merged states into the kinds' stores and the sync log: the unique rules (a clashing
/// name renamed, one weight per day), and records kept aside while what they name is missing.
struct SyncRecordWriter {
    let log: SyncLogStore
    let kinds: [String: SyncKindStore]
    var clock: SyncClock
    var sequence: Int64
    var conflicts = [SyncConflict]()
    private(set) var parkedCount = 0

    init(log: SyncLogStore, kinds: [String: SyncKindStore], clock: SyncClock, sequence: Int64) {
        self.log = log
        self.kinds = kinds
        self.clock = clock
        self.sequence = sequence
    }

    /// Writes `change` as the record's state and into `store`, its kind's.
    mutating func materialize(_ change: SyncChange, local: Bool, in store: SyncKindStore) throws {
        var change = change
        // A store that refuses a write clashing on the unique field is written to first; the
        // clash is looked for only when it refuses (a read less for each record that clashes with none).
        if change.isVisible, store.refusesUniqueClash, try keep(change, local: local, in: store) == .written { return }
        let local = try resolveUnique(&change, store: store) || local
        var outcome: SyncWriteOutcome
        if change.isVisible {
            if let kept = try keep(change, local: local, in: store) {
                if kept == .written { return }
                outcome = kept
            } else {
                outcome = try store.writeRecord(id: change.id, change.values)
            }
        } else {
            outcome = try store.deleteRecord(id: change.id)
        }
        if outcome == .blocked, change.isVisible {
            outcome = try writeKeepingReferenced(id: change.id, change.values, of: store)
        }
        // A removal still blocked by a record naming it keeps the record with its merged
        // fields, as every other store keeps it.
        if outcome == .blocked, !change.isVisible, !change.fields.isEmpty, try store.readRecord(id: change.id) != nil {
            _ = try store.writeRecord(id: change.id, change.values)
        }
        try record(change, local: local, parked: outcome == .blocked)
        try log.deleteDirty(kind: change.kind, id: change.id)
    }

    /// Writes `change` as it came when its store holds nothing of the record: what a read of its
    /// state would find (nothing) and the merge into nothing (the change) are known without the
    /// read. Only where the write needs nothing resolved before it (no unique rule, or one the
    /// store refuses a clash of); false writes nothing, and the change takes the long way.
    mutating func writeNew(_ change: SyncChange, in store: SyncKindStore) throws -> Bool {
        guard !change.fields.isEmpty, store.unique == nil || store.refusesUniqueClash,
              try store.writeNewRecord(keeping: StoredSyncChange(change: change, sequence: sequence, local: false, parked: false))
        else { return false }
        sequence += 1
        try log.deleteDirty(kind: change.kind, id: change.id)
        return true
    }

    /// Writes the record with its state in one write where its store can keep both (nil where it
    /// cannot); once written, the state's position in the feed is taken.
    private mutating func keep(_ change: SyncChange, local: Bool, in store: SyncKindStore) throws -> SyncWriteOutcome? {
        let state = StoredSyncChange(change: change, sequence: sequence, local: local, parked: false)
        guard let kept = try store.writeRecord(keeping: state) else { return nil }
        if kept == .written {
            sequence += 1
            try log.deleteDirty(kind: change.kind, id: change.id)
        }
        return kept
    }

    /// Writes a blocked record after keeping what it names (`keepReferenced`). When it stays
    /// blocked for another reason (its name is taken), what was written back for it goes again:
    /// otherwise each retry would write it back and the next remove it, without end.
    private mutating func writeKeepingReferenced(id: String, _ values: [String: SyncValue], of store: SyncKindStore) throws -> SyncWriteOutcome {
        let kept = try keepReferenced(by: values, of: store)
        guard !kept.isEmpty else { return .blocked }
        let outcome = try store.writeRecord(id: id, values)
        if outcome == .blocked {
            for before in kept {
                _ = try kinds[before.change.kind]?.deleteRecord(id: before.change.id)
                try log.deleteDirty(kind: before.change.kind, id: before.change.id)
                try log.writeChange(before)
            }
        }
        return outcome
    }

    /// A record removed while a record from elsewhere still names it (an exercise removed on one
    /// device while another logged a set of it) is written back from its last fields and kept
    /// aside, so the naming record is written too; it goes once nothing names it. Every store
    /// decides the same, whatever order the two arrive in. Returns the states of those written
    /// back, as they were before.
    private mutating func keepReferenced(by fields: [String: SyncValue], of store: SyncKindStore) throws -> [StoredSyncChange] {
        var kept = [StoredSyncChange]()
        for ref in store.references(in: fields) {
            guard let target = kinds[ref.kind], try target.readRecord(id: ref.id) == nil,
                  let before = try log.readChange(kind: ref.kind, id: ref.id), !before.change.fields.isEmpty,
                  try target.writeRecord(id: ref.id, before.change.values) == .written else { continue }
            try log.deleteDirty(kind: ref.kind, id: ref.id)
            var state = before
            state.parked = true
            try log.writeChange(state)
            kept.append(before)
        }
        return kept
    }

    /// Tries every record kept aside again until a pass writes none.
    mutating func retryParked() throws {
        while true {
            var progress = false
            for var p in try log.readParked() {
                guard let store = kinds[p.change.kind] else { continue }
                // What it clashes with may have arrived meanwhile: the unique rules hold for it too.
                let renamed = try resolveUnique(&p.change, store: store)
                if renamed {
                    p.local = true
                    try record(p.change, local: true, parked: true)
                    p.sequence = sequence - 1
                }
                var outcome = p.change.isVisible ? try store.writeRecord(id: p.change.id, p.change.values)
                                                 : try store.deleteRecord(id: p.change.id)
                if outcome == .blocked, p.change.isVisible {
                    outcome = try writeKeepingReferenced(id: p.change.id, p.change.values, of: store)
                }
                if outcome == .blocked, !p.change.isVisible, !p.change.fields.isEmpty,
                   let kept = try store.readRecord(id: p.change.id), kept != p.change.values {
                    _ = try store.writeRecord(id: p.change.id, p.change.values)
                }
                try log.deleteDirty(kind: p.change.kind, id: p.change.id)
                guard outcome == .written else { continue }
                var done = p
                done.parked = false
                try log.writeChange(done)
                progress = true
            }
            if !progress { break }
        }
        parkedCount = try log.readParked().count
    }

    /// Applies the kind's unique rule to a visible `change` whose unique field another record
    /// holds; returns whether `change` itself took a local edit (it lost).
    private mutating func resolveUnique(_ change: inout SyncChange, store: SyncKindStore) throws -> Bool {
        guard change.isVisible, let unique = store.unique, let field = change.fields[unique.field],
              let holder = try store.holder(of: field.value, except: change.id) else { return false }
        return try resolveClash(&change, field: field, holder: holder, store: store, unique: unique)
    }

    private mutating func record(_ change: SyncChange, local: Bool, parked: Bool) throws {
        try log.writeChange(StoredSyncChange(change: change, sequence: sequence, local: local, parked: parked))
        sequence += 1
    }

    /// Returns whether `change` itself took a local edit (it lost).
    private mutating func resolveClash(_ change: inout SyncChange, field: SyncStamped, holder: String,
                                       store: SyncKindStore, unique: (field: String, rule: SyncUniqueRule)) throws -> Bool {
        var other = try log.readChange(kind: change.kind, id: holder)?.change ?? SyncChange(kind: change.kind, id: holder)
        if other.fields.isEmpty, let values = try store.readRecord(id: holder) {
            let v = clock.version
            for (k, value) in values { other.fields[k] = SyncStamped(value, v) }
        }
        let incomingIsLater = other.fields[unique.field].map { field.version > $0.version } ?? false
        switch unique.rule {
        case .rename:
            if incomingIsLater {
                try rename(&change, field: unique.field, store: store)
                return true
            }
            try rename(&other, field: unique.field, store: store)
            _ = try store.writeRecord(id: other.id, other.values)
            try record(other, local: true, parked: false)
            try log.deleteDirty(kind: other.kind, id: other.id)
            return false
        case .keepLater:
            let incomingLoses = !incomingIsLater
            let loser = incomingLoses ? change : other
            conflicts.append(SyncConflict(rule: .oneWeightPerDay, kind: change.kind, id: loser.id, field: unique.field,
                                          value: nil, was: nil, kept: incomingLoses ? other.id : change.id, values: loser.values))
            if incomingLoses {
                change.removed = clock.tick(now: 0)
                return true
            }
            other.removed = clock.tick(now: 0)
            _ = try store.deleteRecord(id: other.id)
            try record(other, local: true, parked: false)
            try log.deleteDirty(kind: other.kind, id: other.id)
            return false
        }
    }

    /// "<name> (2)", or the next number free.
    private mutating func rename(_ change: inout SyncChange, field: String, store: SyncKindStore) throws {
        guard let old = change.fields[field], case .text(let name) = old.value else { return }
        var n = 2
        var candidate = "\(name) (\(n))"
        while n < 10_000, try store.holder(of: .text(candidate), except: change.id) != nil {
            n += 1
            candidate = "\(name) (\(n))"
        }
        change.fields[field] = SyncStamped(.text(candidate), clock.tick(now: 0))
        conflicts.append(SyncConflict(rule: .nameClash, kind: change.kind, id: change.id, field: field,
                                      value: .text(candidate), was: old.value, kept: nil, values: nil))
    }
}
