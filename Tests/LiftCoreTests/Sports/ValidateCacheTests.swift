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
}
