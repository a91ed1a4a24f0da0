import LiftCore
import LiftSQLite
import XCTest

/// The short cuts an applied change takes over SQLite answer as the long way would: a field
/// checked without the `fields` lookup, columns bound by name, a shared version found in one pass.
final class SyncApplyPathSpecs: XCTestCase {
    private let site = String(repeating: "c", count: 32)

    private func makeSUT() throws -> (SQLiteDatabase, SQLiteSyncLog, [String: SyncKindStore]) {
        let db = try makeTemporaryDatabase()
        return (db, SQLiteSyncLog(database: db, owner: "local"), SyncTables.stores(database: db, owner: "local"))
    }

    private func version(_ ms: Int64) -> SyncVersion { SyncVersion(ms: ms, counter: 0, site: site) }

    func test_normalizedIfSynced_everyKind_sameAsFieldsThenNormalized() throws {
        let (_, _, kinds) = try makeSUT()
        let values: [SyncValue] = [.null, .int(3), .double(2.5), .text("kg"), .int(-1), .rows([])]
        for (kind, store) in kinds {
            for name in store.fields.union(["not_a_field", "owner_id", "id", "sync_state"]) {
                for value in values {
                    let expected = store.fields.contains(name) ? store.normalized(field: name, value) : nil
                    XCTAssertEqual(store.normalizedIfSynced(field: name, value), expected, "\(kind).\(name) \(value)")
                }
            }
        }
    }

    func test_keepingWrite_fieldMissingFromState_columnNull() throws {
        let (db, _, kinds) = try makeSUT()
        let change = SyncChange(kind: "weight", id: "w1", fields: ["weight": SyncStamped(.double(81.5), version(5)),
                                                                   "day": SyncStamped(.int(20_000), version(5)),
                                                                   "unit": SyncStamped(.text("kg"), version(5))])
        XCTAssertEqual(try kinds["weight"]?.writeRecord(keeping: StoredSyncChange(change: change, sequence: 1, local: false, parked: false)), .written)
        let s = try db.statement("SELECT day, weight, unit, note IS NULL FROM weight_entry WHERE id = 'w1'")
        XCTAssertTrue(try s.step())
        XCTAssertEqual(s.int(0), 20_000)
        XCTAssertEqual(s.double(1), 81.5)
        XCTAssertEqual(s.string(2), "kg")
        XCTAssertEqual(s.int(3), 1)
    }

    func test_writeChange_laterFieldsShareOtherVersion_mostSharedSpeltOnce() throws {
        let (db, log, _) = try makeSUT()
        let fields = ["a": SyncStamped(.int(1), version(5)), "b": SyncStamped(.int(2), version(7)), "c": SyncStamped(.int(3), version(7))]
        try log.writeChange(StoredSyncChange(change: SyncChange(kind: "exercise", id: "e1", fields: fields), sequence: 1, local: false, parked: false))
        let s = try db.statement("SELECT hex(fields) FROM sync_record WHERE id = 'e1'")
        XCTAssertTrue(try s.step())
        let shared = "01" + "0700" + String(repeating: "CC", count: 16) + "03"
        XCTAssertEqual(s.string(0), shared + "0161" + "010500" + "6902" + "016200" + "6904" + "016300" + "6906")
        XCTAssertEqual(try log.readChange(kind: "exercise", id: "e1")?.change.fields, fields)
    }
}
