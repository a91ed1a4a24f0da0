import LiftCore

/// RoutineRecordStore over SQLite, scoped to one owner.
public struct SQLiteRoutineRecordStore: RoutineRecordStore {
    let database: SQLiteDatabase
    let owner: String

    public init(database: SQLiteDatabase, owner: String) {
        self.database = database
        self.owner = owner
    }

    static let recordColumns = "id, routine_id, note, creation_ms, completion_ms"
    static let setColumns = "s.id, s.rep_count, s.weight, s.unit, s.duration_s, s.difficulty, s.completion_ms"

    static func record(_ s: SQLiteStatement) -> RoutineRecord {
        RoutineRecord(id: s.id(0), routineID: s.optionalString(1).map(RecordID.init(trusted:)), note: s.optionalString(2),
                      creationDate: s.timestamp(3), completionDate: s.optionalInt(4).map(Timestamp.init(milliseconds:)),
                      exerciseRecords: [])
    }

    /// The CHECK constraint keeps `unit` to kg or lb; anything else means a damaged file.
    static func set(_ s: SQLiteStatement, from c: Int32) throws -> SetRecord {
        guard let unit = WeightUnit(rawValue: s.string(c + 3)) else {
            throw LiftError(.corrupt, "set record \(s.string(c)) has an unknown unit")
        }
        return SetRecord(id: s.id(c), repCount: s.int(c + 1), weight: s.double(c + 2), unit: unit,
                         duration: s.optionalInt(c + 4), difficulty: s.optionalInt(c + 5), completionDate: s.timestamp(c + 6))
    }

    public func readRoutineRecord(id: RecordID) throws -> RoutineRecord? {
        try database.read {
            let s = try database.statement("SELECT \(Self.recordColumns) FROM routine_record WHERE owner_id = ? AND id = ?")
            try s.bind(.text(owner), .id(id))
            guard try s.step() else { return nil }
            var record = Self.record(s)
            record.exerciseRecords = try exerciseRecords(of: record.id)
            return record
        }
    }

    public func readRoutineRecords(_ q: RoutineRecordQuery) throws -> (records: [RoutineRecord], total: Int64) {
        try database.read {
            // NULL parameters switch a filter off, so one cached statement serves every query.
            let filter = """
                FROM routine_record WHERE owner_id = ?1 AND (?2 IS NULL OR routine_id = ?2)
                AND (?3 IS NULL OR creation_ms >= ?3) AND (?4 IS NULL OR creation_ms < ?4)
                AND (?5 IS NULL OR (completion_ms IS NOT NULL) = ?5)
                """
            let finished: SQLiteValue = q.finished.map { .int($0 ? 1 : 0) } ?? .null
            let count = try database.statement("SELECT count(*) \(filter)")
            try count.bind(.text(owner), .id(q.routineID), .time(q.from), .time(q.to), finished)
            let total = try count.step() ? count.int(0) : 0
            let s = try database.statement("SELECT \(Self.recordColumns) \(filter) ORDER BY creation_ms DESC, id DESC LIMIT ?6 OFFSET ?7")
            try s.bind(.text(owner), .id(q.routineID), .time(q.from), .time(q.to), finished,
                       .int(q.limit ?? -1), .int(q.offset))   // LIMIT -1: no limit
            var records = [RoutineRecord]()
            while try s.step() { records.append(Self.record(s)) }
            for i in records.indices { records[i].exerciseRecords = try exerciseRecords(of: records[i].id) }
            return (records, total)
        }
    }

    public func readExerciseHistory(exerciseID: RecordID, page: Page) throws -> Paged<ExerciseHistoryEntry> {
        try database.read {
            // The records that hold a set of the exercise: paged and counted before their sets are read.
            let holding = """
                FROM routine_record r WHERE r.owner_id = ?1 AND EXISTS (
                    SELECT 1 FROM exercise_record e JOIN set_record s ON s.owner_id = e.owner_id AND s.exercise_record_id = e.id
                    WHERE e.owner_id = ?1 AND e.exercise_id = ?2 AND e.record_id = r.id)
                """
            let count = try database.statement("SELECT count(*) \(holding)")
            try count.bind(.text(owner), .id(exerciseID))
            let total = try count.step() ? count.int(0) : 0
            let s = try database.statement("""
                SELECT r.id, r.routine_id, r.creation_ms, r.completion_ms, \(Self.setColumns)
                FROM (SELECT r.id, r.routine_id, r.creation_ms, r.completion_ms \(holding)
                      ORDER BY r.creation_ms DESC, r.id DESC LIMIT ?3 OFFSET ?4) r
                JOIN exercise_record e ON e.owner_id = ?1 AND e.record_id = r.id AND e.exercise_id = ?2
                JOIN set_record s ON s.owner_id = e.owner_id AND s.exercise_record_id = e.id
                ORDER BY r.creation_ms DESC, r.id DESC, s.completion_ms, e.position, s.position
                """)
            try s.bind(.text(owner), .id(exerciseID), .int(page.limit ?? -1), .int(page.offset))
            var entries = [ExerciseHistoryEntry]()
            while try s.step() {
                let recordID = s.id(0)
                let set = try Self.set(s, from: 4)
                if let last = entries.indices.last, entries[last].recordID == recordID {
                    entries[last].setRecords.append(set)
                } else {
                    entries.append(ExerciseHistoryEntry(
                        recordID: recordID, routineID: s.optionalString(1).map(RecordID.init(trusted:)),
                        creationDate: s.timestamp(2), completionDate: s.optionalInt(3).map(Timestamp.init(milliseconds:)),
                        setRecords: [set]))
                }
            }
            return Paged(items: entries, total: total)
        }
    }

