import LiftCore
import LiftSQLite
import XCTest

final class RoadNetworkStoreSpecs: XCTestCase {
    private func record(_ profile: String, bytes: Int) -> RoadNetworkRecord {
        RoadNetworkRecord(profile: profile, version: RecordID(trusted: "v-\(profile)"), source: "test.osm.pbf",
                          creationDate: Timestamp(milliseconds: 0), byteCount: bytes)
    }

    func test_withBytes_readsPiecesInPlace_acrossOverflowPages() throws {
        let db = try makeTemporaryDatabase()
        let sut = SQLiteRoadNetworkStore(database: db, owner: "local")
        // Several MB: many overflow pages, read through the mapping (mmap) and in pieces.
        let bytes = (0..<3_000_001).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
        try db.transaction { try sut.replaceRoadNetwork(record("car", bytes: bytes.count), bytes: bytes, chunks: []) }
        let read = try db.read {
            try sut.withRoadNetworkBytes(profile: "car") { source -> [UInt8] in
                XCTAssertEqual(source.byteCount, bytes.count)
                var out = [UInt8](repeating: 0, count: source.byteCount)
                let cut = 1_234_567
                try out.withUnsafeMutableBytes { raw in
                    try source.read(into: UnsafeMutableRawBufferPointer(rebasing: raw[..<cut]), at: 0)
                    try source.read(into: UnsafeMutableRawBufferPointer(rebasing: raw[cut...]), at: cut)
                }
                var past = [UInt8](repeating: 0, count: 2)
                try past.withUnsafeMutableBytes { raw in
                    XCTAssertThrowsError(try source.read(into: raw, at: bytes.count - 1))
                }
                return out
            }
        }
        XCTAssertEqual(read, bytes)
        XCTAssertNil(try db.read { try sut.withRoadNetworkBytes(profile: "bike") { $0.byteCount } })
        // The store works as before after the mapped read (writes included).
        try db.transaction { try sut.replaceRoadNetwork(record("car", bytes: 3), bytes: [1, 2, 3], chunks: []) }
        XCTAssertEqual(try db.read { try sut.withRoadNetworkBytes(profile: "car") { $0.byteCount } }, 3)
    }

