/// The body-log quantities that add up within a day ("calories can add up on the same day").
public enum CountCategory: String, Sendable, CaseIterable {
    case calories, steps
}

/// One entry of calories or steps on a day.
public struct CountEntry: Equatable, Sendable {
    public var id: RecordID
    public var category: CountCategory
    public var day: Day
    public var amount: Int64
    public var note: String?
    public var creationDate: Timestamp

    public init(id: RecordID, category: CountCategory, day: Day, amount: Int64, note: String? = nil,
                creationDate: Timestamp) {
        self.id = id; self.category = category; self.day = day; self.amount = amount
        self.note = note; self.creationDate = creationDate
    }
}

/// What a host sends: `add` logs one more entry (a meal, a walk); `setTotal` makes the day's total
/// exactly this (a health app's whole-day figure), replacing that day's entries by one whose id
/// is made from the day and the `source` (`DayTotalID`). An `add`
/// with an id edits the caller's entry with that id (absent fields kept) or creates one under it.
public struct CountDraft: Equatable, Sendable {
    public enum Mode: Equatable, Sendable { case add, setTotal }
    public var id: RecordID?
    public var day: Edit<Day>
    public var amount: Edit<Int64>
    public var mode: Mode
    public var note: Edit<String>
    /// Whose figure a `setTotal` is (a health app, a watch): one total per day and source.
    public var source: String?

    public init(id: RecordID? = nil, day: Day, amount: Int64, mode: Mode, note: String? = nil, source: String? = nil) {
        self.id = id; self.day = .set(day); self.amount = .set(amount); self.mode = mode; self.note = Edit(note)
        self.source = source
    }

    public static func partial(id: RecordID?, day: Edit<Day> = .keep, amount: Edit<Int64> = .keep, mode: Mode = .add,
                               note: Edit<String> = .keep, source: String? = nil) -> CountDraft {
        var d = CountDraft(id: id, day: Day(daysSinceEpoch: 0), amount: 0, mode: mode, source: source)
        d.day = day; d.amount = amount; d.note = note
        return d
    }
}

/// Infrastructure port for calories and steps entries.
public protocol CountStore {
    func readCountEntry(id: RecordID, category: CountCategory) throws -> CountEntry?
    /// Newest day first, then newest entry first; paged.
    func readCountEntries(_ category: CountCategory, from: Day?, to: Day?, limit: Int?, offset: Int) throws -> [CountEntry]
    func countCountEntries(_ category: CountCategory, from: Day?, to: Day?) throws -> Int
    /// The sum of each day that has entries, oldest first.
    func readDayTotals(_ category: CountCategory, from: Day, to: Day) throws -> [(day: Day, total: Int64)]
    func createCountEntry(_ entry: CountEntry) throws
    func updateCountEntry(_ entry: CountEntry) throws
    /// Removes every entry of the category on that day; returns how many.
    func deleteCountEntries(_ category: CountCategory, day: Day) throws -> Int
    func deleteCountEntry(id: RecordID, category: CountCategory) throws -> Bool
    /// Removes every entry of the category; returns how many.
    func deleteAllCountEntries(_ category: CountCategory) throws -> Int
}
