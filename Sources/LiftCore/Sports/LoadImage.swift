/// Load Image by URL (LigasEc): the local cache first (images do not expire: a logo at a URL does
/// not change), then the remote (HTTP 200, non-empty), saved before it is delivered.
public struct LoadImage<Store: KeyedCacheStore> where Store.Value == [UInt8] {
    let store: Store
    let remote: SportsRemote
    let currentDate: CurrentDate

    public init(store: Store, remote: SportsRemote, currentDate: @escaping CurrentDate) {
        self.store = store; self.remote = remote; self.currentDate = currentDate
    }

    public func callAsFunction(url: String) throws -> CacheAnswer<[UInt8]> {
        do {
            if let cached = try store.retrieve(key: url) {
                return CacheAnswer(value: cached.value, source: .cache, stale: false, savedAt: cached.savedAt)
            }
        } catch {
            try store.delete(key: url)   // retrieval error course: unreadable data is not delivered
        }
        let data = try remote.image(url: url)
        let now = currentDate()
        try store.insert(data, key: url, timestamp: now)
        return CacheAnswer(value: data, source: .remote, stale: false, savedAt: now)
    }
}
