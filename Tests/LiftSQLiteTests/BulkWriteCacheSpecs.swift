import LiftCore
@testable import LiftSQLite
import XCTest

/// A bulk write (an import's network chunks and places) holds SQLite's page cache small while
/// it runs, so its dirty pages spill to the WAL instead of staying in memory until commit, and
/// leaves the store's cache as it was opened.
final class BulkWriteCacheSpecs: XCTestCase {
    private func cacheKiB(_ db: SQLiteDatabase) throws -> Int64 {
        let s = try db.statement("PRAGMA cache_size")
        defer { s.reset() }
        guard try s.step() else { return 0 }
        return -s.int(0)
    }

    func test_writingInBulk_duringTheBody_cacheHeldSmallThenRestored() throws {
        let db = try makeTemporaryDatabase()
        XCTAssertEqual(try cacheKiB(db), Int64(SQLiteDatabase.cacheKiB))
        let during = try db.transaction { try db.writingInBulk { try cacheKiB(db) } }
        XCTAssertEqual(during, Int64(SQLiteDatabase.bulkWriteCacheKiB))
        XCTAssertLessThan(SQLiteDatabase.bulkWriteCacheKiB, SQLiteDatabase.cacheKiB)
        XCTAssertEqual(try cacheKiB(db), Int64(SQLiteDatabase.cacheKiB))
    }

    func test_writingInBulk_bodyThrows_errorPassesAndCacheRestored() throws {
        let db = try makeTemporaryDatabase()
        XCTAssertThrowsError(try db.writingInBulk { throw LiftError(.io, "disk gone") }) { error in
            XCTAssertEqual((error as? LiftError)?.message, "disk gone")
        }
        XCTAssertEqual(try cacheKiB(db), Int64(SQLiteDatabase.cacheKiB))
    }

    func test_replacePlaces_manyRowsPastTheSmallCache_allStoredAndCacheRestored() throws {
        let db = try makeTemporaryDatabase()
        let sut = SQLitePlaceStore(database: db, owner: "local")
        // About 4 MB of rows: twice the bulk cache, so pages spill before the commit.
        let places = (0..<20_000).map { i in
            Place(kind: .poi, name: "Place \(i) " + String(repeating: "x", count: 150), category: "amenity=cafe",
                  lat: 60 + Double(i) * 1e-5, lon: 24.9)
        }
        try sut.replacePlaces(profile: "car", places)
        XCTAssertEqual(try sut.readPlaces(profile: "car"), places)
        XCTAssertEqual(try cacheKiB(db), Int64(SQLiteDatabase.cacheKiB))
    }
}
