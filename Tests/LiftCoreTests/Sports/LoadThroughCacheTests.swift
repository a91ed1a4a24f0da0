import LiftCore
import XCTest

/// The cache rule itself, against CacheSpy, a fetch spy and a fixed clock: a fresh cache is
/// served without the remote; an expired one is replaced by the remote's answer, or served
/// marked stale when the remote fails; an unreadable one is deleted before the remote is asked.
final class LoadThroughCacheTests: XCTestCase {
    private let key = "trd6vSd3"
    private let now = Timestamp(milliseconds: 1_750_000_000_000)
    private let cachedValue = ["Emelec"], remoteValue = ["Emelec", "Aucas"]
    private let offline = LiftError.remoteUnavailable("https://fl.test/v1", "offline")

    /// The remote as the use case sees it: a closure that answers or fails, and counts its calls.
    private final class FetchSpy {
        var calls = 0
        var result: Result<[String], LiftError>
        init(_ result: Result<[String], LiftError>) { self.result = result }
        func fetch() throws -> [String] {
            calls += 1
            return try result.get()
        }
    }

    private func makeSUT(cachedAt savedAt: Timestamp? = nil, remote: Result<[String], LiftError>, mode: CacheMode = .normal)
        -> (load: () throws -> CacheAnswer<[String]>, store: CacheSpy<[String]>, fetch: FetchSpy) {
        let (store, fetch, clock) = (CacheSpy<[String]>(), FetchSpy(remote), TestClock(now))
        if let savedAt { store.entries[key] = Cached(value: cachedValue, savedAt: savedAt) }
        let sut = LoadThroughCache(store: store, currentDate: clock.currentDate)
        return ({ [key] in try sut(key: key, mode: mode, fetch: fetch.fetch) }, store, fetch)
    }

    func test_loadThroughCache_refreshWithValidCache_asksRemoteAndReplacesCache() throws {
        let (load, store, fetch) = makeSUT(cachedAt: ago(1000), remote: .success(remoteValue), mode: .refresh)
        XCTAssertEqual(try load(), CacheAnswer(value: remoteValue, source: .remote, stale: false, savedAt: now))
        XCTAssertEqual(fetch.calls, 1)
        XCTAssertEqual(store.messages, [.retrieve(key), .insert(key, now)])
    }

    func test_loadThroughCache_refreshRemoteFailsWithValidCache_servesCacheNotStale() throws {
        let savedAt = ago(1000)
        let (load, store, _) = makeSUT(cachedAt: savedAt, remote: .failure(offline), mode: .refresh)
        XCTAssertEqual(try load(), CacheAnswer(value: cachedValue, source: .cache, stale: false, savedAt: savedAt))
        XCTAssertEqual(store.messages, [.retrieve(key)])
    }

    func test_loadThroughCache_cancelledWithExpiredCache_deliversCancelledAndLeavesCache() {
        let cancelled = LiftError(.cancelled, "cancelled")
        let (load, store, _) = makeSUT(cachedAt: ago(CachePolicy.maxAgeMilliseconds), remote: .failure(cancelled))
        XCTAssertEqual(liftError(load), cancelled)
        XCTAssertEqual(store.messages, [.retrieve(key)])
    }

    func test_loadThroughCache_cancelledOnRefreshWithValidCache_deliversCancelledNotTheCache() {
        let cancelled = LiftError(.cancelled, "cancelled")
        let (load, store, _) = makeSUT(cachedAt: ago(1000), remote: .failure(cancelled), mode: .refresh)
        XCTAssertEqual(liftError(load), cancelled)
        XCTAssertEqual(store.messages, [.retrieve(key)])
    }

    func test_loadThroughCache_refreshRemoteFailsWithoutCache_deliversRemoteError() {
        let (load, _, _) = makeSUT(remote: .failure(offline), mode: .refresh)
        XCTAssertEqual(liftError(load), offline)
    }

    func test_loadThroughCache_cacheOnlyWithExpiredCache_servesItStaleWithoutRemote() throws {
        let savedAt = ago(CachePolicy.maxAgeMilliseconds)
        let (load, store, fetch) = makeSUT(cachedAt: savedAt, remote: .success(remoteValue), mode: .cacheOnly)
        XCTAssertEqual(try load(), CacheAnswer(value: cachedValue, source: .cache, stale: true, savedAt: savedAt))
        XCTAssertEqual(fetch.calls, 0)
        XCTAssertEqual(store.messages, [.retrieve(key)])
    }

