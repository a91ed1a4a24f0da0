import Foundation
import LiftCore
import LiftRoadNetworks
import LiftRouting
import LiftSQLite
import XCTest

/// Plan Route's network provider against the real SQLite store.
final class StoreRoadNetworksTests: XCTestCase {
    private static let helsinki = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("data/Helsinki.osm.pbf").path
    nonisolated(unsafe) private static var network: RoadNetwork?

    private func helsinki() throws -> RoadNetwork {
        if let n = Self.network { return n }
        let n = try RoadNetwork.importOSM(path: Self.helsinki, profile: .car)
        Self.network = n
        return n
    }

    private func makeSUT() throws -> (StoreRoadNetworks, SQLiteDatabase, SQLiteRoadNetworkStore) {
        let db = try SQLiteDatabase(path: NSTemporaryDirectory() + "lift-networks-\(UUID().uuidString).lift")
        return (StoreRoadNetworks(database: db), db, SQLiteRoadNetworkStore(database: db, owner: StoreLevel.owner))
    }

    @discardableResult
    private func store(_ bytes: [UInt8], _ db: SQLiteDatabase, _ store: SQLiteRoadNetworkStore, source: String = "/data/h.pbf",
                       chunks: [[UInt8]] = []) throws -> RecordID {
        let record = RoadNetworkRecord(profile: "car", version: .random(), source: source,
                                       creationDate: Timestamp(milliseconds: 0), byteCount: bytes.count)
        try db.transaction { try store.replaceRoadNetwork(record, bytes: bytes, chunks: chunks) }
        return record.version
    }

    private static let query = RouteQuery(stops: [GeoPoint(lat: 60.1699, lon: 24.9384), GeoPoint(lat: 60.1618, lon: 24.947)])

    func test_storeRoadNetworks_chunkedNetwork_readsItsChunksFromTheStoreAndPlansAsBuilt() throws {
        let (sut, db, s) = try makeSUT()
        let built = try helsinki(), encoded = NetworkCodec.encodeChunked(built)
        try store(encoded.head, db, s, chunks: encoded.chunks)
        let route = try sut.network(profile: "car").plan(Self.query), expected = try built.plan(Self.query)
        XCTAssertEqual(route.distance, expected.distance)
        XCTAssertEqual(route.duration, expected.duration)
    }

    /// The chunks are read through the file SQLite opened, not a relative name read again from
    /// another working directory.
    func test_storeRoadNetworks_openedByARelativePathThenTheDirectoryLeft_readsTheChunksOfTheSameFile() throws {
        let files = FileManager.default, dir = NSTemporaryDirectory() + "lift-relative-\(UUID().uuidString)"
        try files.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let before = files.currentDirectoryPath
        defer { files.changeCurrentDirectoryPath(before) }
        XCTAssertTrue(files.changeCurrentDirectoryPath(dir))
        let db = try SQLiteDatabase(path: "store.lift")
        let encoded = NetworkCodec.encodeChunked(try helsinki())
        try store(encoded.head, db, SQLiteRoadNetworkStore(database: db, owner: StoreLevel.owner), chunks: encoded.chunks)
        let network = try StoreRoadNetworks(database: db).network(profile: "car")
        XCTAssertTrue(files.changeCurrentDirectoryPath(before))
        XCTAssertGreaterThan(try network.plan(Self.query).distance, 0)
    }

    func test_storeRoadNetworks_damagedChunkRow_routeThrowsCorrupt() throws {
        let (sut, db, s) = try makeSUT()
        let encoded = NetworkCodec.encodeChunked(try helsinki())
        try store(encoded.head, db, s, chunks: encoded.chunks)
        try db.transaction { try db.execute("UPDATE road_network_chunk SET data = zeroblob(length(data))") }
        XCTAssertThrowsError(try sut.network(profile: "car").plan(Self.query)) {
            XCTAssertEqual(($0 as? LiftError)?.code, "corrupt_road_network")
        }
    }

    /// A network decoded before a re-import (another process's) finds its chunks gone: refused,
    /// never routed on the new network's chunks; the next route decodes the new network.
    func test_storeRoadNetworks_chunksReplacedUnderADecodedNetwork_routeThrowsCorruptThenTheNewOnePlans() throws {
        let (sut, db, s) = try makeSUT()
        let encoded = NetworkCodec.encodeChunked(try helsinki())
        try store(encoded.head, db, s, chunks: encoded.chunks)
        let old = try sut.network(profile: "car")
        try store(encoded.head, db, s, chunks: encoded.chunks)
        XCTAssertThrowsError(try old.plan(Self.query)) {
            XCTAssertEqual(($0 as? LiftError)?.code, "corrupt_road_network")
        }
        XCTAssertGreaterThan(try sut.network(profile: "car").plan(Self.query).distance, 0)
    }

