import LiftCore
import LiftOSMReader

/// The network builder over OSM extracts: read, build the turn graph, contract, encode.
public struct OSMNetworkBuilder: RoadNetworkBuilder {
    /// The local time conditional restrictions are judged at; nil leaves them unapplied.
    let restrictionsAt: LocalTime?

    public init(restrictionsAt: LocalTime? = nil) { self.restrictionsAt = restrictionsAt }

    public func open(path: String) throws -> OSMSource { try OSMSource(path: path) }

    public func build(_ source: OSMSource, profile name: String, progress: Progress) throws -> BuiltRoadNetwork<RoadNetwork> {
        guard let profile = Profile(rawValue: name) else {
            throw LiftError(.invalidRequest, code: "invalid_value", "unknown profile \(name)")
        }
        let network = try RoadNetwork.importOSM(source, profile: profile, restrictionsAt: restrictionsAt, progress: progress)
        // The contraction's working lists are freed by now; without this the allocator keeps
        // their pages, and the write phase's encoding comes on top of them.
        lift_osm_release_free_memory()
        return BuiltRoadNetwork(network: network, stats: network.stats) { NetworkCodec.encoder(network) }
    }

    /// After an import: gives the memory the built network held back to the system. The import
    /// keeps nothing of it, but the allocator would otherwise keep its pages, and the importing
    /// process would stay as large as while it held the network.
    public static func releaseFreeMemory() { lift_osm_release_free_memory() }
}
