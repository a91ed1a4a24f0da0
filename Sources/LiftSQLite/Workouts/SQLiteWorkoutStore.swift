import LiftCore

/// WorkoutStore over SQLite, scoped to one owner.
public struct SQLiteWorkoutStore: WorkoutStore {
    let database: SQLiteDatabase
    let owner: String
    /// Lists are stored joined by the ASCII unit separator, which a list item may not contain.
    static let separator = "\u{1F}"

    public init(database: SQLiteDatabase, owner: String) {
        self.database = database
        self.owner = owner
    }

    static let workoutColumns = "id, name, category, instructions, equipment, muscles, met, creation_ms"
    static let completionColumns = "id, workout_id, duration_s, date_ms, body_weight_kg, calories, measured_calories, distance_m"

    static func list(_ s: String) -> [String] {
        s.isEmpty ? [] : s.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
    }

    static func workout(_ s: SQLiteStatement) throws -> Workout {
        guard let category = Workout.Category(rawValue: s.string(2)) else {
            throw LiftError(.corrupt, "workout \(s.string(0)) has an unknown category")
        }
        return Workout(id: s.id(0), name: s.string(1), category: category, instructions: s.string(3),
                       equipment: list(s.string(4)), muscles: list(s.string(5)), met: s.double(6),
                       compendiumCode: nil, isBuiltIn: false, creationDate: s.timestamp(7))
    }

    static func completion(_ s: SQLiteStatement) -> Completion {
        Completion(id: s.id(0), workoutID: s.id(1), duration: s.int(2), date: s.timestamp(3),
                   bodyWeightKilograms: s.double(4), calories: s.double(5), measuredCalories: s.optionalDouble(6),
                   distanceMeters: s.optionalDouble(7))
    }

    public func readCustomWorkout(id: RecordID) throws -> Workout? {
        let s = try database.statement("SELECT \(Self.workoutColumns) FROM custom_workout WHERE owner_id = ? AND id = ?")
        try s.bind(.text(owner), .id(id))
        return try s.step() ? Self.workout(s) : nil
    }

    public func readCustomWorkout(nameKey: String) throws -> Workout? {
        let s = try database.statement("SELECT \(Self.workoutColumns) FROM custom_workout WHERE owner_id = ? AND name_key = ?")
        try s.bind(.text(owner), .text(nameKey))
        return try s.step() ? Self.workout(s) : nil
    }

    public func readCustomWorkouts(_ filter: WorkoutFilter, page: Page) throws -> Paged<Workout> {
        var list = SQLList(owner: owner)
        if let category = filter.category { list.filter("category = ?", .text(category.rawValue)) }
        list.namePrefix(filter.namePrefix)
        list.listEntry(filter.muscle, column: "muscles")
        list.listEntry(filter.equipment, column: "equipment")
        let s = try list.rows(database, select: Self.workoutColumns, from: "custom_workout", orderBy: "name_key, id", page: page)
        var out = [Workout]()
        while try s.step() { out.append(try Self.workout(s)) }
        return Paged(items: out, total: try list.count(database, from: "custom_workout"))
    }

    public func createCustomWorkout(_ w: Workout) throws {
        try database.statement("""
            INSERT INTO custom_workout(owner_id, id, name, name_key, category, instructions, equipment, muscles, met, creation_ms, sync_at)
            VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, lift_now_ms('custom_workout', ?2))
            """).bind(.text(owner), .id(w.id), .text(w.name), .text(NameKey.of(w.name)), .text(w.category.rawValue),
                      .text(w.instructions), .text(w.equipment.joined(separator: Self.separator)),
                      .text(w.muscles.joined(separator: Self.separator)), .double(w.met),
                      .time(w.creationDate ?? Timestamp(milliseconds: 0))).run()
    }

