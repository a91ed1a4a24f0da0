import Foundation
import LiftCore
import LiftSQLite
import XCTest

/// The seeds' cache specs for the sports caches over the real SQLite file.
final class SportsCacheSpecs: XCTestCase {
    private let t = Timestamp(milliseconds: 1_750_000_000_000)
    private let teams = [Team(id: "b", name: "Barcelona SC", logoURL: "https://x.test/b.png", dataSource: .flashLive),
                         Team(id: "a", name: "Aucas", logoURL: "https://x.test/a.png", dataSource: .flashLive)]

    func test_retrieve_emptyCacheTwice_deliversNilWithoutSideEffects() throws {
        let sut = SQLiteTeamCache(database: try makeTemporaryDatabase(), owner: "local")
        XCTAssertNil(try sut.retrieve(key: "L"))
        XCTAssertNil(try sut.retrieve(key: "L"))
        XCTAssertEqual(try sut.keys(), [])
    }

    func test_insert_thenRetrieve_deliversTeamsInFeedOrderWithTimestamp() throws {
        let sut = SQLiteTeamCache(database: try makeTemporaryDatabase(), owner: "local")
        try sut.insert(teams, key: "L", timestamp: t)
        XCTAssertEqual(try sut.retrieve(key: "L"), Cached(value: teams, savedAt: t))
        XCTAssertEqual(try sut.dataSource(ofTeam: "a"), .flashLive)
    }

    func test_insert_overExisting_replacesWholeEntry() throws {
        let sut = SQLiteTeamCache(database: try makeTemporaryDatabase(), owner: "local")
        try sut.insert(teams, key: "L", timestamp: t)
        let later = Timestamp(milliseconds: t.milliseconds + 1)
        try sut.insert([teams[1]], key: "L", timestamp: later)
        XCTAssertEqual(try sut.retrieve(key: "L"), Cached(value: [teams[1]], savedAt: later))
    }

    func test_insert_emptyList_isCachedAsEmpty() throws {
        let sut = SQLiteTeamCache(database: try makeTemporaryDatabase(), owner: "local")
        try sut.insert([], key: "L", timestamp: t)
        XCTAssertEqual(try sut.retrieve(key: "L"), Cached(value: [], savedAt: t))
    }

    func test_delete_entry_leavesOtherKeys() throws {
        let sut = SQLiteTeamCache(database: try makeTemporaryDatabase(), owner: "local")
        try sut.insert(teams, key: "L1", timestamp: t)
        try sut.insert(teams, key: "L2", timestamp: t)
        try sut.delete(key: "L1")
        XCTAssertNil(try sut.retrieve(key: "L1"))
        XCTAssertEqual(try sut.keys(), ["L2"])
    }

    func test_retrieve_otherOwner_seesNothing() throws {
        let db = try makeTemporaryDatabase()
        try SQLiteTeamCache(database: db, owner: "a").insert(teams, key: "L", timestamp: t)
        XCTAssertNil(try SQLiteTeamCache(database: db, owner: "b").retrieve(key: "L"))
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
