import LiftCore

/// The CountStore port (calories and steps) in memory: records every message, answers from
/// `entries` as the port's contract says, and fails any operation it is told to.
final class CountStoreSpy: CountStore, @unchecked Sendable {
    enum ReceivedMessage: Equatable {
        case readCountEntry(RecordID, CountCategory)
        case readCountEntries(CountCategory, from: Day?, to: Day?, limit: Int?, offset: Int)
        case countCountEntries(CountCategory, from: Day?, to: Day?)
        case readDayTotals(CountCategory, from: Day, to: Day)
        case createCountEntry(CountEntry)
        case updateCountEntry(CountEntry)
        case deleteCountEntries(CountCategory, day: Day)
        case deleteCountEntry(RecordID, CountCategory)
        case deleteAllCountEntries(CountCategory)
    }

    enum Operation: Hashable {
        case readCountEntry, readCountEntries, countCountEntries, readDayTotals
        case createCountEntry, updateCountEntry, deleteCountEntries, deleteCountEntry, deleteAllCountEntries
    }

    private let messages = StoreMessages<ReceivedMessage, Operation>()
    var receivedMessages: [ReceivedMessage] { messages.received }
    var entries: [CountEntry] = []

    init(entries: [CountEntry] = []) { self.entries = entries }

    func stub(_ operation: Operation, error: Error) { messages.errors[operation] = error }

    func readCountEntry(id: RecordID, category: CountCategory) throws -> CountEntry? {
        try messages.receive(.readCountEntry(id, category), .readCountEntry)
        return entries.first { $0.id == id && $0.category == category }
    }

    func readCountEntries(_ category: CountCategory, from: Day?, to: Day?, limit: Int?, offset: Int) throws -> [CountEntry] {
        try messages.receive(.readCountEntries(category, from: from, to: to, limit: limit, offset: offset), .readCountEntries)
        let newestFirst = inRange(category, from, to)
            .sorted { ($0.day, $0.creationDate) > ($1.day, $1.creationDate) }.dropFirst(offset)
        return Array(limit.map { newestFirst.prefix($0) } ?? newestFirst)
    }

    func countCountEntries(_ category: CountCategory, from: Day?, to: Day?) throws -> Int {
        try messages.receive(.countCountEntries(category, from: from, to: to), .countCountEntries)
        return inRange(category, from, to).count
    }

    func readDayTotals(_ category: CountCategory, from: Day, to: Day) throws -> [(day: Day, total: Int64)] {
        try messages.receive(.readDayTotals(category, from: from, to: to), .readDayTotals)
        let totals = Dictionary(inRange(category, from, to).map { ($0.day, $0.amount) }, uniquingKeysWith: +)
        return totals.keys.sorted().map { ($0, totals[$0] ?? 0) }
    }

    func createCountEntry(_ entry: CountEntry) throws {
        try messages.receive(.createCountEntry(entry), .createCountEntry)
        entries.append(entry)
    }

    func updateCountEntry(_ entry: CountEntry) throws {
        try messages.receive(.updateCountEntry(entry), .updateCountEntry)
        entries = entries.map { $0.id == entry.id ? entry : $0 }
    }

    func deleteCountEntries(_ category: CountCategory, day: Day) throws -> Int {
        try messages.receive(.deleteCountEntries(category, day: day), .deleteCountEntries)
        return remove { $0.category == category && $0.day == day }
    }

    func deleteCountEntry(id: RecordID, category: CountCategory) throws -> Bool {
        try messages.receive(.deleteCountEntry(id, category), .deleteCountEntry)
        return remove { $0.id == id && $0.category == category } > 0
    }

    func deleteAllCountEntries(_ category: CountCategory) throws -> Int {
        try messages.receive(.deleteAllCountEntries(category), .deleteAllCountEntries)
        return remove { $0.category == category }
    }

    private func remove(where match: (CountEntry) -> Bool) -> Int {
        let before = entries.count
        entries.removeAll(where: match)
        return before - entries.count
    }

    private func inRange(_ category: CountCategory, _ from: Day?, _ to: Day?) -> [CountEntry] {
        entries.filter { e in e.category == category && from.map { e.day >= $0 } ?? true && to.map { e.day <= $0 } ?? true }
    }
}
