import LiftCore

/// ExerciseStore over SQLite, scoped to one owner.
public struct SQLiteExerciseStore: ExerciseStore {
    let database: SQLiteDatabase
    let owner: String
    /// Tags are stored joined by the ASCII unit separator, which a tag may not contain.
    static let tagSeparator = "\u{1F}"

    public init(database: SQLiteDatabase, owner: String) {
        self.database = database
        self.owner = owner
    }

    /// Every statement is a literal, cached by the literal's address (`statement(static:)`): the
    /// columns are spelt out in each (id, name, creation_ms, tags, as `exercise(_:from:)` reads them)
    /// because an interpolated String is neither static nor free to build per call.
    enum SQL {
        static let byID: StaticString = "SELECT id, name, creation_ms, tags FROM exercise WHERE owner_id = ? AND id = ?"
        static let byNameKey: StaticString = "SELECT id, name, creation_ms, tags FROM exercise WHERE owner_id = ? AND name_key = ?"
    }

    static func exercise(_ s: SQLiteStatement, from c: Int32 = 0) -> Exercise {
        Exercise(id: s.id(c), name: s.string(c + 1), creationDate: s.timestamp(c + 2), tags: tags(s.string(c + 3)))
    }

    /// The stored tags text split at the separator. Split by UTF-8 byte: the separator is an ASCII
    /// control character, which always ends and starts a grapheme, so this is the same split as by
    /// Character, without the grapheme breaking that made `String.split` the costliest part of a load.
    static func tags(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        return text.utf8.split(separator: tagSeparatorByte, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
    }

    static let tagSeparatorByte: UInt8 = 0x1F

    public func readExercise(id: RecordID) throws -> Exercise? {
        let s = try database.statement(static: Self.SQL.byID)
        try s.bind(.text(owner), .id(id))
        return try s.step() ? Self.exercise(s) : nil
    }

    public func readExercise(nameKey: String) throws -> Exercise? {
        let s = try database.statement(static: Self.SQL.byNameKey)
        try s.bind(.text(owner), .text(nameKey))
        return try s.step() ? Self.exercise(s) : nil
    }

    public func readExercises(_ filter: ExerciseFilter, page: Page) throws -> Paged<Exercise> {
        var list = SQLList(owner: owner)
        list.namePrefix(filter.namePrefix)
        list.listEntry(filter.tag, column: "tags")
        let s = try list.rows(database, select: "id, name, creation_ms, tags", from: "exercise", orderBy: "name_key, id", page: page)
        var out = [Exercise]()
        while try s.step() { out.append(Self.exercise(s)) }
        return Paged(items: out, total: try list.count(database, from: "exercise"))
    }

    // Both writes mark the record for sync themselves (`sync_at`, docs/SYNC.md): an insert has no
    // trigger to do it, and the update trigger would write the row a second time.
    public func createExercise(_ e: Exercise) throws {
        try database.statement(static: """
            INSERT INTO exercise(owner_id, id, name, name_key, creation_ms, tags, sync_at) VALUES(?, ?, ?, ?, ?, ?, lift_now_ms('exercise', ?2))
            """)
            .bind(.text(owner), .id(e.id), .text(e.name), .text(NameKey.of(e.name)), .time(e.creationDate),
                  .text(e.tags.joined(separator: Self.tagSeparator))).run()
    }

    public func updateExercise(_ e: Exercise) throws {
        try database.statement(static: "UPDATE exercise SET name = ?1, name_key = ?2, tags = ?3, sync_at = lift_now_ms('exercise', ?5) WHERE owner_id = ?4 AND id = ?5")
            .bind(.text(e.name), .text(NameKey.of(e.name)), .text(e.tags.joined(separator: Self.tagSeparator)),
                  .text(owner), .id(e.id)).run()
    }

    public func deleteExercise(id: RecordID) throws -> Bool {
        try database.statement(static: "DELETE FROM exercise WHERE owner_id = ? AND id = ?").bind(.text(owner), .id(id)).run()
        return database.changes > 0
    }

    public func isExerciseInUse(id: RecordID) throws -> Bool {
        let s = try database.statement(static: """
            SELECT 1 FROM routine_exercise WHERE owner_id = ?1 AND exercise_id = ?2
            UNION ALL SELECT 1 FROM exercise_record WHERE owner_id = ?1 AND exercise_id = ?2 LIMIT 1
            """)
        try s.bind(.text(owner), .id(id))
        return try s.step()
    }
}
