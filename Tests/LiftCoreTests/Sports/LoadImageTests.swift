import LiftCore
import XCTest

final class LoadImageTests: XCTestCase {
    private let url = "https://img.test/emelec.png"
    private let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]
    private let otherPNG: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 9]

    private func makeSUT() -> (LoadImage<CacheSpy<[UInt8]>>, CacheSpy<[UInt8]>, RemoteStub, TestClock) {
        let (store, stub, clock) = (CacheSpy<[UInt8]>(), RemoteStub(), TestClock())
        return (LoadImage(store: store, remote: makeRemote(stub), currentDate: clock.currentDate), store, stub, clock)
    }

    func test_loadImage_boundedRemote_passesTheRequestsTimeoutAndProgressToTheClient() throws {
        let (store, stub, clock) = (CacheSpy<[UInt8]>(), RemoteStub(), TestClock())
        let progress = Progress(startedAt: clock.now)
        stub.answers[url] = RemoteResponse(status: 200, body: png)
        let remote = makeRemote(stub).bounded(timeoutMilliseconds: 250, progress: progress)
        _ = try LoadImage(store: store, remote: remote, currentDate: clock.currentDate)(url: url)
        XCTAssertEqual(stub.calls.map(\.timeoutMilliseconds), [250])
        XCTAssertTrue(stub.calls.first?.progress === progress)
    }

    func test_loadImage_unboundedRemote_usesTheStoresTimeout() throws {
        let (sut, _, stub, _) = makeSUT()
        stub.answers[url] = RemoteResponse(status: 200, body: png)
        _ = try sut(url: url)
        XCTAssertEqual(stub.calls.map(\.timeoutMilliseconds), [RemoteConfig.defaultTimeoutMilliseconds])
    }

    func test_loadImage_cancelArrivesWhileRemoteAnswers_failsCancelledAndSavesNothing() {
        let (store, stub, clock) = (CacheSpy<[UInt8]>(), RemoteStub(), TestClock())
        let progress = Progress(startedAt: clock.now)
        stub.answers[url] = RemoteResponse(status: 200, body: png)
        stub.duringWait = { progress.cancel() }
        let remote = makeRemote(stub).bounded(timeoutMilliseconds: nil, progress: progress)
        let sut = LoadImage(store: store, remote: remote, currentDate: clock.currentDate)
        XCTAssertEqual(liftError { try sut(url: url) }?.status, .cancelled)
        XCTAssertEqual(store.messages, [.retrieve(url)])
    }

    func test_loadImage_validCache_deliversCacheWithoutRemote() throws {
        let (sut, store, stub, clock) = makeSUT()
        store.entries[url] = Cached(value: png, savedAt: clock.now)
        XCTAssertEqual(try sut(url: url).value, png)
        XCTAssertTrue(stub.requested.isEmpty)
    }

    func test_loadImage_notCachedRemote200_savesAndDelivers() throws {
        let (sut, store, stub, _) = makeSUT()
        stub.answers[url] = RemoteResponse(status: 200, body: png)
        XCTAssertEqual(try sut(url: url).source, .remote)
        XCTAssertEqual(store.entries[url]?.value, png)
        XCTAssertEqual(stub.requested.first?.headers, [], "an API key is never sent to an image host")
    }

    func test_loadImage_eachImageSignature_isAccepted() throws {
        let bodies: [[UInt8]] = [png, [0xFF, 0xD8, 0xFF, 0xE0, 0], Array("GIF89a..".utf8), Array("GIF87a..".utf8),
                                 Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8 ".utf8)]
        for (i, body) in bodies.enumerated() {
            let (sut, _, stub, _) = makeSUT()
            stub.answers[url] = RemoteResponse(status: 200, body: body)
            XCTAssertEqual(try sut(url: url).value, body, "body \(i)")
        }
    }

    func test_loadImage_remote200NotAnImage_failsInvalidImageDataAndSavesNothing() {
        for body in [Array("<html>429 Too Many Requests</html>".utf8), [0x89, 0x50], Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVE".utf8)] {
            let (sut, store, stub, _) = makeSUT()
            stub.answers[url] = RemoteResponse(status: 200, body: body)
            XCTAssertThrowsError(try sut(url: url)) { XCTAssertEqual(($0 as? LiftError)?.code, "invalid_image_data") }
            XCTAssertTrue(store.entries.isEmpty)
        }
    }

    func test_loadImage_remote200EmptyBody_failsInvalidImageDataAndSavesNothing() {
        let (sut, store, stub, _) = makeSUT()
        stub.answers[url] = RemoteResponse(status: 200, body: [])
        XCTAssertThrowsError(try sut(url: url)) { XCTAssertEqual(($0 as? LiftError)?.code, "invalid_image_data") }
        XCTAssertTrue(store.entries.isEmpty)
    }

    func test_loadImage_remote404_failsRemoteStatus() {
        let (sut, _, stub, _) = makeSUT()
        stub.answers[url] = RemoteResponse(status: 404, body: [1])
        XCTAssertThrowsError(try sut(url: url)) { XCTAssertEqual(($0 as? LiftError)?.detail("http_status"), .int(404)) }
    }

    func test_loadImage_bodyOverCap_failsResponseTooLarge() {
        let (sut, _, stub, _) = makeSUT()
        stub.answers[url] = RemoteResponse(status: 200, body: png + [UInt8](repeating: 7, count: 65))
        XCTAssertThrowsError(try sut(url: url)) { XCTAssertEqual(($0 as? LiftError)?.code, "response_too_large") }
    }

    func test_loadImage_notCachedOffline_deliversUnavailable() {
        let (sut, _, stub, _) = makeSUT()
        stub.offline = true
        XCTAssertThrowsError(try sut(url: url)) { XCTAssertEqual(($0 as? LiftError)?.status, .unavailable) }
    }

    func test_loadImage_cacheOlderThanSevenDays_refetchedAndReplaced() throws {
        let (sut, store, stub, clock) = makeSUT()
        stub.answers[url] = RemoteResponse(status: 200, body: png)
        XCTAssertEqual(try sut(url: url), CacheAnswer(value: png, source: .remote, stale: false, savedAt: clock.now))
        clock.advance(days: 6)
        XCTAssertEqual(try sut(url: url).source, .cache)
        clock.advance(days: 1)
        stub.answers[url] = RemoteResponse(status: 200, body: otherPNG)
        XCTAssertEqual(try sut(url: url), CacheAnswer(value: otherPNG, source: .remote, stale: false, savedAt: clock.now))
        XCTAssertEqual(store.entries[url]?.value, otherPNG)
        XCTAssertEqual(stub.requested.count, 2)
    }

    func test_loadImage_expiredCacheRemoteDown_deliversStaleCache() throws {
        let (sut, store, stub, clock) = makeSUT()
        let savedAt = clock.now
        store.entries[url] = Cached(value: png, savedAt: savedAt)
        clock.advance(days: 8)
        stub.offline = true
        XCTAssertEqual(try sut(url: url), CacheAnswer(value: png, source: .cache, stale: true, savedAt: savedAt))
    }

    func test_loadImage_unreadableCache_deletedThenFetched() throws {
        let (sut, store, stub, _) = makeSUT()
        store.unreadable = [url]
        stub.answers[url] = RemoteResponse(status: 200, body: png)
        XCTAssertEqual(try sut(url: url).value, png)
        guard store.messages.count == 3, case .insert(url, _) = store.messages[2] else { return XCTFail("\(store.messages)") }
        XCTAssertEqual(Array(store.messages.prefix(2)), [.retrieve(url), .delete(url)])
    }

    func test_loadImage_saveFails_deliversStoreErrorUnchanged() {
        let (sut, store, stub, _) = makeSUT()
        stub.answers[url] = RemoteResponse(status: 200, body: png)
        store.insertError = anyStoreError
        XCTAssertEqual(liftError { try sut(url: url) }, anyStoreError)
    }
}
