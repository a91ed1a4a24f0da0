import LiftCore

/// One shared log, so a test can assert the order of messages across ports (built before the
/// transaction, written inside it, released after it).
final class RoadNetworkLog: @unchecked Sendable {
    var messages: [String] = []
}

/// Road networks and places in memory; fails the write it is told to.
final class RoadNetworkStoreSpy: RoadNetworkStore, PlaceStore, @unchecked Sendable {
    let log: RoadNetworkLog
    var records: [String: RoadNetworkRecord] = [:]
    var bytes: [String: [UInt8]] = [:]
    var chunks: [String: [[UInt8]]] = [:]
    var places: [String: [Place]] = [:]
    var replaceError: LiftError?
    init(_ log: RoadNetworkLog = RoadNetworkLog()) { self.log = log }

    func replaceRoadNetwork(_ record: RoadNetworkRecord, _ encoded: EncodedRoadNetwork) throws {
        log.messages.append("replace network \(record.profile)")
        if let replaceError { throw replaceError }
        var head = [UInt8](), chunks = [[UInt8]]()
        try encoded.forEachChunk { chunks.append($0) }
        try encoded.forEachHeadPiece { head.append(contentsOf: $0) }
        records[record.profile] = record
        self.bytes[record.profile] = head
        self.chunks[record.profile] = chunks
    }
    func roadNetworkChunk(profile: String, version: RecordID, index: Int) throws -> [UInt8]? {
        guard records[profile]?.version == version, let all = chunks[profile], all.indices.contains(index) else { return nil }
        return all[index]
    }
    func readRoadNetwork(profile: String) throws -> RoadNetworkRecord? {
        log.messages.append("read network \(profile)")
        return records[profile]
    }
    func withRoadNetworkBytes<T>(profile: String, _ body: (ByteSource) throws -> T) throws -> T? {
        try bytes[profile].map { try body(MemoryByteSource($0)) }
    }
    func readAllRoadNetworks() throws -> [RoadNetworkRecord] { records.values.sorted { $0.profile < $1.profile } }
    func deleteRoadNetwork(profile: String) throws -> Int {
        log.messages.append("delete network \(profile)")
        return records.removeValue(forKey: profile) == nil ? 0 : 1
    }
    func replacePlaces(profile: String, _ places: [Place]) throws {
        log.messages.append("replace places \(profile)")
        self.places[profile] = places
    }
    func readPlaces(profile: String) throws -> [Place] {
        log.messages.append("read places \(profile)")
        return places[profile] ?? []
    }
    func deletePlaces(profile: String) throws -> Int {
        log.messages.append("delete places \(profile)")
        return places.removeValue(forKey: profile)?.count ?? 0
    }
}

/// A network that answers a fixed route, or throws what it is told to.
struct NetworkStub: RoutableNetwork, Equatable {
    var name = "stub"
    var error: LiftError?
    func plan(_ query: RouteQuery) throws -> PlannedRoute {
        if let error { throw error }
        let legs = zip(query.stops.indices, query.stops.indices.dropFirst()).map { i, j in
            PlannedRoute.Leg(from: i, to: j, distance: 1234.56, duration: 98.76, line: .none)
        }
        return PlannedRoute(distance: 1234.56 * Double(legs.count), duration: 98.76 * Double(legs.count),
                            line: .polyline(Array("_p~iF~ps|U\\".utf8)), legs: legs,
                            waypoints: query.stops.enumerated().map { .init(location: $1, snapDistance: 1, tripIndex: $0) },
                            order: Array(query.stops.indices))
    }
}

/// A network provider with networks per profile, recording what it is asked.
final class NetworkProviderSpy: RoadNetworkProvider, @unchecked Sendable {
    let log: RoadNetworkLog
    var networks: [String: NetworkStub] = [:]
    var unavailable: RoadNetworkUnavailable = .none
    init(_ log: RoadNetworkLog = RoadNetworkLog()) { self.log = log }

    func network(profile: String) throws -> NetworkStub {
        log.messages.append("network \(profile)")
        guard let n = networks[profile] else { throw unavailable }
        return n
    }
}

/// Builds a fixed network from any path it "opens"; fails an open or a build when told to.
final class NetworkBuilderSpy: RoadNetworkBuilder, PlaceSource, @unchecked Sendable {
    let log: RoadNetworkLog
    var openError: LiftError?
    var buildError: LiftError?
    var found: [Place] = [Place(kind: .street, name: "Mannerheimintie", lat: 60.17, lon: 24.94)]
    var stats = RoadNetworkStats(vertices: 3, arcs: 4, turns: 5, shortcuts: 6, restrictions: 1, skippedRestrictions: 0)
    /// Cancels this progress while building (a host's cancel arriving mid-import).
    var cancelDuringBuild: LiftCore.Progress?
    /// Runs while the places are read (a cancel or a look at the progress then).
    var onPlaces: (() -> Void)?
    init(_ log: RoadNetworkLog = RoadNetworkLog()) { self.log = log }

    func open(path: String) throws -> ExtractSpy {
        log.messages.append("open \(path)")
        if let openError { throw openError }
        return ExtractSpy(path: path, log: log)
    }
    func build(_ extract: ExtractSpy, profile: String, progress: LiftCore.Progress) throws -> BuiltRoadNetwork<NetworkStub> {
        log.messages.append("build \(extract) \(profile)")
        cancelDuringBuild?.cancel()
        if let buildError { throw buildError }
        return BuiltRoadNetwork(network: NetworkStub(name: profile), stats: stats) { [log] in
            log.messages.append("encode \(profile)")
            return EncodedSpy(profile: profile, log: log)
        }
    }
    func places(in extract: ExtractSpy, progress: LiftCore.Progress) throws -> [Place] {
        log.messages.append("places \(extract)")
        onPlaces?()
        try progress.check()
        return found
    }
}

/// A network's stored form (head [1, 2, 3], chunks [4] and [5, 6]) that logs its release, so a
/// test sees that an import keeps nothing of the network it wrote.
final class EncodedSpy: EncodedRoadNetwork {
    let profile: String
    let log: RoadNetworkLog
    init(profile: String, log: RoadNetworkLog) { self.profile = profile; self.log = log }
    deinit { log.messages.append("release encoded \(profile)") }
    var headByteCount: Int { 3 }
    var chunkByteCount: Int { 3 }
    func forEachChunk(_ body: ([UInt8]) throws -> Void) throws { try body([4]); try body([5, 6]) }
    func forEachHeadPiece(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        try ([1, 2] as [UInt8]).withUnsafeBytes { try body($0) }
        try ([3] as [UInt8]).withUnsafeBytes { try body($0) }
    }
}

/// An opened extract that logs its release, so a test sees when an import lets it go.
final class ExtractSpy: CustomStringConvertible {
    let path: String
    let log: RoadNetworkLog
    init(path: String, log: RoadNetworkLog) { self.path = path; self.log = log }
    deinit { log.messages.append("release \(path)") }
    var description: String { path }
}

/// A place index cache in memory, recording hits and builds.
final class PlaceIndexCacheSpy: PlaceIndexCache, @unchecked Sendable {
    var entries: [String: (version: RecordID, index: PlaceIndex)] = [:]
    var builds: [String] = []
    func index(profile: String, version: RecordID, build: () throws -> PlaceIndex) throws -> PlaceIndex {
        if let hit = entries[profile], hit.version == version { return hit.index }
        builds.append(profile)
        let index = try build()
        entries[profile] = (version, index)
        return index
    }
}
