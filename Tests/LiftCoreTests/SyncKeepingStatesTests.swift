import LiftCore
import XCTest

/// `SaveChanges` with a kind store that keeps each record's state with the record (one write for
/// both) and refuses a write that clashes on the unique field by itself.
final class SyncKeepingStatesTests: XCTestCase {
    private func makeSUT(unique: (field: String, rule: SyncUniqueRule)? = ("name", .rename), refuses: Bool = true,
                         writesNew: Bool = false) -> (SaveChanges, SyncLogSpy, SyncKindStoreSpy) {
        let log = SyncLogSpy(), store = SyncKindStoreSpy(unique: unique)
        store.keepsStatesIn = log
        store.refusesUniqueClash = refuses
        store.writesNewRecords = writesNew
        return (SaveChanges(log: log, kinds: ["exercise": store]), log, store)
    }

    private func change(_ id: String, _ fields: [String: (SyncValue, SyncVersion)], removed: SyncVersion? = nil) -> SyncChange {
        SyncChange(kind: "exercise", id: id, fields: fields.mapValues { SyncStamped($0.0, $0.1) }, removed: removed)
    }

    func test_saveChanges_storeKeepsStates_stateKeptByTheStoreNotWrittenToTheLog() throws {
        let (sut, log, store) = makeSUT()
        let c = change("e1", ["name": (.text("Squat"), version(5))])
        let result = try sut([c], from: nil)
        XCTAssertEqual(result.applied, 1)
        XCTAssertEqual(store.records["e1"]?["name"], .text("Squat"))
        XCTAssertEqual(log.states["exercise/e1"], StoredSyncChange(change: c, sequence: 1, local: false, parked: false))
        XCTAssertEqual(log.receivedMessages.filter { $0.hasPrefix("write") }, [])
    }

    func test_saveChanges_storeKeepsStates_eachStateTakesTheNextPosition() throws {
        let (sut, log, _) = makeSUT()
        _ = try sut([change("e1", ["name": (.text("A"), version(5))]), change("e2", ["name": (.text("B"), version(6))])], from: nil)
        XCTAssertEqual(log.states["exercise/e1"]?.sequence, 1)
        XCTAssertEqual(log.states["exercise/e2"]?.sequence, 2)
    }

    func test_saveChanges_storeRefusesClashesNoClash_holderNeverRead() throws {
        let (sut, _, store) = makeSUT()
        _ = try sut([change("e1", ["name": (.text("A"), version(5))]), change("e2", ["name": (.text("B"), version(6))])], from: nil)
        XCTAssertEqual(store.holderReads, 0)
    }

    func test_saveChanges_storeDoesNotRefuseClashes_holderReadBeforeEachWrite() throws {
        let (sut, _, store) = makeSUT(refuses: false)
        _ = try sut([change("e1", ["name": (.text("A"), version(5))]), change("e2", ["name": (.text("B"), version(6))])], from: nil)
        XCTAssertEqual(store.holderReads, 2)
    }

    func test_saveChanges_clashRefusedIncomingLater_incomingRenamedAndKeptWithItsState() throws {
        let (sut, log, store) = makeSUT()
        _ = try sut([change("e1", ["name": (.text("Push"), version(2))])], from: nil)
        let result = try sut([change("e2", ["name": (.text("Push"), version(5))])], from: nil)
        XCTAssertEqual(store.records["e2"]?["name"], .text("Push (2)"))
        XCTAssertEqual(store.records["e1"]?["name"], .text("Push"))
        XCTAssertEqual(result.conflicts.map(\.rule), [.nameClash])
        XCTAssertEqual(log.states["exercise/e2"]?.change.fields["name"]?.value, .text("Push (2)"))
        XCTAssertEqual(log.states["exercise/e2"]?.local, true)
    }

    func test_saveChanges_clashRefusedIncomingEarlier_incomingRemovedAndTombstoneWrittenToTheLog() throws {
        let (sut, log, store) = makeSUT(unique: ("name", .keepLater))
        _ = try sut([change("w2", ["name": (.text("d"), version(9))])], from: nil)
        let result = try sut([change("w1", ["name": (.text("d"), version(5))])], from: nil)
        XCTAssertNil(store.records["w1"])
        XCTAssertEqual(result.conflicts.first?.kept, "w2")
        XCTAssertEqual(log.states["exercise/w1"]?.change.isVisible, false)
        XCTAssertTrue(log.receivedMessages.contains("write exercise/w1"))
    }

    func test_saveChanges_keptWriteBlockedByAMissingReference_parkedInTheLog() throws {
        let (sut, log, store) = makeSUT()
        store.blocked = ["e1"]
        let result = try sut([change("e1", ["name": (.text("A"), version(5))])], from: nil)
        XCTAssertEqual(result.parked, 1)
        XCTAssertEqual(log.states["exercise/e1"]?.parked, true)
        XCTAssertNil(store.records["e1"])
    }

