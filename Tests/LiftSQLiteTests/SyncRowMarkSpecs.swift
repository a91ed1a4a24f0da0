import LiftCore
import LiftSQLite
import XCTest

/// Marks kept in the record's own row (`sync_at`) over SQLite: a save writes no other table, a
/// child row marks its parent, a removal of a settled record is still marked, a merge's own
/// writes leave no mark, and marks taken in a transaction are not read or deleted twice.
final class SyncRowMarkSpecs: XCTestCase {
    private let fixed = SyncMarkFixture.fixed

    private func makeSUT(path: String? = nil) throws -> (SQLiteDatabase, SQLiteSyncLog) { try SyncMarkFixture.makeSUT(path: path) }
    private func exercise(_ name: String = "Squat") -> Exercise { SyncMarkFixture.exercise(name) }
    private func count(_ db: SQLiteDatabase, _ sql: String) throws -> Int64 { try SyncMarkFixture.scalar(db, sql) }

    private func marked(_ log: SQLiteSyncLog) throws -> [String] {
        try log.readDirty().map { "\($0.kind) \($0.id)" }
    }

    func test_syncMark_exerciseSaved_markedInItsOwnRowOnly() throws {
        let (db, log) = try makeSUT()
        let e = exercise()
        try SQLiteExerciseStore(database: db, owner: "local").createExercise(e)
        XCTAssertEqual(try count(db, "SELECT sync_at FROM exercise"), fixed)
        XCTAssertEqual(try count(db, "SELECT count(*) FROM sync_dirty"), 0)
        XCTAssertEqual(try log.readDirty(), [SyncDirty(kind: "exercise", id: e.id.text, at: fixed)])
    }

    func test_syncMark_rowInsertedWithoutMark_markedAtTheEarliestTime() throws {
        let (db, log) = try makeSUT()
        try db.execute("INSERT INTO weight_entry(owner_id, id, day, weight, unit) VALUES('local', 'w1', 20000, 80, 'kg')")
        XCTAssertEqual(try log.readDirty(), [SyncDirty(kind: "weight", id: "w1", at: 1)])
    }

    func test_syncMark_exerciseEdited_marked() throws {
        let (db, log) = try makeSUT()
        let store = SQLiteExerciseStore(database: db, owner: "local")
        var e = exercise()
        try store.createExercise(e)
        _ = try log.readDirty()
        e.name = "Front squat"
        try store.updateExercise(e)
        XCTAssertEqual(try marked(log), ["exercise \(e.id.text)"])
    }

    func test_readDirty_marksRead_areCleared() throws {
        let (db, log) = try makeSUT()
        try SQLiteExerciseStore(database: db, owner: "local").createExercise(exercise())
        XCTAssertEqual(try log.readDirty().count, 1)
        XCTAssertEqual(try log.readDirty(), [])
        XCTAssertEqual(try count(db, "SELECT count(*) FROM exercise WHERE sync_at > 0"), 0)
    }

    /// Exercises A and B, and a routine "Legs" of A; B's id is returned to add it later.
    private func routineOfA(_ db: SQLiteDatabase) throws -> (routine: RecordID, b: RecordID) {
        let a = exercise("A"), b = exercise("B")
        let exercises = SQLiteExerciseStore(database: db, owner: "local")
        try exercises.createExercise(a)
        try exercises.createExercise(b)
        let r = Routine(id: .random(), name: "Legs", creationDate: Timestamp(milliseconds: fixed), exercises: [a])
        try SQLiteRoutineStore(database: db, owner: "local").createRoutine(r)
        return (r.id, b.id)
    }

    private func addB(_ db: SQLiteDatabase, to routine: (routine: RecordID, b: RecordID)) throws {
        try db.execute("INSERT INTO routine_exercise(owner_id, routine_id, position, exercise_id) VALUES('local', '\(routine.routine.text)', 1, '\(routine.b.text)')")
    }

