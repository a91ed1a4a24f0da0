import LiftCore
import XCTest

/// The seed's two league scenarios, plus its saving error courses.
final class LoadLeaguesTests: XCTestCase {
    private func makeSUT() -> (LoadLeagues<CacheSpy<[League]>>, CacheSpy<[League]>, TestClock) {
        let (store, clock) = (CacheSpy<[League]>(), TestClock())
        return (LoadLeagues(store: store, currentDate: clock.currentDate), store, clock)
    }

    func test_loadLeagues_noCache_returnsBuiltInsAndSavesThemWithTimestamp() throws {
        let (sut, store, clock) = makeSUT()
        let (leagues, saved) = try sut()
        XCTAssertEqual(leagues.map(\.name), ["LigaPro Serie A", "LigaPro Serie B"])
        XCTAssertEqual(leagues.map(\.dataSource), [.flashLive, .transferMarket])
        XCTAssertTrue(saved)
        XCTAssertEqual(store.messages, [.retrieve("leagues"), .insert("leagues", clock.now)])
    }

    func test_loadLeagues_cachePresent_returnsBuiltInsWithoutSavingAgain() throws {
        let (sut, store, clock) = makeSUT()
        _ = try sut()
        clock.advance(days: 1)
        store.messages = []
        let (leagues, saved) = try sut()
        XCTAssertEqual(leagues, BuiltInLeagues.all)
        XCTAssertFalse(saved)
        XCTAssertEqual(store.messages, [.retrieve("leagues")])
    }

    func test_loadLeagues_saveFails_deletesCacheAndStillReturnsLeagues() throws {
        let (sut, store, _) = makeSUT()
        store.insertError = LiftError(.io, "disk full")
        let (leagues, saved) = try sut()
        XCTAssertEqual(leagues, BuiltInLeagues.all)
        XCTAssertFalse(saved)
        XCTAssertEqual(store.messages.last, .delete("leagues"))
    }

    func test_loadLeagues_saveAndDeleteFail_deliversError() {
        let (sut, store, _) = makeSUT()
        store.insertError = LiftError(.io, "disk full")
        store.deleteError = LiftError(.io, "still full")
        XCTAssertThrowsError(try sut()) { XCTAssertEqual(($0 as? LiftError)?.message, "still full") }
    }
}
