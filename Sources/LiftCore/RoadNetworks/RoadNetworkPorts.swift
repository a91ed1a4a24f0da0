/// A prepared network that plans routes (LiftRouting's RoadNetwork).
public protocol RoutableNetwork {
    /// Refuses stops far from every road or with no path between them (`stop_not_near_road`,
    /// `no_route`), never a detour.
    func plan(_ query: RouteQuery) throws -> PlannedRoute
}

/// Port: the decoded network of a profile, kept in memory while the store's copy is unchanged.
public protocol RoadNetworkProvider {
    associatedtype Network: RoutableNetwork
    /// Throws `RoadNetworkUnavailable` when the store holds no usable network of the profile.
    func network(profile: String) throws -> Network
}

/// Why a provider has no network to give.
public enum RoadNetworkUnavailable: Error, Equatable {
    /// None imported for the profile.
    case none
    /// Removed between reading its version and its bytes.
    case removed
    /// Stored in a layout written before the first release; `source`: the file it came from.
    case outdated(source: String?)
}

/// An extract with no road of the profile: nothing to route on, so nothing is stored.
public struct EmptyRoadNetwork: Error, Equatable {
    public var file: String
    public var profile: String
    public init(file: String, profile: String) { self.file = file; self.profile = profile }
}

/// Counts describing a prepared network.
public struct RoadNetworkStats: Sendable, Equatable {
    public var vertices: Int
    public var arcs: Int
    public var turns: Int
    public var shortcuts: Int
    public var restrictions: Int
    public var skippedRestrictions: Int
    public init(vertices: Int, arcs: Int, turns: Int, shortcuts: Int, restrictions: Int, skippedRestrictions: Int) {
        self.vertices = vertices; self.arcs = arcs; self.turns = turns
        self.shortcuts = shortcuts; self.restrictions = restrictions; self.skippedRestrictions = skippedRestrictions
    }
}

/// A network built from an extract, and how to make the bytes the store keeps of it.
public struct BuiltRoadNetwork<Network> {
    public var network: Network
    public var stats: RoadNetworkStats
    /// Makes the network's stored form. Called when the import writes, so nothing of it is held
    /// beside the network before then; the store takes it piece by piece (EncodedRoadNetwork).
    public var encode: () -> EncodedRoadNetwork
    public init(network: Network, stats: RoadNetworkStats, encode: @escaping () -> EncodedRoadNetwork) {
        self.network = network; self.stats = stats; self.encode = encode
    }
    public init(network: Network, bytes: [UInt8], chunks: [[UInt8]] = [], stats: RoadNetworkStats) {
        self.init(network: network, stats: stats, encode: { EncodedBytes(head: bytes, chunks: chunks) })
    }
}

/// Port: a network's stored form, made piece by piece while the store writes it: the head
/// (one BLOB) and the chunks stored beside it, read back one at a time as routes need them.
/// Neither is held whole: a country's head is hundreds of MB, and a second copy of it set the
/// import's peak memory.
public protocol EncodedRoadNetwork {
    var headByteCount: Int { get }
    var chunkByteCount: Int { get }
    /// Makes the chunks in order, each handed to `body` and let go before the next is made.
    func forEachChunk(_ body: ([UInt8]) throws -> Void) throws
    /// Makes the head in consecutive pieces from its first byte (each at most a few MiB),
    /// `headByteCount` in all.
    func forEachHeadPiece(_ body: (UnsafeRawBufferPointer) throws -> Void) throws
}

/// A stored form already in memory (tests, a network copied from another store).
public struct EncodedBytes: EncodedRoadNetwork {
    public var head: [UInt8]
    public var chunks: [[UInt8]]
    public init(head: [UInt8], chunks: [[UInt8]] = []) { self.head = head; self.chunks = chunks }
    public var headByteCount: Int { head.count }
    public var chunkByteCount: Int { chunks.reduce(0) { $0 + $1.count } }
    public func forEachChunk(_ body: ([UInt8]) throws -> Void) throws { for c in chunks { try body(c) } }
    public func forEachHeadPiece(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        try head.withUnsafeBytes { try body($0) }
    }
}

/// Port: opens an OSM extract and prepares one profile's network from it.
public protocol RoadNetworkBuilder {
    associatedtype Extract
    associatedtype Network
    /// Throws `unreadable_osm` for a file that is not an OSM extract.
    func open(path: String) throws -> Extract
    /// Stops at `progress`'s cancel; throws `road_network_limit` past the import limits.
    func build(_ extract: Extract, profile: String, progress: Progress) throws -> BuiltRoadNetwork<Network>
}

/// Port: the named things of an opened extract, as searchable places.
public protocol PlaceSource {
    associatedtype Extract
    /// Stops at `progress`'s cancel.
    func places(in extract: Extract, progress: Progress) throws -> [Place]
}

/// Port: place indexes kept in memory per profile, valid while the network's version is unchanged.
public protocol PlaceIndexCache {
    func index(profile: String, version: RecordID, build: () throws -> PlaceIndex) throws -> PlaceIndex
}

/// Runs `body` in one write transaction: all of it or nothing.
public typealias WriteTransaction = (_ body: () throws -> Void) throws -> Void
