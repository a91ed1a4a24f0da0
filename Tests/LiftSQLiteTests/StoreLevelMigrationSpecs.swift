import Foundation
import LiftCore
import LiftSQLite
import XCTest

/// A store from when maps, places and sports caches were kept per account, opened by this
/// library: one store-level copy of each remains, the most recent map of each profile with its
/// own places and the freshest copy of each cache entry, and no per-account copy is left behind.
final class StoreLevelMigrationSpecs: XCTestCase {
    /// Every feature current except road_networks and sports at version 1, made with the sqlite3 shell.
    private func makePerAccountStore(_ rows: String) throws -> String {
        let path = temporaryStorePath()
        let old: Set<String> = ["road_networks", "sports"]
        var sql = Schema.migrations.filter { !old.contains($0.feature) || $0.version == 1 }.map(\.sql).joined(separator: "\n")
        for (feature, version) in Schema.known {
            sql += "\nINSERT OR REPLACE INTO lift_schema VALUES('\(feature)', \(old.contains(feature) ? 1 : version));"
        }
        sql += "\n" + rows + "\nPRAGMA application_id=\(Schema.applicationID);"
        XCTAssertEqual(try sqlite3(path, sql), "")
        return path
    }

    private func sqlite3(_ path: String, _ sql: String) throws -> String {
        let p = Process(), input = Pipe(), output = Pipe()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        p.arguments = [path]
        p.standardInput = input
        p.standardOutput = output
        try p.run()
        input.fileHandleForWriting.write(Data(sql.utf8))
        try input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0)
        return String(decoding: out, as: UTF8.self)
    }

    private static func network(_ owner: String, _ profile: String, created: Int) -> String {
        "INSERT INTO road_network VALUES('\(owner)', '\(profile)', 'v-\(owner)-\(profile)', '\(owner).osm', \(created), x'01');"
    }

    private static func place(_ owner: String, _ profile: String, _ name: String) -> String {
        "INSERT INTO place(owner_id, profile, seq, kind, name, lat, lon) VALUES('\(owner)', '\(profile)', 0, 'street', '\(name)', 60, 24);"
    }

    func test_open_twoAccountsNetworksOfOneProfile_keepsTheLatestImportWithItsPlacesAsStoreLevel() throws {
        let path = try makePerAccountStore([
            Self.network("ann", "car", created: 100), Self.place("ann", "car", "Ann Street"),
            Self.network("bob", "car", created: 200), Self.place("bob", "car", "Bob Street"),
            Self.network("ann", "foot", created: 50), Self.place("ann", "foot", "Ann Path"),
            Self.network("local", "bike", created: 10), Self.place("local", "bike", "Local Lane"),
            Self.place("cat", "car", "Cat Street without a network"),
        ].joined(separator: "\n"))
        let db = try SQLiteDatabase(path: path)
        let networks = SQLiteRoadNetworkStore(database: db, owner: StoreLevel.owner)
        let places = SQLitePlaceStore(database: db, owner: StoreLevel.owner)

        XCTAssertEqual(try networks.readAllRoadNetworks().map { "\($0.profile) \($0.version.text)" },
                       ["bike v-local-bike", "car v-bob-car", "foot v-ann-foot"])
        XCTAssertEqual(try places.readPlaces(profile: "car").map(\.name), ["Bob Street"])
        XCTAssertEqual(try places.readPlaces(profile: "foot").map(\.name), ["Ann Path"])
        XCTAssertEqual(try places.readPlaces(profile: "bike").map(\.name), ["Local Lane"])
        XCTAssertEqual(try sqlite3(path, """
            SELECT count(*) FROM road_network WHERE owner_id <> '\(StoreLevel.owner)';
            SELECT count(*) FROM place WHERE owner_id <> '\(StoreLevel.owner)';
            SELECT version FROM lift_schema WHERE feature = 'road_networks';
            """), "0\n0\n\(Schema.known["road_networks"] ?? 0)\n")
    }

    func test_open_twoAccountsCachesOfOneEntry_keepsTheFreshestCopyAsStoreLevel() throws {
        let path = try makePerAccountStore("""
            INSERT INTO sports_cache VALUES('ann', 'teams', 'L1', 100), ('bob', 'teams', 'L1', 300), ('ann', 'images', 'https://x/a.png', 5);
            INSERT INTO sports_team VALUES('ann', 'L1', 0, 't1', 'Old Name', 'https://x/t1.png', 'FlashLive');
            INSERT INTO sports_team VALUES('bob', 'L1', 0, 't1', 'New Name', 'https://x/t1.png', 'FlashLive');
            INSERT INTO sports_team VALUES('bob', 'L2', 0, 't2', 'No stamp', 'https://x/t2.png', 'FlashLive');
            INSERT INTO sports_image VALUES('ann', 'https://x/a.png', x'89504E47');
            """)
        let db = try SQLiteDatabase(path: path)
        let teams = try XCTUnwrap(SQLiteTeamCache(database: db, owner: StoreLevel.owner).retrieve(key: "L1"))
        XCTAssertEqual(teams.value.map(\.name), ["New Name"])
        XCTAssertEqual(teams.savedAt, Timestamp(milliseconds: 300))
        XCTAssertEqual(try SQLiteImageCache(database: db, owner: StoreLevel.owner).retrieve(key: "https://x/a.png")?.value,
                       [0x89, 0x50, 0x4E, 0x47])
        XCTAssertNil(try SQLiteTeamCache(database: db, owner: StoreLevel.owner).retrieve(key: "L2"))
        XCTAssertEqual(try sqlite3(path, """
            SELECT count(*) FROM sports_cache WHERE owner_id <> '\(StoreLevel.owner)';
            SELECT count(*) FROM sports_team;
            SELECT version FROM lift_schema WHERE feature = 'sports';
            """), "0\n1\n2\n")
    }
}