    func test_saveChanges_tombstone_writtenToTheLogNotKept() throws {
        let (sut, log, store) = makeSUT()
        _ = try sut([change("e1", ["name": (.text("A"), version(5))])], from: nil)
        _ = try sut([change("e1", [:], removed: version(6))], from: nil)
        XCTAssertNil(store.records["e1"])
        XCTAssertEqual(log.states["exercise/e1"]?.change.removed, version(6))
        XCTAssertTrue(log.receivedMessages.contains("write exercise/e1"))
    }

    func test_saveChanges_storeWritesNewRecords_newRecordWrittenWithoutItsStateRead() throws {
        let (sut, log, store) = makeSUT(writesNew: true)
        let c = change("e1", ["name": (.text("Squat"), version(5))])
        let result = try sut([c], from: nil)
        XCTAssertEqual(result.applied, 1)
        XCTAssertEqual(store.records["e1"]?["name"], .text("Squat"))
        XCTAssertEqual(log.states["exercise/e1"], StoredSyncChange(change: c, sequence: 1, local: false, parked: false))
        XCTAssertEqual(log.stateReads, 0)
    }

    func test_saveChanges_storeWritesNewRecords_recordThereReadAndMerged() throws {
        let (sut, log, store) = makeSUT(writesNew: true)
        _ = try sut([change("e1", ["name": (.text("A"), version(5))])], from: nil)
        let result = try sut([change("e1", ["name": (.text("B"), version(6)), "note": (.text("n"), version(6))])], from: nil)
        XCTAssertEqual(result.applied, 1)
        XCTAssertEqual(store.records["e1"], ["name": .text("B"), "note": .text("n")])
        XCTAssertEqual(log.stateReads, 1)
        XCTAssertEqual(log.states["exercise/e1"]?.sequence, 2)
    }

    func test_saveChanges_storeWritesNewRecords_sameBatchTwice_secondAllSkipped() throws {
        let (sut, _, store) = makeSUT(writesNew: true)
        let batch = [change("e1", ["name": (.text("A"), version(5))]), change("e2", ["name": (.text("B"), version(6))])]
        _ = try sut(batch, from: nil)
        let again = try sut(batch, from: nil)
        XCTAssertEqual(again.applied, 0)
        XCTAssertEqual(again.skipped, 2)
        XCTAssertEqual(store.written, ["e1", "e2"])
    }

    func test_saveChanges_storeWritesNewRecordsUniqueRuleNotRefused_neverAskedToWriteNew() throws {
        let (sut, _, store) = makeSUT(refuses: false, writesNew: true)
        _ = try sut([change("e1", ["name": (.text("A"), version(5))])], from: nil)
        XCTAssertEqual(store.newRecordAsks, 0)
        XCTAssertEqual(store.holderReads, 1)
    }

    func test_saveChanges_storeWritesNewRecords_changeWithoutFieldsSkippedNotAsked() throws {
        let (sut, _, store) = makeSUT(writesNew: true)
        let result = try sut([change("e1", [:])], from: nil)
        XCTAssertEqual(result.skipped, 1)
        XCTAssertEqual(store.newRecordAsks, 0)
        XCTAssertNil(store.records["e1"])
    }

    func test_saveChanges_storeWritesNewRecords_knownRecordsAfterAKnownOne_notAskedToWriteNew() throws {
        let (sut, log, store) = makeSUT(writesNew: true)
        let ids = ["e1", "e2", "e3"]
        _ = try sut(ids.enumerated().map { change($1, ["name": (.text($1), version(Int64(5 + $0)))]) }, from: nil)
        let asks = store.newRecordAsks
        let result = try sut(ids.map { change($0, ["note": (.text("n"), version(9))]) }, from: nil)
        XCTAssertEqual(result.applied, 3)
        XCTAssertEqual(store.newRecordAsks - asks, 1)
        XCTAssertEqual(log.stateReads, 3)
    }

    func test_saveChanges_storeWritesNewRecords_newRecordAfterAKnownOne_readThenNextWrittenAsNew() throws {
        let (sut, log, store) = makeSUT(writesNew: true)
        _ = try sut([change("e1", ["name": (.text("A"), version(5))])], from: nil)
        let asks = store.newRecordAsks
        let batch = ["e1", "e2", "e3"].map { change($0, ["note": (.text($0), version(9))]) }
        XCTAssertEqual(try sut(batch, from: nil).applied, 3)
        XCTAssertEqual(store.newRecordAsks - asks, 2)
        XCTAssertEqual(log.stateReads, 2)
        XCTAssertEqual(store.records["e3"], ["note": .text("e3")])
    }
}
