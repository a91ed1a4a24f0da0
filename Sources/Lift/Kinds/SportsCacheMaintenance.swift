import LiftCore
import LiftJSON

/// Validate Cache and the sports kinds' `lift_remove`: `{"cache":"expired"}` deletes expired or
/// unreadable entries, `{"cache":"all"}` every entry, `{<key field>:"..."}` one entry.
enum SportsCacheMaintenance {
    enum Removal {
        case expired, all
        case key(String)
    }

    /// Every validated cache at once (lift_open). Images do not expire, so they are not validated.
    static func validateAll(_ ctx: RequestContext) throws -> Int {
        try ValidateCache(store: ctx.leagueCache, currentDate: ctx.currentDate)()
            + ValidateCache(store: ctx.teamCache, currentDate: ctx.currentDate)()
            + ValidateCache(store: ctx.playerCache, currentDate: ctx.currentDate)()
    }

    static func decode(_ o: inout JSONObjectReader, keyField: String?, expires: Bool,
                       validKey: (String, String) throws -> String) throws -> Removal {
        let choices = expires ? ["expired", "all"] : ["all"]
        let cache = try o.optionalOneOf("cache", choices)
        let key = try keyField.flatMap { f in try o.optionalString(f, maxLength: SportsRules.maxURLLength).map { try validKey($0, f) } }
        switch (cache, key) {
        case (let c?, nil): return c == "all" ? .all : .expired
        case (nil, let k?): return .key(k)
        default:
            let what = keyField.map { "\"cache\" or \"\($0)\"" } ?? "\"cache\""
            throw LiftError.invalid(o.path, "give exactly one of \(what)")
        }
    }

    /// How many entries were deleted.
    static func remove<S: KeyedCacheStore>(_ removal: Removal, from store: S, currentDate: @escaping CurrentDate) throws -> Int {
        switch removal {
        case .expired:
            return try ValidateCache(store: store, currentDate: currentDate)()
        case .all:
            let keys = try store.keys()
            for k in keys { try store.delete(key: k) }
            return keys.count
        case .key(let k):
            let present = try store.keys().contains(k)
            try store.delete(key: k)
            return present ? 1 : 0
        }
    }
}
