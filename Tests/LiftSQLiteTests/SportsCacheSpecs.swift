import Foundation
import LiftCore
import LiftSQLite
import XCTest

/// The sports caches over the real SQLite file: the shared cache specs (Support/StoreSpecs.swift) on
/// the team cache, whose record is a key's entry, and the caches' own (empty lists, players, images,
/// unreadable rows).
final class SportsCacheSpecs: XCTestCase, OwnedRecordStoreSpecs {
    private let t = Timestamp(milliseconds: 1_750_000_000_000)
    private let teams = [Team(id: "b", name: "Barcelona SC", logoURL: "https://x.test/b.png", dataSource: .flashLive),
                         Team(id: "a", name: "Aucas", logoURL: "https://x.test/a.png", dataSource: .flashLive)]

    /// One key's entry of the team cache.
    private struct Entry: Equatable {
        let key: String
        let cached: Cached<[Team]>
    }

    /// Sample n is the teams under key "Ln" saved at `t` + n; all entries are the cached keys' ones.
    /// The cache's delete reports nothing: here it reports whether the key was there before.
    private func makeAdapter(owner: String = "local", db: SQLiteDatabase? = nil) throws -> StoreSpecsAdapter<Entry, String> {
        let db = try db ?? makeTemporaryDatabase()
        let cache = SQLiteTeamCache(database: db, owner: owner)
        let read = { (key: String) in try cache.retrieve(key: key).map { Entry(key: key, cached: $0) } }
        return StoreSpecsAdapter(
            insert: { n in
                let entry = Entry(key: "L\(n)", cached: Cached(value: self.teams, savedAt: Timestamp(milliseconds: self.t.milliseconds + Int64(n))))
                try cache.insert(entry.cached.value, key: entry.key, timestamp: entry.cached.savedAt)
                return entry
            },
            readAll: { try cache.keys().compactMap(read) }, read: read,
            delete: { key in
                let there = try cache.retrieve(key: key) != nil
                try cache.delete(key: key)
                return there
            },
            id: \.key, missingID: { "L" },
            replace: { old in
                let newer = Entry(key: old.key, cached: Cached(value: [self.teams[1]], savedAt: Timestamp(milliseconds: old.cached.savedAt.milliseconds + 1)))
                try cache.insert(newer.cached.value, key: newer.key, timestamp: newer.cached.savedAt)
                return newer
            },
            anotherOwner: { try self.makeAdapter(owner: owner + "-other", db: db) })
    }

    func test_retrieve_emptyStore_deliversEmpty() throws {
        try assertThatRetrieveDeliversEmptyOnEmptyStore(on: makeAdapter())
    }

    func test_retrieve_emptyStoreTwice_deliversEmptyWithoutSideEffects() throws {
        try assertThatRetrieveHasNoSideEffectsOnEmptyStore(on: makeAdapter())
    }

    func test_retrieve_nonEmptyStoreTwice_deliversSameData() throws {
        try assertThatRetrieveHasNoSideEffectsOnNonEmptyStore(on: makeAdapter())
    }

    func test_insert_emptyStore_deliversInserted() throws {
        try assertThatInsertThenRetrieveDeliversInserted(on: makeAdapter())
    }

    func test_insert_nonEmptyStore_keepsBoth() throws {
        try assertThatInsertOnNonEmptyStoreKeepsBoth(on: makeAdapter())
    }

    func test_insert_teams_storesEachTeamsDataSource() throws {
        let sut = SQLiteTeamCache(database: try makeTemporaryDatabase(), owner: "local")
        try sut.insert(teams, key: "L", timestamp: t)
        XCTAssertEqual(try sut.dataSource(ofTeam: "a"), .flashLive)
    }

    func test_update_existing_replacesStoredRecord() throws {
        try assertThatUpdateReplacesStoredRecord(on: makeAdapter())
    }

    func test_insert_emptyList_isCachedAsEmpty() throws {
        let sut = SQLiteTeamCache(database: try makeTemporaryDatabase(), owner: "local")
        try sut.insert([], key: "L", timestamp: t)
        XCTAssertEqual(try sut.retrieve(key: "L"), Cached(value: [], savedAt: t))
    }

    func test_delete_emptyStore_deliversFalseAndStaysEmpty() throws {
        try assertThatDeleteHasNoSideEffectsOnEmptyStore(on: makeAdapter())
    }

    func test_delete_nonEmptyStore_leavesStoreEmpty() throws {
        try assertThatDeleteEmptiesNonEmptyStore(on: makeAdapter())
    }

    func test_delete_oneOfTwo_removesOnlyThatRecordOnce() throws {
        try assertThatDeleteRemovesOnlyTheRecord(on: makeAdapter())
    }

    func test_retrieve_otherOwner_seesNothing() throws {
        try assertThatAnotherOwnerSeesNothing(on: makeAdapter(owner: "a"))
    }

    func test_players_optionalFieldsAndOtherPosition_roundTrip() throws {
        let sut = SQLitePlayerCache(database: try makeTemporaryDatabase(), owner: "local")
        let players = [Player(id: "1", name: "A", number: 10, position: .other("left wing"), nationality: "Ecuador",
                              photoURL: "https://x.test/1.png", dataSource: .transferMarket),
                       Player(id: "2", name: "B", number: nil, position: .coach, nationality: nil, photoURL: nil, dataSource: .flashLive)]
        try sut.insert(players, key: "T", timestamp: t)
        XCTAssertEqual(try sut.retrieve(key: "T")?.value, players)
    }

    func test_image_bytesRoundTripIncludingNUL() throws {
        let sut = SQLiteImageCache(database: try makeTemporaryDatabase(), owner: "local")
        try sut.insert([0, 1, 0, 255], key: "https://x.test/i.png", timestamp: t)
        XCTAssertEqual(try sut.retrieve(key: "https://x.test/i.png")?.value, [0, 1, 0, 255])
    }

    func test_retrieve_rowWithUnknownDataSource_throwsUnreadable() throws {
        let path = temporaryStorePath()
        do { try SQLiteTeamCache(database: try makeTemporaryDatabase(path: path), owner: "local").insert(teams, key: "L", timestamp: t) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        p.arguments = [path, "UPDATE sports_team SET data_source = 'Nope' WHERE id = 'a';"]
        try p.run(); p.waitUntilExit()
        let sut = SQLiteTeamCache(database: try makeTemporaryDatabase(path: path), owner: "local")
        XCTAssertThrowsError(try sut.retrieve(key: "L")) { XCTAssertEqual(($0 as? LiftError)?.code, "unreadable_cache") }
        let now = t
        let deleted = try ValidateCache(store: sut, currentDate: { now })()
        XCTAssertEqual(deleted, 1)
        XCTAssertNil(try sut.retrieve(key: "L"))
    }
}
