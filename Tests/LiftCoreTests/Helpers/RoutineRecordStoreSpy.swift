import LiftCore

/// Routine records and the active pointer in memory, recording each message.
final class RoutineRecordStoreSpy: RoutineRecordStore, @unchecked Sendable {
    var messages: [String] = []
    var records: [RecordID: RoutineRecord] = [:]
    var activeID: RecordID?

    func readRoutineRecord(id: RecordID) throws -> RoutineRecord? { messages.append("read"); return records[id] }
    func readRoutineRecords(_ query: RoutineRecordQuery) throws -> (records: [RoutineRecord], total: Int64) {
        messages.append("readMany")
        let all = records.values.sorted { $0.creationDate > $1.creationDate }
        return (all, Int64(all.count))
    }
    var historyPages: [Page] = []
    func readExerciseHistory(exerciseID: RecordID, page: Page) throws -> Paged<ExerciseHistoryEntry> {
        messages.append("history"); historyPages.append(page); return Paged(items: [], total: 0)
    }
    func createRoutineRecord(_ record: RoutineRecord) throws { messages.append("create"); records[record.id] = record }
    func updateRoutineRecord(_ record: RoutineRecord) throws { messages.append("update"); records[record.id] = record }
    func deleteRoutineRecord(id: RecordID) throws -> Bool {
        messages.append("delete")
        if activeID == id { activeID = nil }
        return records.removeValue(forKey: id) != nil
    }
    func createActiveRoutineRecordID(_ id: RecordID) throws { messages.append("createActive"); activeID = id }
    func readAndDeleteActiveRoutineRecordID() throws -> RecordID? {
        messages.append("readAndDeleteActive")
        defer { activeID = nil }
        return activeID
    }
}
