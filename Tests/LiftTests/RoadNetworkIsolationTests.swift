import CLift
import XCTest

/// A road network belongs to the owner who imported it: another account on the same file can
/// neither list it nor route on it, and removing it is not theirs to do.
final class RoadNetworkIsolationTests: XCTestCase {
    private func signedIn(_ path: String, _ username: String) throws -> LiftClient {
        let c = try LiftClient(path: path)
        XCTAssertEqual(c.save(["kind": "account", "account": ["username": username, "password": "correct horse \(username)"]]).status, LIFT_OK)
        XCTAssertEqual(c.save(["kind": "session", "session": ["username": username, "password": "correct horse \(username)"]]).status, LIFT_OK)
        return c
    }

    func test_roadNetwork_importedByOneAccount_isInvisibleToAnother() throws {
        let path = LiftClient.temporaryPath()
        let ann = try signedIn(path, "ann"), bob = try signedIn(path, "bob")
        var f = OSMFixture.square()
        f.way(10, [1, 2, 3, 4, 1], tags: ["highway": "residential"])
        XCTAssertEqual(ann.save(["kind": "road_network", "road_network": ["path": try f.write(), "profile": "car"]]).status, LIFT_OK)
        let stops: [[String: Any]] = [["lat": 60.000, "lon": 24.0005], ["lat": 60.000, "lon": 24.0015]]

        XCTAssertEqual(ann.route(["stops": stops]).status, LIFT_OK)
        XCTAssertEqual(bob.route(["stops": stops]).code, "no_road_network")
        XCTAssertEqual((bob.load(["kind": "road_network"]).json["items"] as? [Any])?.count, 0)
        _ = bob.remove(["kind": "road_network", "profile": "car"])
        XCTAssertEqual(ann.route(["stops": stops]).status, LIFT_OK)
    }
}
