import LiftCore
import XCTest

/// Load Weights and Remove Weight against a WeightStore spy: loads only read, and pass the
/// store's answers and errors through; a removal of an unknown id is not_found.
final class LoadWeightsTests: XCTestCase {
    private let march1 = WeightEntry(id: recordID(1), day: day(2024, 3, 1), weight: 82, unit: .kg)
    private let march5 = WeightEntry(id: recordID(2), day: day(2024, 3, 5), weight: 180, unit: .lb, note: "lb scale")
    private let march9 = WeightEntry(id: recordID(3), day: day(2024, 3, 9), weight: 81, unit: .kg)

    private func makeSUT(entries: [WeightEntry] = []) -> (LoadWeights, WeightStoreSpy) {
        let store = WeightStoreSpy(entries: entries)
        return (LoadWeights(store: store), store)
    }

    func test_loadWeights_init_doesNotMessageStore() {
        let (_, store) = makeSUT()
        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_loadWeights_byIDOfLoggedEntry_deliversItWithOneRead() throws {
        let (sut, store) = makeSUT(entries: [march1, march5])
        XCTAssertEqual(try sut.byID(recordID(2)), march5)
        XCTAssertEqual(store.receivedMessages, [.readWeightByID(recordID(2))])
    }

    func test_loadWeights_byUnknownID_failsNotFoundNamingTheID() {
        let (sut, store) = makeSUT(entries: [march1])
        assertNotFound(liftError { try sut.byID(recordID(7)) }, kind: "weight", id: recordID(7).text)
        XCTAssertEqual(store.receivedMessages, [.readWeightByID(recordID(7))])
    }

    func test_loadWeights_byIDStoreFails_deliversStoreErrorUnchanged() {
        let (sut, store) = makeSUT(entries: [march1])
        store.stub(.readWeightByID, error: anyStoreError)
        XCTAssertEqual(liftError { try sut.byID(recordID(1)) }, anyStoreError)
    }

    func test_loadWeights_latestOfEmptyLog_deliversNil() throws {
        let (sut, store) = makeSUT()
        XCTAssertNil(try sut.latest())
        XCTAssertEqual(store.receivedMessages, [.readWeights(from: nil, to: nil, limit: 1, offset: 0)])
    }

    func test_loadWeights_latest_deliversTheNewestDaysEntry() throws {
        let (sut, store) = makeSUT(entries: [march5, march9, march1])
        XCTAssertEqual(try sut.latest(), march9)
        XCTAssertEqual(store.receivedMessages, [.readWeights(from: nil, to: nil, limit: 1, offset: 0)])
    }

    func test_loadWeights_latestStoreFails_deliversStoreErrorUnchanged() {
        let (sut, store) = makeSUT(entries: [march1])
        store.stub(.readWeights, error: anyStoreError)
        XCTAssertEqual(liftError { try sut.latest() }, anyStoreError)
    }

    func test_loadWeights_range_passesBoundsAndPageAndDeliversPageWithWholeRangeCount() throws {
        let (sut, store) = makeSUT(entries: [march1, march5, march9])
        let page = try sut.range(from: day(2024, 3, 2), to: day(2024, 3, 31), limit: 1, offset: 1)
        XCTAssertEqual(page.items, [march5])
        XCTAssertEqual(page.total, 2)
        XCTAssertEqual(store.receivedMessages, [.readWeights(from: day(2024, 3, 2), to: day(2024, 3, 31), limit: 1, offset: 1),
                                                .countWeights(from: day(2024, 3, 2), to: day(2024, 3, 31))])
    }

    func test_loadWeights_rangeOfEmptyLog_deliversEmptyListAndZero() throws {
        let (sut, _) = makeSUT()
        let page = try sut.range(from: nil, to: nil, limit: nil, offset: 0)
        XCTAssertEqual(page.items, [])
        XCTAssertEqual(page.total, 0)
    }

    func test_loadWeights_rangeCountFails_deliversStoreErrorUnchanged() {
        let (sut, store) = makeSUT(entries: [march1])
        store.stub(.countWeights, error: anyStoreError)
        XCTAssertEqual(liftError { try sut.range(from: nil, to: nil, limit: nil, offset: 0) }, anyStoreError)
    }

    func test_loadWeights_everyLoad_hasNoSideEffectsOnTheLog() throws {
        let (sut, store) = makeSUT(entries: [march1, march5, march9])
        _ = try sut.byID(recordID(1))
        _ = try sut.latest()
        _ = try sut.range(from: nil, to: nil, limit: 2, offset: 0)
        XCTAssertEqual(store.entries, [march1, march5, march9])
        XCTAssertEqual(store.receivedMessages, [.readWeightByID(recordID(1)), .readWeights(from: nil, to: nil, limit: 1, offset: 0),
                                                .readWeights(from: nil, to: nil, limit: 2, offset: 0), .countWeights(from: nil, to: nil)])
    }
}

final class RemoveWeightTests: XCTestCase {
    private func makeSUT(entries: [WeightEntry] = []) -> (RemoveWeight, WeightStoreSpy) {
        let store = WeightStoreSpy(entries: entries)
        return (RemoveWeight(store: store), store)
    }

    func test_removeWeight_init_doesNotMessageStore() {
        let (_, store) = makeSUT()
        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_removeWeight_loggedEntry_deletesExactlyThatID() throws {
        let kept = WeightEntry(id: recordID(2), day: day(2024, 3, 2), weight: 81, unit: .kg)
        let (sut, store) = makeSUT(entries: [WeightEntry(id: recordID(1), day: day(2024, 3, 1), weight: 82, unit: .kg), kept])
        try sut(recordID(1))
        XCTAssertEqual(store.receivedMessages, [.deleteWeight(recordID(1))])
        XCTAssertEqual(store.entries, [kept])
    }

    func test_removeWeight_unknownID_failsNotFoundNamingTheID() {
        let (sut, store) = makeSUT()
        assertNotFound(liftError { try sut(recordID(4)) }, kind: "weight", id: recordID(4).text)
        XCTAssertEqual(store.receivedMessages, [.deleteWeight(recordID(4))])
    }

    func test_removeWeight_storeFails_deliversStoreErrorUnchanged() {
        let (sut, store) = makeSUT(entries: [WeightEntry(id: recordID(1), day: day(2024, 3, 1), weight: 82, unit: .kg)])
        store.stub(.deleteWeight, error: anyStoreError)
        XCTAssertEqual(liftError { try sut(recordID(1)) }, anyStoreError)
    }
}
