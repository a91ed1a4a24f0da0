import LiftCore
import LiftSQLite
import XCTest

/// A record's sync state is kept in the `fields` column in a stored form that older stores
/// already hold: it must read back exactly and stay byte for byte the same.
final class SyncLogSpecs: XCTestCase {
    private let site = String(repeating: "c", count: 32)

    private func makeSUT() throws -> (SQLiteSyncLog, SQLiteDatabase) {
        let db = try makeTemporaryDatabase()
        return (SQLiteSyncLog(database: db, owner: "local"), db)
    }

    private func stored(_ fields: [String: SyncStamped], removed: SyncVersion? = nil) -> StoredSyncChange {
        StoredSyncChange(change: SyncChange(kind: "exercise", id: "e1", fields: fields, removed: removed),
                         sequence: 1, local: false, parked: false)
    }

    func test_writeChange_everyValueShape_readsBackExactly() throws {
        let (sut, _) = try makeSUT()
        let v = SyncVersion(ms: 1_700_000_000_000, counter: 7, site: site)
        let fields: [String: SyncStamped] = [
            "min": SyncStamped(.int(.min), v), "max": SyncStamped(.int(.max), v), "neg": SyncStamped(.int(-42), v),
            "zero": SyncStamped(.double(-0.0), v), "tiny": SyncStamped(.double(.leastNonzeroMagnitude), v),
            "big": SyncStamped(.double(-.greatestFiniteMagnitude), v), "text": SyncStamped(.text("Käyrä 🏋️"), v),
            "empty": SyncStamped(.text(""), v), "null": SyncStamped(.null, v),
            "rows": SyncStamped(.rows([[SyncEntry("id", .text("r1")), SyncEntry("sets", .rows([[SyncEntry("w", .double(2.5))]]))]]), v),
        ]
        let removed = SyncVersion(ms: 1_700_000_000_001, counter: 0, site: site)
        try sut.writeChange(stored(fields, removed: removed))
        let back = try XCTUnwrap(sut.readChange(kind: "exercise", id: "e1"))
        XCTAssertEqual(back.change, stored(fields, removed: removed).change)
        guard case .double(let z)? = back.change.fields["zero"]?.value else { return XCTFail("zero") }
        XCTAssertEqual(z.sign, .minus)
    }

    func test_writeChange_storedForm_sharedVersionSpeltOnce() throws {
        let (sut, db) = try makeSUT()
        let v = SyncVersion(ms: 12, counter: 3, site: site)
        let other = SyncVersion(ms: 9, counter: 0, site: site)
        try sut.writeChange(stored(["b": SyncStamped(.int(-5), v), "a": SyncStamped(.double(1.5), v),
                                    "c": SyncStamped(.text("hé"), other), "d": SyncStamped(.null, v),
                                    "e": SyncStamped(.rows([[SyncEntry("x", .int(1))]]), v)]))
        let s = try db.statement("SELECT CAST(fields AS TEXT) FROM sync_record WHERE id = 'e1'")
        XCTAssertTrue(try s.step())
        XCTAssertEqual(s.string(0), "v37:12.3.\(site)5:1:a=d19:46094342186137026561:b=i2:-51:c36:9.0.\(site)t3:hé1:d=n1:e=r1:1:1:xi1:1")
    }

    func test_readChange_formOlderStoresHold_readsBackExactly() throws {
        let (sut, db) = try makeSUT()
        let v = SyncVersion(ms: 12, counter: 3, site: site)
        try sut.writeChange(stored(["a": SyncStamped(.int(1), v)]))
        let version = "37:12.3.\(site)"
        let old = "5:1:a\(version)d19:46094342186137026561:b\(version)i2:-51:c\(version)t3:hé1:d\(version)n1:e\(version)r1:1:1:xi1:1"
        try db.statement("UPDATE sync_record SET fields = CAST(? AS BLOB)").bind(.text(old)).run()
        XCTAssertEqual(try sut.readChange(kind: "exercise", id: "e1")?.change,
                       stored(["b": SyncStamped(.int(-5), v), "a": SyncStamped(.double(1.5), v), "c": SyncStamped(.text("hé"), v),
                               "d": SyncStamped(.null, v), "e": SyncStamped(.rows([[SyncEntry("x", .int(1))]]), v)]).change)
    }

    func test_writeChange_versionsTiedInCount_laterOneSharedAndAllReadBack() throws {
        let (sut, db) = try makeSUT()
        let early = SyncVersion(ms: 5, counter: 0, site: site), late = SyncVersion(ms: 7, counter: 0, site: site)
        let fields = ["a": SyncStamped(.int(1), early), "b": SyncStamped(.int(2), late)]
        try sut.writeChange(stored(fields))
        let s = try db.statement("SELECT CAST(fields AS TEXT) FROM sync_record WHERE id = 'e1'")
        XCTAssertTrue(try s.step())
        XCTAssertTrue(s.string(0).hasPrefix("v36:7.0."))
        XCTAssertEqual(try sut.readChange(kind: "exercise", id: "e1")?.change.fields, fields)
    }

    func test_writeChange_noFields_readsBackEmpty() throws {
        let (sut, _) = try makeSUT()
        try sut.writeChange(stored([:], removed: SyncVersion(ms: 5, counter: 0, site: site)))
        XCTAssertEqual(try sut.readChange(kind: "exercise", id: "e1")?.change.fields, [:])
    }

    func test_readChange_damagedSharedVersion_refusedAsCorrupt() throws {
        let (sut, db) = try makeSUT()
        try sut.writeChange(stored(["a": SyncStamped(.int(1), SyncVersion(ms: 12, counter: 3, site: site))]))
        for damaged in ["v5:1.2.31:1:a=i1:1", "v", "v37:12.3.\(site)1:1:a=", "1:1:a=i1:1"] {
            try db.statement("UPDATE sync_record SET fields = CAST(? AS BLOB)").bind(.text(damaged)).run()
            XCTAssertThrowsError(try sut.readChange(kind: "exercise", id: "e1"), damaged) { error in
                XCTAssertEqual((error as? LiftError)?.status, .corrupt, damaged)
            }
        }
    }

    func test_readChange_damagedNumber_refusedAsCorrupt() throws {
        let (sut, db) = try makeSUT()
        let v = SyncVersion(ms: 12, counter: 3, site: site)
        try sut.writeChange(stored(["a": SyncStamped(.int(1), v)]))
        for damaged in ["1:1:a37:12.3.\(site)i20:99999999999999999999", "1:1:a37:12.3.\(site)i1:x",
                        "1:1:a37:12.3.\(site)d21:999999999999999999999", "1:1:a37:12.3.\(site)i0:", "1:1:a5:1.2.3i1:1"] {
            try db.statement("UPDATE sync_record SET fields = CAST(? AS BLOB)").bind(.text(damaged)).run()
            XCTAssertThrowsError(try sut.readChange(kind: "exercise", id: "e1"), damaged) { error in
                XCTAssertEqual((error as? LiftError)?.status, .corrupt, damaged)
            }
        }
    }
}
