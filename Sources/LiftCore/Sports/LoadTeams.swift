/// Load Teams of a league (LigasEc): through the cache, keyed by the league's id.
public struct LoadTeams<Store: KeyedCacheStore> where Store.Value == [Team] {
    let load: LoadThroughCache<Store>
    let remote: SportsRemote

    public init(store: Store, remote: SportsRemote, currentDate: @escaping CurrentDate) {
        load = LoadThroughCache(store: store, currentDate: currentDate)
        self.remote = remote
    }

    public func callAsFunction(league: League, mode: CacheMode = .normal) throws -> CacheAnswer<[Team]> {
        try load(key: league.id, mode: mode, worthCaching: { !$0.isEmpty }) {
            try remote.teams(leagueID: league.id, dataSource: league.dataSource)
        }
    }
}
