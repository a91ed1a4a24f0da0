/// Save Weight (the seed's "Cache Weight Use Case"): one weight per day, so a second entry for a
/// day updates that day's entry and returns its id.
public struct SaveWeights: DayCounting {
    let store: WeightStore
    let currentDate: CurrentDate
    public var zone = ZoneRules.utc

    public init(store: WeightStore, currentDate: @escaping CurrentDate) {
        self.store = store; self.currentDate = currentDate
    }

    public struct Outcome: Equatable, Sendable {
        public var entry: WeightEntry
        public var created: Bool
    }

    /// A draft merged with the entry it edits, checked, ready to write.
    struct Checked {
        var entry: WeightEntry
        /// nil: no id was sent, the day is the key. Otherwise whether the id is the caller's.
        var edits: Bool?
    }

    /// Validates every draft before writing any, so a bad item leaves the log untouched even
    /// outside a transaction. `paths[i]` names draft i in errors.
    public func callAsFunction(_ drafts: [WeightDraft], paths: (Int) -> Location) throws -> [Outcome] {
        let today = zone.day(of: currentDate())
        var clean = [Checked]()
        clean.reserveCapacity(drafts.count)
        var ids = Set<RecordID>()
        for (i, draft) in drafts.enumerated() {
            try EditRule.once(draft.id, &ids, path: paths(i))
            clean.append(try check(draft, today: today, path: paths(i)))
        }
        var out = [Outcome]()
        out.reserveCapacity(clean.count)
        for (i, checked) in clean.enumerated() { out.append(try write(checked, path: paths(i))) }
        return out
    }

    public func callAsFunction(_ draft: WeightDraft, path: Location = Location("weight")) throws -> Outcome {
        guard let first = try self([draft], paths: { _ in path }).first else {
            throw LiftError(.internal, "a save of one weight returned nothing")
        }
        return first
    }

    private func check(_ d: WeightDraft, today: Day, path: @autoclosure () -> Location) throws -> Checked {
        // The id is looked up first: an edit merges into the stored entry (docs/API.md, "Saving").
        let existing = try EditRule.existing(d.id) { try store.readWeight(id: $0) }
        let day = try d.day.required(existing?.day, path: path().key("date"))
        let weight = try d.weight.required(existing?.weight, path: path().key("weight"))
        let unit = try d.unit.required(existing?.unit, path: path().key("unit"))
        try BodyLogRules.checkWeight(weight, unit: unit, path: path().key("weight"))
        try BodyLogRules.checkLoggable(day, today: today, path: path().key("date"))
        let note = try BodyLogRules.checkNote(d.note.merged(existing?.note), path: path().key("note"))
        let entry = WeightEntry(id: d.id ?? .random(), day: day, weight: weight, unit: unit, note: note)
        return Checked(entry: entry, edits: d.id == nil ? nil : existing != nil)
    }

    private func write(_ c: Checked, path: @autoclosure () -> Location) throws -> Outcome {
        // The common path (no id, as every bulk import sends) is one upsert per item: the day is
        // the natural key.
        guard let edits = c.edits else {
            let saved = try store.saveWeightForDay(c.entry)
            return Outcome(entry: saved.entry, created: saved.created)
        }
        // An entry with an id never takes over another entry's day: two weights on one day.
        if let other = try store.readWeight(day: c.entry.day), other.id != c.entry.id {
            throw LiftError(.conflict, code: "weight_day_taken",
                            "another weight is logged on that day",
                            details: [.init("path", .location(path().key("date"))), .init("id", .string(other.id.text))],
                            messageLocation: path().key("date"))
        }
        if edits {
            try store.updateWeight(c.entry)
            return Outcome(entry: c.entry, created: false)
        }
        let saved = try store.saveWeightForDay(c.entry)
        return Outcome(entry: saved.entry, created: true)
    }
}

/// Load Weights (the seed's "Load Weight Log From Cache"): an empty log is an empty list.
public struct LoadWeights {
    let store: WeightStore
    public init(store: WeightStore) { self.store = store }

    public func byID(_ id: RecordID) throws -> WeightEntry {
        guard let e = try store.readWeight(id: id) else { throw LiftError.notFound("weight", id: id.text) }
        return e
    }

    public func latest() throws -> WeightEntry? { try store.readWeights(from: nil, to: nil, limit: 1, offset: 0).first }

    /// Newest first, with the count of the whole range for paging.
    public func range(from: Day?, to: Day?, limit: Int?, offset: Int) throws -> (items: [WeightEntry], total: Int) {
        (try store.readWeights(from: from, to: to, limit: limit, offset: offset), try store.countWeights(from: from, to: to))
    }
}

/// Remove Weight: one entry by id.
public struct RemoveWeight {
    let store: WeightStore
    public init(store: WeightStore) { self.store = store }

    public func callAsFunction(_ id: RecordID) throws {
        guard try store.deleteWeight(id: id) else { throw LiftError.notFound("weight", id: id.text) }
    }
}