    public func updateCustomWorkout(_ w: Workout) throws {
        try database.statement("""
            UPDATE custom_workout SET name = ?, name_key = ?, category = ?, instructions = ?, equipment = ?, muscles = ?, met = ?
            WHERE owner_id = ? AND id = ?
            """).bind(.text(w.name), .text(NameKey.of(w.name)), .text(w.category.rawValue), .text(w.instructions),
                      .text(w.equipment.joined(separator: Self.separator)), .text(w.muscles.joined(separator: Self.separator)),
                      .double(w.met), .text(owner), .id(w.id)).run()
    }

    public func deleteCustomWorkout(id: RecordID) throws -> Bool {
        try database.statement("DELETE FROM custom_workout WHERE owner_id = ? AND id = ?").bind(.text(owner), .id(id)).run()
        return database.changes > 0
    }

    public func readCompletion(id: RecordID) throws -> Completion? {
        let s = try database.statement("SELECT \(Self.completionColumns) FROM completion WHERE owner_id = ? AND id = ?")
        try s.bind(.text(owner), .id(id))
        return try s.step() ? Self.completion(s) : nil
    }

    public func readCompletions(from: Timestamp?, to: Timestamp?) throws -> [Completion] {
        let s = try database.statement("""
            SELECT \(Self.completionColumns) FROM completion WHERE owner_id = ?1
            AND (?2 IS NULL OR date_ms >= ?2) AND (?3 IS NULL OR date_ms < ?3) ORDER BY date_ms, id
            """)
        try s.bind(.text(owner), .time(from), .time(to))
        var out = [Completion]()
        while try s.step() { out.append(Self.completion(s)) }
        return out
    }

    public func readCompletions(_ filter: CompletionFilter, page: Page) throws -> Paged<Completion> {
        var list = SQLList(owner: owner)
        if let from = filter.from { list.filter("date_ms >= ?", .time(from)) }
        if let to = filter.to { list.filter("date_ms < ?", .time(to)) }
        if let workoutID = filter.workoutID { list.filter("workout_id = ?", .id(workoutID)) }
        let s = try list.rows(database, select: Self.completionColumns, from: "completion", orderBy: "date_ms, id", page: page)
        var out = [Completion]()
        while try s.step() { out.append(Self.completion(s)) }
        return Paged(items: out, total: try list.count(database, from: "completion"))
    }

    public func createCompletion(_ c: Completion) throws {
        try database.statement("""
            INSERT INTO completion(owner_id, id, workout_id, duration_s, date_ms, body_weight_kg, calories, measured_calories, distance_m, sync_at)
            VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, lift_now_ms('completion', ?2))
            """).bind(.text(owner), .id(c.id), .id(c.workoutID), .int(c.duration), .time(c.date),
                      .double(c.bodyWeightKilograms), .double(c.calories), .optional(c.measuredCalories),
                      .optional(c.distanceMeters)).run()
    }

    public func updateCompletion(_ c: Completion) throws {
        try database.statement("""
            UPDATE completion SET workout_id = ?, duration_s = ?, date_ms = ?, body_weight_kg = ?, calories = ?, measured_calories = ?,
                distance_m = ?
            WHERE owner_id = ? AND id = ?
            """).bind(.id(c.workoutID), .int(c.duration), .time(c.date), .double(c.bodyWeightKilograms), .double(c.calories),
                      .optional(c.measuredCalories), .optional(c.distanceMeters), .text(owner), .id(c.id)).run()
    }

    public func deleteCompletion(id: RecordID) throws -> Bool {
        try database.statement("DELETE FROM completion WHERE owner_id = ? AND id = ?").bind(.text(owner), .id(id)).run()
        return database.changes > 0
    }

    public func readWeeklyGoal() throws -> Int64? {
        let s = try database.statement("SELECT workouts FROM weekly_goal WHERE owner_id = ?")
        try s.bind(.text(owner))
        return try s.step() ? s.int(0) : nil
    }

    public func createOrUpdateWeeklyGoal(_ workouts: Int64) throws {
        try database.statement("INSERT OR REPLACE INTO weekly_goal(owner_id, workouts, sync_at) VALUES(?, ?, lift_now_ms('weekly_goal', ?1))")
            .bind(.text(owner), .int(workouts)).run()
    }
}
