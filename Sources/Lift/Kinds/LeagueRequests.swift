import LiftCore
import LiftJSON

/// kind "league" (LigasEc): the built-in Ecuadorian leagues, saved to the cache on first load.
enum LeagueRequests {
    static let kind = Kind(
        name: "league",
        load: { _ in
            return { ctx, out in
                let (leagues, saved) = try LoadLeagues(store: ctx.leagueCache, currentDate: ctx.currentDate)()
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
