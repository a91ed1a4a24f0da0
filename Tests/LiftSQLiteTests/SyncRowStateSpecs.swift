import LiftCore
import LiftSQLite
import XCTest

/// A record's merged state kept in its own row (`sync_state` and its siblings) over SQLite:
/// the row holds it while it is there and visible, `sync_record` holds the rest, never both,
/// and stores made before the step move their states into their rows.
final class SyncRowStateSpecs: XCTestCase {
    private let site = String(repeating: "c", count: 32)

    private func makeSUT(path: String? = nil) throws -> (SQLiteDatabase, SQLiteSyncLog, [String: SyncKindStore]) {
        let db = try SQLiteDatabase(path: path ?? temporaryStorePath())
        return (db, SQLiteSyncLog(database: db, owner: "local"), SyncTables.stores(database: db, owner: "local"))
    }

    private func count(_ db: SQLiteDatabase, _ sql: String) throws -> Int64 {
        let s = try db.statement(sql)
        return try s.step() ? s.int(0) : -1
    }

    private func version(_ ms: Int64) -> SyncVersion { SyncVersion(ms: ms, counter: 0, site: site) }

    private func weight(_ id: String, day: Int64, at ms: Int64, removed: Int64? = nil) -> SyncChange {
        SyncChange(kind: "weight", id: id,
                   fields: ["day": SyncStamped(.int(day), version(ms)), "weight": SyncStamped(.double(80), version(ms)),
                            "unit": SyncStamped(.text("kg"), version(ms)), "note": SyncStamped(.null, version(ms))],
                   removed: removed.map(version))
    }

    private func state(_ c: SyncChange, _ sequence: Int64, local: Bool = false, parked: Bool = false) -> StoredSyncChange {
        StoredSyncChange(change: c, sequence: sequence, local: local, parked: parked)
    }

    /// Writes the record and its state in one upsert, as an apply does.
    private func apply(_ s: StoredSyncChange, _ kinds: [String: SyncKindStore]) throws -> SyncWriteOutcome? {
        try kinds[s.change.kind]?.writeRecord(keeping: s)
    }

    func test_keepingWrite_newWeight_stateInItsRowAndNotApart() throws {
        let (db, log, kinds) = try makeSUT()
        let s = state(weight("w1", day: 20_000, at: 10), 1)
        XCTAssertEqual(try apply(s, kinds), .written)
        XCTAssertEqual(try log.readChange(kind: "weight", id: "w1"), s)
        XCTAssertEqual(try count(db, "SELECT count(*) FROM weight_entry WHERE sync_state IS NOT NULL AND sync_seq = 1"), 1)
        XCTAssertEqual(try count(db, "SELECT count(*) FROM sync_record"), 0)
        XCTAssertEqual(try log.readDirty(), [])
    }

    func test_keepingWrite_recordAlreadyThere_fieldsAndStateReplacedInOneRow() throws {
        let (db, log, kinds) = try makeSUT()
        _ = try apply(state(weight("w1", day: 20_000, at: 10), 1), kinds)
        var later = weight("w1", day: 20_001, at: 12)
        later.fields["weight"] = SyncStamped(.double(82), version(12))
        let s = state(later, 2)
        XCTAssertEqual(try apply(s, kinds), .written)
        XCTAssertEqual(try log.readChange(kind: "weight", id: "w1"), s)
        XCTAssertEqual(try kinds["weight"]?.readRecord(id: "w1")?["day"], .int(20_001))
        XCTAssertEqual(try count(db, "SELECT count(*) FROM weight_entry"), 1)
        XCTAssertEqual(try log.readDirty(), [])
    }

    func test_keepingWrite_dayHeldByAnotherRecord_blockedAndNothingWritten() throws {
        let (db, log, kinds) = try makeSUT()
        _ = try apply(state(weight("w1", day: 20_000, at: 10), 1), kinds)
        XCTAssertEqual(try apply(state(weight("w2", day: 20_000, at: 11), 2), kinds), .blocked)
        XCTAssertNil(try log.readChange(kind: "weight", id: "w2"))
        XCTAssertEqual(try count(db, "SELECT count(*) FROM weight_entry"), 1)
    }

