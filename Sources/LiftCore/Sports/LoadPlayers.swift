/// Load Players of a team (LigasEc): through the cache, keyed by the team's id.
public struct LoadPlayers<Store: KeyedCacheStore> where Store.Value == [Player] {
    let load: LoadThroughCache<Store>
    let remote: SportsRemote

    public init(store: Store, remote: SportsRemote, currentDate: @escaping CurrentDate) {
        load = LoadThroughCache(store: store, currentDate: currentDate)
        self.remote = remote
    }

    public func callAsFunction(teamID: String, dataSource: DataSource, mode: CacheMode = .normal) throws -> CacheAnswer<[Player]> {
        try load(key: teamID, mode: mode, worthCaching: { !$0.isEmpty }) { try remote.players(teamID: teamID, dataSource: dataSource) }
    }
}
