/// Load Leagues (LigasEc): always the built-in leagues. Without a valid cache they are saved to
/// it, and if saving fails the cache is deleted; with one they are not saved again.
public struct LoadLeagues<Store: KeyedCacheStore> where Store.Value == [League] {
    /// The leagues cache has one entry.
    public static var key: String { "leagues" }
    let store: Store
    let currentDate: CurrentDate

    public init(store: Store, currentDate: @escaping CurrentDate) {
        self.store = store; self.currentDate = currentDate
    }

    /// The leagues, and whether this call saved them.
    public func callAsFunction() throws -> (leagues: [League], saved: Bool) {
        let now = currentDate()
        // An unreadable cache counts as absent: saving replaces it.
        if let cached = try? store.retrieve(key: Self.key), CachePolicy.isValid(savedAt: cached.savedAt, now: now) {
            return (BuiltInLeagues.all, false)
        }
        do {
            try store.insert(BuiltInLeagues.all, key: Self.key, timestamp: now)
            return (BuiltInLeagues.all, true)
        } catch {
            // Saving error course: delete the cache; if that fails too, deliver the error.
            try store.delete(key: Self.key)
            return (BuiltInLeagues.all, false)
        }
    }
}