    func test_syncMark_routineExerciseListChanged_marksTheRoutine() throws {
        let (db, log) = try makeSUT()
        let routine = try routineOfA(db)
        let r = routine.routine
        _ = try log.readDirty()
        try addB(db, to: routine)
        XCTAssertEqual(try marked(log), ["routine \(r.text)"])
        try db.execute("DELETE FROM routine_exercise WHERE routine_id = '\(r.text)'")
        XCTAssertEqual(try marked(log), ["routine \(r.text)"])
    }

    /// Routine record "rec" with one exercise record "er" and one set "s".
    private func recordWithOneSet(_ db: SQLiteDatabase) throws {
        let e = exercise()
        try SQLiteExerciseStore(database: db, owner: "local").createExercise(e)
        try db.execute("""
            INSERT INTO routine_record(owner_id, id, creation_ms) VALUES('local', 'rec', \(fixed));
            INSERT INTO exercise_record(owner_id, id, record_id, position, exercise_id) VALUES('local', 'er', 'rec', 0, '\(e.id.text)');
            INSERT INTO set_record(owner_id, id, exercise_record_id, position, rep_count, weight, unit, completion_ms)
                VALUES('local', 's', 'er', 0, 5, 100, 'kg', \(fixed));
            """)
    }

    func test_syncMark_setChanged_marksItsRoutineRecord() throws {
        let (db, log) = try makeSUT()
        try recordWithOneSet(db)
        _ = try log.readDirty()
        try db.execute("UPDATE set_record SET rep_count = 6 WHERE id = 's'")
        XCTAssertEqual(try marked(log), ["routine_record rec"])
    }

    /// Gives versions to every mark, as a feed read does: the records then have a state.
    private func settle(_ db: SQLiteDatabase) throws {
        try SettleLocalChanges(log: SQLiteSyncLog(database: db, owner: "local"), kinds: SyncTables.stores(database: db, owner: "local"))()
    }

    func test_syncMark_settledRecordRemoved_stillMarked() throws {
        let (db, log) = try makeSUT()
        let e = exercise()
        let store = SQLiteExerciseStore(database: db, owner: "local")
        try store.createExercise(e)
        try settle(db)
        XCTAssertTrue(try store.deleteExercise(id: e.id))
        XCTAssertEqual(try marked(log), ["exercise \(e.id.text)"])
    }

    func test_syncMark_otherOwnersMarks_leftForThem() throws {
        let (db, log) = try makeSUT()
        try SQLiteExerciseStore(database: db, owner: "someone").createExercise(exercise())
        XCTAssertEqual(try log.readDirty(), [])
        XCTAssertEqual(try SQLiteSyncLog(database: db, owner: "someone").readDirty().count, 1)
    }

    func test_mergeWrite_recordWithChildRows_leavesNoMark() throws {
        let (db, log) = try makeSUT()
        let e = exercise()
        try SQLiteExerciseStore(database: db, owner: "local").createExercise(e)
        _ = try log.readDirty()
        let routines = try XCTUnwrap(SyncTables.stores(database: db, owner: "local")["routine"])
        let row: [SyncEntry] = [SyncEntry("position", .int(0)), SyncEntry("exercise_id", .text(e.id.text))]
        let outcome = try routines.writeRecord(id: "r1", ["name": .text("Legs"), "creation_ms": .int(fixed), "exercises": .rows([row])])
        XCTAssertEqual(outcome, .written)
        XCTAssertEqual(try routines.writeRecord(id: "r1", ["name": .text("Legs 2"), "creation_ms": .int(fixed), "exercises": .rows([row])]), .written)
        XCTAssertEqual(try log.readDirty(), [])
        XCTAssertEqual(try routines.readRecord(id: "r1")?["name"], .text("Legs 2"))
    }

