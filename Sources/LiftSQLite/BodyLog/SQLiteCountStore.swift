import LiftCore

/// CountStore (calories, steps) over SQLite, scoped to one owner.
public struct SQLiteCountStore: CountStore {
    let database: SQLiteDatabase
    let owner: String

    public init(database: SQLiteDatabase, owner: String) {
        self.database = database
        self.owner = owner
    }

    static let columns = "id, category, day, amount, note, creation_ms"

    static func entry(_ s: SQLiteStatement) throws -> CountEntry {
        guard let category = CountCategory(rawValue: s.string(1)) else {
            throw LiftError(.corrupt, "a stored entry has the unknown category \(s.string(1))")
        }
        return CountEntry(id: s.id(0), category: category, day: Day(daysSinceEpoch: s.int(2)), amount: s.int(3),
                          note: s.optionalString(4), creationDate: s.timestamp(5))
    }

    public func readCountEntry(id: RecordID, category: CountCategory) throws -> CountEntry? {
        let s = try database.statement("SELECT \(Self.columns) FROM body_count WHERE owner_id = ? AND id = ? AND category = ?")
        try s.bind(.text(owner), .id(id), .text(category.rawValue))
        return try s.step() ? Self.entry(s) : nil
    }

    public func readCountEntries(_ category: CountCategory, from: Day?, to: Day?, limit: Int?, offset: Int) throws -> [CountEntry] {
        let s = try database.statement("""
            SELECT \(Self.columns) FROM body_count WHERE owner_id = ? AND category = ? AND day BETWEEN ? AND ?
            ORDER BY day DESC, creation_ms DESC, id LIMIT ? OFFSET ?
            """)
        try s.bind(.text(owner), .text(category.rawValue), .int(from?.daysSinceEpoch ?? Int64.min),
                   .int(to?.daysSinceEpoch ?? Int64.max), .int(limit.map(Int64.init) ?? -1), .int(Int64(offset)))
        var out = [CountEntry]()
        while try s.step() { out.append(try Self.entry(s)) }
        return out
    }

    public func countCountEntries(_ category: CountCategory, from: Day?, to: Day?) throws -> Int {
        let s = try database.statement("SELECT count(*) FROM body_count WHERE owner_id = ? AND category = ? AND day BETWEEN ? AND ?")
        try s.bind(.text(owner), .text(category.rawValue), .int(from?.daysSinceEpoch ?? Int64.min),
                   .int(to?.daysSinceEpoch ?? Int64.max))
        return try s.step() ? Int(s.int(0)) : 0
    }

    public func readDayTotals(_ category: CountCategory, from: Day, to: Day) throws -> [(day: Day, total: Int64)] {
        let s = try database.statement("""
            SELECT day, sum(amount) FROM body_count WHERE owner_id = ? AND category = ? AND day BETWEEN ? AND ?
            GROUP BY day ORDER BY day
            """)
        try s.bind(.text(owner), .text(category.rawValue), .int(from.daysSinceEpoch), .int(to.daysSinceEpoch))
        var out = [(day: Day, total: Int64)]()
        while try s.step() { out.append((Day(daysSinceEpoch: s.int(0)), s.int(1))) }
        return out
    }

    public func createCountEntry(_ e: CountEntry) throws {
        try database.statement("""
            INSERT INTO body_count(owner_id, id, category, day, amount, note, creation_ms, sync_at) VALUES(?, ?, ?, ?, ?, ?, ?, lift_now_ms('body_count', ?2))
            """)
            .bind(.text(owner), .id(e.id), .text(e.category.rawValue), .int(e.day.daysSinceEpoch), .int(e.amount),
                  .optional(e.note), .time(e.creationDate)).run()
    }

    public func updateCountEntry(_ e: CountEntry) throws {
        try database.statement("UPDATE body_count SET day = ?, amount = ?, note = ? WHERE owner_id = ? AND id = ? AND category = ?")
            .bind(.int(e.day.daysSinceEpoch), .int(e.amount), .optional(e.note), .text(owner), .id(e.id),
                  .text(e.category.rawValue)).run()
    }

    public func deleteCountEntries(_ category: CountCategory, day: Day) throws -> Int {
        try database.statement("DELETE FROM body_count WHERE owner_id = ? AND category = ? AND day = ?")
            .bind(.text(owner), .text(category.rawValue), .int(day.daysSinceEpoch)).run()
        return database.changes
    }

    public func deleteCountEntry(id: RecordID, category: CountCategory) throws -> Bool {
        try database.statement("DELETE FROM body_count WHERE owner_id = ? AND id = ? AND category = ?")
            .bind(.text(owner), .id(id), .text(category.rawValue)).run()
        return database.changes > 0
    }

    public func deleteAllCountEntries(_ category: CountCategory) throws -> Int {
        try database.statement("DELETE FROM body_count WHERE owner_id = ? AND category = ?")
            .bind(.text(owner), .text(category.rawValue)).run()
        return database.changes
    }
}
