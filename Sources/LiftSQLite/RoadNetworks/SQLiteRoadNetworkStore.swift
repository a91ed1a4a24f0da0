import CSQLite
import LiftCore

/// RoadNetworkStore over SQLite, scoped to one owner.
public struct SQLiteRoadNetworkStore: RoadNetworkStore {
    let database: SQLiteDatabase
    let owner: String

    public init(database: SQLiteDatabase, owner: String) {
        self.database = database
        self.owner = owner
    }

    /// How much of the file the mapping may cover while a network is read (the BLOB can be anywhere in it).
    static let mappedReadBytes = 1 << 30

    /// The size counts the network's chunks and, in the layout imports write now, its head (`chunk_bytes`).
    static let columns = "profile, version, source, creation_ms, length(data) + chunk_bytes"

    static func record(_ s: SQLiteStatement) -> RoadNetworkRecord {
        RoadNetworkRecord(profile: s.string(0), version: s.id(1), source: s.string(2), creationDate: s.timestamp(3),
                          byteCount: Int(s.int(4)))
    }

    /// Each chunk inserted as it is made, then the network's row, then its head: a row of
    /// road_network_head sized with a zeroblob (its trailing column) and filled piece by piece
    /// through incremental BLOB I/O, so neither SQLite's record nor a bound copy ever holds the
    /// whole head. The row's own `data` stays empty and `chunk_bytes` counts the head too. All
    /// inside the caller's transaction.
    public func replaceRoadNetwork(_ r: RoadNetworkRecord, _ encoded: EncodedRoadNetwork) throws {
        try database.writingInBulk { try replacePieces(r, encoded) }
    }

    private func replacePieces(_ r: RoadNetworkRecord, _ encoded: EncodedRoadNetwork) throws {
        try deletePieces(profile: r.profile)
        let chunk = try database.statement(
            "INSERT INTO road_network_chunk(owner_id, profile, chunk, version, data) VALUES(?, ?, ?, ?, ?)")
        var index: Int64 = 0
        try encoded.forEachChunk { data in
            try chunk.bind(.text(owner), .text(r.profile), .int(index), .id(r.version))
            try chunk.run(bindingBlob: 5, data)
            index += 1
        }
        let s = try database.statement("""
            INSERT INTO road_network(owner_id, profile, version, source, creation_ms, chunk_bytes, data)
            VALUES(?, ?, ?, ?, ?, ?, x'')
            ON CONFLICT(owner_id, profile) DO UPDATE SET version = excluded.version, source = excluded.source,
                creation_ms = excluded.creation_ms, chunk_bytes = excluded.chunk_bytes, data = excluded.data
            """)
        let (stored, overflow) = encoded.chunkByteCount.addingReportingOverflow(encoded.headByteCount)
        guard !overflow, encoded.headByteCount >= 0 else { throw LiftError(.internal, "road network: sizes out of range") }
        try s.bind(.text(owner), .text(r.profile), .id(r.version), .text(r.source), .time(r.creationDate), .int(Int64(stored)))
        try s.run()
        let head = try database.statement(
            "INSERT INTO road_network_head(owner_id, profile, version, data) VALUES(?, ?, ?, zeroblob(?)) RETURNING rowid")
        try head.bind(.text(owner), .text(r.profile), .id(r.version), .int(Int64(encoded.headByteCount)))
        guard try head.step() else { head.reset(); throw LiftError(.internal, "road network head row not made") }
        let rowid = head.int(0)
        head.reset()
        let blob = try SQLiteBlob(database, table: "road_network_head", column: "data", row: rowid, writable: true)
        defer { blob.close() }
        var offset = 0
        try encoded.forEachHeadPiece { piece in
            try blob.write(piece, at: offset)
            offset += piece.count
        }
        guard offset == blob.byteCount else { throw LiftError(.internal, "road network head: \(offset) of \(blob.byteCount) bytes made") }
    }

    public func roadNetworkChunk(profile: String, version: RecordID, index: Int) throws -> [UInt8]? {
        let s = try database.statement(
            "SELECT data FROM road_network_chunk WHERE owner_id = ? AND profile = ? AND chunk = ? AND version = ?")
        try s.bind(.text(owner), .text(profile), .int(Int64(index)), .id(version))
        // Reset at once: outside a transaction that ends the statement's own read.
        defer { s.reset() }
        return try s.step() ? s.blob(0) : nil
    }

    /// The chunks and head stored beside the profile's row.
    private func deletePieces(profile: String) throws {
        for table in ["road_network_chunk", "road_network_head"] {
            let s = try database.statement("DELETE FROM \(table) WHERE owner_id = ? AND profile = ?")
            try s.bind(.text(owner), .text(profile))
            try s.run()
        }
    }

    public func readRoadNetwork(profile: String) throws -> RoadNetworkRecord? {
        let s = try database.statement("SELECT \(Self.columns) FROM road_network WHERE owner_id = ? AND profile = ?")
        try s.bind(.text(owner), .text(profile))
        return try s.step() ? Self.record(s) : nil
    }

    /// Only the stored version of a profile's network: what a route checks on every call to see
    /// a re-import by another connection. A literal statement (no SQL built per call), one column.
    public func roadNetworkVersion(profile: String) throws -> RecordID? {
        let s = try database.statement("SELECT version FROM road_network WHERE owner_id = ? AND profile = ?")
        try s.bind(.text(owner), .text(profile))
        return try s.step() ? s.id(0) : nil
    }

    /// The head is the row's `data`, or when that is empty (the layout imports write now) the
    /// road_network_head row of the same version; a row with neither reads as no bytes (damage).
    public func withRoadNetworkBytes<T>(profile: String, _ body: (ByteSource) throws -> T) throws -> T? {
        let s = try database.statement("SELECT rowid, length(data), version FROM road_network WHERE owner_id = ? AND profile = ?")
        try s.bind(.text(owner), .text(profile))
        guard try s.step() else { return nil }
        var table = "road_network", row = s.int(0)
        if s.int(1) == 0 {
            let head = try database.statement("SELECT rowid FROM road_network_head WHERE owner_id = ? AND profile = ? AND version = ?")
            try head.bind(.text(owner), .text(profile), .id(s.id(2)))
            guard try head.step() else { return try body(MemoryByteSource([])) }
            table = "road_network_head"
            row = head.int(0)
        }
        // Memory-mapped reads for this one BLOB: SQLite copies each overflow page from the mapping
        // instead of one pread per 4 KiB page (a large network is thousands of system calls, a
        // visible part of a reopen: BENCHMARKS.md, Routing). Off again after, so the store's other reads and
        // writes stay as they were. Where SQLite is built without mmap the pragma does nothing.
        try database.execute("PRAGMA mmap_size=\(Self.mappedReadBytes)")
        defer { _ = try? database.execute("PRAGMA mmap_size=0") }
        let blob = try SQLiteBlob(database, table: table, column: "data", row: row)
        defer { blob.close() }
        return try body(blob)
    }

    public func readAllRoadNetworks() throws -> [RoadNetworkRecord] {
        let s = try database.statement("SELECT \(Self.columns) FROM road_network WHERE owner_id = ? ORDER BY profile")
        try s.bind(.text(owner))
        var out = [RoadNetworkRecord]()
        while try s.step() { out.append(Self.record(s)) }
        return out
    }

    public func deleteRoadNetwork(profile: String) throws -> Int {
        try deletePieces(profile: profile)
        let s = try database.statement("DELETE FROM road_network WHERE owner_id = ? AND profile = ?")
        try s.bind(.text(owner), .text(profile))
        try s.run()
        return database.changes
    }
}
