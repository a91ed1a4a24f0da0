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

    /// Validates every draft before writing any, so a bad item leaves the log untouched even
    /// outside a transaction. `paths[i]` names draft i in errors.
    public func callAsFunction(_ drafts: [WeightDraft], paths: (Int) -> String) throws -> [Outcome] {
        let today = zone.day(of: currentDate())
        var clean = [WeightDraft]()
        clean.reserveCapacity(drafts.count)
        for (i, draft) in drafts.enumerated() {
            clean.append(try check(draft, today: today, path: paths(i)))
        }
        var out = [Outcome]()
        out.reserveCapacity(clean.count)
        for (i, draft) in clean.enumerated() { out.append(try write(draft, path: paths(i))) }
        return out
    }

    public func callAsFunction(_ draft: WeightDraft, path: String = "weight") throws -> Outcome {
        guard let first = try self([draft], paths: { _ in path }).first else {
            throw LiftError(.internal, "a save of one weight returned nothing")
        }
        return first
    }

    private func check(_ draft: WeightDraft, today: Day, path: @autoclosure () -> String) throws -> WeightDraft {
        var d = draft
        try BodyLogRules.checkWeight(d.weight, unit: d.unit, path: "\(path()).weight")
        try BodyLogRules.checkLoggable(d.day, today: today, path: "\(path()).date")
        d.note = try BodyLogRules.checkNote(d.note, path: "\(path()).note")
        return d
    }

    private func write(_ d: WeightDraft, path: @autoclosure () -> String) throws -> Outcome {
        // The common path (no id, as every bulk import sends) is one upsert per item: the day is
        // the natural key. With an id it updates that entry, which must be the owner's.
        // d.id first: the path is only spelt out when an id was sent.
        guard d.id != nil, var existing = try UpdateByID.existing(d.id, kind: "weight", path: path(), { try store.readWeight(id: $0) }) else {
            let entry = WeightEntry(id: .random(), day: d.day, weight: d.weight, unit: d.unit, note: d.note)
            let saved = try store.saveWeightForDay(entry)
            return Outcome(entry: saved.entry, created: saved.created)
        }
        let id = existing.id
        // Moving an entry to a day that holds another would leave two weights on one day.
        if let other = try store.readWeight(day: d.day), other.id != id {
            throw LiftError(.conflict, code: "weight_day_taken",
                            "\(path()).date: another weight is logged on that day",
                            details: [.init("path", .string("\(path()).date")), .init("id", .string(other.id.text))])
        }
        existing.day = d.day; existing.weight = d.weight; existing.unit = d.unit; existing.note = d.note
        try store.updateWeight(existing)
        return Outcome(entry: existing, created: false)
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
