import LiftCore

/// WeightStore over SQLite, scoped to one owner. Every statement is prepared once and cached by
/// the database, which is what keeps a 100k-item bulk save fast.
public struct SQLiteWeightStore: WeightStore {
    let database: SQLiteDatabase
    let owner: String

    public init(database: SQLiteDatabase, owner: String) {
        self.database = database
        self.owner = owner
    }

    static let columns = "id, day, weight, unit, note"

    /// The one-row statements are literals, cached by the literal's address (`statement(static:)`);
    /// the columns are spelt out (`columns`, as `entry(_:)` reads them) because an interpolated
    /// String is neither static nor free to build per call.
    enum SQL {
        static let byID: StaticString = "SELECT id, day, weight, unit, note FROM weight_entry WHERE owner_id = ? AND id = ?"
        static let byDay: StaticString = "SELECT id, day, weight, unit, note FROM weight_entry WHERE owner_id = ? AND day = ?"
    }

    static func entry(_ s: SQLiteStatement) throws -> WeightEntry {
        guard let unit = WeightUnit(rawValue: s.string(3)) else {
            throw LiftError(.corrupt, "a stored weight has the unknown unit \(s.string(3))")
        }
        return WeightEntry(id: s.id(0), day: Day(daysSinceEpoch: s.int(1)), weight: s.double(2), unit: unit,
                           note: s.optionalString(4))
    }

    public func readWeight(id: RecordID) throws -> WeightEntry? {
        let s = try database.statement(static: Self.SQL.byID)
        try s.bind(.text(owner), .id(id))
        return try s.step() ? Self.entry(s) : nil
    }

    public func readWeight(day: Day) throws -> WeightEntry? {
        let s = try database.statement(static: Self.SQL.byDay)
        try s.bind(.text(owner), .int(day.daysSinceEpoch))
        return try s.step() ? Self.entry(s) : nil
    }

    public func readWeights(from: Day?, to: Day?, limit: Int?, offset: Int) throws -> [WeightEntry] {
        let s = try database.statement("""
            SELECT \(Self.columns) FROM weight_entry WHERE owner_id = ? AND day BETWEEN ? AND ?
            ORDER BY day DESC LIMIT ? OFFSET ?
            """)
        try s.bind(.text(owner), .int(from?.daysSinceEpoch ?? Int64.min), .int(to?.daysSinceEpoch ?? Int64.max),
                   .int(limit.map(Int64.init) ?? -1), .int(Int64(offset)))
        var out = [WeightEntry]()
        while try s.step() { out.append(try Self.entry(s)) }
        return out
    }

    public func readWeightValues(from: Day, to: Day) throws -> [WeightValue] {
        let s = try database.statement(
            "SELECT day, weight, unit FROM weight_entry WHERE owner_id = ? AND day BETWEEN ? AND ? ORDER BY day")
        try s.bind(.text(owner), .int(from.daysSinceEpoch), .int(to.daysSinceEpoch))
        var out = [WeightValue]()
        while try s.step() {
            guard let unit = WeightUnit(rawValue: s.string(2)) else {
                throw LiftError(.corrupt, "a stored weight has the unknown unit \(s.string(2))")
            }
            out.append(WeightValue(day: Day(daysSinceEpoch: s.int(0)), weight: s.double(1), unit: unit))
        }
        return out
    }

    public func countWeights(from: Day?, to: Day?) throws -> Int {
        let s = try database.statement("SELECT count(*) FROM weight_entry WHERE owner_id = ? AND day BETWEEN ? AND ?")
        try s.bind(.text(owner), .int(from?.daysSinceEpoch ?? Int64.min), .int(to?.daysSinceEpoch ?? Int64.max))
        return try s.step() ? Int(s.int(0)) : 0
    }

    public func saveWeightForDay(_ e: WeightEntry) throws -> (entry: WeightEntry, created: Bool) {
        // No RETURNING: SQLite gathers RETURNING rows in an ephemeral table it creates and zeroes
        // on every execution, a fifth of a 100k-row bulk save (callgrind). A new day is one insert;
        // a day already logged is an update of that day's row, keeping its id. Both mark the record
        // for sync themselves (`sync_at`): an insert has no trigger to do it, and the update
        // trigger would write the row a second time.
        let insert = try database.statement(static: """
            INSERT INTO weight_entry(owner_id, id, day, weight, unit, note, sync_at) VALUES(?, ?, ?, ?, ?, ?, lift_now_ms('weight_entry', ?2))
            ON CONFLICT(owner_id, day) DO NOTHING
            """)
        // Bound one by one: the variadic bind builds and destroys an array of six values per row.
        try insert.bind(1, .text(owner))
        try insert.bind(2, .id(e.id))
        try insert.bind(3, .int(e.day.daysSinceEpoch))
        try insert.bind(4, .double(e.weight))
        try insert.bind(5, .text(e.unit.rawValue))
        try insert.bind(6, .optional(e.note))
        try insert.run()
        if database.changes > 0 { return (e, true) }
        guard let existing = try readWeight(day: e.day) else {
            throw LiftError(.internal, "a weight was neither inserted nor found on its day")
        }
        var stored = e
        stored.id = existing.id
        try updateWeight(stored)
        return (stored, false)
    }

    public func updateWeight(_ e: WeightEntry) throws {
        try database.statement(static: "UPDATE weight_entry SET day = ?1, weight = ?2, unit = ?3, note = ?4, sync_at = lift_now_ms('weight_entry', ?6) WHERE owner_id = ?5 AND id = ?6")
            .bind(.int(e.day.daysSinceEpoch), .double(e.weight), .text(e.unit.rawValue), .optional(e.note),
                  .text(owner), .id(e.id)).run()
    }

    public func deleteWeight(id: RecordID) throws -> Bool {
        try database.statement(static: "DELETE FROM weight_entry WHERE owner_id = ? AND id = ?").bind(.text(owner), .id(id)).run()
        return database.changes > 0
    }

    public func deleteAllWeights() throws -> Int {
        try database.statement("DELETE FROM weight_entry WHERE owner_id = ?").bind(.text(owner)).run()
        return database.changes
    }
}
