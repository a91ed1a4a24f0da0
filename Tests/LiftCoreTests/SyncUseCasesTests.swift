import LiftCore
import XCTest

final class SyncUseCasesTests: XCTestCase {
    private func makeSUT(unique: (field: String, rule: SyncUniqueRule)? = nil) -> (SaveChanges, SyncLogSpy, SyncKindStoreSpy) {
        let log = SyncLogSpy(), store = SyncKindStoreSpy(unique: unique)
        return (SaveChanges(log: log, kinds: ["exercise": store]), log, store)
    }

    private func change(_ id: String, _ fields: [String: (SyncValue, SyncVersion)], removed: SyncVersion? = nil) -> SyncChange {
        SyncChange(kind: "exercise", id: id, fields: fields.mapValues { SyncStamped($0.0, $0.1) }, removed: removed)
    }

    // MARK: SyncVersion, SyncClock

    func test_syncVersion_text_readsBackEqual() {
        let v = version(1_700_000_000_000, 3)
        XCTAssertEqual(SyncVersion(text: v.text), v)
    }

    func test_syncVersion_badSpellings_nil() {
        for bad in ["", "1.2", "1.2.xyz", "-1.0.\(String(repeating: "a", count: 32))", "1.0.\(String(repeating: "A", count: 32))",
                    "99999999999999999999.0.\(String(repeating: "a", count: 32))"] {
            XCTAssertNil(SyncVersion(text: bad), bad)
        }
    }

    func test_syncVersion_order_msThenCounterThenSite() {
        XCTAssertLessThan(version(1, 9), version(2, 0))
        XCTAssertLessThan(version(1, 1), version(1, 2))
        XCTAssertLessThan(version(1, 1, site: "a"), version(1, 1, site: "b"))
    }

    func test_syncClock_tickAfterObservingLater_isLaterThanIt() {
        var clock = SyncClock(ms: 10, counter: 0, site: SyncLogSpy.site)
        clock.observe(version(500, 7))
        let v = clock.tick(now: 100)
        XCTAssertGreaterThan(v, version(500, 7))
    }

    func test_syncClock_tickAtMaximumCounter_neverTraps() {
        var clock = SyncClock(ms: Int64.max, counter: Int64.max, site: SyncLogSpy.site)
        _ = clock.tick(now: 0)
        _ = clock.tick(now: Int64.max)
    }

    // MARK: SaveChanges

    func test_saveChanges_newRecord_writtenAndApplied() throws {
        let (sut, log, store) = makeSUT()
        let result = try sut([change("e1", ["name": (.text("Squat"), version(5))])], from: nil)
        XCTAssertEqual(result.applied, 1)
        XCTAssertEqual(store.records["e1"]?["name"], .text("Squat"))
        XCTAssertEqual(log.states["exercise/e1"]?.local, false)
    }

    func test_saveChanges_sameBatchTwice_secondSkipsAndWritesNothing() throws {
        let (sut, _, store) = makeSUT()
        let batch = [change("e1", ["name": (.text("Squat"), version(5))])]
        _ = try sut(batch, from: nil)
        let again = try sut(batch, from: nil)
        XCTAssertEqual(again.applied, 0)
        XCTAssertEqual(again.skipped, 1)
        XCTAssertEqual(store.written, ["e1"])
    }

    func test_saveChanges_olderFieldVersion_skippedKeepsNewer() throws {
        let (sut, _, store) = makeSUT()
        _ = try sut([change("e1", ["name": (.text("New"), version(9))])], from: nil)
        let result = try sut([change("e1", ["name": (.text("Old"), version(3))])], from: nil)
        XCTAssertEqual(result.skipped, 1)
        XCTAssertEqual(store.records["e1"]?["name"], .text("New"))
    }

    func test_saveChanges_fieldsFromTwoChanges_mergedPerField() throws {
        let (sut, _, store) = makeSUT()
        _ = try sut([change("e1", ["name": (.text("A"), version(9)), "note": (.text("x"), version(1))])], from: nil)
        _ = try sut([change("e1", ["name": (.text("B"), version(2)), "note": (.text("y"), version(5))])], from: nil)
        XCTAssertEqual(store.records["e1"], ["name": .text("A"), "note": .text("y")])
    }

    func test_saveChanges_tombstoneLaterThanFields_removesRecord() throws {
        let (sut, _, store) = makeSUT()
        _ = try sut([change("e1", ["name": (.text("A"), version(2))])], from: nil)
        _ = try sut([change("e1", [:], removed: version(3))], from: nil)
        XCTAssertNil(store.records["e1"])
        XCTAssertEqual(store.deleted, ["e1"])
    }

