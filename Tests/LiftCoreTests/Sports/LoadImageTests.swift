import LiftCore
import XCTest

final class LoadImageTests: XCTestCase {
    private let url = "https://img.test/emelec.png"

    private func makeSUT() -> (LoadImage<CacheSpy<[UInt8]>>, CacheSpy<[UInt8]>, RemoteStub) {
        let (store, stub, clock) = (CacheSpy<[UInt8]>(), RemoteStub(), TestClock())
        return (LoadImage(store: store, remote: makeRemote(stub), currentDate: clock.currentDate), store, stub)
    }

    func test_loadImage_cached_deliversCacheWithoutRemote() throws {
        let (sut, store, stub) = makeSUT()
        store.entries[url] = Cached(value: [1, 2, 3], savedAt: Timestamp(milliseconds: 0))
        XCTAssertEqual(try sut(url: url).value, [1, 2, 3])
        XCTAssertTrue(stub.requested.isEmpty)
    }

    func test_loadImage_notCachedRemote200_savesAndDelivers() throws {
        let (sut, store, stub) = makeSUT()
        stub.answers[url] = RemoteResponse(status: 200, body: [0x89, 0x50])
        XCTAssertEqual(try sut(url: url).source, .remote)
        XCTAssertEqual(store.entries[url]?.value, [0x89, 0x50])
        XCTAssertEqual(stub.requested.first?.headers, [], "an API key is never sent to an image host")
    }

    func test_loadImage_remote200EmptyBody_failsInvalidImageDataAndSavesNothing() {
        let (sut, store, stub) = makeSUT()
        stub.answers[url] = RemoteResponse(status: 200, body: [])
        XCTAssertThrowsError(try sut(url: url)) { XCTAssertEqual(($0 as? LiftError)?.code, "invalid_image_data") }
        XCTAssertTrue(store.entries.isEmpty)
    }

    func test_loadImage_remote404_failsRemoteStatus() {
        let (sut, _, stub) = makeSUT()
        stub.answers[url] = RemoteResponse(status: 404, body: [1])
        XCTAssertThrowsError(try sut(url: url)) { XCTAssertEqual(($0 as? LiftError)?.detail("http_status"), .int(404)) }
    }

    func test_loadImage_bodyOverCap_failsResponseTooLarge() {
        let (sut, _, stub) = makeSUT()
        stub.answers[url] = RemoteResponse(status: 200, body: [UInt8](repeating: 7, count: 65))
        XCTAssertThrowsError(try sut(url: url)) { XCTAssertEqual(($0 as? LiftError)?.code, "response_too_large") }
    }

    func test_loadImage_notCachedOffline_deliversUnavailable() {
        let (sut, _, stub) = makeSUT()
        stub.offline = true
        XCTAssertThrowsError(try sut(url: url)) { XCTAssertEqual(($0 as? LiftError)?.status, .unavailable) }
    }

    func test_loadImage_notCached_savesWithClocksNowAndNeverExpires() throws {
        let (store, stub, clock) = (CacheSpy<[UInt8]>(), RemoteStub(), TestClock())
        let sut = LoadImage(store: store, remote: makeRemote(stub), currentDate: clock.currentDate)
        stub.answers[url] = RemoteResponse(status: 200, body: [1])
        XCTAssertEqual(try sut(url: url), CacheAnswer(value: [1], source: .remote, stale: false, savedAt: clock.now))
        let savedAt = clock.now
        clock.advance(days: 400)
        XCTAssertEqual(try sut(url: url), CacheAnswer(value: [1], source: .cache, stale: false, savedAt: savedAt))
        XCTAssertEqual(store.messages, [.retrieve(url), .insert(url, savedAt), .retrieve(url)])
        XCTAssertEqual(stub.requested.count, 1)
    }

    func test_loadImage_unreadableCache_deletedThenFetched() throws {
        let (sut, store, stub) = makeSUT()
        store.unreadable = [url]
        stub.answers[url] = RemoteResponse(status: 200, body: [9])
        XCTAssertEqual(try sut(url: url).value, [9])
        guard store.messages.count == 3, case .insert(url, _) = store.messages[2] else { return XCTFail("\(store.messages)") }
        XCTAssertEqual(Array(store.messages.prefix(2)), [.retrieve(url), .delete(url)])
    }

    func test_loadImage_saveFails_deliversStoreErrorUnchanged() {
        let (sut, store, stub) = makeSUT()
        stub.answers[url] = RemoteResponse(status: 200, body: [9])
        store.insertError = anyStoreError
        XCTAssertEqual(liftError { try sut(url: url) }, anyStoreError)
    }
}
