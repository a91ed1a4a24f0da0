/// The Ecuadorian leagues the LigasEc app ships hardcoded (ids are each data source's own).
public enum BuiltInLeagues {
    public static let all: [League] = [
        League(id: "trd6vSd3", name: "LigaPro Serie A",
               logoURL: "https://www.flashscore.com/res/image/data/v3G098ld-veKf2ye0.png", dataSource: .flashLive),
        League(id: "EC2L", name: "LigaPro Serie B",
               logoURL: "https://www.flashscore.com/res/image/data/2g15S2DO-GdicJTVi.png", dataSource: .transferMarket),
    ]

    public static func league(id: String) -> League? { all.first { $0.id == id } }
}
