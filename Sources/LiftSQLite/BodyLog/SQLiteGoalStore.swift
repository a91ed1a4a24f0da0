import LiftCore

/// GoalStore over SQLite, scoped to one owner: one row per category.
public struct SQLiteGoalStore: GoalStore {
    let database: SQLiteDatabase
    let owner: String

    public init(database: SQLiteDatabase, owner: String) {
        self.database = database
        self.owner = owner
    }

    static let columns = "category, target, unit, direction, start_value, start_day, goal_day"

    static func goal(_ s: SQLiteStatement) throws -> Goal {
        guard let category = GoalCategory(rawValue: s.string(0)) else {
            throw LiftError(.corrupt, "a stored goal has the unknown category \(s.string(0))")
        }
        let unit = try s.optionalString(2).map { name -> WeightUnit in
            guard let u = WeightUnit(rawValue: name) else { throw LiftError(.corrupt, "a stored goal has the unit \(name)") }
            return u
        }
        let direction = try s.optionalString(3).map { name -> GoalDirection in
            guard let d = GoalDirection(rawValue: name) else { throw LiftError(.corrupt, "a stored goal has the direction \(name)") }
            return d
        }
        return Goal(category: category, target: s.double(1), unit: unit, direction: direction,
                    start: s.optionalDouble(4), startDay: Day(daysSinceEpoch: s.int(5)),
                    date: s.optionalInt(6).map(Day.init(daysSinceEpoch:)))
    }

    public func readGoal(_ category: GoalCategory) throws -> Goal? {
        let s = try database.statement("SELECT \(Self.columns) FROM body_goal WHERE owner_id = ? AND category = ?")
        try s.bind(.text(owner), .text(category.rawValue))
        return try s.step() ? Self.goal(s) : nil
    }

    public func readAllGoals() throws -> [Goal] {
        let s = try database.statement("SELECT \(Self.columns) FROM body_goal WHERE owner_id = ?")
        try s.bind(.text(owner))
        var out = [Goal]()
        while try s.step() { out.append(try Self.goal(s)) }
        let order = GoalCategory.allCases
        return out.sorted { (order.firstIndex(of: $0.category) ?? 0) < (order.firstIndex(of: $1.category) ?? 0) }
    }

    public func saveGoal(_ g: Goal) throws {
        try database.statement("""
            INSERT OR REPLACE INTO body_goal(owner_id, category, target, unit, direction, start_value, start_day, goal_day, sync_at)
            VALUES(?, ?, ?, ?, ?, ?, ?, ?, lift_now_ms('body_goal', ?2))
            """)
            .bind(.text(owner), .text(g.category.rawValue), .double(g.target), .optional(g.unit?.rawValue),
                  .optional(g.direction?.rawValue), .optional(g.start), .int(g.startDay.daysSinceEpoch),
                  .optional(g.date?.daysSinceEpoch)).run()
    }

    public func deleteGoal(_ category: GoalCategory) throws -> Bool {
        try database.statement("DELETE FROM body_goal WHERE owner_id = ? AND category = ?")
            .bind(.text(owner), .text(category.rawValue)).run()
        return database.changes > 0
    }

    public func deleteAllGoals() throws -> Int {
        try database.statement("DELETE FROM body_goal WHERE owner_id = ?").bind(.text(owner)).run()
        return database.changes
    }
}
