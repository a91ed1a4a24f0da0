import LiftCore
import LiftJSON

/// kind "team" (LigasEc): the teams of a built-in league, through the 7-day cache.
enum TeamRequests {
    static let kind = Kind(
        name: "team",
        load: { o in
            let leagueID = try SportsRules.validID(try o.string("league_id", maxLength: 256), path: Location("league_id"))
            let mode = try SportsJSON.cacheMode(&o)
            let timeout = try SportsJSON.timeout(&o)
            return { ctx, out in
                guard let league = BuiltInLeagues.league(id: leagueID) else {
                    throw LiftError.notFound("league", id: leagueID, path: Location("league_id"))
                }
                let answer = try LoadTeams(store: ctx.teamCache, remote: ctx.remote(timeoutMilliseconds: timeout), currentDate: ctx.currentDate)(league: league, mode: mode)
                out.set("league_id", leagueID)
                Shapes.list(answer.value, to: out, SportsJSON.write)
                SportsJSON.writeFreshness(answer, to: out)
            }
        },
        remove: { o in
            let removal = try SportsCacheMaintenance.decode(&o, keyField: "league_id", expires: true) {
                try SportsRules.validID($0, path: Location(spelt: $1))
            }
            return { ctx, out in
                out.set("removed", try SportsCacheMaintenance.remove(removal, from: ctx.teamCache, currentDate: ctx.currentDate))
            }
        },
        // The network wait holds no SQLite lock and no lock of the handle (RequestContext.remote),
        // and a failed cache save can still delete the cache: the cache's own short transactions.
        transactions: [.load: .own, .remove: .own])
}
