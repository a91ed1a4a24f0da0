import LiftCore
import LiftRouting
import LiftSQLite
import Synchronization

/// Plan Route's network provider over the store: decoded road networks kept in memory per store
/// file and profile (networks are store-level: every account of a file routes on the same one).
/// A route reads the stored version (one indexed row) and decodes the BLOB only when that version
/// is new to us; while the file is unchanged since that read on the same connection (its change
/// stamp), not even the row is read again. An import by any handle gives a new version, so every
/// handle sees it at its next route. A network in the chunked layout reads its hierarchy's edges
/// later, chunk by chunk, as routes touch them (StoreNetworkChunks).
public struct StoreRoadNetworks: RoadNetworkProvider {
    let database: SQLiteDatabase

    public init(database: SQLiteDatabase) { self.database = database }

    private struct Key: Hashable { var path: String; var profile: Profile }
    private struct Entry { var version: RecordID; var network: RoadNetwork }
    private static let entries = Mutex<[Key: Entry]>([:])
    /// The entry found last, compared before hashing: routes come in runs on one store, and the
    /// key's strings are then the very same ones (equal without reading them). `stamp`: where the
    /// file stood when `entry.version` was last read as the stored one (nil: not read).
    private static let last = Mutex<(key: Key, entry: Entry, stamp: SQLiteDatabase.ChangeStamp?)?>(nil)
    /// A few networks at most: each can be tens of MB.
    static let capacity = 8

    /// Before a handle on the file closes: the cached networks' own connections to it close
    /// too (StoreNetworkChunks.close), and open again at their next chunk.
    public static func closeChunkReaders(of database: SQLiteDatabase) {
        StoreNetworkChunks.close(path: database.absolutePath)
    }

    private var store: SQLiteRoadNetworkStore { SQLiteRoadNetworkStore(database: database, owner: StoreLevel.owner) }

    /// Reads in its own snapshot when called outside one (a route on a handle with no account):
    /// a cached network needs only the change stamp, a statement that is its own read.
    public func network(profile name: String) throws -> RoadNetwork {
        guard let profile = Profile(rawValue: name) else { throw RoadNetworkUnavailable.none }
        let k = Key(path: database.path, profile: profile)
        let stamp = try database.changeStamp()
        // Compared in place: copying the entry out costs a retain and release of each field.
        if let network = Self.last.withLock({ l in l.flatMap { $0.stamp == stamp && $0.key == k ? $0.entry.network : nil } }) {
            return network
        }
        // The stored version and the BLOB from one snapshot, with the stamp it was read at.
        return try database.read { try load(profile, k, stamp: database.changeStamp()) }
    }

    private func load(_ profile: Profile, _ k: Key, stamp: SQLiteDatabase.ChangeStamp) throws -> RoadNetwork {
        let store = self.store
        guard let version = try store.roadNetworkVersion(profile: profile.rawValue) else { throw RoadNetworkUnavailable.none }
        if let hit = Self.last.withLock({ $0 }), hit.key == k, hit.entry.version == version {
            Self.last.withLock { $0 = (k, hit.entry, stamp) }
            return hit.entry.network
        }
        if let hit = Self.entries.withLock({ $0[k] }), hit.version == version {
            Self.last.withLock { $0 = (k, hit, stamp) }
            return hit.network
        }
        let decoded: RoadNetwork?
        do {
            // The chunked layout's edges are read later, as routes touch them (StoreNetworkChunks).
            let chunks = StoreNetworkChunks(path: database.absolutePath, profile: profile.rawValue, version: version)
            decoded = try store.withRoadNetworkBytes(profile: profile.rawValue) { try NetworkCodec.decode($0, chunks: chunks) }
        } catch is NetworkCodec.Outdated {
            throw RoadNetworkUnavailable.outdated(source: try store.readRoadNetwork(profile: profile.rawValue)?.source)
        }
        guard let network = decoded else { throw RoadNetworkUnavailable.removed }
        remember(network, k, version: version, stamp: stamp)
        return network
    }

    private func remember(_ network: RoadNetwork, _ k: Key, version: RecordID, stamp: SQLiteDatabase.ChangeStamp?) {
        let entry = Entry(version: version, network: network)
        Self.entries.withLock { e in
            if e[k] == nil && e.count >= Self.capacity, let victim = e.keys.first { e[victim] = nil }
            e[k] = entry
        }
        Self.last.withLock { $0 = (k, entry, stamp) }
    }
}
