/// Gives versions to what this store changed since it last did: each record marked changed is
/// read as fields and compared with its synced state; the fields that differ take one new
/// version, a record that is gone takes a tombstone. Saves stay as cheap as a mark, and every
/// kind's edits (and the side effects of triggers) are caught the same way.
public struct SettleLocalChanges {
    let log: SyncLogStore
    let kinds: [String: SyncKindStore]

    public init(log: SyncLogStore, kinds: [String: SyncKindStore]) {
        self.log = log
        self.kinds = kinds
    }

    /// Returns how many records took a new version.
    @discardableResult
    public func callAsFunction() throws -> Int {
        let dirty = try log.readDirty()
        guard !dirty.isEmpty else { return 0 }
        var clock = try log.readClock()
        var sequence = try log.nextSequence()
        var settled = 0
        for d in dirty {
            try log.deleteDirty(kind: d.kind, id: d.id)
            guard let store = kinds[d.kind] else { continue }
            let stored = try log.readChange(kind: d.kind, id: d.id)
            let current = try store.readRecord(id: d.id)
            // A record kept aside and absent here (its reference has not arrived) was not
            // removed by this store: nothing to version.
            if stored?.parked == true && current == nil { continue }
            var change = stored?.change ?? SyncChange(kind: d.kind, id: d.id)
            var changedFields = [String: SyncValue]()
            var removing = false
            if let current {
                let reviving = (stored != nil && !change.isVisible) || d.rewritten
                for (name, value) in current where store.fields.contains(name) {
                    if reviving || change.fields[name]?.value != value { changedFields[name] = value }
                }
            } else {
                removing = stored != nil && change.isVisible
            }
            guard removing || !changedFields.isEmpty else { continue }
            let version = clock.tick(now: d.at)
            if removing {
                change.removed = version
            } else {
                for (name, value) in changedFields { change.fields[name] = SyncStamped(value, version) }
            }
            try log.writeChange(StoredSyncChange(change: change, sequence: sequence, local: true, parked: false))
            sequence += 1
            settled += 1
        }
        try log.updateClock(clock)
        return settled
    }
}
