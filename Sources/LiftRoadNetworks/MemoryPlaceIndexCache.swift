import LiftCore
import Synchronization

/// Search Places' index cache: place indexes kept in memory per store file and profile (places
/// are store-level, as their network), each under the network version it was built for.
public struct MemoryPlaceIndexCache: PlaceIndexCache {
    /// The store file the indexes belong to.
    let path: String

    public init(path: String) { self.path = path }

    private struct Entry { var version: RecordID; var index: PlaceIndex }
    private static let entries = Mutex<[String: Entry]>([:])
    static let capacity = 8

    public func index(profile: String, version: RecordID, build: () throws -> PlaceIndex) throws -> PlaceIndex {
        let key = "\(path)\u{1F}\(profile)"
        if let hit = Self.entries.withLock({ $0[key] }), hit.version == version { return hit.index }
        let index = try build()
        Self.entries.withLock { e in
            if e[key] == nil && e.count >= Self.capacity, let victim = e.keys.first { e[victim] = nil }
            e[key] = Entry(version: version, index: index)
        }
        return index
    }
}