    private func assertUnavailable(_ expected: RoadNetworkUnavailable, _ body: () throws -> RoadNetwork,
                                   file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try body(), file: file, line: line) {
            XCTAssertEqual($0 as? RoadNetworkUnavailable, expected, file: file, line: line)
        }
    }

    func test_storeRoadNetworks_nothingImported_isUnavailableNone() throws {
        let (sut, _, _) = try makeSUT()
        assertUnavailable(.none) { try sut.network(profile: "car") }
    }

    func test_storeRoadNetworks_unknownProfile_isUnavailableNone() throws {
        let (sut, _, _) = try makeSUT()
        assertUnavailable(.none) { try sut.network(profile: "horse") }
    }

    func test_storeRoadNetworks_stored_decodesANetworkThatPlans() throws {
        let (sut, db, s) = try makeSUT()
        try store(NetworkCodec.encode(try helsinki()), db, s)
        let route = try sut.network(profile: "car").plan(RouteQuery(stops: [GeoPoint(lat: 60.1699, lon: 24.9384),
                                                                            GeoPoint(lat: 60.1618, lon: 24.947)]))
        XCTAssertGreaterThan(route.distance, 0)
    }

    func test_storeRoadNetworks_unchangedStore_givesTheSameDecodedNetwork() throws {
        let (sut, db, s) = try makeSUT()
        try store(NetworkCodec.encode(try helsinki()), db, s)
        let first = try sut.network(profile: "car"), second = try StoreRoadNetworks(database: db).network(profile: "car")
        XCTAssertTrue(first === second)
    }

    func test_storeRoadNetworks_afterAReimport_decodesTheNewVersion() throws {
        let (sut, db, s) = try makeSUT()
        let bytes = NetworkCodec.encode(try helsinki())
        try store(bytes, db, s)
        let first = try sut.network(profile: "car")
        try store(bytes, db, s)
        XCTAssertFalse(try sut.network(profile: "car") === first)
    }

    func test_storeRoadNetworks_olderLayout_isOutdatedNamingItsSource() throws {
        let (sut, db, s) = try makeSUT()
        try store(Array("LIFTNET3".utf8) + [UInt8](repeating: 0, count: 64), db, s, source: "/maps/old.pbf")
        assertUnavailable(.outdated(source: "/maps/old.pbf")) { try sut.network(profile: "car") }
    }
}

final class MemoryPlaceIndexCacheTests: XCTestCase {
    private let places = [Place(kind: .street, name: "Mannerheimintie", lat: 60.17, lon: 24.94)]

    func test_memoryPlaceIndexCache_sameVersion_buildsOnce() throws {
        let sut = MemoryPlaceIndexCache(path: "/tmp/\(UUID().uuidString)"), version = RecordID.random()
        var builds = 0
        let first = try sut.index(profile: "car", version: version) { builds += 1; return PlaceIndex(places) }
        let second = try sut.index(profile: "car", version: version) { builds += 1; return PlaceIndex(places) }
        XCTAssertEqual(builds, 1)
        XCTAssertTrue(first === second)
    }

    func test_memoryPlaceIndexCache_newVersionOrOtherStore_buildsAgain() throws {
        let path = "/tmp/\(UUID().uuidString)"
        var builds = 0
        _ = try MemoryPlaceIndexCache(path: path).index(profile: "car", version: .random()) { builds += 1; return PlaceIndex(places) }
        _ = try MemoryPlaceIndexCache(path: path).index(profile: "car", version: .random()) { builds += 1; return PlaceIndex(places) }
        _ = try MemoryPlaceIndexCache(path: path + "x").index(profile: "car", version: .random()) { builds += 1; return PlaceIndex(places) }
        XCTAssertEqual(builds, 3)
    }

    func test_memoryPlaceIndexCache_buildFails_deliversTheErrorAndKeepsNothing() throws {
        let sut = MemoryPlaceIndexCache(path: "/tmp/\(UUID().uuidString)"), version = RecordID.random()
        XCTAssertThrowsError(try sut.index(profile: "car", version: version) { throw LiftError(.io, "disk") })
        var builds = 0
        _ = try sut.index(profile: "car", version: version) { builds += 1; return PlaceIndex(places) }
        XCTAssertEqual(builds, 1)
    }
}
