import LiftCore
import LiftSQLite
import XCTest

/// The sync triggers' marks over SQLite: stamped with the store's clock (`lift_now_ms()`), and
/// a record with a state, removed and made again before it is settled, marked to take its versions whole.
final class SyncMarkSpecs: XCTestCase {
    private let fixed: Int64 = 1_700_000_000_000

    private func makeSUT(path: String? = nil) throws -> (SQLiteCountStore, SQLiteDatabase) {
        let db = try SQLiteDatabase(path: path ?? temporaryStorePath(), now: { [fixed] in Timestamp(milliseconds: fixed) })
        return (SQLiteCountStore(database: db, owner: "local"), db)
    }

    private func entry(_ id: RecordID = .random(), amount: Int64 = 100) -> CountEntry {
        CountEntry(id: id, category: .steps, day: Day(daysSinceEpoch: 20_000), amount: amount, note: nil, creationDate: Timestamp(milliseconds: 1))
    }

    /// The record's mark, taken (`readDirty` clears what it reads).
    private func mark(_ db: SQLiteDatabase, _ id: RecordID) throws -> (at: Int64, whole: Bool)? {
        try SQLiteSyncLog(database: db, owner: "local").readDirty().first { $0.id == id.text }.map { ($0.at, $0.rewritten) }
    }

    func test_storeClockFunction_givenClock_sqlAnswersIt() throws {
        let (_, db) = try makeSUT()
        let s = try db.statement("SELECT lift_now_ms()")
        XCTAssertTrue(try s.step())
        XCTAssertEqual(s.int(0), fixed)
    }

    func test_syncMark_recordSaved_stampedWithTheStoreClock() throws {
        let (sut, db) = try makeSUT()
        let e = entry()
        try sut.createCountEntry(e)
        let m = try XCTUnwrap(try mark(db, e.id))
        XCTAssertEqual(m.at, fixed)
        XCTAssertFalse(m.whole)
    }

    func test_syncMark_recordEdited_notWhole() throws {
        let (sut, db) = try makeSUT()
        var e = entry()
        try sut.createCountEntry(e)
        e.amount = 200
        try sut.updateCountEntry(e)
        XCTAssertEqual(try mark(db, e.id)?.whole, false)
    }

    func test_syncMark_settledRecordRemovedAndMadeAgain_markedWhole() throws {
        let (sut, db) = try makeSUT()
        let e = entry()
        try sut.createCountEntry(e)
        try SettleLocalChanges(log: SQLiteSyncLog(database: db, owner: "local"), kinds: SyncTables.stores(database: db, owner: "local"))()
        _ = try sut.deleteCountEntries(.steps, day: e.day)
        try sut.createCountEntry(e)
        XCTAssertEqual(try mark(db, e.id)?.whole, true)
    }

    func test_open_storeWithFirstSyncTriggers_migratedToStampTheStoreClock() throws {
        let path = try makeStore(withFeature: "sync", atVersion: 1)
        let (sut, db) = try makeSUT(path: path)
        let e = entry()
        try sut.createCountEntry(e)
        XCTAssertEqual(try mark(db, e.id)?.at, fixed)
    }
}
