/// The LigasEc loading rule for teams (per league), players (per team) and images (per URL): the
/// cache while valid, else the remote (saved with a timestamp), else the expired cache marked
/// stale, else the error. An answer `worthCaching` refuses (an empty list) is delivered, not
/// saved: one transient empty page must not hide the data for the cache's whole validity.
public struct LoadThroughCache<Store: KeyedCacheStore> {
    let store: Store
    let currentDate: CurrentDate

    public init(store: Store, currentDate: @escaping CurrentDate) {
        self.store = store; self.currentDate = currentDate
    }

    public func callAsFunction(key: String, mode: CacheMode = .normal, worthCaching: (Store.Value) -> Bool = { _ in true },
                               fetch: () throws -> Store.Value) throws -> CacheAnswer<Store.Value> {
        let now = currentDate()
        var kept: Cached<Store.Value>?
        do {
            if let cached = try store.retrieve(key: key) {
                let valid = CachePolicy.isValid(savedAt: cached.savedAt, now: now)
                if mode == .cacheOnly || (valid && mode == .normal) {
                    return CacheAnswer(value: cached.value, source: .cache, stale: !valid, savedAt: cached.savedAt)
                }
                kept = cached
            }
        } catch {
            // Load error course: what cannot be read is deleted, then the remote is asked.
            try store.delete(key: key)
        }
        guard mode != .cacheOnly else {
            throw LiftError(.notFound, code: "not_cached", "nothing is cached for \(key)", details: [.init("key", .string(key))])
        }
        let fresh: Store.Value
        do {
            fresh = try fetch()
        } catch let error as LiftError where error.status == .cancelled {
            // The host gave up on this load: no data, and the cache as it was.
            throw error
        } catch {
            // Offline with a cached copy: old data, marked when expired, beats an error screen.
            guard let kept else { throw error }
            let valid = CachePolicy.isValid(savedAt: kept.savedAt, now: now)
            return CacheAnswer(value: kept.value, source: .cache, stale: !valid, savedAt: kept.savedAt)
        }
        guard worthCaching(fresh) else {
            // The old copy, if any, stays for the next load to try the remote again.
            return CacheAnswer(value: fresh, source: .remote, stale: false, savedAt: now)
        }
        try store.insert(fresh, key: key, timestamp: now)
        return CacheAnswer(value: fresh, source: .remote, stale: false, savedAt: now)
    }
}