    func test_keepingWrite_kindWithoutRowStates_answersNilAndWritesNothing() throws {
        let (db, _, kinds) = try makeSUT()
        let goal = SyncChange(kind: "weekly_goal", id: "weekly_goal", fields: ["workouts": SyncStamped(.int(3), version(1))])
        XCTAssertNil(try apply(state(goal, 1), kinds))
        XCTAssertEqual(try count(db, "SELECT count(*) FROM weekly_goal"), 0)
    }

    func test_keepingWrite_parkedOrRemovedState_answersNil() throws {
        let (_, _, kinds) = try makeSUT()
        XCTAssertNil(try apply(state(weight("w1", day: 1, at: 10), 1, parked: true), kinds))
        XCTAssertNil(try apply(state(weight("w1", day: 1, at: 10, removed: 11), 1), kinds))
    }

    func test_writeChange_tombstone_keptApartAndTakenOutOfTheRow() throws {
        let (db, log, kinds) = try makeSUT()
        _ = try apply(state(weight("w1", day: 20_000, at: 10), 1), kinds)
        let tomb = state(weight("w1", day: 20_000, at: 10, removed: 12), 2)
        try log.writeChange(tomb)
        XCTAssertEqual(try log.readChange(kind: "weight", id: "w1"), tomb)
        XCTAssertEqual(try count(db, "SELECT count(*) FROM weight_entry WHERE sync_state IS NOT NULL"), 0)
        XCTAssertEqual(try count(db, "SELECT count(*) FROM sync_record"), 1)
        XCTAssertEqual(try log.readDirty(), [])
    }

    func test_writeChange_visibleStateOfRowHeldApart_movesIntoTheRow() throws {
        let (db, log, kinds) = try makeSUT()
        XCTAssertEqual(try kinds["weight"]?.writeRecord(id: "w1", weight("w1", day: 20_000, at: 10).values), .written)
        try log.writeChange(state(weight("w1", day: 20_000, at: 10), 1, parked: true))
        XCTAssertEqual(try count(db, "SELECT count(*) FROM sync_record"), 1)
        let done = state(weight("w1", day: 20_000, at: 10), 2)
        try log.writeChange(done)
        XCTAssertEqual(try log.readChange(kind: "weight", id: "w1"), done)
        XCTAssertEqual(try count(db, "SELECT count(*) FROM sync_record"), 0)
    }

    func test_keepingWrite_stateHeldApart_apartCopyDropped() throws {
        let (db, log, kinds) = try makeSUT()
        try log.writeChange(state(weight("w1", day: 20_000, at: 10, removed: 12), 1))
        XCTAssertNotNil(try log.readChange(kind: "weight", id: "w1"))
        let revived = state(weight("w1", day: 20_000, at: 13, removed: 12), 2)
        XCTAssertEqual(try apply(revived, kinds), .written)
        XCTAssertEqual(try log.readChange(kind: "weight", id: "w1"), revived)
        XCTAssertEqual(try count(db, "SELECT count(*) FROM sync_record"), 0)
    }

    func test_keepingWrite_withoutARead_apartCopyStillDropped() throws {
        let (db, log, kinds) = try makeSUT()
        try log.writeChange(state(weight("w1", day: 20_000, at: 10, removed: 12), 1))
        XCTAssertEqual(try apply(state(weight("w1", day: 20_000, at: 13, removed: 12), 2), kinds), .written)
        XCTAssertEqual(try count(db, "SELECT count(*) FROM sync_record"), 0)
    }

    func test_rowRemoved_stateMovesApartAndStillReads() throws {
        let (db, log, kinds) = try makeSUT()
        let s = state(weight("w1", day: 20_000, at: 10), 1, local: true)
        _ = try apply(s, kinds)
        try db.execute("DELETE FROM weight_entry WHERE id = 'w1'")
        XCTAssertEqual(try log.readChange(kind: "weight", id: "w1"), s)
        XCTAssertEqual(try count(db, "SELECT count(*) FROM sync_record WHERE kind = 'weight' AND seq = 1 AND local = 1"), 1)
    }

