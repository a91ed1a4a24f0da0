import LiftCore

/// RoutineStore over SQLite, scoped to one owner. Records that point at a routine are unlinked
/// (routine_id set to null, owner kept) by the routine-record feature's delete trigger.
public struct SQLiteRoutineStore: RoutineStore {
    let database: SQLiteDatabase
    let owner: String

    public init(database: SQLiteDatabase, owner: String) {
        self.database = database
        self.owner = owner
    }

    static func exerciseKey(_ exercises: [Exercise]) -> String { exercises.map(\.id.text).joined(separator: ",") }

    public func readRoutine(id: RecordID) throws -> Routine? {
        try database.read {
            let s = try database.statement("SELECT id, name, creation_ms FROM routine WHERE owner_id = ? AND id = ?")
            try s.bind(.text(owner), .id(id))
            guard try s.step() else { return nil }
            var routine = Routine(id: s.id(0), name: s.string(1), creationDate: s.timestamp(2), exercises: [])
            routine.exercises = try exercises(of: routine.id)
            return routine
        }
    }

    public func readRoutines(page: Page) throws -> Paged<Routine> {
        try database.read {
            let list = SQLList(owner: owner)
            let s = try list.rows(database, select: "id, name, creation_ms", from: "routine", orderBy: "name_key, id", page: page)
            var routines = [Routine]()
            while try s.step() {
                routines.append(Routine(id: s.id(0), name: s.string(1), creationDate: s.timestamp(2), exercises: []))
            }
            // One query for the page's exercises (the same page of routines), grouped here.
            let e = try database.statement("""
                SELECT re.routine_id, x.id, x.name, x.creation_ms, x.tags
                FROM (SELECT id FROM routine WHERE owner_id = ?1 ORDER BY name_key, id LIMIT ?2 OFFSET ?3) p
                JOIN routine_exercise re ON re.owner_id = ?1 AND re.routine_id = p.id
                JOIN exercise x ON x.owner_id = re.owner_id AND x.id = re.exercise_id
                ORDER BY re.routine_id, re.position
                """)
            try e.bind(.text(owner), .int(page.limit ?? -1), .int(page.offset))
            var byRoutine = [RecordID: [Exercise]]()
            while try e.step() { byRoutine[e.id(0), default: []].append(SQLiteExerciseStore.exercise(e, from: 1)) }
            for i in routines.indices { routines[i].exercises = byRoutine[routines[i].id] ?? [] }
            return Paged(items: routines, total: try list.count(database, from: "routine"))
        }
    }

    public func readRoutines(nameKey: String, exerciseIDs: [RecordID]) throws -> [Routine] {
        let s = try database.statement("SELECT id FROM routine WHERE owner_id = ? AND (name_key = ? OR exercise_key = ?) ORDER BY name_key, id")
        try s.bind(.text(owner), .text(nameKey), .text(exerciseIDs.map(\.text).joined(separator: ",")))
        var ids = [RecordID]()
        while try s.step() { ids.append(s.id(0)) }
        return try ids.compactMap { try readRoutine(id: $0) }
    }

    public func createRoutine(_ r: Routine) throws {
        try database.transaction {
            try database.statement("INSERT INTO routine(owner_id, id, name, name_key, creation_ms, exercise_key, sync_at) VALUES(?, ?, ?, ?, ?, ?, lift_now_ms('routine', ?2))")
                .bind(.text(owner), .id(r.id), .text(r.name), .text(NameKey.of(r.name)), .time(r.creationDate),
                      .text(Self.exerciseKey(r.exercises))).run()
            try insertExercises(of: r)
        }
    }

    public func updateRoutine(_ r: Routine) throws {
        try database.transaction {
            try database.statement("UPDATE routine SET name = ?, name_key = ?, exercise_key = ? WHERE owner_id = ? AND id = ?")
                .bind(.text(r.name), .text(NameKey.of(r.name)), .text(Self.exerciseKey(r.exercises)), .text(owner), .id(r.id)).run()
            try database.statement("DELETE FROM routine_exercise WHERE owner_id = ? AND routine_id = ?")
                .bind(.text(owner), .id(r.id)).run()
            try insertExercises(of: r)
        }
    }

    public func deleteRoutine(id: RecordID) throws -> Bool {
        try database.statement("DELETE FROM routine WHERE owner_id = ? AND id = ?").bind(.text(owner), .id(id)).run()
        return database.changes > 0
    }

    private func insertExercises(of r: Routine) throws {
        let s = try database.statement("INSERT INTO routine_exercise(owner_id, routine_id, position, exercise_id) VALUES(?, ?, ?, ?)")
        for (i, e) in r.exercises.enumerated() {
            s.reset()
            try s.bind(.text(owner), .id(r.id), .int(Int64(i)), .id(e.id))
            try s.run()
        }
    }

    private func exercises(of routine: RecordID) throws -> [Exercise] {
        let s = try database.statement("""
            SELECT x.id, x.name, x.creation_ms, x.tags FROM routine_exercise re
            JOIN exercise x ON x.owner_id = re.owner_id AND x.id = re.exercise_id
            WHERE re.owner_id = ? AND re.routine_id = ? ORDER BY re.position
            """)
        try s.bind(.text(owner), .id(routine))
        var out = [Exercise]()
        while try s.step() { out.append(SQLiteExerciseStore.exercise(s)) }
        return out
    }
}