    func test_saveChanges_editLaterThanTombstone_bringsRecordBack() throws {
        let (sut, _, store) = makeSUT()
        _ = try sut([change("e1", ["name": (.text("A"), version(2))], removed: version(3))], from: nil)
        XCTAssertNil(store.records["e1"])
        _ = try sut([change("e1", ["name": (.text("B"), version(4))])], from: nil)
        XCTAssertEqual(store.records["e1"]?["name"], .text("B"))
    }

    func test_saveChanges_blockedRecord_parkedThenWrittenOnceUnblocked() throws {
        let (sut, log, store) = makeSUT()
        store.blocked = ["e1"]
        let first = try sut([change("e1", ["name": (.text("A"), version(2))])], from: nil)
        XCTAssertEqual(first.parked, 1)
        XCTAssertEqual(log.states["exercise/e1"]?.parked, true)
        store.blocked = []
        let second = try sut([], from: nil)
        XCTAssertEqual(second.parked, 0)
        XCTAssertEqual(store.records["e1"]?["name"], .text("A"))
    }

    func test_saveChanges_nameClashIncomingLater_incomingRenamedAndReported() throws {
        let (sut, _, store) = makeSUT(unique: ("name", .rename))
        _ = try sut([change("e1", ["name": (.text("Push"), version(2))])], from: nil)
        let result = try sut([change("e2", ["name": (.text("Push"), version(5))])], from: nil)
        XCTAssertEqual(store.records["e2"]?["name"], .text("Push (2)"))
        XCTAssertEqual(store.records["e1"]?["name"], .text("Push"))
        XCTAssertEqual(result.conflicts.map(\.rule), [.nameClash])
        XCTAssertEqual(result.conflicts.first?.was, .text("Push"))
    }

    func test_saveChanges_nameClashHolderLater_holderRenamed() throws {
        let (sut, _, store) = makeSUT(unique: ("name", .rename))
        _ = try sut([change("e1", ["name": (.text("Push"), version(9))])], from: nil)
        let result = try sut([change("e2", ["name": (.text("Push"), version(5))])], from: nil)
        XCTAssertEqual(store.records["e1"]?["name"], .text("Push (2)"))
        XCTAssertEqual(store.records["e2"]?["name"], .text("Push"))
        XCTAssertEqual(result.conflicts.first?.id, "e1")
    }

    func test_saveChanges_keyClashIncomingEarlier_incomingRemovedAndReportedWithValue() throws {
        let (sut, log, store) = makeSUT(unique: ("name", .keepLater))
        _ = try sut([change("w2", ["name": (.text("2024-03-01"), version(9)), "note": (.text("later"), version(9))])], from: nil)
        let result = try sut([change("w1", ["name": (.text("2024-03-01"), version(5)), "note": (.text("earlier"), version(5))])], from: nil)
        XCTAssertNil(store.records["w1"])
        XCTAssertEqual(store.records["w2"]?["note"], .text("later"))
        XCTAssertEqual(result.conflicts.first?.rule, .oneWeightPerDay)
        XCTAssertEqual(result.conflicts.first?.kept, "w2")
        XCTAssertEqual(result.conflicts.first?.values?["note"], .text("earlier"))
        XCTAssertEqual(log.states["exercise/w1"]?.change.isVisible, false)
    }

    func test_saveChanges_keyClashIncomingLater_holderRemoved() throws {
        let (sut, log, store) = makeSUT(unique: ("name", .keepLater))
        _ = try sut([change("w1", ["name": (.text("d"), version(5))])], from: nil)
        _ = try sut([change("w2", ["name": (.text("d"), version(9))])], from: nil)
        XCTAssertNil(store.records["w1"])
        XCTAssertNotNil(store.records["w2"])
        XCTAssertEqual(log.states["exercise/w1"]?.local, true)
    }

    func test_saveChanges_unknownKind_refusedNamingItNothingWritten() {
        let (sut, log, store) = makeSUT()
        let bad = SyncChange(kind: "league", id: "x")
        let error = liftError { try sut([change("e1", ["name": (.text("A"), version(1))]), bad], from: nil) }
        assertInvalid(error, path: Location("changes").index(1).key("kind"), code: "unknown_sync_kind")
        XCTAssertTrue(store.written.isEmpty)
        XCTAssertTrue(log.states.isEmpty)
    }

    func test_saveChanges_unknownField_refusedNamingIt() {
        let (sut, _, store) = makeSUT()
        let error = liftError { try sut([change("e1", ["password": (.text("A"), version(1))])], from: nil) }
        assertInvalid(error, path: Location("changes").index(0).key("fields").key("password"), code: "unknown_field")
        XCTAssertTrue(store.written.isEmpty)
    }

    func test_saveChanges_valueTheFieldCannotHold_refusedInvalidValue() {
        let (sut, _, store) = makeSUT()
        let error = liftError { try sut([change("e1", ["name": (.int(-1), version(1))])], from: nil) }
        assertInvalid(error, path: Location("changes").index(0).key("fields").key("name"), code: "invalid_value")
        XCTAssertTrue(store.written.isEmpty)
    }

