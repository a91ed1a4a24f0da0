import LiftCore
import XCTest

final class ValidateCacheTests: XCTestCase {
    func test_validateCache_expiredAndUnreadable_deletedValidKept() throws {
        let (store, clock) = (CacheSpy<[Team]>(), TestClock())
        let now = clock.now.milliseconds
        store.entries["fresh"] = Cached(value: [], savedAt: Timestamp(milliseconds: now - CachePolicy.maxAgeMilliseconds + 1))
        store.entries["expired"] = Cached(value: [], savedAt: Timestamp(milliseconds: now - CachePolicy.maxAgeMilliseconds))
        store.unreadable = ["broken"]
        let deleted = try ValidateCache(store: store, currentDate: clock.currentDate)()
        XCTAssertEqual(deleted, 2)
        XCTAssertEqual(Array(store.entries.keys), ["fresh"])
        XCTAssertTrue(store.unreadable.isEmpty)
    }

    func test_validateCache_emptyStore_deletesNothing() throws {
        let store = CacheSpy<[Team]>()
        XCTAssertEqual(try ValidateCache(store: store, currentDate: TestClock().currentDate)(), 0)
        XCTAssertEqual(store.messages, [.keys])
    }

    func test_validateCache_expiredEntry_retrievesEachKeyAndDeletesOnlyTheExpired() throws {
        let (store, clock) = (CacheSpy<[Team]>(), TestClock())
        store.entries["a"] = Cached(value: [], savedAt: clock.now)
        store.entries["b"] = Cached(value: [], savedAt: Timestamp(milliseconds: clock.now.milliseconds - CachePolicy.maxAgeMilliseconds))
        XCTAssertEqual(try ValidateCache(store: store, currentDate: clock.currentDate)(), 1)
        XCTAssertEqual(store.messages, [.keys, .retrieve("a"), .retrieve("b"), .delete("b")])
    }

    func test_validateCache_laterClock_expiresWhatAnEarlierOneKept() throws {
        let (store, clock) = (CacheSpy<[Team]>(), TestClock())
        store.entries["a"] = Cached(value: [], savedAt: clock.now)
        let sut = ValidateCache(store: store, currentDate: clock.currentDate)
        clock.advance(days: 6, hours: 23)
        XCTAssertEqual(try sut(), 0)
        clock.advance(hours: 1)
        XCTAssertEqual(try sut(), 1)
        XCTAssertTrue(store.entries.isEmpty)
    }

    func test_validateCache_deleteFails_deliversStoreErrorUnchanged() {
        let (store, clock) = (CacheSpy<[Team]>(), TestClock())
        store.unreadable = ["broken"]
        store.deleteError = anyStoreError
        XCTAssertEqual(liftError { try ValidateCache(store: store, currentDate: clock.currentDate)() }, anyStoreError)
    }
}