    func test_removeThenWriteAgain_apartCopyDropped() throws {
        let (db, log, kinds) = try makeSUT()
        _ = try apply(state(weight("w1", day: 20_000, at: 10), 1), kinds)
        _ = try log.readChange(kind: "weight", id: "w1")
        XCTAssertEqual(try kinds["weight"]?.deleteRecord(id: "w1"), .written)
        XCTAssertEqual(try kinds["weight"]?.writeRecord(id: "w1", weight("w1", day: 20_000, at: 10).values), .written)
        try log.writeChange(state(weight("w1", day: 20_000, at: 11), 2))
        XCTAssertEqual(try count(db, "SELECT count(*) FROM sync_record"), 0)
        XCTAssertEqual(try log.readChange(kind: "weight", id: "w1")?.sequence, 2)
    }

    func test_readFeed_statesInRowsAndApart_oneFeedInSequenceOrder() throws {
        let (_, log, kinds) = try makeSUT()
        _ = try apply(state(weight("w1", day: 1, at: 10), 1), kinds)
        try log.writeChange(state(weight("w2", day: 2, at: 10, removed: 11), 2))
        let calories = SyncChange(kind: "calories", id: "c1", fields: ["day": SyncStamped(.int(1), version(10)), "amount": SyncStamped(.int(5), version(10)),
                                                                       "note": SyncStamped(.null, version(10)), "creation_ms": SyncStamped(.int(1_700_000_000_000), version(10))])
        XCTAssertEqual(try apply(state(calories, 3, local: true), kinds), .written)
        _ = try apply(state(weight("w3", day: 3, at: 10), 4), kinds)
        XCTAssertEqual(try log.readFeed(after: 0, limit: 10).map(\.sequence), [1, 2, 3, 4])
        XCTAssertEqual(try log.readFeed(after: 1, limit: 2).map(\.change.id), ["w2", "c1"])
        XCTAssertEqual(try log.readFeed(after: 0, limit: 10).map(\.change.kind), ["weight", "weight", "calories", "weight"])
        XCTAssertEqual(try log.nextSequence(), 5)
        let pending = try log.readPending(after: 0)
        XCTAssertEqual(pending.count, 1)
        XCTAssertEqual(pending.oldest?.change, calories)
    }

    func test_readChange_stateOfAnotherCategoryInTheRow_notAnswered() throws {
        let (_, log, kinds) = try makeSUT()
        let steps = SyncChange(kind: "steps", id: "s1", fields: ["day": SyncStamped(.int(1), version(10)), "amount": SyncStamped(.int(5), version(10)),
                                                                 "note": SyncStamped(.null, version(10)), "creation_ms": SyncStamped(.int(1_700_000_000_000), version(10))])
        _ = try apply(state(steps, 1), kinds)
        XCTAssertNil(try log.readChange(kind: "calories", id: "s1"))
        XCTAssertEqual(try log.readChange(kind: "steps", id: "s1")?.change, steps)
    }

    func test_readChange_inATransactionAfterARemoval_stateHandedOverStillRead() throws {
        let (db, log, kinds) = try makeSUT()
        let s = state(weight("w1", day: 1, at: 10), 1)
        _ = try apply(s, kinds)
        try db.transaction {
            XCTAssertEqual(try log.readChange(kind: "weight", id: "w2"), nil)
            XCTAssertEqual(try kinds["weight"]?.deleteRecord(id: "w1"), .written)
            XCTAssertEqual(try log.readChange(kind: "weight", id: "w1"), s)
        }
    }

    func test_readChange_inATransactionAfterATombstoneWritten_tombstoneRead() throws {
        let (db, log, _) = try makeSUT()
        let tomb = state(weight("w1", day: 1, at: 10, removed: 11), 1)
        try db.transaction {
            XCTAssertEqual(try log.readChange(kind: "weight", id: "w1"), nil)
            try log.writeChange(tomb)
            XCTAssertEqual(try log.readChange(kind: "weight", id: "w1"), tomb)
        }
    }