    func test_mergeWrite_plainRecordWrittenTwice_leavesNoMark() throws {
        let (db, log) = try makeSUT()
        let weights = try XCTUnwrap(SyncTables.stores(database: db, owner: "local")["weight"])
        let fields: [String: SyncValue] = ["day": .int(20_000), "weight": .double(80), "unit": .text("kg"), "note": .null]
        XCTAssertEqual(try weights.writeRecord(id: "w1", fields), .written)
        XCTAssertEqual(try weights.writeRecord(id: "w1", fields), .written)
        XCTAssertEqual(try weights.writeRecord(id: "w1", fields), .written)
        XCTAssertEqual(try log.readDirty(), [])
    }

    func test_readDirty_inTransactionMarksTaken_secondReadAnswersNone() throws {
        let (db, log) = try makeSUT()
        try SQLiteExerciseStore(database: db, owner: "local").createExercise(exercise())
        try db.transaction {
            XCTAssertEqual(try log.readDirty().count, 1)
            XCTAssertEqual(try log.readDirty(), [])
        }
    }

    func test_readDirty_inTransactionMarkMadeAfterTaking_isRead() throws {
        let (db, log) = try makeSUT()
        let e = exercise()
        try db.transaction {
            XCTAssertEqual(try log.readDirty(), [])
            try SQLiteExerciseStore(database: db, owner: "local").createExercise(e)
            XCTAssertEqual(try marked(log), ["exercise \(e.id.text)"])
        }
    }

    func test_deleteDirty_markMadeAfterTaking_deleted() throws {
        let (db, log) = try makeSUT()
        let e = exercise()
        try db.transaction {
            _ = try log.readDirty()
            try SQLiteExerciseStore(database: db, owner: "local").createExercise(e)
            try log.deleteDirty(kind: "exercise", id: e.id.text)
        }
        XCTAssertEqual(try log.readDirty(), [])
    }

    func test_readDirty_nextTransaction_readsAgain() throws {
        let (db, log) = try makeSUT()
        try db.transaction { _ = try log.readDirty() }
        // Another connection's write counts no read of this connection's clock.
        let other = try SQLiteDatabase(path: db.path, now: { [fixed] in Timestamp(milliseconds: fixed) })
        let e = exercise()
        try SQLiteExerciseStore(database: other, owner: "local").createExercise(e)
        try db.transaction { XCTAssertEqual(try marked(log), ["exercise \(e.id.text)"]) }
    }

    func test_readDirty_afterCommitOtherProgramMarkedWithoutClock_readsIt() throws {
        let (db, log) = try makeSUT()
        try db.transaction { _ = try log.readDirty() }
        XCTAssertEqual(try runSQLiteShell(db.path, "INSERT INTO exercise(owner_id, id, name, name_key, creation_ms, sync_at) VALUES('local', 'x1', 'A', 'a', 1, 5)"), 0)
        try db.transaction { XCTAssertEqual(try log.readDirty(), [SyncDirty(kind: "exercise", id: "x1", at: 5)]) }
    }

    func test_readDirty_afterCommitOwnSaves_readsThemByName() throws {
        let (db, log) = try makeSUT()
        let store = SQLiteExerciseStore(database: db, owner: "local")
        var e = exercise()
        try store.createExercise(e)
        try db.transaction { XCTAssertEqual(try log.readDirty().count, 1) }
        let f = exercise("Lunge")
        try db.transaction {
            try store.createExercise(f)
            e.name = "Front squat"
            try store.updateExercise(e)
        }
        try db.transaction { XCTAssertEqual(Set(try marked(log)), ["exercise \(e.id.text)", "exercise \(f.id.text)"]) }
        try db.transaction { XCTAssertEqual(try log.readDirty(), []) }
    }

    func test_readDirty_afterCommitChildRowChanged_readsTheParentByName() throws {
        let (db, log) = try makeSUT()
        let routine = try routineOfA(db)
        try db.transaction { XCTAssertEqual(try log.readDirty().count, 3) }
        try db.transaction { try addB(db, to: routine) }
        try db.transaction { XCTAssertEqual(try marked(log), ["routine \(routine.routine.text)"]) }
    }

