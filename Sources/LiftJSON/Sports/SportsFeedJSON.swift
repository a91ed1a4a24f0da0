import LiftCore

/// Reads the remotes' JSON (docs/API.md, "remote formats"): FlashLive's upper-case DATA/ROWS/ITEMS
/// and TransferMarket's clubs/squad. Fields liblift does not use are ignored; the ones it uses
/// are type-checked, and a bad one is `remote_invalid_response` naming its JSON path.
public struct SportsFeedJSON: SportsFeedDecoder {
    public static let maxItems = 10_000
    public init() {}

    public func teams(_ body: [UInt8], from source: DataSource) throws -> [Team] {
        try Self.reading(body) { root in
            switch source {
            case .flashLive:
                // Standings: the first table's rows are the league's teams.
                let tables = try root.array("DATA", max: Self.maxItems).map { try $0.object() }
                guard var table = tables.first else { return [] }
                return try table.array("ROWS", max: Self.maxItems).map { v -> Team in
                    var row = try v.object()
                    return Team(id: try Self.id(&row, "TEAM_ID"), name: try Self.name(&row, "TEAM_NAME"),
                                logoURL: try Self.url(&row, "TEAM_IMAGE_PATH"), dataSource: .flashLive)
                }
            case .transferMarket:
                return try root.array("clubs", max: Self.maxItems).map { v -> Team in
                    var club = try v.object()
                    return Team(id: try Self.id(&club, "id"), name: try Self.name(&club, "name"),
                                logoURL: try Self.url(&club, "image"), dataSource: .transferMarket)
                }
            }
        }
    }

    public func players(_ body: [UInt8], from source: DataSource) throws -> [Player] {
        try Self.reading(body) { root in
            switch source {
            case .flashLive:
                // The squad comes in groups (goalkeepers, defenders...); their items in order.
                return try root.array("DATA", max: Self.maxItems).map { g -> [Player] in
                    var group = try g.object()
                    return try group.array("ITEMS", max: Self.maxItems).map { v in try Self.flashLivePlayer(v) }
                }.flatMap { $0 }
            case .transferMarket:
                return try root.array("squad", max: Self.maxItems).map { v in try Self.transferMarketPlayer(v) }
            }
        }
    }

    private static func flashLivePlayer(_ v: JSONValueReader) throws -> Player {
        var item = try v.object()
        let type = try item.optionalString("PLAYER_TYPE_ID", maxLength: 100) ?? ""
        let position: PlayerPosition
        switch type {
        case "GOALKEEPER": position = .goalkeeper
        case "DEFENDER": position = .defender
        case "MIDFIELDER": position = .midfielder
        case "FORWARD": position = .forward
        case "COACH": position = .coach
        default: position = .other(type.lowercased())
        }
        return Player(id: try id(&item, "PLAYER_ID"), name: try name(&item, "PLAYER_NAME"),
                      number: try item.optionalInt("PLAYER_JERSEY_NUMBER", in: 0...999), position: position,
                      nationality: try item.optionalString("PLAYER_COUNTRY", maxLength: SportsRules.maxNameLength),
                      photoURL: try optionalURL(&item, "PLAYER_IMAGE_PATH"), dataSource: .flashLive)
    }

    private static func transferMarketPlayer(_ v: JSONValueReader) throws -> Player {
        var item = try v.object()
        // Shirt numbers arrive as text ("12"); anything else is treated as no number.
        let shirt = try item.optionalString("shirtNumber", maxLength: 8).flatMap { Int64($0) }.flatMap { (0...999).contains($0) ? $0 : nil }
        var group = ""
        if var positions = try item.optionalObject("positions"), var first = try positions.optionalObject("first") {
            group = try first.optionalString("group", maxLength: 100) ?? ""
        }
        let position: PlayerPosition
        switch group {
        case "Goalkeeper": position = .goalkeeper
        case "Defender": position = .defender
        case "Midfield": position = .midfielder
        case "Attack": position = .forward
        default: position = .other(group.lowercased())
        }
        let nationality = try item.optionalArray("nationalities", max: 10)?
            .map { n -> String? in var o = try n.object(); return try o.optionalString("name", maxLength: SportsRules.maxNameLength) }
            .first ?? nil
        return Player(id: try id(&item, "id"), name: try name(&item, "name"), number: shirt, position: position,
                      nationality: nationality, photoURL: try optionalURL(&item, "image"), dataSource: .transferMarket)
    }

    /// Parses the body with the request parser's strictness, and reports every problem as the
    /// remote's fault (`unavailable`), never the host's (`invalid_request`).
    private static func reading<T>(_ body: [UInt8], _ read: (inout JSONObjectReader) throws -> T) throws -> T {
        do {
            // A NUL would end the text early and hide what follows it.
            guard !body.contains(0) else { throw LiftError.invalid("", "the body contains a NUL byte") }
            var text = body
            text.append(0)
            return try text.withUnsafeBufferPointer { buffer in
                try buffer.withMemoryRebound(to: CChar.self) { c in
                    guard let base = c.baseAddress else { throw LiftError.invalid("", "empty body") }
                    let document = try JSONRequest(cString: base, maxBytes: max(body.count, 1))
                    var root = document.object
                    return try read(&root)
                }
            }
        } catch let e as LiftError where e.status == .invalidRequest {
            var details = e.spelt.details
            if details.isEmpty { details = [.init("path", .string(""))] }
            throw LiftError(.unavailable, code: "remote_invalid_response", "the remote's answer is not as expected: \(e.wireMessage)",
                            details: details)
        }
    }

    private static func id(_ o: inout JSONObjectReader, _ key: String) throws -> String {
        try SportsRules.validID(try o.string(key, maxLength: SportsRules.maxIDLength), path: Location(spelt: o.pathOf(key)))
    }

    private static func name(_ o: inout JSONObjectReader, _ key: String) throws -> String {
        try SportsRules.validName(try o.string(key, maxLength: 1000), path: Location(spelt: o.pathOf(key)))
    }

    private static func url(_ o: inout JSONObjectReader, _ key: String) throws -> String {
        try SportsRules.validURL(try o.string(key, maxLength: SportsRules.maxURLLength), path: Location(spelt: o.pathOf(key)))
    }

    private static func optionalURL(_ o: inout JSONObjectReader, _ key: String) throws -> String? {
        guard let u = try o.optionalString(key, maxLength: SportsRules.maxURLLength) else { return nil }
        return try SportsRules.validURL(u, path: Location(spelt: o.pathOf(key)))
    }
}
