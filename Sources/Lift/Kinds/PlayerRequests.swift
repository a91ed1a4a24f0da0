import LiftCore
import LiftJSON

/// kind "player" (LigasEc): the squad of a team, through the 7-day cache.
enum PlayerRequests {
    static let kind = Kind(
        name: "player",
        load: { o in
            let teamID = try SportsRules.validID(try o.string("team_id", maxLength: 256), path: Location("team_id"))
            let requested = try SportsJSON.dataSource(&o, "data_source")
            let mode = try SportsJSON.cacheMode(&o)
            let timeout = try SportsJSON.timeout(&o)
            return { ctx, out in
                // The team's feed decides where its squad lives; a team loaded before knows it.
                guard let source = try requested ?? ctx.teamCache.base.dataSource(ofTeam: teamID) else {
                    throw LiftError.invalid("data_source", "is required: team \(teamID) is in no cached league")
                }
                let answer = try LoadPlayers(store: ctx.playerCache, remote: ctx.remote(timeoutMilliseconds: timeout), currentDate: ctx.currentDate)(
                    teamID: teamID, dataSource: source, mode: mode)
                out.set("team_id", teamID)
                Shapes.list(answer.value, to: out, SportsJSON.write)
                SportsJSON.writeFreshness(answer, to: out)
            }
        },
        remove: { o in
            let removal = try SportsCacheMaintenance.decode(&o, keyField: "team_id", expires: true) {
                try SportsRules.validID($0, path: Location(spelt: $1))
            }
            return { ctx, out in
                out.set("removed", try SportsCacheMaintenance.remove(removal, from: ctx.playerCache, currentDate: ctx.currentDate))
            }
        },
        // The network wait holds no SQLite lock and no lock of the handle (RequestContext.remote),
        // and a failed cache save can still delete the cache: the cache's own short transactions.
        transactions: [.load: .own, .remove: .own])
}
