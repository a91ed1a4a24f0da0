import LiftCore

/// Decodes "name1,name2" bodies into teams/players: the core's tests need no JSON.
struct CommaFeed: SportsFeedDecoder {
    func teams(_ body: [UInt8], from source: DataSource) throws -> [Team] {
        String(decoding: body, as: UTF8.self).split(separator: ",").map {
            Team(id: "id-\($0)", name: String($0), logoURL: "https://img.test/\($0).png", dataSource: source)
        }
    }
    func players(_ body: [UInt8], from source: DataSource) throws -> [Player] {
        String(decoding: body, as: UTF8.self).split(separator: ",").map {
            Player(id: "p-\($0)", name: String($0), number: nil, position: .forward, nationality: nil, photoURL: nil, dataSource: source)
        }
    }
}
