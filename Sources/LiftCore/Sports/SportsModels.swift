/// Where a league's teams and players come from (LigasEc `DataSource`).
public enum DataSource: String, Sendable, CaseIterable {
    case flashLive = "FlashLive"
    case transferMarket = "TransferMarket"
}

/// A league (LigasEc `League{id, name, logoURL, dataSource}`). Ids are the data source's own.
public struct League: Equatable, Sendable {
    public var id: String
    public var name: String
    public var logoURL: String
    public var dataSource: DataSource
    public init(id: String, name: String, logoURL: String, dataSource: DataSource) {
        self.id = id; self.name = name; self.logoURL = logoURL; self.dataSource = dataSource
    }
}

/// A team of a league (LigasEc `Team{id, name, logoURL, dataSource}`).
public struct Team: Equatable, Sendable {
    public var id: String
    public var name: String
    public var logoURL: String
    public var dataSource: DataSource
    public init(id: String, name: String, logoURL: String, dataSource: DataSource) {
        self.id = id; self.name = name; self.logoURL = logoURL; self.dataSource = dataSource
    }
}

/// A squad member's role. Feeds use words of their own, kept verbatim as `other`.
public enum PlayerPosition: Equatable, Sendable {
    case goalkeeper, defender, midfielder, forward, coach
    case other(String)

    public init(text: String) {
        switch text {
        case "goalkeeper": self = .goalkeeper
        case "defender": self = .defender
        case "midfielder": self = .midfielder
        case "forward": self = .forward
        case "coach": self = .coach
        default: self = .other(text)
        }
    }

    public var text: String {
        switch self {
        case .goalkeeper: return "goalkeeper"
        case .defender: return "defender"
        case .midfielder: return "midfielder"
        case .forward: return "forward"
        case .coach: return "coach"
        case .other(let s): return s
        }
    }
}

/// A player (LigasEc `Player{id, name, number?, position, nationality?, photoURL?, dataSource}`).
public struct Player: Equatable, Sendable {
    public var id: String
    public var name: String
    public var number: Int64?
    public var position: PlayerPosition
    public var nationality: String?
    public var photoURL: String?
    public var dataSource: DataSource
    public init(id: String, name: String, number: Int64?, position: PlayerPosition, nationality: String?,
                photoURL: String?, dataSource: DataSource) {
        self.id = id; self.name = name; self.number = number; self.position = position
        self.nationality = nationality; self.photoURL = photoURL; self.dataSource = dataSource
    }
}
