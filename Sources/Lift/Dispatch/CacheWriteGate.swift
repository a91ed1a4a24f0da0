import LiftCore

/// A sports cache as the handle allows it. On a read-only handle a load still answers from the
/// cache or the remote, but what it would write (the fetched data, the deletion of an entry it
/// cannot read) is skipped, so loads never write there. The use cases stay unaware of the mode.
/// The cache's own removes never reach it on a read-only handle: the dispatcher refuses them.
struct CacheWriteGate<Base: KeyedCacheStore>: KeyedCacheStore {
    let base: Base
    let writes: Bool

    func retrieve(key: String) throws -> Cached<Base.Value>? { try base.retrieve(key: key) }

    func insert(_ value: Base.Value, key: String, timestamp: Timestamp) throws {
        guard writes else { return }
        try base.insert(value, key: key, timestamp: timestamp)
    }

    func delete(key: String) throws {
        guard writes else { return }
        try base.delete(key: key)
    }

    func keys() throws -> [String] { try base.keys() }
}
