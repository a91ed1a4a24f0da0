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
        var totals = DayTotals()
        for (i, d) in clean.enumerated() { out.append(try write(d, now: now, path: paths(i), totals: &totals)) }
        return out
    }

    /// The sums of the days this call has written, kept up to date as it writes: a day is read
    /// from the store once, so many entries on one day cost one sum, not one per entry.
    struct DayTotals {
        var known = [Day: Int64]()

        mutating func forget(_ day: Day) { known[day] = nil }
    }

    private func write(_ d: CountDraft, now: Timestamp, path: String, totals: inout DayTotals) throws -> Outcome {
        var entry = CountEntry(id: .random(), category: category, day: d.day, amount: d.amount,
                               note: d.note, creationDate: now)
        // What the write adds to the day's sum when the sum is already known.
        var change: (Int64) -> Int64 = { $0 + d.amount }
        switch d.mode {
        case .setTotal:
            _ = try store.deleteCountEntries(category, day: d.day)
            try store.createCountEntry(entry)
            change = { _ in d.amount }
        case .add:
            // An entry is added without an id; with one it updates that entry of the owner's.
            if let existing = try UpdateByID.existing(d.id, kind: category.rawValue, path: path, {
                try store.readCountEntry(id: $0, category: category)
            }) {
                entry.id = existing.id
                entry.creationDate = existing.creationDate
                try store.updateCountEntry(entry)
                if existing.day == d.day {
                    change = { $0 - existing.amount + d.amount }
                } else {
                    totals.forget(existing.day)
                }
            } else {
                try store.createCountEntry(entry)
            }
        }
        let total: Int64
        if let before = totals.known[d.day] {
            total = change(before)
        } else {
            total = try store.readDayTotals(category, from: d.day, to: d.day).first?.total ?? 0
        }
        totals.known[d.day] = total
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