    func test_saveChanges_storeFails_errorDeliveredUnchanged() {
        let (sut, log, _) = makeSUT()
        log.stub(.writeChange, error: LiftError(.io, "disk"))
        XCTAssertEqual(liftError { try sut([change("e1", ["name": (.text("A"), version(1))])], from: nil) }, LiftError(.io, "disk"))
    }

    func test_saveChanges_withCursor_remembersPeer() throws {
        let (sut, log, _) = makeSUT()
        let peer = SyncCursor(site: String(repeating: "c", count: 32), sequence: 7)
        _ = try sut([], from: peer)
        XCTAssertEqual(log.peers, [peer])
    }

    func test_saveChanges_observesIncomingVersions_laterLocalEditWins() throws {
        let (sut, log, store) = makeSUT()
        _ = try sut([change("e1", ["name": (.text("Remote"), version(1_000_000))])], from: nil)
        store.records["e1"]?["name"] = .text("Local")
        log.dirty = [SyncDirty(kind: "exercise", id: "e1", at: 5)]
        try SettleLocalChanges(log: log, kinds: ["exercise": store])()
        XCTAssertGreaterThan(log.states["exercise/e1"]?.change.fields["name"]?.version ?? version(0), version(1_000_000))
    }

    // MARK: SettleLocalChanges

    func test_settle_newLocalRecord_versionedAtItsTimeAndLocal() throws {
        let log = SyncLogSpy(), store = SyncKindStoreSpy()
        store.records["e1"] = ["name": .text("A")]
        log.dirty = [SyncDirty(kind: "exercise", id: "e1", at: 1234)]
        XCTAssertEqual(try SettleLocalChanges(log: log, kinds: ["exercise": store])(), 1)
        let state = try XCTUnwrap(log.states["exercise/e1"])
        XCTAssertEqual(state.change.fields["name"]?.version.ms, 1234)
        XCTAssertTrue(state.local)
        XCTAssertTrue(log.dirty.isEmpty)
    }

    func test_settle_unchangedRecord_noNewVersion() throws {
        let log = SyncLogSpy(), store = SyncKindStoreSpy()
        store.records["e1"] = ["name": .text("A")]
        log.dirty = [SyncDirty(kind: "exercise", id: "e1", at: 1)]
        try SettleLocalChanges(log: log, kinds: ["exercise": store])()
        log.dirty = [SyncDirty(kind: "exercise", id: "e1", at: 2)]
        XCTAssertEqual(try SettleLocalChanges(log: log, kinds: ["exercise": store])(), 0)
    }

    func test_settle_rewrittenWithSameValues_everyFieldTakesTheNewVersion() throws {
        let log = SyncLogSpy(), store = SyncKindStoreSpy(kind: "steps", fields: ["amount", "note"])
        store.records["t1"] = ["amount": .int(500), "note": .null]
        log.dirty = [SyncDirty(kind: "steps", id: "t1", at: 1)]
        try SettleLocalChanges(log: log, kinds: ["steps": store])()
        log.dirty = [SyncDirty(kind: "steps", id: "t1", at: 9, rewritten: true)]
        XCTAssertEqual(try SettleLocalChanges(log: log, kinds: ["steps": store])(), 1)
        let fields = try XCTUnwrap(log.states["steps/t1"]?.change.fields)
        XCTAssertEqual(fields["amount"]?.version.ms, 9)
        XCTAssertEqual(fields["note"]?.version.ms, 9)
    }

    func test_settle_newRecordWithEmptyField_emptyFieldTakesTheEarliestVersion() throws {
        let log = SyncLogSpy(), store = SyncKindStoreSpy()
        store.records["e1"] = ["name": .text("A"), "note": .null]
        log.dirty = [SyncDirty(kind: "exercise", id: "e1", at: 1234)]
        try SettleLocalChanges(log: log, kinds: ["exercise": store])()
        let fields = try XCTUnwrap(log.states["exercise/e1"]?.change.fields)
        XCTAssertEqual(fields["name"]?.version.ms, 1234)
        XCTAssertEqual(fields["note"]?.version.ms, 0)
    }

    func test_settle_recordGone_tombstone() throws {
        let log = SyncLogSpy(), store = SyncKindStoreSpy()
        store.records["e1"] = ["name": .text("A")]
        log.dirty = [SyncDirty(kind: "exercise", id: "e1", at: 1)]
        try SettleLocalChanges(log: log, kinds: ["exercise": store])()
        store.records["e1"] = nil
        log.dirty = [SyncDirty(kind: "exercise", id: "e1", at: 2)]
        try SettleLocalChanges(log: log, kinds: ["exercise": store])()
        XCTAssertEqual(log.states["exercise/e1"]?.change.isVisible, false)
    }

