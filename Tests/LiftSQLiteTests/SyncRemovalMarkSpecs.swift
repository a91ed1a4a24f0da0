import LiftCore
import LiftSQLite
import XCTest

/// Removal marks kept in the record's tombstone (`sync_record.removal_at`) over SQLite: a removal
/// writes the tombstone and no other table, a record never given a version is not marked, the
/// marks are read by name in this connection and by a scan after another's write, and stores
/// made before the step keep their pending changes and tombstones.
final class SyncRemovalMarkSpecs: XCTestCase {
    private let fixed = SyncMarkFixture.fixed

    private func makeSUT(path: String? = nil) throws -> (SQLiteDatabase, SQLiteSyncLog) { try SyncMarkFixture.makeSUT(path: path) }
    private func exercise(_ name: String = "Squat") -> Exercise { SyncMarkFixture.exercise(name) }
    private func count(_ db: SQLiteDatabase, _ sql: String) throws -> Int64 { try SyncMarkFixture.scalar(db, sql) }

    @discardableResult
    private func settle(_ db: SQLiteDatabase) throws -> Int {
        try SettleLocalChanges(log: SQLiteSyncLog(database: db, owner: "local"), kinds: SyncTables.stores(database: db, owner: "local"))()
    }

    /// An exercise saved and given its versions, as after a first sync.
    private func settledExercise(_ db: SQLiteDatabase) throws -> (SQLiteExerciseStore, Exercise) {
        let store = SQLiteExerciseStore(database: db, owner: "local")
        let e = exercise()
        try store.createExercise(e)
        try settle(db)
        return (store, e)
    }

    func test_removal_recordNeverSettled_marksNothingAndWritesNoOtherTable() throws {
        let (db, log) = try makeSUT()
        let store = SQLiteExerciseStore(database: db, owner: "local")
        let e = exercise()
        try store.createExercise(e)
        _ = try log.readDirty()
        XCTAssertTrue(try store.deleteExercise(id: e.id))
        XCTAssertEqual(try count(db, "SELECT count(*) FROM sync_dirty"), 0)
        XCTAssertEqual(try count(db, "SELECT count(*) FROM sync_record"), 0)
        XCTAssertEqual(try log.readDirty(), [])
    }

    func test_removal_settledRecord_markedInItsTombstoneOnly() throws {
        let (db, log) = try makeSUT()
        let (store, e) = try settledExercise(db)
        XCTAssertTrue(try store.deleteExercise(id: e.id))
        XCTAssertEqual(try count(db, "SELECT count(*) FROM sync_dirty"), 0)
        XCTAssertEqual(try count(db, "SELECT removal_at FROM sync_record WHERE kind = 'exercise' AND id = '\(e.id.text)'"), fixed)
        XCTAssertEqual(try log.readDirty(), [SyncDirty(kind: "exercise", id: e.id.text, at: fixed)])
        XCTAssertEqual(try count(db, "SELECT count(*) FROM sync_record WHERE removal_at IS NOT NULL"), 0)
    }

    func test_settle_settledRecordRemoved_tombstoneVersionedAndPending() throws {
        let (db, log) = try makeSUT()
        let (store, e) = try settledExercise(db)
        let before = try log.readPending(after: 0).count
        XCTAssertTrue(try store.deleteExercise(id: e.id))
        XCTAssertEqual(try settle(db), 1)
        let tomb = try XCTUnwrap(try log.readChange(kind: "exercise", id: e.id.text))
        XCTAssertEqual(tomb.change.removed?.ms, fixed)
        XCTAssertTrue(tomb.local)
        XCTAssertEqual(try log.readPending(after: 0).count, before)
        XCTAssertEqual(try log.readPending(after: 0).oldest?.change.id, e.id.text)
        XCTAssertEqual(try settle(db), 0)
    }

    func test_readDirty_afterCommitOtherConnectionRemoved_scanReadsAndClearsIt() throws {
        let (db, log) = try makeSUT()
        let (_, e) = try settledExercise(db)
        try db.transaction { _ = try log.readDirty() }
        let other = try SQLiteDatabase(path: db.path, now: { [fixed] in Timestamp(milliseconds: fixed + 5) })
        XCTAssertTrue(try SQLiteExerciseStore(database: other, owner: "local").deleteExercise(id: e.id))
        try db.transaction { XCTAssertEqual(try log.readDirty(), [SyncDirty(kind: "exercise", id: e.id.text, at: fixed + 5)]) }
        XCTAssertEqual(try count(db, "SELECT count(*) FROM sync_record WHERE removal_at IS NOT NULL"), 0)
    }

    func test_readDirty_otherOwnersRemoval_leftForThem() throws {
        let (db, log) = try makeSUT()
        let store = SQLiteExerciseStore(database: db, owner: "someone")
        let e = exercise()
        try store.createExercise(e)
        let theirs = SQLiteSyncLog(database: db, owner: "someone")
        try SettleLocalChanges(log: theirs, kinds: SyncTables.stores(database: db, owner: "someone"))()
        XCTAssertTrue(try store.deleteExercise(id: e.id))
        XCTAssertEqual(try log.readDirty(), [])
        XCTAssertEqual(try theirs.readDirty(), [SyncDirty(kind: "exercise", id: e.id.text, at: fixed)])
    }