    // MARK: - Stores made before the step

    private let blob = "4:3:day37:10.0.cccccccccccccccccccccccccccccccci5:200004:note37:10.0.ccccccccccccccccccccccccccccccccn4:unit37:10.0.cccccccccccccccccccccccccccccccct2:kg6:weight37:10.0.ccccccccccccccccccccccccccccccccd19:4635329916471083008"

    private func storeAtSync3() throws -> String {
        try makeStore(withFeature: "sync", atVersion: 3, rows: """
            INSERT INTO weight_entry(owner_id, id, day, weight, unit, note, sync_at) VALUES('local', 'w1', 20000, 80, 'kg', NULL, NULL);
            INSERT INTO weight_entry(owner_id, id, day, weight, unit, note, sync_at) VALUES('local', 'w2', 20001, 81, 'kg', NULL, 5);
            INSERT INTO weight_entry(owner_id, id, day, weight, unit, note, sync_at) VALUES('local', 'w4', 20003, 80, 'kg', NULL, NULL);
            INSERT INTO sync_record VALUES('local', 'weight', 'w1', 1, 1, 0, NULL, CAST('\(blob)' AS BLOB));
            INSERT INTO sync_record VALUES('local', 'weight', 'w2', 2, 0, 0, NULL, CAST('\(blob)' AS BLOB));
            INSERT INTO sync_record VALUES('local', 'weight', 'w3', 3, 0, 0, '11.0.\(site)', CAST('\(blob)' AS BLOB));
            INSERT INTO sync_record VALUES('local', 'weight', 'w4', 4, 0, 1, NULL, CAST('\(blob)' AS BLOB));
            INSERT INTO sync_record VALUES('local', 'weekly_goal', 'weekly_goal', 5, 0, 0, NULL, CAST('1:8:workouts37:10.0.\(site)i1:3' AS BLOB));
            """)
    }

    func test_migration_statesHeldAtSync3_moveIntoTheirRowsAndReadTheSame() throws {
        let path = try storeAtSync3()
        let (db, log, _) = try makeSUT(path: path)
        let w1 = try XCTUnwrap(log.readChange(kind: "weight", id: "w1"))
        XCTAssertEqual(w1, state(weight("w1", day: 20_000, at: 10), 1, local: true))
        XCTAssertEqual(try count(db, "SELECT count(*) FROM weight_entry WHERE sync_state IS NOT NULL"), 2)
        let apart = try db.statement("SELECT group_concat(id, ' ') FROM (SELECT id FROM sync_record ORDER BY seq)")
        XCTAssertTrue(try apart.step())
        XCTAssertEqual(apart.string(0), "w3 w4 weekly_goal")
        XCTAssertEqual(try log.readFeed(after: 0, limit: 10).map(\.change.id), ["w1", "w2", "w3", "w4", "weekly_goal"])
        XCTAssertEqual(try log.readChange(kind: "weight", id: "w4")?.parked, true)
        XCTAssertEqual(try log.readChange(kind: "weight", id: "w3")?.change.removed, version(11))
        XCTAssertEqual(try log.nextSequence(), 6)
    }

    func test_migration_markedRow_staysMarkedAndTheMoveMarksNothing() throws {
        let path = try storeAtSync3()
        let (_, log, _) = try makeSUT(path: path)
        XCTAssertEqual(try log.readDirty(), [SyncDirty(kind: "weight", id: "w2", at: 5)])
    }

    func test_migration_rowRemovedAfterTheStep_stateKeptApart() throws {
        let path = try storeAtSync3()
        let (db, log, _) = try makeSUT(path: path)
        try db.execute("DELETE FROM weight_entry WHERE id = 'w1'")
        XCTAssertEqual(try log.readChange(kind: "weight", id: "w1")?.sequence, 1)
        XCTAssertEqual(try count(db, "SELECT count(*) FROM sync_record WHERE id = 'w1'"), 1)
    }
}
