import LiftCore

// The sports tests' shared fixtures: the leagues, remotes and URLs their doubles answer for.

let serieA = BuiltInLeagues.all[0]
let baseURL = "https://fl.test/v1"

func makeRemote(_ stub: RemoteStub) -> SportsRemote {
    var config = RemoteConfig()
    config.sources = [RemoteSource(dataSource: .flashLive, baseURL: baseURL, headers: [HTTPHeader("x-rapidapi-key", "k")]),
                      RemoteSource(dataSource: .transferMarket, baseURL: "https://tm.test", headers: [])]
    config.maxResponseBytes = 64
    return SportsRemote(client: stub, config: config, decoder: CommaFeed())
}

func teamsURL(_ league: League = serieA) -> String {
    SportsEndpoints.teams(leagueID: league.id, at: RemoteSource(dataSource: .flashLive, baseURL: baseURL))
}

func ok(_ text: String) -> RemoteResponse { RemoteResponse(status: 200, body: Array(text.utf8)) }
