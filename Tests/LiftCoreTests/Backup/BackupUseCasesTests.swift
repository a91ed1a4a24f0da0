import LiftCore
import XCTest

/// Load Backup and Restore Backup against the sync spies.
final class BackupUseCasesTests: XCTestCase {
    private func stored(_ id: String, _ name: String, sequence: Int64, parked: Bool = false) -> StoredSyncChange {
        StoredSyncChange(change: SyncChange(kind: "exercise", id: id, fields: ["name": SyncStamped(.text(name), version(sequence))]),
                         sequence: sequence, local: true, parked: parked)
    }

    private func makeSUT(count: Int = 0) -> (LoadBackup, SyncLogSpy, SyncKindStoreSpy) {
        let log = SyncLogSpy(), store = SyncKindStoreSpy()
        for i in 0..<count { log.states["exercise/e\(i)"] = stored("e\(i)", "E\(i)", sequence: Int64(i + 1)) }
        return (LoadBackup(log: log, kinds: ["exercise": store]), log, store)
    }

    func test_loadBackup_emptyFeed_handsNoPageAndCountsZero() throws {
        let (sut, _, _) = makeSUT()
        var pages = 0
        XCTAssertEqual(try sut.pages { _ in pages += 1 }, 0)
        XCTAssertEqual(pages, 0)
        XCTAssertEqual(try sut.site(), SyncLogSpy.site)
    }

    func test_loadBackup_moreThanAPage_handsEveryChangeOnceInFeedOrder() throws {
        let (sut, _, _) = makeSUT(count: LoadBackup.pageSize + 5)
        var ids = [String](), sizes = [Int]()
        let count = try sut.pages { page in
            sizes.append(page.count)
            ids += page.map(\.id)
        }
        XCTAssertEqual(count, LoadBackup.pageSize + 5)
        XCTAssertEqual(sizes, [LoadBackup.pageSize, 5])
        XCTAssertEqual(ids, (0..<(LoadBackup.pageSize + 5)).map { "e\($0)" })
    }

    func test_loadBackup_parkedChanges_areKeptInTheBackup() throws {
        let (sut, log, _) = makeSUT()
        log.states["exercise/p"] = stored("p", "Parked", sequence: 1, parked: true)
        var ids = [String]()
        try sut.pages { ids += $0.map(\.id) }
        XCTAssertEqual(ids, ["p"])
    }

    func test_loadBackup_localEditsNotYetVersioned_areSettledIntoTheBackup() throws {
        let (sut, log, store) = makeSUT()
        store.records["new"] = ["name": .text("Fresh")]
        log.dirty = [SyncDirty(kind: "exercise", id: "new", at: 1_000)]
        _ = try sut.site()
        var changes = [SyncChange]()
        try sut.pages { changes += $0 }
        XCTAssertEqual(changes.map(\.id), ["new"])
        XCTAssertEqual(changes.first?.fields["name"]?.value, .text("Fresh"))
    }

    func test_loadBackup_acknowledgesNothing() throws {
        let (sut, log, _) = makeSUT(count: 3)
        _ = try sut.site()
        try sut.pages { _ in }
        XCTAssertEqual(log.acknowledged, 0)
        XCTAssertEqual(log.peers, [])
    }

    func test_loadBackup_feedReadFails_deliversTheError() {
        let (sut, log, _) = makeSUT(count: 1)
        log.stub(.readFeed, error: LiftError(.io, "disk"))
        XCTAssertEqual(liftError { try sut.pages { _ in } }?.message, "disk")
    }

    func test_restoreBackup_onEmptyStore_writesEveryRecordAndRemembersNoPeer() throws {
        let (source, _, _) = makeSUT(count: 3)
        var changes = [SyncChange]()
        try source.pages { changes += $0 }
        let log = SyncLogSpy(), store = SyncKindStoreSpy()
        let result = try RestoreBackup(log: log, kinds: ["exercise": store])(changes, path: Location("backup").key("changes"))
        XCTAssertEqual(result.applied, 3)
        XCTAssertEqual(store.records.count, 3)
        XCTAssertEqual(log.peers, [])
    }

    func test_restoreBackup_twice_secondAppliesNothing() throws {
        let (source, _, _) = makeSUT(count: 2)
        var changes = [SyncChange]()
        try source.pages { changes += $0 }
        let log = SyncLogSpy(), store = SyncKindStoreSpy()
        let sut = RestoreBackup(log: log, kinds: ["exercise": store])
        _ = try sut(changes, path: Location("changes"))
        let again = try sut(changes, path: Location("changes"))
        XCTAssertEqual(again.applied, 0)
        XCTAssertEqual(again.skipped, 2)
    }

    func test_restoreBackup_unknownKind_isRefusedAtItsPathAndWritesNothing() {
        let log = SyncLogSpy(), store = SyncKindStoreSpy()
        let bad = SyncChange(kind: "nope", id: "x", fields: [:])
        let error = liftError { try RestoreBackup(log: log, kinds: ["exercise": store])([bad], path: Location("backup").key("changes")) }
        assertInvalid(error, path: "backup.changes[0].kind", code: "unknown_sync_kind")
        XCTAssertEqual(store.records.count, 0)
        XCTAssertEqual(log.states.count, 0)
    }
}
