import LiftCore
import LiftRouting
import Synchronization

/// Place indexes kept in memory per store file and profile (places are store-level, as their
/// network), built on first search from the stored places and valid while the road network's
/// version is unchanged (a re-import by any handle gives a new version, so the next search
/// rebuilds).
enum PlaceCache {
    private struct Entry { var version: RecordID; var index: PlaceIndex }
    private static let entries = Mutex<[String: Entry]>([:])
    static let capacity = 8
    /// Searched when a request names no profile: the first one imported, in this order.
    static let profileOrder: [Profile] = [.car, .bike, .foot]

    static func index(_ ctx: RequestContext, profile: Profile?) throws -> PlaceIndex {
        let networks = ctx.roadNetworks
        var found: Profile?, current: RoadNetworkRecord?
        for p in profile.map({ [$0] }) ?? profileOrder {
            if let r = try networks.readRoadNetwork(profile: p.rawValue) { found = p; current = r; break }
        }
        guard let p = found, let record = current else {
            let name = profile?.rawValue ?? "any"
            throw LiftError(.unavailable, code: "no_road_network",
                            "no \(name) road network is imported in this store: save a kind road_network first (places come with it)",
                            details: [.init("profile", .string(name))])
        }
        let key = "\(ctx.database.path)\u{1F}\(p.rawValue)"
        if let hit = entries.withLock({ $0[key] }), hit.version == record.version { return hit.index }
        let index = PlaceIndex(try ctx.places.readPlaces(profile: p.rawValue))
        entries.withLock { e in
            if e[key] == nil && e.count >= capacity, let victim = e.keys.first { e[victim] = nil }
            e[key] = Entry(version: record.version, index: index)
        }
        return index
    }
}
