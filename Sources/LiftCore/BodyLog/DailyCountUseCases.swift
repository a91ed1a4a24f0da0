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

    /// A draft merged with the entry it edits (`previous`, nil: a new entry), checked, ready to write.
    struct Checked {
        var entry: CountEntry
        var mode: CountDraft.Mode
        var previous: CountEntry?
    }

    public func callAsFunction(_ drafts: [CountDraft], paths: (Int) -> Location) throws -> [Outcome] {
        let now = currentDate()
        let today = zone.day(of: now)
        var clean = [Checked]()
        var ids = Set<RecordID>()
        for (i, d) in drafts.enumerated() {
            try EditRule.once(d.id, &ids, path: paths(i))
            if d.mode == .setTotal, d.id != nil {
                throw LiftError.invalid(paths(i).key("id"), "a day's total replaces that day's entries: give no id")
            }
            // The id is looked up first: an edit merges into the stored entry (docs/API.md, "Saving").
            let existing = try EditRule.existing(d.id) { try store.readCountEntry(id: $0, category: category) }
            if let id = d.id, existing == nil { try refuseOtherCategorys(id, path: paths(i)) }
            let amountPath = paths(i).key(d.mode == .add ? "amount" : "total")
            let amount = try d.amount.required(existing?.amount, path: amountPath)
            let day = try d.day.required(existing?.day, path: paths(i).key("date"))
            try BodyLogRules.checkAmount(amount, path: amountPath)
            try BodyLogRules.checkLoggable(day, today: today, path: paths(i).key("date"))
            let note = try BodyLogRules.checkNote(d.note.merged(existing?.note), path: paths(i).key("note"))
            if d.source != nil, d.mode != .setTotal {
                throw LiftError.invalid(paths(i).key("source"), "a source names whose day total this is: give it with total")
            }
            // A total's id comes from its day and source, so every device's total of one day and
            // source is one record, and the later write wins when they sync.
            let id = d.mode == .setTotal ? DayTotalID.of(category, day, source: d.source ?? "") : existing?.id ?? d.id ?? .random()
            let entry = CountEntry(id: id, category: category, day: day, amount: amount,
                                   note: note, creationDate: existing?.creationDate ?? now)
            clean.append(Checked(entry: entry, mode: d.mode, previous: existing))
        }
        var out = [Outcome]()
        var totals = DayTotals()
        for (i, c) in clean.enumerated() { out.append(try write(c, path: paths(i), totals: &totals)) }
        return out
    }

    /// Calories and steps entries share one id space: a new id another category holds cannot be
    /// created here, and the other entry is neither changed nor shown.
    private func refuseOtherCategorys(_ id: RecordID, path: Location) throws {
        for other in CountCategory.allCases where other != category {
            guard try store.readCountEntry(id: id, category: other) != nil else { continue }
            throw LiftError(.conflict, code: "id_taken", "a \(other.rawValue) entry has this id",
                            details: [.init("path", .location(path.key("id"))), .init("kind", .string(other.rawValue))],
                            messageLocation: path.key("id"))
        }
    }

    /// The sums of the days this call has written, kept up to date as it writes: a day is read
    /// from the store once, so many entries on one day cost one sum, not one per entry.
    struct DayTotals {
        var known = [Day: Int64]()

        mutating func forget(_ day: Day) { known[day] = nil }
    }

    private func write(_ c: Checked, path: Location, totals: inout DayTotals) throws -> Outcome {
        let amount = c.entry.amount, day = c.entry.day
        // What the write adds to the day's sum when the sum is already known.
        var change: (Int64) -> Int64 = { $0 + amount }
        switch c.mode {
        case .setTotal:
            _ = try store.deleteCountEntries(category, day: day)
            try store.createCountEntry(c.entry)
            change = { _ in amount }
        case .add:
            if let previous = c.previous {
                try store.updateCountEntry(c.entry)
                if previous.day == day {
                    change = { $0 - previous.amount + amount }
                } else {
                    totals.forget(previous.day)
                }
            } else {
                try store.createCountEntry(c.entry)
            }
        }
        let total: Int64
        if let before = totals.known[day] {
            total = change(before)
        } else {
            total = try store.readDayTotals(category, from: day, to: day).first?.total ?? 0
        }
        totals.known[day] = total
        guard total <= BodyLogRules.maxAmount else {
            throw LiftError.invalid(path.key("amount"), "the day's total would exceed \(BodyLogRules.maxAmount)",
                                    code: "day_total_too_large")
        }
        return Outcome(entry: c.entry, dayTotal: total)
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
