import LiftCore
import LiftJSON

/// kind "league" (LigasEc): the built-in Ecuadorian leagues, saved to the cache on first load
/// (not on a read-only handle).
enum LeagueRequests {
    static let kind = Kind(
        name: "league",
        load: { _ in
            return { ctx, out in
                // A read-only handle serves the built-ins as they are: caching them is all the
                // use case would add, and it cannot write.
                let (leagues, saved) = ctx.database.isReadOnly
                    ? (BuiltInLeagues.all, false)
                    : try LoadLeagues(store: ctx.leagueCache, currentDate: ctx.currentDate)()
                Shapes.list(leagues, to: out, SportsJSON.write)
                out.set("saved_to_cache", saved)
            }
        },
        remove: { o in
            let removal = try SportsCacheMaintenance.decode(&o, keyField: nil, expires: true) { s, _ in s }
            return { ctx, out in
                out.set("removed", try SportsCacheMaintenance.remove(removal, from: ctx.leagueCache, currentDate: ctx.currentDate))
            }
        },
        // A remote call holds no SQLite lock while it waits, and a failed cache save can still
        // delete the cache: the cache's own short transactions.
        transactions: [.load: .own, .remove: .own])
}
