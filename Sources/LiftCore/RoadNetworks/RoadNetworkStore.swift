/// What the store keeps of an imported road network: one prepared network per profile, as bytes
/// (the routing target encodes and decodes them) with a version that changes on every import.
public struct RoadNetworkRecord: Sendable, Equatable {
    public var profile: String
    /// Changes on every import: in-memory caches compare it to know they are current.
    public var version: RecordID
    public var source: String
    public var creationDate: Timestamp
    public var byteCount: Int

    public init(profile: String, version: RecordID, source: String, creationDate: Timestamp, byteCount: Int) {
        self.profile = profile
        self.version = version
        self.source = source
        self.creationDate = creationDate
        self.byteCount = byteCount
    }
}

/// Store port for prepared road networks. Replacing runs inside the request's transaction, so
/// a re-import is atomic: a reader sees the network before or the new one, never a mix.
public protocol RoadNetworkStore {
    /// Replaces the profile's network and its chunks (those of the network before are deleted),
    /// writing each piece as `encoded` makes it.
    func replaceRoadNetwork(_ record: RoadNetworkRecord, _ encoded: EncodedRoadNetwork) throws
    /// One chunk of the network stored with `version`; nil when that network is no longer stored.
    func roadNetworkChunk(profile: String, version: RecordID, index: Int) throws -> [UInt8]?
    func readRoadNetwork(profile: String) throws -> RoadNetworkRecord?
    /// Runs body on the stored bytes read in place (no copy of the whole BLOB); nil when absent.
    func withRoadNetworkBytes<T>(profile: String, _ body: (ByteSource) throws -> T) throws -> T?
    func readAllRoadNetworks() throws -> [RoadNetworkRecord]
    func deleteRoadNetwork(profile: String) throws -> Int
}

extension RoadNetworkStore {
    /// The same with the stored form in memory.
    public func replaceRoadNetwork(_ record: RoadNetworkRecord, bytes: [UInt8], chunks: [[UInt8]]) throws {
        try replaceRoadNetwork(record, EncodedBytes(head: bytes, chunks: chunks))
    }
}
