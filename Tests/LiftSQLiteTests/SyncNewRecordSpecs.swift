import LiftCore
import LiftSQLite
import XCTest

/// `writeNewRecord(keeping:)` over SQLite: an applied record the store holds nothing of is written
/// with its state by one insert, without its state read first; anything else writes nothing and
/// answers false, so the apply takes the long way.
final class SyncNewRecordSpecs: XCTestCase {
    private let v = SyncVersion(ms: 10, counter: 0, site: String(repeating: "c", count: 32))

    private func makeSUT() throws -> (SQLiteDatabase, SQLiteSyncLog, [String: SyncKindStore]) {
        let db = try makeTemporaryDatabase()
        return (db, SQLiteSyncLog(database: db, owner: "local"), SyncTables.stores(database: db, owner: "local"))
    }

    private func newWeight(_ id: String, day: Int64, removed: SyncVersion? = nil, sequence: Int64 = 1) -> StoredSyncChange {
        let values: [String: SyncValue] = ["day": .int(day), "weight": .double(70.5), "unit": .text("kg"), "note": .null]
        return StoredSyncChange(change: SyncChange(kind: "weight", id: id, fields: values.mapValues { SyncStamped($0, v) }, removed: removed),
                                sequence: sequence, local: false, parked: false)
    }

    private func rows(_ db: SQLiteDatabase, _ sql: String) throws -> Int64 {
        let s = try db.statement(sql)
        XCTAssertTrue(try s.step())
        return s.int(0)
    }

    func test_writeNewRecord_noRowInATransaction_rowAndStateWritten() throws {
        let (db, log, kinds) = try makeSUT()
        let s = newWeight("w1", day: 20_000)
        XCTAssertTrue(try db.transaction { try XCTUnwrap(kinds["weight"]).writeNewRecord(keeping: s) })
        XCTAssertEqual(try log.readChange(kind: "weight", id: "w1"), s)
        XCTAssertEqual(try rows(db, "SELECT count(*) FROM weight_entry WHERE day = 20000 AND sync_seq = 1"), 1)
    }

    func test_writeNewRecord_rowThere_falseAndRowUnchanged() throws {
        let (db, log, kinds) = try makeSUT()
        let first = newWeight("w1", day: 20_000)
        let store = try XCTUnwrap(kinds["weight"])
        XCTAssertEqual(try store.writeRecord(keeping: first), .written)
        XCTAssertFalse(try db.transaction { try store.writeNewRecord(keeping: newWeight("w1", day: 20_001, sequence: 2)) })
        XCTAssertEqual(try log.readChange(kind: "weight", id: "w1"), first)
    }

    func test_writeNewRecord_dayAnotherRecordHolds_falseAndNothingWritten() throws {
        let (db, _, kinds) = try makeSUT()
        let store = try XCTUnwrap(kinds["weight"])
        XCTAssertEqual(try store.writeRecord(keeping: newWeight("w1", day: 20_000)), .written)
        XCTAssertFalse(try db.transaction { try store.writeNewRecord(keeping: newWeight("w2", day: 20_000, sequence: 2)) })
        XCTAssertEqual(try rows(db, "SELECT count(*) FROM weight_entry"), 1)
    }

    func test_writeNewRecord_aTombstoneOfTheKindKeptApart_falseAndNothingWritten() throws {
        let (db, log, kinds) = try makeSUT()
        let tombstone = SyncChange(kind: "weight", id: "w0", removed: v)
        try log.writeChange(StoredSyncChange(change: tombstone, sequence: 1, local: false, parked: false))
        XCTAssertFalse(try db.transaction { try XCTUnwrap(kinds["weight"]).writeNewRecord(keeping: newWeight("w1", day: 1, sequence: 2)) })
        XCTAssertEqual(try rows(db, "SELECT count(*) FROM weight_entry"), 0)
    }

    func test_writeNewRecord_outsideATransaction_falseAndNothingWritten() throws {
        let (db, _, kinds) = try makeSUT()
        XCTAssertFalse(try XCTUnwrap(kinds["weight"]).writeNewRecord(keeping: newWeight("w1", day: 1)))
        XCTAssertEqual(try rows(db, "SELECT count(*) FROM weight_entry"), 0)
    }

    func test_writeNewRecord_removedLaterThanItsFields_falseAndNothingWritten() throws {
        let (db, _, kinds) = try makeSUT()
        let later = SyncVersion(ms: 11, counter: 0, site: v.site)
        XCTAssertFalse(try db.transaction { try XCTUnwrap(kinds["weight"]).writeNewRecord(keeping: newWeight("w1", day: 1, removed: later)) })
        XCTAssertEqual(try rows(db, "SELECT count(*) FROM weight_entry"), 0)
    }

    func test_writeNewRecord_kindWithChildRows_falseAndNothingWritten() throws {
        let (db, _, kinds) = try makeSUT()
        let routine = SyncChange(kind: "routine", id: "r1", fields: ["name": SyncStamped(.text("Push"), v), "creation_ms": SyncStamped(.int(1), v),
                                                                     "exercises": SyncStamped(.rows([]), v)])
        let state = StoredSyncChange(change: routine, sequence: 1, local: false, parked: false)
        XCTAssertFalse(try db.transaction { try XCTUnwrap(kinds["routine"]).writeNewRecord(keeping: state) })
        XCTAssertEqual(try rows(db, "SELECT count(*) FROM routine"), 0)
    }
}