    func test_loadThroughCache_cacheOnlyWithNothingCached_failsNotCachedWithoutRemote() {
        let (load, store, fetch) = makeSUT(remote: .success(remoteValue), mode: .cacheOnly)
        let error = liftError(load)
        XCTAssertEqual(error?.status, .notFound)
        XCTAssertEqual(error?.code, "not_cached")
        XCTAssertEqual(fetch.calls, 0)
        XCTAssertEqual(store.messages, [.retrieve(key)])
    }

    private func ago(_ milliseconds: Int64) -> Timestamp { Timestamp(milliseconds: now.milliseconds - milliseconds) }

    func test_loadThroughCache_init_doesNotMessageStoreOrRemote() {
        let (_, store, fetch) = makeSUT(remote: .success(remoteValue))
        XCTAssertEqual(store.messages, [])
        XCTAssertEqual(fetch.calls, 0)
    }

    func test_loadThroughCache_freshCache_servedWithoutRemote() throws {
        let savedAt = ago(CachePolicy.maxAgeMilliseconds - 1)
        let (load, store, fetch) = makeSUT(cachedAt: savedAt, remote: .success(remoteValue))
        XCTAssertEqual(try load(), CacheAnswer(value: cachedValue, source: .cache, stale: false, savedAt: savedAt))
        XCTAssertEqual(fetch.calls, 0)
        XCTAssertEqual(store.messages, [.retrieve(key)])
    }

    func test_loadThroughCache_noCacheRemoteSucceeds_savesWithClocksNowAndDeliversRemote() throws {
        let (load, store, fetch) = makeSUT(remote: .success(remoteValue))
        XCTAssertEqual(try load(), CacheAnswer(value: remoteValue, source: .remote, stale: false, savedAt: now))
        XCTAssertEqual(fetch.calls, 1)
        XCTAssertEqual(store.messages, [.retrieve(key), .insert(key, now)])
        XCTAssertEqual(store.entries[key], Cached(value: remoteValue, savedAt: now))
    }

    func test_loadThroughCache_expiredCacheRemoteSucceeds_replacesCacheAndDeliversRemote() throws {
        let (load, store, fetch) = makeSUT(cachedAt: ago(CachePolicy.maxAgeMilliseconds), remote: .success(remoteValue))
        XCTAssertEqual(try load(), CacheAnswer(value: remoteValue, source: .remote, stale: false, savedAt: now))
        XCTAssertEqual(fetch.calls, 1)
        XCTAssertEqual(store.messages, [.retrieve(key), .insert(key, now)])
        XCTAssertEqual(store.entries[key], Cached(value: remoteValue, savedAt: now))
    }

    func test_loadThroughCache_expiredCacheRemoteFails_servesExpiredCacheMarkedStaleAndKeepsIt() throws {
        let savedAt = ago(CachePolicy.maxAgeMilliseconds + 1)
        let (load, store, fetch) = makeSUT(cachedAt: savedAt, remote: .failure(offline))
        XCTAssertEqual(try load(), CacheAnswer(value: cachedValue, source: .cache, stale: true, savedAt: savedAt))
        XCTAssertEqual(fetch.calls, 1)
        XCTAssertEqual(store.messages, [.retrieve(key)])
        XCTAssertEqual(store.entries[key], Cached(value: cachedValue, savedAt: savedAt))
    }

    func test_loadThroughCache_unreadableCache_deletedThenRemoteSavedAndDelivered() throws {
        let (load, store, fetch) = makeSUT(remote: .success(remoteValue))
        store.unreadable = [key]
        XCTAssertEqual(try load(), CacheAnswer(value: remoteValue, source: .remote, stale: false, savedAt: now))
        XCTAssertEqual(fetch.calls, 1)
        XCTAssertEqual(store.messages, [.retrieve(key), .delete(key), .insert(key, now)])
    }

    func test_loadThroughCache_unreadableCacheRemoteFails_deliversRemoteErrorNotStale() {
        let (load, store, _) = makeSUT(remote: .failure(offline))
        store.unreadable = [key]
        XCTAssertEqual(liftError { try load() }, offline)
        XCTAssertEqual(store.messages, [.retrieve(key), .delete(key)])
    }

    func test_loadThroughCache_unreadableCacheDeleteFails_deliversDeleteErrorWithoutRemote() {
        let (load, store, fetch) = makeSUT(remote: .success(remoteValue))
        store.unreadable = [key]
        store.deleteError = anyStoreError
        XCTAssertEqual(liftError { try load() }, anyStoreError)
        XCTAssertEqual(fetch.calls, 0)
        XCTAssertEqual(store.messages, [.retrieve(key), .delete(key)])
    }

