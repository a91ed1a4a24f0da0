import CLift
import Foundation
import XCTest

/// LigasEc's use cases through the C contract, against the local test server.
final class SportsRequestTests: XCTestCase {
    private let t0: Int64 = 1_750_000_000_000
    private let minute: Int64 = 60_000
    private let day: Int64 = 86_400_000

    private func names(_ reply: LiftClient.Reply) -> [String]? {
        (reply.json["items"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
    }

    func test_loadLeagues_firstLoadThenAgain_savedToCacheOnlyOnce() throws {
        let c = try LiftClient()
        let first = c.load(["kind": "league"])
        XCTAssertEqual(first.status, LIFT_OK)
        XCTAssertEqual(names(first), ["LigaPro Serie A", "LigaPro Serie B"])
        XCTAssertEqual(first.json["saved_to_cache"] as? Bool, true)
        let items = try XCTUnwrap(first.json["items"] as? [[String: Any]])
        XCTAssertEqual(items.first?["id"] as? String, "trd6vSd3")
        XCTAssertEqual(items.last?["data_source"] as? String, "TransferMarket")
        XCTAssertEqual(c.load(["kind": "league"]).json["saved_to_cache"] as? Bool, false)
    }

    func test_loadTeams_flashLiveLeague_fetchedOnceThenServedFromCache() throws {
        let server = try TestHTTPServer()
        let c = try LiftClient(options: server.options(clockMS: t0))
        let first = c.load(["kind": "team", "league_id": "trd6vSd3"])
        XCTAssertEqual(first.status, LIFT_OK, "\(first.json)")
        XCTAssertEqual(names(first), ["Independiente del Valle", "Barcelona SC"])
        XCTAssertEqual(first.json["source"] as? String, "remote")
        XCTAssertEqual(first.json["stale"] as? Bool, false)
        XCTAssertEqual(first.json["cached_at"] as? String, "2025-06-15T15:06:40Z")
        let second = c.load(["kind": "team", "league_id": "trd6vSd3"])
        XCTAssertEqual(second.json["source"] as? String, "cache")
        XCTAssertEqual(names(second), names(first))
        XCTAssertEqual(try server.served(), 1)
    }

    func test_loadTeams_reopenedSixDays23Hours59MinutesLater_servedFromCache() throws {
        let server = try TestHTTPServer()
        let path = LiftClient.temporaryPath()
        do { XCTAssertEqual(try LiftClient(path: path, options: server.options(clockMS: t0)).load(["kind": "team", "league_id": "trd6vSd3"]).status, LIFT_OK) }
        let later = try LiftClient(path: path, options: server.options(clockMS: t0 + 7 * day - minute))
        XCTAssertEqual(later.load(["kind": "team", "league_id": "trd6vSd3"]).json["source"] as? String, "cache")
        XCTAssertEqual(try server.served(), 1)
    }

    func test_loadTeams_reopenedExactlySevenDaysLater_refetched() throws {
        let server = try TestHTTPServer()
        let path = LiftClient.temporaryPath()
        do { _ = try LiftClient(path: path, options: server.options(clockMS: t0)).load(["kind": "team", "league_id": "trd6vSd3"]) }
        let later = try LiftClient(path: path, options: server.options(clockMS: t0 + 7 * day))
        let reply = later.load(["kind": "team", "league_id": "trd6vSd3"])
        XCTAssertEqual(reply.json["source"] as? String, "remote")
        XCTAssertEqual(reply.json["cached_at"] as? String, "2025-06-22T15:06:40Z")
        XCTAssertEqual(try server.served(), 2)
    }

    func test_loadTeams_outageAfterGoodFetchWithoutOpenValidation_servesStaleMarked() throws {
        let server = try TestHTTPServer()
        let path = LiftClient.temporaryPath()
        do { _ = try LiftClient(path: path, options: server.options(clockMS: t0)).load(["kind": "team", "league_id": "trd6vSd3"]) }
        let offline = server.options(clockMS: t0 + 8 * day, validateCache: false, offline: true)
        let reply = try LiftClient(path: path, options: offline).load(["kind": "team", "league_id": "trd6vSd3"])
        XCTAssertEqual(reply.status, LIFT_OK)
        XCTAssertEqual(reply.json["stale"] as? Bool, true)
        XCTAssertEqual(reply.json["source"] as? String, "cache")
        XCTAssertEqual(names(reply), ["Independiente del Valle", "Barcelona SC"])
    }

    func test_open_expiredCache_deletedSoOfflineLoadIsUnavailable() throws {
        let server = try TestHTTPServer()
        let path = LiftClient.temporaryPath()
        do { _ = try LiftClient(path: path, options: server.options(clockMS: t0)).load(["kind": "team", "league_id": "trd6vSd3"]) }
        let offline = server.options(clockMS: t0 + 8 * day, offline: true)
        let reply = try LiftClient(path: path, options: offline).load(["kind": "team", "league_id": "trd6vSd3"])
        XCTAssertEqual(reply.status, LIFT_E_UNAVAILABLE)
        XCTAssertEqual(reply.code, "remote_unavailable")
    }

    func test_removeTeams_cacheExpiredOnRequest_removesOnlyExpired() throws {
        let server = try TestHTTPServer()
        let path = LiftClient.temporaryPath()
        do { _ = try LiftClient(path: path, options: server.options(clockMS: t0)).load(["kind": "team", "league_id": "trd6vSd3"]) }
        let c = try LiftClient(path: path, options: server.options(clockMS: t0 + 8 * day, validateCache: false))
        XCTAssertEqual(c.remove(["kind": "team", "cache": "expired"]).json["removed"] as? Int, 1)
        XCTAssertEqual(c.remove(["kind": "team", "cache": "expired"]).json["removed"] as? Int, 0)
    }

    func test_loadTeams_serverAnswers500_unavailableWithHTTPStatus() throws {
        let server = try TestHTTPServer()
        let c = try LiftClient(options: server.options(flashLivePath: "/status/500?"))
        let reply = c.load(["kind": "team", "league_id": "trd6vSd3"])
        XCTAssertEqual(reply.status, LIFT_E_UNAVAILABLE)
        XCTAssertEqual(reply.code, "remote_status")
    }

    func test_loadTeams_remoteFieldOfWrongType_unavailableNamingRemotePath() throws {
        let server = try TestHTTPServer()
        let c = try LiftClient(options: server.options(flashLivePath: "/bad"))
        let reply = c.load(["kind": "team", "league_id": "trd6vSd3"])
        XCTAssertEqual(reply.status, LIFT_E_UNAVAILABLE)
        XCTAssertEqual(reply.code, "remote_invalid_response")
        XCTAssertEqual(reply.details?["path"] as? String, "DATA[0].ROWS[0].TEAM_ID")
    }

    func test_loadTeams_unknownLeague_notFoundNamingLeagueID() throws {
        let c = try LiftClient()
        let reply = c.load(["kind": "team", "league_id": "nope"])
        XCTAssertEqual(reply.status, LIFT_E_NOT_FOUND)
        XCTAssertEqual(reply.details?["path"] as? String, "league_id")
    }

    func test_loadTeams_noRemoteConfigured_unavailableNoRemote() throws {
        let reply = try LiftClient().load(["kind": "team", "league_id": "EC2L"])
        XCTAssertEqual(reply.code, "no_remote")
    }

    func test_loadPlayers_transferMarketTeamCachedBefore_mapsSquad() throws {
        let server = try TestHTTPServer()
        let c = try LiftClient(options: server.options())
        XCTAssertEqual(names(c.load(["kind": "team", "league_id": "EC2L"])), ["Cumbaya FC"])
        let reply = c.load(["kind": "player", "team_id": "41301"])
        XCTAssertEqual(reply.status, LIFT_OK, "\(reply.json)")
        let player = try XCTUnwrap((reply.json["items"] as? [[String: Any]])?.first)
        XCTAssertEqual(player["name"] as? String, "Ana Torres")
        XCTAssertEqual(player["number"] as? Int, 9)
        XCTAssertEqual(player["position"] as? String, "forward")
        XCTAssertEqual(player["nationality"] as? String, "Ecuador")
        XCTAssertEqual(player["data_source"] as? String, "TransferMarket")
    }

    func test_loadPlayers_flashLiveSquad_groupsFlattenedCoachWithoutNumber() throws {
        let server = try TestHTTPServer()
        let c = try LiftClient(options: server.options())
        let reply = c.load(["kind": "player", "team_id": "nit9vJwS", "data_source": "FlashLive"])
        let items = try XCTUnwrap(reply.json["items"] as? [[String: Any]])
        XCTAssertEqual(items.compactMap { $0["position"] as? String }, ["goalkeeper", "coach"])
        XCTAssertEqual(items.first?["number"] as? Int, 1)
        XCTAssertTrue(items.last?["number"] is NSNull)
        XCTAssertTrue(items.last?["photo_url"] is NSNull)
    }

    func test_loadPlayers_uncachedTeamWithoutDataSource_invalidNamingDataSource() throws {
        let reply = try LiftClient().load(["kind": "player", "team_id": "zzz"])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.details?["path"] as? String, "data_source")
    }

    func test_loadImage_fixture_base64BytesThenCachedWhenServerGone() throws {
        let path = LiftClient.temporaryPath()
        var server: TestHTTPServer? = try TestHTTPServer()
        let url = (server?.base ?? "") + "/img/logo.png"
        let c = try LiftClient(path: path, options: server?.options())
        let first = c.load(["kind": "image", "url": url])
        let image = try XCTUnwrap(first.json["image"] as? [String: Any])
        XCTAssertEqual(image["size"] as? Int, 264)
        let bytes = Data(base64Encoded: try XCTUnwrap(image["data_base64"] as? String))
        XCTAssertEqual(bytes.map(Array.init), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + (0...255).map { UInt8($0) })
        server = nil
        let again = c.load(["kind": "image", "url": url])
        XCTAssertEqual(again.json["source"] as? String, "cache")
        XCTAssertEqual((again.json["image"] as? [String: Any])?["data_base64"] as? String, image["data_base64"] as? String)
    }

    func test_loadImage_emptyBody_failsInvalidImageData() throws {
        let server = try TestHTTPServer()
        let reply = try LiftClient(options: server.options()).load(["kind": "image", "url": server.base + "/img/empty.png"])
        XCTAssertEqual(reply.status, LIFT_E_UNAVAILABLE)
        XCTAssertEqual(reply.code, "invalid_image_data")
    }

    func test_loadImage_remoteAnswers404_unavailableRemoteStatusNothingCached() throws {
        let server = try TestHTTPServer()
        let c = try LiftClient(options: server.options())
        let reply = c.load(["kind": "image", "url": server.base + "/img/missing.png"])
        XCTAssertEqual(reply.status, LIFT_E_UNAVAILABLE)
        XCTAssertEqual(reply.code, "remote_status")
        XCTAssertEqual(reply.details?["http_status"] as? Int, 404)
        XCTAssertEqual(c.remove(["kind": "image", "cache": "all"]).json["removed"] as? Int, 0)
    }

    /// The transport failures the adapter tests cover, seen through a request: one error, nothing cached.
    func test_loadImage_truncatedSlowOrOversizedBody_unavailableNamingCauseNothingCached() throws {
        let server = try TestHTTPServer()
        let c = try LiftClient(options: server.options(timeoutMS: 500, maxBytes: 1 << 20))
        for (path, code, detail, value) in [("/truncated", "remote_unavailable", "reason", "truncated body"),
                                            ("/slow", "remote_unavailable", "reason", "timeout"),
                                            ("/big", "response_too_large", "limit", "\(1 << 20)")] {
            let reply = c.load(["kind": "image", "url": server.base + path])
            XCTAssertEqual(reply.status, LIFT_E_UNAVAILABLE, path)
            XCTAssertEqual(reply.code, code, "\(path) \(reply.json)")
            XCTAssertEqual(reply.details?[detail].map { "\($0)" }, value, "\(path) \(reply.json)")
        }
        XCTAssertEqual(c.remove(["kind": "image", "cache": "all"]).json["removed"] as? Int, 0)
    }

    func test_loadImage_notCachedNothingListening_unavailable() throws {
        let reply = try LiftClient().load(["kind": "image", "url": "http://127.0.0.1:1/logo.png"])
        XCTAssertEqual(reply.status, LIFT_E_UNAVAILABLE)
    }

    func test_loadImage_notHTTPURL_invalidNamingURL() throws {
        let reply = try LiftClient().load(["kind": "image", "url": "file:///etc/passwd"])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.details?["path"] as? String, "url")
    }

    func test_open_remoteSourceWithoutBaseURL_invalidNamingPath() {
        XCTAssertThrowsError(try LiftClient(options: "{\"remote\":{\"sources\":[{\"data_source\":\"FlashLive\"}]}}")) {
            XCTAssertEqual(($0 as NSError).code, Int(LIFT_E_INVALID_REQUEST))
            XCTAssertTrue(($0 as NSError).localizedDescription.contains("remote.sources[0].base_url"))
        }
    }

    func test_open_apiKeyHeaderWithNewline_refused() {
        let options = "{\"remote\":{\"sources\":[{\"data_source\":\"FlashLive\",\"base_url\":\"https://a.b\",\"api_key_header\":\"x-k\",\"api_key\":\"a\\r\\nHost: evil\"}]}}"
        XCTAssertThrowsError(try LiftClient(options: options)) {
            XCTAssertTrue(($0 as NSError).localizedDescription.contains("remote.sources[0].api_key"))
        }
    }
}