    public func createRoutineRecord(_ r: RoutineRecord) throws {
        try database.transaction {
            try database.statement("""
                INSERT INTO routine_record(owner_id, id, routine_id, note, creation_ms, completion_ms, sync_at)
                VALUES(?, ?, ?, ?, ?, ?, lift_now_ms('routine_record', ?2))
                """).bind(.text(owner), .id(r.id), .id(r.routineID), .optional(r.note), .time(r.creationDate),
                          .time(r.completionDate)).run()
            try insertExerciseRecords(of: r)
        }
    }

    public func updateRoutineRecord(_ r: RoutineRecord) throws {
        try database.transaction {
            try database.statement("""
                UPDATE routine_record SET routine_id = ?, note = ?, creation_ms = ?, completion_ms = ? WHERE owner_id = ? AND id = ?
                """).bind(.id(r.routineID), .optional(r.note), .time(r.creationDate), .time(r.completionDate),
                          .text(owner), .id(r.id)).run()
            // Replaced as a whole: the sets go with their exercise records (ON DELETE CASCADE).
            try database.statement("DELETE FROM exercise_record WHERE owner_id = ? AND record_id = ?")
                .bind(.text(owner), .id(r.id)).run()
            try insertExerciseRecords(of: r)
        }
    }

    public func deleteRoutineRecord(id: RecordID) throws -> Bool {
        try database.statement("DELETE FROM routine_record WHERE owner_id = ? AND id = ?").bind(.text(owner), .id(id)).run()
        return database.changes > 0
    }

    public func createActiveRoutineRecordID(_ id: RecordID) throws {
        try database.statement("INSERT OR REPLACE INTO active_routine_record(owner_id, record_id) VALUES(?, ?)")
            .bind(.text(owner), .id(id)).run()
    }

    public func readAndDeleteActiveRoutineRecordID() throws -> RecordID? {
        try database.transaction {
            let s = try database.statement("SELECT record_id FROM active_routine_record WHERE owner_id = ?")
            try s.bind(.text(owner))
            guard try s.step() else { return nil }
            let id = s.id(0)
            s.reset()
            try database.statement("DELETE FROM active_routine_record WHERE owner_id = ?").bind(.text(owner)).run()
            return id
        }
    }

    private func insertExerciseRecords(of r: RoutineRecord) throws {
        let e = try database.statement("INSERT INTO exercise_record(owner_id, id, record_id, position, exercise_id) VALUES(?, ?, ?, ?, ?)")
        let s = try database.statement("""
            INSERT INTO set_record(owner_id, id, exercise_record_id, position, rep_count, weight, unit, duration_s, difficulty, completion_ms)
            VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for (i, x) in r.exerciseRecords.enumerated() {
            e.reset()
            try e.bind(.text(owner), .id(x.id), .id(r.id), .int(Int64(i)), .id(x.exerciseID))
            try e.run()
            for (j, set) in x.setRecords.enumerated() {
                s.reset()
                try s.bind(.text(owner), .id(set.id), .id(x.id), .int(Int64(j)), .int(set.repCount), .double(set.weight),
                           .text(set.unit.rawValue), .optional(set.duration), .optional(set.difficulty), .time(set.completionDate))
                try s.run()
            }
        }
    }

    private func exerciseRecords(of recordID: RecordID) throws -> [ExerciseRecord] {
        let s = try database.statement("""
            SELECT e.id, e.exercise_id, \(Self.setColumns)
            FROM exercise_record e LEFT JOIN set_record s ON s.owner_id = e.owner_id AND s.exercise_record_id = e.id
            WHERE e.owner_id = ? AND e.record_id = ? ORDER BY e.position, s.position
            """)
        try s.bind(.text(owner), .id(recordID))
        var out = [ExerciseRecord]()
        while try s.step() {
            let id = s.id(0)
            if out.last?.id != id { out.append(ExerciseRecord(id: id, exerciseID: s.id(1), setRecords: [])) }
            // An exercise record without sets (an active record in progress) joins to NULLs.
            guard !s.isNull(2), let last = out.indices.last else { continue }
            out[last].setRecords.append(try Self.set(s, from: 2))
        }
        return out
    }
}