    func test_loadThroughCache_noCacheRemoteFails_deliversRemoteErrorUnchanged() {
        let (load, store, fetch) = makeSUT(remote: .failure(offline))
        XCTAssertEqual(liftError { try load() }, offline)
        XCTAssertEqual(fetch.calls, 1)
        XCTAssertEqual(store.messages, [.retrieve(key)])
    }

    func test_loadThroughCache_saveFails_deliversStoreErrorNotTheRemoteAnswer() {
        let (load, store, _) = makeSUT(cachedAt: ago(CachePolicy.maxAgeMilliseconds), remote: .success(remoteValue))
        store.insertError = anyStoreError
        XCTAssertEqual(liftError { try load() }, anyStoreError)
        XCTAssertEqual(store.messages, [.retrieve(key), .insert(key, now)])
    }
}

/// Load Players: the cache rule keyed by the team's id, the remote asked for that team.
final class LoadPlayersTests: XCTestCase {
    private let source = RemoteSource(dataSource: .transferMarket, baseURL: "https://tm.test")

    private func makeSUT() -> (LoadPlayers<CacheSpy<[Player]>>, CacheSpy<[Player]>, RemoteStub, TestClock) {
        let (store, stub, clock) = (CacheSpy<[Player]>(), RemoteStub(), TestClock())
        return (LoadPlayers(store: store, remote: makeRemote(stub), currentDate: clock.currentDate), store, stub, clock)
    }

    func test_loadPlayers_freshCacheForTeam_servedWithoutRemote() throws {
        let (sut, store, stub, clock) = makeSUT()
        let cached = try CommaFeed().players(Array("Ana".utf8), from: .transferMarket)
        store.entries["41301"] = Cached(value: cached, savedAt: clock.now)
        clock.advance(days: 6)
        XCTAssertEqual(try sut(teamID: "41301", dataSource: .transferMarket).value, cached)
        XCTAssertTrue(stub.requested.isEmpty)
        XCTAssertEqual(store.messages, [.retrieve("41301")])
    }

    func test_loadPlayers_remoteAnswersEmptyList_deliveredButNotCached() throws {
        let (sut, store, stub, _) = makeSUT()
        stub.answers[SportsEndpoints.players(teamID: "41301", at: source)] = ok("")
        let answer = try sut(teamID: "41301", dataSource: .transferMarket)
        XCTAssertEqual(answer.value, [])
        XCTAssertEqual(answer.source, .remote)
        XCTAssertEqual(store.messages, [.retrieve("41301")], "an empty page is not saved as a valid cache")
        stub.answers[SportsEndpoints.players(teamID: "41301", at: source)] = ok("Ana")
        XCTAssertEqual(try sut(teamID: "41301", dataSource: .transferMarket).value.count, 1)
        XCTAssertEqual(stub.requested.count, 2, "the next load asks the remote again")
    }

    func test_loadPlayers_expiredCacheThenEmptyList_keepsTheOldCopy() throws {
        let (sut, store, stub, clock) = makeSUT()
        stub.answers[SportsEndpoints.players(teamID: "41301", at: source)] = ok("Ana,Luis")
        let first = try sut(teamID: "41301", dataSource: .transferMarket)
        clock.advance(days: 8)
        stub.answers[SportsEndpoints.players(teamID: "41301", at: source)] = ok("")
        XCTAssertEqual(try sut(teamID: "41301", dataSource: .transferMarket).value, [])
        XCTAssertEqual(store.entries["41301"]?.value, first.value)
    }

    func test_loadPlayers_expiredCacheAndOffline_servesStalePlayers() throws {
        let (sut, store, stub, clock) = makeSUT()
        stub.answers[SportsEndpoints.players(teamID: "41301", at: source)] = ok("Ana,Luis")
        let first = try sut(teamID: "41301", dataSource: .transferMarket)
        clock.advance(days: 7)
        stub.offline = true
        let answer = try sut(teamID: "41301", dataSource: .transferMarket)
        XCTAssertEqual(answer, CacheAnswer(value: first.value, source: .cache, stale: true, savedAt: first.savedAt))
        XCTAssertEqual(store.messages, [.retrieve("41301"), .insert("41301", first.savedAt), .retrieve("41301")])
    }

    func test_loadPlayers_noCacheAndOffline_deliversRemoteUnavailable() {
        let (sut, _, stub, _) = makeSUT()
        stub.offline = true
        XCTAssertEqual(liftError { try sut(teamID: "41301", dataSource: .transferMarket) }?.code, "remote_unavailable")
        XCTAssertEqual(stub.requested.map(\.url), ["https://tm.test/clubs/get-squad?id=41301&domain=es"])
    }
}
