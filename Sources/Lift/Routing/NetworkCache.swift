import LiftCore
import LiftRouting
import LiftSQLite
import Synchronization

/// Decoded road networks kept in memory per store file, owner and profile. A route reads the
/// stored version (one indexed row) and decodes the BLOB only when that version is new to us.
enum NetworkCache {
    private struct Entry { var version: RecordID; var network: RoadNetwork }
    private static let entries = Mutex<[String: Entry]>([:])
    /// A few networks at most: each can be tens of MB.
    static let capacity = 8

    private static func key(_ ctx: RequestContext, _ profile: Profile) -> String {
        "\(ctx.database.path)\u{1F}\(ctx.owner)\u{1F}\(profile.rawValue)"
    }

    static func network(_ ctx: RequestContext, _ profile: Profile) throws -> RoadNetwork {
        let store = ctx.roadNetworks
        guard let record = try store.readRoadNetwork(profile: profile.rawValue) else {
            throw LiftError(.unavailable, code: "no_road_network",
                            "no \(profile.rawValue) road network is imported in this store: save a kind road_network first",
                            details: [.init("profile", .string(profile.rawValue))])
        }
        let k = key(ctx, profile)
        if let hit = entries.withLock({ $0[k] }), hit.version == record.version { return hit.network }
        guard let network = try store.withRoadNetworkBytes(profile: profile.rawValue, { try NetworkCodec.decode($0) }) else {
            throw LiftError(.unavailable, code: "no_road_network", "the \(profile.rawValue) road network was removed")
        }
        remember(ctx, profile, version: record.version, network)
        return network
    }

    static func remember(_ ctx: RequestContext, _ profile: Profile, version: RecordID, _ network: RoadNetwork) {
        let k = key(ctx, profile)
        entries.withLock { e in
            if e[k] == nil && e.count >= capacity, let victim = e.keys.first { e[victim] = nil }
            e[k] = Entry(version: version, network: network)
        }
    }
}