    func test_readDirty_afterCommitRowUpdatedByOtherSQL_readsItByTheTriggersName() throws {
        let (db, log) = try makeSUT()
        let e = exercise()
        try SQLiteExerciseStore(database: db, owner: "local").createExercise(e)
        try db.transaction { _ = try log.readDirty() }
        try db.transaction { try db.execute("UPDATE exercise SET tags = 'legs' WHERE id = '\(e.id.text)'") }
        try db.transaction { XCTAssertEqual(try marked(log), ["exercise \(e.id.text)"]) }
    }

    func test_readDirty_afterCommitSetChanged_readsItsRoutineRecordByName() throws {
        let (db, log) = try makeSUT()
        try recordWithOneSet(db)
        try db.transaction { _ = try log.readDirty() }
        try db.transaction { try db.execute("UPDATE set_record SET rep_count = 6 WHERE id = 's'") }
        try db.transaction { XCTAssertEqual(try marked(log), ["routine_record rec"]) }
    }

    func test_readDirty_afterCommitRemoval_readsIt() throws {
        let (db, log) = try makeSUT()
        let e = exercise()
        let store = SQLiteExerciseStore(database: db, owner: "local")
        try store.createExercise(e)
        try db.transaction { try settle(db) }
        try db.transaction { XCTAssertTrue(try store.deleteExercise(id: e.id)) }
        try db.transaction { XCTAssertEqual(try marked(log), ["exercise \(e.id.text)"]) }
    }

    func test_readDirty_afterCommitNothingChanged_answersNone() throws {
        let (db, log) = try makeSUT()
        try SQLiteExerciseStore(database: db, owner: "local").createExercise(exercise())
        try db.transaction { XCTAssertEqual(try log.readDirty().count, 1) }
        try db.transaction { XCTAssertEqual(try log.readDirty(), []) }
        try db.transaction { XCTAssertEqual(try log.readDirty(), []) }
    }

    func test_readDirty_takingTransactionRolledBack_marksReadAgain() throws {
        let (db, log) = try makeSUT()
        let e = exercise()
        try SQLiteExerciseStore(database: db, owner: "local").createExercise(e)
        XCTAssertThrowsError(try db.transaction {
            XCTAssertEqual(try log.readDirty().count, 1)
            throw LiftError(.io, "disk")
        })
        try db.transaction { XCTAssertEqual(try marked(log), ["exercise \(e.id.text)"]) }
    }

    func test_readDirty_otherOwnerTookMarks_ownMarksStillRead() throws {
        let (db, log) = try makeSUT()
        let e = exercise()
        try SQLiteExerciseStore(database: db, owner: "local").createExercise(e)
        try db.transaction { _ = try SQLiteSyncLog(database: db, owner: "someone").readDirty() }
        try db.transaction { XCTAssertEqual(try marked(log), ["exercise \(e.id.text)"]) }
    }

    func test_open_storeWithMarksInSyncDirty_marksStillRead() throws {
        let path = try makeStore(withFeature: "sync", atVersion: 2, rows: """
            INSERT INTO exercise(owner_id, id, name, name_key, creation_ms, tags) VALUES('local', 'x1', 'Squat', 'squat', 1, '');
            """)
        let (db, log) = try makeSUT(path: path)
        XCTAssertEqual(try count(db, "SELECT count(*) FROM exercise WHERE sync_at IS NOT NULL"), 0)
        XCTAssertEqual(try count(db, "SELECT count(*) FROM sync_dirty WHERE id = 'x1'"), 1)
        XCTAssertEqual(try marked(log), ["exercise x1"])
        XCTAssertEqual(try count(db, "SELECT count(*) FROM sync_dirty"), 0)
    }
}
