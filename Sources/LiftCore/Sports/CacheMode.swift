/// How a sports load uses its cache (the seed's "Load ... From Local" and a pull to refresh).
public enum CacheMode: Sendable {
    /// The cache while valid, else the remote, else the expired cache marked stale.
    case normal
    /// The remote even with a valid cache; if it fails, the cached copy (stale when expired).
    case refresh
    /// The cache alone, valid or expired (marked stale); nothing cached -> not_found.
    case cacheOnly
}
