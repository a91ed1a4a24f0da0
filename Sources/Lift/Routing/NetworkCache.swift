import LiftCore
import LiftRouting
import LiftSQLite
import Synchronization

/// Decoded road networks kept in memory per store file and profile (networks are store-level:
/// every account of a file routes on the same one). A route reads the stored version (one
/// indexed row) and decodes the BLOB only when that version is new to us; while the file is
/// unchanged since that read on the same connection (its change stamp), not even the row is read
/// again. An import by any handle gives a new version, so every handle sees it at its next route.
enum NetworkCache {
    private struct Key: Hashable { var path: String; var profile: Profile }
    private struct Entry { var version: RecordID; var network: RoadNetwork }
    private static let entries = Mutex<[Key: Entry]>([:])
    /// The entry found last, compared before hashing: routes come in runs on one store, and the
    /// key's strings are then the very same ones (equal without reading them). `stamp`: where the
    /// file stood when `entry.version` was last read as the stored one (nil: not read).
    private static let last = Mutex<(key: Key, entry: Entry, stamp: SQLiteDatabase.ChangeStamp?)?>(nil)
    /// A few networks at most: each can be tens of MB.
    static let capacity = 8

    private static func key(_ ctx: RequestContext, _ profile: Profile) -> Key {
        Key(path: ctx.database.path, profile: profile)
    }

    /// Reads in its own snapshot when called outside one (a route on a handle with no account):
    /// a cached network needs only the change stamp, a statement that is its own read.
    static func network(_ ctx: RequestContext, _ profile: Profile) throws -> RoadNetwork {
        let k = key(ctx, profile)
        let stamp = try ctx.database.changeStamp()
        // Compared in place: copying the entry out costs a retain and release of each field.
        if let network = last.withLock({ l in l.flatMap { $0.stamp == stamp && $0.key == k ? $0.entry.network : nil } }) {
            return network
        }
        // The stored version and the BLOB from one snapshot, with the stamp it was read at.
        return try ctx.database.read { try load(ctx, profile, k, stamp: ctx.database.changeStamp()) }
    }

    private static func load(_ ctx: RequestContext, _ profile: Profile, _ k: Key,
                             stamp: SQLiteDatabase.ChangeStamp) throws -> RoadNetwork {
        let store = ctx.roadNetworks
        guard let version = try store.roadNetworkVersion(profile: profile.rawValue) else {
            throw LiftError(.unavailable, code: "no_road_network",
                            "no \(profile.rawValue) road network is imported in this store: save a kind road_network first",
                            details: [.init("profile", .string(profile.rawValue))])
        }
        if let hit = last.withLock({ $0 }), hit.key == k, hit.entry.version == version {
            last.withLock { $0 = (k, hit.entry, stamp) }
            return hit.entry.network
        }
        if let hit = entries.withLock({ $0[k] }), hit.version == version {
            last.withLock { $0 = (k, hit, stamp) }
            return hit.network
        }
        let decoded: RoadNetwork?
        do {
            decoded = try store.withRoadNetworkBytes(profile: profile.rawValue) { try NetworkCodec.decode($0) }
        } catch is NetworkCodec.Outdated {
            throw try outdated(store, profile)
        }
        guard let network = decoded else {
            throw LiftError(.unavailable, code: "no_road_network", "the \(profile.rawValue) road network was removed")
        }
        remember(ctx, profile, version: version, network, stamp: stamp)
        return network
    }

    /// A network stored in a layout written before the first release: unavailable, as with no
    /// network, since it routes again only once its extract is imported again (which replaces
    /// it). The details name what to import: the profile and the file it came from.
    private static func outdated(_ store: some RoadNetworkStore, _ profile: Profile) throws -> LiftError {
        var details: [LiftError.Detail] = [.init("profile", .string(profile.rawValue))]
        if let source = try store.readRoadNetwork(profile: profile.rawValue)?.source {
            details.append(.init("source", .string(source)))
        }
        return LiftError(.unavailable, code: "road_network_outdated",
                         "the stored \(profile.rawValue) road network is in an older format: import it again",
                         details: details)
    }

    /// `stamp`: where the file stood when `version` was read as the stored one; nil when not
    /// known (an import keeps its network before its transaction commits).
    static func remember(_ ctx: RequestContext, _ profile: Profile, version: RecordID, _ network: RoadNetwork,
                         stamp: SQLiteDatabase.ChangeStamp? = nil) {
        let k = key(ctx, profile), entry = Entry(version: version, network: network)
        entries.withLock { e in
            if e[k] == nil && e.count >= capacity, let victim = e.keys.first { e[victim] = nil }
            e[k] = entry
        }
        last.withLock { $0 = (k, entry, stamp) }
    }
}
