/// Load Image by URL (LigasEc): through the cache like teams and players (valid 7 days, served
/// stale while the remote is down), keyed by the URL. The remote's answer must be an image.
public struct LoadImage<Store: KeyedCacheStore> where Store.Value == [UInt8] {
    let load: LoadThroughCache<Store>
    let remote: SportsRemote

    public init(store: Store, remote: SportsRemote, currentDate: @escaping CurrentDate) {
        load = LoadThroughCache(store: store, currentDate: currentDate)
        self.remote = remote
    }

    public func callAsFunction(url: String, mode: CacheMode = .normal) throws -> CacheAnswer<[UInt8]> {
        try load(key: url, mode: mode) { try remote.image(url: url) }
    }
}
