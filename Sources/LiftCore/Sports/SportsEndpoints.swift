/// The remote paths, modelled on the APIs the LigasEc app read (docs/API.md, "remote formats").
public enum SportsEndpoints {
    public static func teams(leagueID: String, at s: RemoteSource) -> String {
        switch s.dataSource {
        case .flashLive:
            return s.baseURL + "/tournaments/standings?tournament_id=" + escape(leagueID) + "&standing_type=overall&locale=en_INT"
        case .transferMarket:
            return s.baseURL + "/clubs/list-by-competition?id=" + escape(leagueID) + "&domain=es"
        }
    }

    public static func players(teamID: String, at s: RemoteSource) -> String {
        switch s.dataSource {
        case .flashLive:
            return s.baseURL + "/teams/squad?sport_id=1&locale=en_INT&team_id=" + escape(teamID)
        case .transferMarket:
            return s.baseURL + "/clubs/get-squad?id=" + escape(teamID) + "&domain=es"
        }
    }

    /// Percent-encodes everything but RFC 3986 unreserved characters: ids come from hosts.
    public static func escape(_ s: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out = [UInt8]()
        for b in s.utf8 {
            let unreserved = (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
                || b == UInt8(ascii: "-") || b == UInt8(ascii: ".") || b == UInt8(ascii: "_") || b == UInt8(ascii: "~")
            if unreserved {
                out.append(b)
            } else {
                out.append(UInt8(ascii: "%"))
                out.append(hex[Int(b >> 4)])
                out.append(hex[Int(b & 0x0F)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