    /// The bytes are bound in place for the statement alone: each replace stores its own bytes
    /// whole, an empty network too, after the arrays they came from are gone.
    func test_replaceRoadNetwork_bytesBoundInPlace_eachReplaceStoresItsOwnBytesWhole() throws {
        let db = try makeTemporaryDatabase()
        let sut = SQLiteRoadNetworkStore(database: db, owner: "local")
        func stored(_ profile: String) throws -> [UInt8]? {
            try db.read {
                try sut.withRoadNetworkBytes(profile: profile) { source -> [UInt8] in
                    var out = [UInt8](repeating: 0, count: source.byteCount)
                    try out.withUnsafeMutableBytes { try source.read(into: $0, at: 0) }
                    return out
                }
            }
        }
        for (profile, count, seed) in [("car", 70_000, 3), ("bike", 5, 7), ("car", 1_000, 11), ("foot", 0, 0)] {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* seed &+ 1) }
            try db.transaction { try sut.replaceRoadNetwork(record(profile, bytes: count), bytes: bytes, chunks: []) }
        }
        XCTAssertEqual(try stored("car"), (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 11 &+ 1) })
        XCTAssertEqual(try stored("bike"), (0..<5).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 1) })
        XCTAssertEqual(try stored("foot"), [])
        XCTAssertEqual(try sut.readAllRoadNetworks().map(\.byteCount), [5, 1_000, 0])
    }

    /// A stored form given in pieces; `claimed` overstates or understates the head's size.
    private struct Pieces: EncodedRoadNetwork {
        var head: [[UInt8]]
        var chunks: [[UInt8]] = []
        var claimed: Int?
        var failAt: Int?
        var headByteCount: Int { claimed ?? head.reduce(0) { $0 + $1.count } }
        var chunkByteCount: Int { chunks.reduce(0) { $0 + $1.count } }
        func forEachChunk(_ body: ([UInt8]) throws -> Void) throws { for c in chunks { try body(c) } }
        func forEachHeadPiece(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
            for (i, p) in head.enumerated() {
                if i == failAt { throw LiftError(.io, code: "disk_full", "made to fail") }
                try p.withUnsafeBytes { try body($0) }
            }
        }
    }

    private func storedHead(_ sut: SQLiteRoadNetworkStore, _ db: SQLiteDatabase, _ profile: String = "car") throws -> [UInt8]? {
        try db.read {
            try sut.withRoadNetworkBytes(profile: profile) { source -> [UInt8] in
                var out = [UInt8](repeating: 0, count: source.byteCount)
                try out.withUnsafeMutableBytes { try source.read(into: $0, at: 0) }
                return out
            }
        }
    }

    func test_replaceRoadNetwork_headInPieces_storedWholeInOrderWithItsChunks() throws {
        let db = try makeTemporaryDatabase()
        let sut = SQLiteRoadNetworkStore(database: db, owner: "local")
        // Pieces across overflow pages, one empty, one of a single byte.
        let head = [(0..<1_500_000).map { UInt8(truncatingIfNeeded: $0 &* 13) }, [], [42], (0..<70_001).map { UInt8(truncatingIfNeeded: $0) }]
        let encoded = Pieces(head: head, chunks: [[1, 2], [3]])
        try db.transaction { try sut.replaceRoadNetwork(record("car", bytes: 9), encoded) }
        XCTAssertEqual(try storedHead(sut, db), Array(head.joined()))
        XCTAssertEqual(try sut.roadNetworkChunk(profile: "car", version: RecordID(trusted: "v-car"), index: 1), [3])
        XCTAssertEqual(try sut.readRoadNetwork(profile: "car")?.byteCount, 1_570_002 + 3)
    }

    func test_replaceRoadNetwork_headInItsOwnTable_rowKeepsNoBytesAndItsSizeCountsTheHead() throws {
        let db = try makeTemporaryDatabase()
        let sut = SQLiteRoadNetworkStore(database: db, owner: "local")
        try db.transaction { try sut.replaceRoadNetwork(record("car", bytes: 5), bytes: [1, 2, 3], chunks: [[4, 5]]) }
        XCTAssertEqual(try Self.scalar(db, "SELECT length(data) FROM road_network"), 0)
        XCTAssertEqual(try Self.scalar(db, "SELECT length(data) FROM road_network_head WHERE version = 'v-car'"), 3)
        XCTAssertEqual(try sut.readRoadNetwork(profile: "car")?.byteCount, 5)
        XCTAssertEqual(try db.transaction { try sut.deleteRoadNetwork(profile: "car") }, 1)
        XCTAssertEqual(try Self.scalar(db, "SELECT count(*) FROM road_network_head"), 0)
    }

    /// Builds before the head's own table kept it in the row's `data`: read from there.
    func test_withBytes_headInTheRowAsEarlierBuildsStoredIt_readsTheRowsBytes() throws {
        let db = try makeTemporaryDatabase()
        let sut = SQLiteRoadNetworkStore(database: db, owner: "local")
        try Self.insertRowWithItsHead(db, version: "v-car", chunkBytes: 2)
        XCTAssertEqual(try storedHead(sut, db), [10, 11, 12])
        XCTAssertEqual(try sut.readRoadNetwork(profile: "car")?.byteCount, 5)
    }

    func test_replaceRoadNetwork_overAHeadInTheRowAsEarlierBuildsStoredIt_movesTheNewHeadToItsTable() throws {
        let db = try makeTemporaryDatabase()
        let sut = SQLiteRoadNetworkStore(database: db, owner: "local")
        try Self.insertRowWithItsHead(db, version: "v-old", chunkBytes: 0)
        try db.transaction { try sut.replaceRoadNetwork(record("car", bytes: 2), bytes: [7, 8], chunks: []) }
        XCTAssertEqual(try storedHead(sut, db), [7, 8])
        XCTAssertEqual(try Self.scalar(db, "SELECT length(data) FROM road_network"), 0)
        XCTAssertEqual(try sut.readRoadNetwork(profile: "car")?.byteCount, 2)
    }

    /// A row with an empty `data` and no head of its version (a head left by another network,
    /// or none): no bytes, which the codec refuses as damage.
    func test_withBytes_noHeadOfTheRowsVersion_readsNoBytes() throws {
        let db = try makeTemporaryDatabase()
        let sut = SQLiteRoadNetworkStore(database: db, owner: "local")
        try db.transaction { try sut.replaceRoadNetwork(record("car", bytes: 3), bytes: [1, 2, 3], chunks: []) }
        try db.transaction { try db.execute("UPDATE road_network_head SET version = 'v-other'") }
        XCTAssertEqual(try storedHead(sut, db), [])
        try db.transaction { try db.execute("DELETE FROM road_network_head") }
        XCTAssertEqual(try storedHead(sut, db), [])
    }

    func test_replaceRoadNetwork_headShortOfItsCountOrPastIt_throwsAndKeepsTheNetworkBefore() throws {
        let db = try makeTemporaryDatabase()
        let sut = SQLiteRoadNetworkStore(database: db, owner: "local")
        try db.transaction { try sut.replaceRoadNetwork(record("car", bytes: 3), bytes: [1, 2, 3], chunks: [[7]]) }
        var next = record("car", bytes: 1)
        next.version = RecordID(trusted: "v-next")
        for encoded in [Pieces(head: [[9, 9]], chunks: [[8]], claimed: 5), Pieces(head: [[9, 9], [9]], chunks: [[8]], claimed: 2)] {
            XCTAssertThrowsError(try db.transaction { try sut.replaceRoadNetwork(next, encoded) })
            XCTAssertEqual(try storedHead(sut, db), [1, 2, 3])
            XCTAssertEqual(try sut.roadNetworkChunk(profile: "car", version: RecordID(trusted: "v-car"), index: 0), [7])
            XCTAssertNil(try sut.roadNetworkChunk(profile: "car", version: next.version, index: 0))
        }
    }

    func test_replaceRoadNetwork_headPieceFails_throwsItsErrorAndKeepsTheNetworkBefore() throws {
        let db = try makeTemporaryDatabase()
        let sut = SQLiteRoadNetworkStore(database: db, owner: "local")
        try db.transaction { try sut.replaceRoadNetwork(record("car", bytes: 3), bytes: [1, 2, 3], chunks: []) }
        var next = record("car", bytes: 1)
        next.version = RecordID(trusted: "v-next")
        let encoded = Pieces(head: [[9], [9]], claimed: 2, failAt: 1)
        XCTAssertThrowsError(try db.transaction { try sut.replaceRoadNetwork(next, encoded) }) {
            XCTAssertEqual(($0 as? LiftError)?.code, "disk_full")
        }
        XCTAssertEqual(try storedHead(sut, db), [1, 2, 3])
        XCTAssertEqual(try sut.readRoadNetwork(profile: "car")?.version, RecordID(trusted: "v-car"))
    }

    func test_roadNetworkChunk_storedWithTheNetwork_readByItsVersionOnly() throws {
        let db = try makeTemporaryDatabase()
        let sut = SQLiteRoadNetworkStore(database: db, owner: "local")
        let chunks: [[UInt8]] = [[1, 2, 3], Array(repeating: 7, count: 20_000), []]
        try db.transaction { try sut.replaceRoadNetwork(record("car", bytes: 4), bytes: [9, 9, 9, 9], chunks: chunks) }
        let version = RecordID(trusted: "v-car")
        for (i, chunk) in chunks.enumerated() {
            XCTAssertEqual(try db.read { try sut.roadNetworkChunk(profile: "car", version: version, index: i) }, chunk)
        }
        XCTAssertNil(try sut.roadNetworkChunk(profile: "car", version: version, index: 3))
        XCTAssertNil(try sut.roadNetworkChunk(profile: "car", version: version, index: -1))
        XCTAssertNil(try sut.roadNetworkChunk(profile: "car", version: RecordID(trusted: "v-other"), index: 0))
        XCTAssertNil(try sut.roadNetworkChunk(profile: "bike", version: version, index: 0))
        // The size reported counts the chunks.
        XCTAssertEqual(try sut.readRoadNetwork(profile: "car")?.byteCount, 4 + 3 + 20_000)
    }

    func test_replaceRoadNetwork_anotherVersion_dropsTheChunksOfTheOneBefore() throws {
        let db = try makeTemporaryDatabase()
        let sut = SQLiteRoadNetworkStore(database: db, owner: "local")
        try db.transaction { try sut.replaceRoadNetwork(record("car", bytes: 1), bytes: [1], chunks: [[1], [2], [3]]) }
        var next = record("car", bytes: 1)
        next.version = RecordID(trusted: "v-next")
        try db.transaction { try sut.replaceRoadNetwork(next, bytes: [1], chunks: [[4]]) }
        XCTAssertNil(try sut.roadNetworkChunk(profile: "car", version: RecordID(trusted: "v-car"), index: 0))
        XCTAssertEqual(try sut.roadNetworkChunk(profile: "car", version: next.version, index: 0), [4])
        XCTAssertNil(try sut.roadNetworkChunk(profile: "car", version: next.version, index: 1))
        XCTAssertEqual(try Self.chunkRows(db), 1)
    }

    func test_deleteRoadNetwork_withChunks_deletesThemToo() throws {
        let db = try makeTemporaryDatabase()
        let sut = SQLiteRoadNetworkStore(database: db, owner: "local")
        try db.transaction {
            try sut.replaceRoadNetwork(record("car", bytes: 1), bytes: [1], chunks: [[1], [2]])
            try sut.replaceRoadNetwork(record("bike", bytes: 1), bytes: [1], chunks: [[3]])
        }
        XCTAssertEqual(try db.transaction { try sut.deleteRoadNetwork(profile: "car") }, 1)
        XCTAssertEqual(try Self.chunkRows(db), 1)
        XCTAssertEqual(try sut.roadNetworkChunk(profile: "bike", version: RecordID(trusted: "v-bike"), index: 0), [3])
    }

    /// A car network's row as builds before the head's table stored it: head [10, 11, 12] in `data`.
    private static func insertRowWithItsHead(_ db: SQLiteDatabase, version: String, chunkBytes: Int) throws {
        try db.transaction {
            try db.execute("""
                INSERT INTO road_network(owner_id, profile, version, source, creation_ms, data, chunk_bytes)
                VALUES('local', 'car', '\(version)', 'a.pbf', 0, x'0A0B0C', \(chunkBytes))
                """)
        }
    }

    private static func scalar(_ db: SQLiteDatabase, _ sql: String) throws -> Int64 {
        try db.read {
            let s = try db.statement(sql)
            _ = try s.step()
            return s.int(0)
        }
    }

    private static func chunkRows(_ db: SQLiteDatabase) throws -> Int64 { try scalar(db, "SELECT count(*) FROM road_network_chunk") }
}
