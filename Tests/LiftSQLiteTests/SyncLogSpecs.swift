import LiftCore
import LiftSQLite
import XCTest

/// A record's sync state is kept in the `fields` column: written in the binary form, pinned here
/// byte for byte; the text forms that stores made by earlier builds hold must still read back exactly.
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

    private var siteHex: String { String(repeating: "CC", count: 16) }

    private func storedHex(_ db: SQLiteDatabase) throws -> String {
        let s = try db.statement("SELECT hex(fields) FROM sync_record WHERE id = 'e1'")
        XCTAssertTrue(try s.step())
        return s.string(0)
    }

    func test_writeChange_storedForm_binarySharedVersionOnceSameSiteWithoutSite() throws {
        let (sut, db) = try makeSUT()
        let v = SyncVersion(ms: 12, counter: 3, site: site)
        let other = SyncVersion(ms: 9, counter: 0, site: site)
        try sut.writeChange(stored(["b": SyncStamped(.int(-5), v), "a": SyncStamped(.double(1.5), v),
                                    "c": SyncStamped(.text("hé"), other), "d": SyncStamped(.null, v),
                                    "e": SyncStamped(.rows([[SyncEntry("x", .int(1))]]), v)]))
        // form, shared version (ms, counter, site), count; a: shared, double LE; b: zigzag -5;
        // c: ms and counter of the shared site, text; d: null; e: one row of one entry.
        let expected = "01" + "0C03" + siteHex + "05" + "016100" + "64000000000000F83F" + "0162006909"
            + "0163010900" + "740368C3A9" + "0164006E" + "01650072010101786902"
        XCTAssertEqual(try storedHex(db), expected)
    }

    func test_writeChange_fieldOfAnotherSite_readsBackWithItsSite() throws {
        let (sut, db) = try makeSUT()
        let mine = SyncVersion(ms: 1_700_000_000_000, counter: 2, site: site)
        let theirs = SyncVersion(ms: 1_700_000_000_000, counter: 2, site: "0123456789abcdef0123456789abcdef")
        let fields = ["a": SyncStamped(.int(1), mine), "b": SyncStamped(.int(2), mine), "c": SyncStamped(.int(3), theirs)]
        try sut.writeChange(stored(fields))
        XCTAssertTrue(try storedHex(db).contains("0163" + "02" + "80D095FFBC3102" + "0123456789ABCDEF0123456789ABCDEF" + "6906"))
        XCTAssertEqual(try sut.readChange(kind: "exercise", id: "e1")?.change.fields, fields)
    }

    /// The state `text` (a form earlier builds wrote) put in place of a written one, read back.
    private func readBack(text: String) throws -> SyncChange? {
        let (sut, db) = try makeSUT()
        try sut.writeChange(stored(["a": SyncStamped(.int(1), SyncVersion(ms: 12, counter: 3, site: site))]))
        try db.statement("UPDATE sync_record SET fields = CAST(? AS BLOB)").bind(.text(text)).run()
        return try sut.readChange(kind: "exercise", id: "e1")?.change
    }

    private func fieldsOfTheTextForms(cVersion: SyncVersion) -> [String: SyncStamped] {
        let v = SyncVersion(ms: 12, counter: 3, site: site)
        return ["b": SyncStamped(.int(-5), v), "a": SyncStamped(.double(1.5), v), "c": SyncStamped(.text("hé"), cVersion),
                "d": SyncStamped(.null, v), "e": SyncStamped(.rows([[SyncEntry("x", .int(1))]]), v)]
    }

    func test_readChange_textFormOfEarlierBuilds_readsBackExactly() throws {
        let text = "v37:12.3.\(site)5:1:a=d19:46094342186137026561:b=i2:-51:c36:9.0.\(site)t3:hé1:d=n1:e=r1:1:1:xi1:1"
        XCTAssertEqual(try readBack(text: text), stored(fieldsOfTheTextForms(cVersion: SyncVersion(ms: 9, counter: 0, site: site))).change)
    }

    func test_readChange_damagedBinaryForm_refusedAsCorrupt() throws {
        let (sut, db) = try makeSUT()
        try sut.writeChange(stored(["a": SyncStamped(.int(1), SyncVersion(ms: 12, counter: 3, site: site))]))
        let head = "01" + "0C03" + siteHex + "01"
        let cases = ["01", "010C03", head, head + "0161", head + "016103" + "6902", head + "016100" + "6902" + "00",
                     head + "0561" + "00" + "6902", head + "016100" + "7A", head + "016100" + "69",
                     "01" + String(repeating: "FF", count: 11) + "00", head + "016100" + "64" + "0000",
                     head + "016100" + "72" + "0101" + "0578"]
        for damaged in cases {
            try db.execute("UPDATE sync_record SET fields = X'\(damaged)'")
            XCTAssertThrowsError(try sut.readChange(kind: "exercise", id: "e1"), damaged) { error in
                XCTAssertEqual((error as? LiftError)?.status, .corrupt, damaged)
            }
        }
    }

    func test_readChange_formOlderStoresHold_readsBackExactly() throws {
        let version = "37:12.3.\(site)"
        let old = "5:1:a\(version)d19:46094342186137026561:b\(version)i2:-51:c\(version)t3:hé1:d\(version)n1:e\(version)r1:1:1:xi1:1"
        XCTAssertEqual(try readBack(text: old), stored(fieldsOfTheTextForms(cVersion: SyncVersion(ms: 12, counter: 3, site: site))).change)
    }

    func test_writeChange_versionsTiedInCount_laterOneSharedAndAllReadBack() throws {
        let (sut, db) = try makeSUT()
        let early = SyncVersion(ms: 5, counter: 0, site: site), late = SyncVersion(ms: 7, counter: 0, site: site)
        let fields = ["a": SyncStamped(.int(1), early), "b": SyncStamped(.int(2), late)]
        try sut.writeChange(stored(fields))
        XCTAssertTrue(try storedHex(db).hasPrefix("01" + "0700" + siteHex))
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
