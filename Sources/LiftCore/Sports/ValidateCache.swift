/// Validate Cache (LigasEc, on launch and on request): every entry that cannot be read or is
/// expired is deleted. Returns how many entries were deleted.
public struct ValidateCache<Store: KeyedCacheStore> {
    let store: Store
    let currentDate: CurrentDate

    public init(store: Store, currentDate: @escaping CurrentDate) {
        self.store = store; self.currentDate = currentDate
    }

    public func callAsFunction() throws -> Int {
        let now = currentDate()
        var deleted = 0
        for key in try store.keys() {
            let keep: Bool
            do {
                keep = try store.retrieve(key: key).map { CachePolicy.isValid(savedAt: $0.savedAt, now: now) } ?? true
            } catch {
                keep = false
            }
            if !keep {
                try store.delete(key: key)
                deleted += 1
            }
        }
        return deleted
    }
}