    func test_deleteDirty_removalMark_cleared() throws {
        let (db, log) = try makeSUT()
        let (store, e) = try settledExercise(db)
        XCTAssertTrue(try store.deleteExercise(id: e.id))
        try log.deleteDirty(kind: "exercise", id: e.id.text)
        XCTAssertEqual(try count(db, "SELECT count(*) FROM sync_record WHERE removal_at IS NOT NULL"), 0)
        XCTAssertEqual(try log.readDirty(), [])
    }

    func test_removal_stateHeldApart_markedThere() throws {
        let (db, log) = try makeSUT()
        let goals = SQLiteGoalStore(database: db, owner: "local")
        try db.execute("INSERT INTO body_goal(owner_id, category, target, start_day, sync_at) VALUES('local', 'steps', 8000, 20000, 1)")
        try settle(db)
        XCTAssertEqual(try count(db, "SELECT count(*) FROM sync_record WHERE kind = 'goal'"), 1)
        XCTAssertTrue(try goals.deleteGoal(.steps))
        XCTAssertEqual(try count(db, "SELECT count(*) FROM sync_dirty"), 0)
        XCTAssertEqual(try log.readDirty(), [SyncDirty(kind: "goal", id: "steps", at: fixed)])
    }

    func test_removal_goalNeverSettled_marksNothing() throws {
        let (db, log) = try makeSUT()
        try db.execute("INSERT INTO body_goal(owner_id, category, target, start_day, sync_at) VALUES('local', 'steps', 8000, 20000, NULL)")
        XCTAssertTrue(try SQLiteGoalStore(database: db, owner: "local").deleteGoal(.steps))
        XCTAssertEqual(try log.readDirty(), [])
    }

    func test_removal_dayTotalRemovedTwiceBeforeSettling_markedWholeOnce() throws {
        let (db, log) = try makeSUT()
        let counts = SQLiteCountStore(database: db, owner: "local")
        let e = CountEntry(id: .random(), category: .steps, day: Day(daysSinceEpoch: 20_000), amount: 100, note: nil, creationDate: Timestamp(milliseconds: 1))
        try counts.createCountEntry(e)
        try settle(db)
        _ = try counts.deleteCountEntries(.steps, day: e.day)
        try counts.createCountEntry(e)
        _ = try counts.deleteCountEntries(.steps, day: e.day)
        XCTAssertEqual(try log.readDirty(), [SyncDirty(kind: "steps", id: e.id.text, at: fixed, rewritten: true)])
    }

    func test_mergeRemoval_leavesNoMark() throws {
        let (db, log) = try makeSUT()
        let (_, e) = try settledExercise(db)
        let stored = try XCTUnwrap(try log.readChange(kind: "exercise", id: e.id.text))
        var tomb = stored.change
        tomb.removed = SyncVersion(ms: fixed + 1, counter: 0, site: String(repeating: "d", count: 32))
        try db.transaction {
            _ = try log.readDirty()
            XCTAssertEqual(try SyncTables.stores(database: db, owner: "local")["exercise"]?.deleteRecord(id: e.id.text), .written)
            try log.writeChange(StoredSyncChange(change: tomb, sequence: stored.sequence + 1, local: false, parked: false))
            try log.deleteDirty(kind: "exercise", id: e.id.text)
        }
        XCTAssertEqual(try count(db, "SELECT count(*) FROM sync_record WHERE removal_at IS NOT NULL"), 0)
        XCTAssertEqual(try log.readDirty(), [])
    }

    // MARK: - Stores made before the step

    func test_migration_pendingMarksAndTombstonesAtSync4_keptAndRead() throws {
        let blob = "1:4:name37:10.0.cccccccccccccccccccccccccccccccct1:A"
        let path = try makeStore(withFeature: "sync", atVersion: 4, rows: """
            INSERT INTO exercise(owner_id, id, name, name_key, creation_ms, tags, sync_at, sync_seq, sync_local, sync_state)
                VALUES('local', 'x1', 'A', 'a', 1, '', NULL, 1, 1, CAST('\(blob)' AS BLOB));
            INSERT INTO sync_record(owner_id, kind, id, seq, local, parked, removed, fields)
                VALUES('local', 'exercise', 'x2', 2, 1, 0, '11.0.\(String(repeating: "c", count: 32))', CAST('\(blob)' AS BLOB));
            INSERT INTO sync_record(owner_id, kind, id, seq, local, parked, removed, fields) VALUES('local', 'exercise', 'x3', 3, 1, 0, NULL, CAST('\(blob)' AS BLOB));
            INSERT INTO sync_dirty(owner_id, kind, id, at_ms, whole) VALUES('local', 'exercise', 'x3', 7, 0);
            """)
        let (db, log) = try makeSUT(path: path)
        XCTAssertEqual(try log.readChange(kind: "exercise", id: "x2")?.change.removed?.ms, 11)
        XCTAssertEqual(try log.readPending(after: 0).count, 3)
        XCTAssertTrue(try SQLiteExerciseStore(database: db, owner: "local").deleteExercise(id: RecordID(trusted: "x1")))
        XCTAssertEqual(try log.readDirty(), [SyncDirty(kind: "exercise", id: "x3", at: 7), SyncDirty(kind: "exercise", id: "x1", at: fixed)])
    }
}
