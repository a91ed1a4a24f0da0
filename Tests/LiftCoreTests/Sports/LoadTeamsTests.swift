import LiftCore
import XCTest

/// Load Teams through the 7-day cache, against an in-memory cache, remote and clock.
final class LoadTeamsTests: XCTestCase {
    private func makeSUT() -> (LoadTeams<CacheSpy<[Team]>>, CacheSpy<[Team]>, RemoteStub, TestClock) {
        let (store, stub, clock) = (CacheSpy<[Team]>(), RemoteStub(), TestClock())
        return (LoadTeams(store: store, remote: makeRemote(stub), currentDate: clock.currentDate), store, stub, clock)
    }

    func test_loadTeams_emptyCache_fetchesSavesUnderLeagueIDWithTimestamp() throws {
        let (sut, store, stub, clock) = makeSUT()
        stub.answers[teamsURL()] = ok("Emelec,Barcelona")
        let answer = try sut(league: serieA)
        XCTAssertEqual(answer.value.map(\.name), ["Emelec", "Barcelona"])
        XCTAssertEqual(answer.source, .remote)
        XCTAssertEqual(store.messages, [.retrieve("trd6vSd3"), .insert("trd6vSd3", clock.now)])
        XCTAssertEqual(stub.requested.first?.headers, [HTTPHeader("x-rapidapi-key", "k")])
    }

    func test_loadTeams_cacheSixDays23Hours59MinutesOld_servedFromCacheWithoutRemote() throws {
        let (sut, _, stub, clock) = makeSUT()
        stub.answers[teamsURL()] = ok("Emelec")
        _ = try sut(league: serieA)
        stub.answers[teamsURL()] = ok("Changed")
        clock.advance(days: 6, hours: 23, minutes: 59)
        let answer = try sut(league: serieA)
        XCTAssertEqual(answer.value.map(\.name), ["Emelec"])
        XCTAssertEqual(answer.source, .cache)
        XCTAssertFalse(answer.stale)
        XCTAssertEqual(stub.requested.count, 1)
    }

    func test_loadTeams_cacheExactlySevenDaysOld_refetchedAndSavedAgain() throws {
        let (sut, store, stub, clock) = makeSUT()
        stub.answers[teamsURL()] = ok("Emelec")
        _ = try sut(league: serieA)
        stub.answers[teamsURL()] = ok("Emelec,Aucas")
        clock.advance(days: 7)
        let answer = try sut(league: serieA)
        XCTAssertEqual(answer.value.map(\.name), ["Emelec", "Aucas"])
        XCTAssertEqual(answer.source, .remote)
        XCTAssertEqual(store.entries["trd6vSd3"]?.savedAt, clock.now)
        XCTAssertEqual(stub.requested.count, 2)
    }

    func test_loadTeams_outageAfterGoodFetchOnceExpired_servesStaleMarked() throws {
        let (sut, _, stub, clock) = makeSUT()
        stub.answers[teamsURL()] = ok("Emelec")
        let first = try sut(league: serieA)
        clock.advance(days: 8)
        stub.offline = true
        let answer = try sut(league: serieA)
        XCTAssertEqual(answer.value.map(\.name), ["Emelec"])
        XCTAssertTrue(answer.stale)
        XCTAssertEqual(answer.savedAt, first.savedAt)
    }

    func test_loadTeams_emptyCacheAndOffline_deliversUnavailable() {
        let (sut, store, stub, _) = makeSUT()
        stub.offline = true
        XCTAssertThrowsError(try sut(league: serieA)) {
            XCTAssertEqual(($0 as? LiftError)?.status, .unavailable)
            XCTAssertEqual(($0 as? LiftError)?.code, "remote_unavailable")
        }
        XCTAssertEqual(store.messages, [.retrieve("trd6vSd3")])
    }

    func test_loadTeams_remoteAnswers500WithEmptyCache_deliversRemoteStatus() {
        let (sut, _, stub, _) = makeSUT()
        stub.answers[teamsURL()] = RemoteResponse(status: 500, body: Array("boom".utf8))
        XCTAssertThrowsError(try sut(league: serieA)) {
            XCTAssertEqual(($0 as? LiftError)?.code, "remote_status")
            XCTAssertEqual(($0 as? LiftError)?.detail("http_status"), .int(500))
        }
    }

    func test_loadTeams_unreadableCache_deletedThenFetched() throws {
        let (sut, store, stub, clock) = makeSUT()
        store.unreadable = ["trd6vSd3"]
        stub.answers[teamsURL()] = ok("Emelec")
        XCTAssertEqual(try sut(league: serieA).source, .remote)
        XCTAssertEqual(store.messages, [.retrieve("trd6vSd3"), .delete("trd6vSd3"), .insert("trd6vSd3", clock.now)])
    }

    func test_loadTeams_unreadableCacheAndOffline_deliversUnavailableNotStale() {
        let (sut, store, stub, _) = makeSUT()
        store.unreadable = ["trd6vSd3"]
        stub.offline = true
        XCTAssertThrowsError(try sut(league: serieA)) { XCTAssertEqual(($0 as? LiftError)?.status, .unavailable) }
    }

    func test_loadTeams_saveFails_deliversError() {
        let (sut, store, stub, _) = makeSUT()
        stub.answers[teamsURL()] = ok("Emelec")
        store.insertError = LiftError(.io, "disk full")
        XCTAssertThrowsError(try sut(league: serieA)) { XCTAssertEqual(($0 as? LiftError)?.status, .io) }
    }

    func test_loadTeams_noRemoteConfiguredForSource_deliversNoRemote() {
        let (store, stub, clock) = (CacheSpy<[Team]>(), RemoteStub(), TestClock())
        let sut = LoadTeams(store: store, remote: SportsRemote(client: stub, config: RemoteConfig(), decoder: CommaFeed()),
                            currentDate: clock.currentDate)
        XCTAssertThrowsError(try sut(league: serieA)) {
            XCTAssertEqual(($0 as? LiftError)?.code, "no_remote")
            XCTAssertEqual(($0 as? LiftError)?.detail("data_source"), .string("FlashLive"))
        }
        XCTAssertTrue(stub.requested.isEmpty)
    }

    func test_loadPlayers_cachedPerTeamID_secondTeamFetchedSeparately() throws {
        let (store, stub, clock) = (CacheSpy<[Player]>(), RemoteStub(), TestClock())
        let sut = LoadPlayers(store: store, remote: makeRemote(stub), currentDate: clock.currentDate)
        let source = RemoteSource(dataSource: .transferMarket, baseURL: "https://tm.test")
        stub.answers[SportsEndpoints.players(teamID: "41301", at: source)] = ok("Ana,Luis")
        stub.answers[SportsEndpoints.players(teamID: "9 9", at: source)] = ok("Eva")
        XCTAssertEqual(try sut(teamID: "41301", dataSource: .transferMarket).value.map(\.name), ["Ana", "Luis"])
        XCTAssertEqual(try sut(teamID: "9 9", dataSource: .transferMarket).value.map(\.name), ["Eva"])
        XCTAssertEqual(Set(store.entries.keys), ["41301", "9 9"])
        XCTAssertEqual(stub.requested.last?.url, "https://tm.test/clubs/get-squad?id=9%209&domain=es")
    }

    func test_cachePolicy_timestampNearInt64Max_isNotValid() {
        XCTAssertFalse(CachePolicy.isValid(savedAt: Timestamp(milliseconds: .max - 1), now: Timestamp(milliseconds: 0)))
    }
}
