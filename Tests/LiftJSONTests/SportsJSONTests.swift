import LiftCore
import LiftJSON
import XCTest

final class SportsJSONTests: XCTestCase {
    func test_base64_rfc4648Vectors_encodeExactly() {
        let vectors = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy"]
        for (plain, encoded) in vectors { XCTAssertEqual(Base64.encode(Array(plain.utf8)), encoded, plain) }
        XCTAssertEqual(Base64.encode([0xFB, 0xFF, 0xBF]), "+/+/")
    }

    func test_feedTeams_flashLiveWrongType_unavailableNamingRemotePath() {
        let body = Array(#"{"DATA":[{"ROWS":[{"TEAM_ID":"x","TEAM_NAME":"X","TEAM_IMAGE_PATH":"ftp://no"}]}]}"#.utf8)
        XCTAssertThrowsError(try SportsFeedJSON().teams(body, from: .flashLive)) {
            XCTAssertEqual(($0 as? LiftError)?.code, "remote_invalid_response")
            XCTAssertEqual(($0 as? LiftError)?.detail("path"), .string("DATA[0].ROWS[0].TEAM_IMAGE_PATH"))
        }
    }

    func test_feedTeams_truncatedJSON_unavailableInvalidResponse() {
        XCTAssertThrowsError(try SportsFeedJSON().teams(Array(#"{"clubs":[{"id":"1""#.utf8), from: .transferMarket)) {
            XCTAssertEqual(($0 as? LiftError)?.status, .unavailable)
        }
    }

    func test_feedTeams_nulInsideBody_refused() {
        XCTAssertThrowsError(try SportsFeedJSON().teams(Array(#"{"clubs":[]}"#.utf8) + [0, 1], from: .transferMarket))
    }

    func test_feedPlayers_transferMarketShirtNotANumber_hasNoNumber() throws {
        let body = Array(#"{"squad":[{"id":"1","name":"A","shirtNumber":"-","positions":{"first":{"group":"Goalkeeper"}},"nationalities":[]}]}"#.utf8)
        let p = try SportsFeedJSON().players(body, from: .transferMarket)
        XCTAssertEqual(p.first?.number, nil)
        XCTAssertEqual(p.first?.position, .goalkeeper)
        XCTAssertEqual(p.first?.nationality, nil)
    }

    func test_feedPlayers_controlCharacterInRemoteName_unavailableNamingRemotePath() {
        let body = Array(#"{"squad":[{"id":"1","name":"Ann"},{"id":"2","name":"B\u001b[2Jb"}]}"#.utf8)
        XCTAssertThrowsError(try SportsFeedJSON().players(body, from: .transferMarket)) {
            XCTAssertEqual(($0 as? LiftError)?.status, .unavailable)
            XCTAssertEqual(($0 as? LiftError)?.code, "remote_invalid_response")
            XCTAssertEqual(($0 as? LiftError)?.detail("path"), .string("squad[1].name"))
        }
    }
}
