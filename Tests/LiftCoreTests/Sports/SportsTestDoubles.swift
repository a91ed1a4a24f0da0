import LiftCore

/// An in-memory KeyedCacheStore that records its messages and can be told to fail.
final class CacheSpy<Value>: KeyedCacheStore, @unchecked Sendable {
    enum Message: Equatable { case retrieve(String), insert(String, Timestamp), delete(String), keys }
    var messages: [Message] = []
    var entries: [String: Cached<Value>] = [:]
    var unreadable: Set<String> = []
    var insertError: LiftError?
    var deleteError: LiftError?

    func retrieve(key: String) throws -> Cached<Value>? {
        messages.append(.retrieve(key))
        if unreadable.contains(key) { throw LiftError(.corrupt, code: "unreadable_cache", "bad row") }
        return entries[key]
    }
    func insert(_ value: Value, key: String, timestamp: Timestamp) throws {
        messages.append(.insert(key, timestamp))
        if let insertError { throw insertError }
        entries[key] = Cached(value: value, savedAt: timestamp)
        unreadable.remove(key)
    }
    func delete(key: String) throws {
        messages.append(.delete(key))
        if let deleteError { throw deleteError }
        entries[key] = nil
        unreadable.remove(key)
    }
    func keys() throws -> [String] {
        messages.append(.keys)
        return (Array(entries.keys) + Array(unreadable)).sorted()
    }
}

/// An in-memory remote: canned answers per URL; unknown URLs are "offline".
final class RemoteStub: RemoteClient, @unchecked Sendable {
    var answers: [String: RemoteResponse] = [:]
    var offline = false
    var requested: [(url: String, headers: [HTTPHeader])] = []

    func get(url: String, headers: [HTTPHeader]) throws -> RemoteResponse {
        requested.append((url, headers))
        guard !offline, let answer = answers[url] else { throw LiftError.remoteUnavailable(url, "offline") }
        return answer
    }
}

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

/// A clock the test moves by hand.
final class TestClock: @unchecked Sendable {
    var now = Timestamp(milliseconds: 1_750_000_000_000)
    func advance(days: Int64 = 0, hours: Int64 = 0, minutes: Int64 = 0) {
        now.milliseconds += ((days * 24 + hours) * 60 + minutes) * 60_000
    }
    /// Captured strongly: tests drop the clock after making the SUT.
    var currentDate: CurrentDate { { self.now } }
}

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