    func test_settle_readFails_errorDeliveredUnchanged() {
        let log = SyncLogSpy()
        log.stub(.readDirty, error: LiftError(.io, "disk"))
        XCTAssertEqual(liftError { try SettleLocalChanges(log: log, kinds: [:])() }, LiftError(.io, "disk"))
    }

    // MARK: LoadChanges, LoadSyncState

    private func seeded(_ n: Int) throws -> (SyncLogSpy, SyncKindStoreSpy) {
        let log = SyncLogSpy(), store = SyncKindStoreSpy()
        for i in 0..<n {
            store.records["e\(i)"] = ["name": .text("E\(i)")]
            log.dirty.append(SyncDirty(kind: "exercise", id: "e\(i)", at: Int64(i + 1)))
        }
        return (log, store)
    }

    func test_loadChanges_limit_cutsWithMoreAndCursorContinues() throws {
        let (log, store) = try seeded(3)
        let sut = LoadChanges(log: log, kinds: ["exercise": store])
        let first = try sut(since: nil, limit: 2, peer: nil)
        XCTAssertEqual(first.changes.map(\.id), ["e0", "e1"])
        XCTAssertTrue(first.more)
        let rest = try sut(since: first.cursor, limit: 2, peer: nil)
        XCTAssertEqual(rest.changes.map(\.id), ["e2"])
        XCTAssertFalse(rest.more)
    }

    func test_loadChanges_cursorOfAnotherSite_refusedInvalidCursor() throws {
        let (log, store) = try seeded(1)
        let error = liftError { try LoadChanges(log: log, kinds: ["exercise": store])(since: SyncCursor(site: String(repeating: "f", count: 32), sequence: 1), limit: 10, peer: nil) }
        assertInvalid(error, path: Location("since"), code: "invalid_cursor")
    }

    func test_loadChanges_peerWroteEverything_leftOutButCursorAdvances() throws {
        let (sut, log, store) = makeSUT()
        _ = try sut([change("e1", ["name": (.text("A"), version(5, site: "c"))])], from: nil)
        let loaded = try LoadChanges(log: log, kinds: ["exercise": store])(since: nil, limit: 10, peer: String(repeating: "c", count: 32))
        XCTAssertTrue(loaded.changes.isEmpty)
        XCTAssertEqual(loaded.cursor.sequence, 1)
    }

    func test_loadChanges_withOwnCursor_acknowledgesIt() throws {
        let (log, store) = try seeded(2)
        let sut = LoadChanges(log: log, kinds: ["exercise": store])
        let first = try sut(since: nil, limit: 10, peer: nil)
        XCTAssertEqual(try LoadSyncState(log: log, kinds: ["exercise": store])().pending, 2)
        _ = try sut(since: first.cursor, limit: 10, peer: nil)
        let state = try LoadSyncState(log: log, kinds: ["exercise": store])()
        XCTAssertEqual(state.pending, 0)
        XCTAssertNil(state.oldestPending)
    }

    func test_loadSyncState_localEdits_pendingWithOldest() throws {
        let (log, store) = try seeded(2)
        let state = try LoadSyncState(log: log, kinds: ["exercise": store])()
        XCTAssertEqual(state.pending, 2)
        XCTAssertEqual(state.oldestPending?.id, "e0")
        XCTAssertEqual(state.site, SyncLogSpy.site)
    }

    func test_loadChanges_feedFails_errorDeliveredUnchanged() throws {
        let (log, store) = try seeded(1)
        log.stub(.readFeed, error: LiftError(.io, "disk"))
        XCTAssertEqual(liftError { try LoadChanges(log: log, kinds: ["exercise": store])(since: nil, limit: 10, peer: nil) }, LiftError(.io, "disk"))
    }
}

extension SyncUseCasesTests {
    func test_saveChanges_namesARemovedRecord_removedOneKeptAsideAndBothWritten() throws {
        let log = SyncLogSpy(), store = SyncKindStoreSpy(fields: ["name", "note", "ref"])
        let sut = SaveChanges(log: log, kinds: ["exercise": store])
        _ = try sut([SyncChange(kind: "exercise", id: "e1", fields: ["name": SyncStamped(.text("Squat"), version(1))], removed: version(2))], from: nil)
        XCTAssertNil(store.records["e1"])
        store.blockedUnlessPresent = ["e2": "e1"]
        let result = try sut([SyncChange(kind: "exercise", id: "e2", fields: ["ref": SyncStamped(.text("e1"), version(3))])], from: nil)
        XCTAssertEqual(store.records["e1"]?["name"], .text("Squat"))
        XCTAssertNotNil(store.records["e2"])
        XCTAssertEqual(log.states["exercise/e1"]?.parked, true)
        XCTAssertEqual(result.parked, 1)
    }
}
