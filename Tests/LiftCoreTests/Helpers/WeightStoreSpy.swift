import LiftCore

/// The WeightStore port in memory: records every message it receives, answers from `entries`
/// as the port's contract says (newest first, paged), and fails any operation it is told to.
final class WeightStoreSpy: WeightStore, @unchecked Sendable {
    enum ReceivedMessage: Equatable {
        case readWeightByID(RecordID)
        case readWeightByDay(Day)
        case readWeights(from: Day?, to: Day?, limit: Int?, offset: Int)
        case countWeights(from: Day?, to: Day?)
        case readWeightValues(from: Day, to: Day)
        case saveWeightForDay(WeightEntry)
        case updateWeight(WeightEntry)
        case deleteWeight(RecordID)
        case deleteAllWeights
    }

    enum Operation: Hashable {
        case readWeightByID, readWeightByDay, readWeights, countWeights, readWeightValues
        case saveWeightForDay, updateWeight, deleteWeight, deleteAllWeights
    }

    private let messages = StoreMessages<ReceivedMessage, Operation>()
    var receivedMessages: [ReceivedMessage] { messages.received }
    var entries: [WeightEntry] = []

    init(entries: [WeightEntry] = []) { self.entries = entries }

    func stub(_ operation: Operation, error: Error) { messages.errors[operation] = error }

    func readWeight(id: RecordID) throws -> WeightEntry? {
        try messages.receive(.readWeightByID(id), .readWeightByID)
        return entries.first { $0.id == id }
    }

    func readWeight(day: Day) throws -> WeightEntry? {
        try messages.receive(.readWeightByDay(day), .readWeightByDay)
        return entries.first { $0.day == day }
    }

    func readWeights(from: Day?, to: Day?, limit: Int?, offset: Int) throws -> [WeightEntry] {
        try messages.receive(.readWeights(from: from, to: to, limit: limit, offset: offset), .readWeights)
        let newestFirst = inRange(from, to).sorted { $0.day > $1.day }.dropFirst(offset)
        return Array(limit.map { newestFirst.prefix($0) } ?? newestFirst)
    }

    func countWeights(from: Day?, to: Day?) throws -> Int {
        try messages.receive(.countWeights(from: from, to: to), .countWeights)
        return inRange(from, to).count
    }

    func readWeightValues(from: Day, to: Day) throws -> [WeightValue] {
        try messages.receive(.readWeightValues(from: from, to: to), .readWeightValues)
        return inRange(from, to).sorted { $0.day < $1.day }.map { WeightValue(day: $0.day, weight: $0.weight, unit: $0.unit) }
    }

    func saveWeightForDay(_ entry: WeightEntry) throws -> (entry: WeightEntry, created: Bool) {
        try messages.receive(.saveWeightForDay(entry), .saveWeightForDay)
        if let i = entries.firstIndex(where: { $0.day == entry.day }) {
            var kept = entry
            kept.id = entries[i].id
            entries[i] = kept
            return (kept, false)
        }
        entries.append(entry)
        return (entry, true)
    }

    func updateWeight(_ entry: WeightEntry) throws {
        try messages.receive(.updateWeight(entry), .updateWeight)
        entries = entries.map { $0.id == entry.id ? entry : $0 }
    }

    func deleteWeight(id: RecordID) throws -> Bool {
        try messages.receive(.deleteWeight(id), .deleteWeight)
        let before = entries.count
        entries.removeAll { $0.id == id }
        return entries.count < before
    }

    func deleteAllWeights() throws -> Int {
        try messages.receive(.deleteAllWeights, .deleteAllWeights)
        defer { entries = [] }
        return entries.count
    }

    private func inRange(_ from: Day?, _ to: Day?) -> [WeightEntry] {
        entries.filter { e in from.map { e.day >= $0 } ?? true && to.map { e.day <= $0 } ?? true }
    }
}
