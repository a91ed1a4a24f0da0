/// Save Calories / Steps: add an entry to a day, or set the day's total.
public struct SaveCounts: DayCounting {
    let store: CountStore
    let category: CountCategory
    let currentDate: CurrentDate
    public var zone = ZoneRules.utc

    public init(store: CountStore, category: CountCategory, currentDate: @escaping CurrentDate) {
        self.store = store; self.category = category; self.currentDate = currentDate
    }

    public struct Outcome: Equatable, Sendable {
        public var entry: CountEntry
        /// The day's sum after this save.
        public var dayTotal: Int64
    }

    public func callAsFunction(_ drafts: [CountDraft], paths: (Int) -> String) throws -> [Outcome] {
        let now = currentDate()
        var clean = [CountDraft]()
        for (i, draft) in drafts.enumerated() {
            var d = draft
            try BodyLogRules.checkAmount(d.amount, path: "\(paths(i)).\(d.mode == .add ? "amount" : "total")")
            try BodyLogRules.checkLoggable(d.day, today: zone.day(of: now), path: "\(paths(i)).date")
            d.note = try BodyLogRules.checkNote(d.note, path: "\(paths(i)).note")
            if d.mode == .setTotal, d.id != nil {
                throw LiftError.invalid("\(paths(i)).id", "a day's total replaces that day's entries: give no id")
            }
            clean.append(d)
        }
        var out = [Outcome]()
        for (i, d) in clean.enumerated() { out.append(try write(d, now: now, path: paths(i))) }
        return out
    }

    private func write(_ d: CountDraft, now: Timestamp, path: String) throws -> Outcome {
        var entry = CountEntry(id: .random(), category: category, day: d.day, amount: d.amount,
                               note: d.note, creationDate: now)
        switch d.mode {
        case .setTotal:
            _ = try store.deleteCountEntries(category, day: d.day)
            try store.createCountEntry(entry)
        case .add:
            // An entry is added without an id; with one it updates that entry of the owner's.
            if let existing = try UpdateByID.existing(d.id, kind: category.rawValue, path: path, {
                try store.readCountEntry(id: $0, category: category)
            }) {
                entry.id = existing.id
                entry.creationDate = existing.creationDate
                try store.updateCountEntry(entry)
            } else {
                try store.createCountEntry(entry)
            }
        }
        let total = try store.readDayTotals(category, from: d.day, to: d.day).first?.total ?? 0
        guard total <= BodyLogRules.maxAmount else {
            throw LiftError.invalid("\(path).amount", "the day's total would exceed \(BodyLogRules.maxAmount)",
                                    code: "day_total_too_large")
        }
        return Outcome(entry: entry, dayTotal: total)
    }
}

/// Load Calories / Steps: entries newest first, and a day's total.
public struct LoadCounts {
    let store: CountStore
    let category: CountCategory
    public init(store: CountStore, category: CountCategory) { self.store = store; self.category = category }

    public func byID(_ id: RecordID) throws -> CountEntry {
        guard let e = try store.readCountEntry(id: id, category: category) else {
            throw LiftError.notFound(category.rawValue, id: id.text)
        }
        return e
    }

    public func range(from: Day?, to: Day?, limit: Int?, offset: Int) throws -> (items: [CountEntry], total: Int) {
        (try store.readCountEntries(category, from: from, to: to, limit: limit, offset: offset),
         try store.countCountEntries(category, from: from, to: to))
    }

    public func dayTotal(_ day: Day) throws -> Int64 {
        try store.readDayTotals(category, from: day, to: day).first?.total ?? 0
    }
}

/// Remove one calories / steps entry by id.
public struct RemoveCount {
    let store: CountStore
    let category: CountCategory
    public init(store: CountStore, category: CountCategory) { self.store = store; self.category = category }

    public func callAsFunction(_ id: RecordID) throws {
        guard try store.deleteCountEntry(id: id, category: category) else {
            throw LiftError.notFound(category.rawValue, id: id.text)
        }
    }
}
