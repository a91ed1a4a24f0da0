/// A cached value with the moment it was saved.
public struct Cached<Value> {
    public var value: Value
    public var savedAt: Timestamp
    public init(value: Value, savedAt: Timestamp) { self.value = value; self.savedAt = savedAt }
}

extension Cached: Equatable where Value: Equatable {}
extension Cached: Sendable where Value: Sendable {}

/// Infrastructure port of one sports cache (leagues, teams per league id, players per team id,
/// images per URL): the seeds' retrieve / insert / delete, keyed by the parent's id.
public protocol KeyedCacheStore {
    associatedtype Value
    /// nil when nothing is cached under `key`; throws when what is cached cannot be read.
    func retrieve(key: String) throws -> Cached<Value>?
    /// Replaces whatever is cached under `key`, all or nothing.
    func insert(_ value: Value, key: String, timestamp: Timestamp) throws
    func delete(key: String) throws
    /// Every key with something cached (for Validate Cache).
    func keys() throws -> [String]
}

/// Where a cache answer came from: `stale` is an expired cache served because the remote failed.
public struct CacheAnswer<Value> {
    public enum Source: String, Sendable { case cache, remote }
    public var value: Value
    public var source: Source
    public var stale: Bool
    public var savedAt: Timestamp
    public init(value: Value, source: Source, stale: Bool, savedAt: Timestamp) {
        self.value = value; self.source = source; self.stale = stale; self.savedAt = savedAt
    }
}

extension CacheAnswer: Equatable where Value: Equatable {}
