import CLift
import XCTest

/// A road network and its places belong to the store, not to the account that imported them:
/// every account and the local owner list, route and search on the one copy, and a re-import or
/// removal by any of them is what every handle sees at its next call, even one that has the old
/// network or place index in memory.
final class RoadNetworkIsolationTests: XCTestCase {
    private func signedIn(_ path: String, _ username: String) throws -> LiftClient {
        let c = try LiftClient(path: path)
        XCTAssertEqual(c.save(["kind": "account", "account": ["username": username, "password": "correct horse \(username)"]]).status, LIFT_OK)
        XCTAssertEqual(c.save(["kind": "session", "session": ["username": username, "password": "correct horse \(username)"]]).status, LIFT_OK)
        return c
    }

    /// The square's side 1 -> 2 one way (a car from three quarters back to a quarter drives
    /// around the block) or both ways, named `name` for the place search.
    private func square(oneway: Bool, name: String) throws -> String {
        var f = OSMFixture.square()
        f.way(10, [1, 2], tags: ["highway": "residential", "oneway": oneway ? "yes" : "no", "name": name])
        f.way(11, [2, 3, 4, 1], tags: ["highway": "residential"])
        return try f.write()
    }

    private let backwards: [[String: Any]] = [["lat": 60.000, "lon": 24.0015], ["lat": 60.000, "lon": 24.0005]]
    private func distance(_ reply: LiftClient.Reply) -> Double? { (reply.json["route"] as? [String: Any])?["distance"] as? Double }
    private func names(_ c: LiftClient, _ query: String) -> [String] {
        (c.load(["kind": "place", "query": query]).json["items"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
    }
    private func versions(_ c: LiftClient) -> [String] {
        (c.load(["kind": "road_network"]).json["items"] as? [[String: Any]])?.compactMap { $0["version"] as? String } ?? []
    }

    func test_roadNetwork_importedByOneAccount_routesAndSearchesForEveryAccountAndTheLocalOwner() throws {
        let path = LiftClient.temporaryPath()
        let ann = try signedIn(path, "ann"), bob = try signedIn(path, "bob"), local = try LiftClient(path: path)
        let imported = ann.save(["kind": "road_network", "road_network": ["path": try square(oneway: true, name: "Ring Road")]])
        XCTAssertEqual(imported.status, LIFT_OK)
        let version = try XCTUnwrap((imported.json["road_network"] as? [String: Any])?["version"] as? String)

        for (who, c) in [("ann", ann), ("bob", bob), ("local", local)] {
            XCTAssertEqual(versions(c), [version], who)
            XCTAssertEqual(try XCTUnwrap(distance(c.route(["stops": backwards])), who), 55.6 / 2 + 3 * 111.2 + 55.6 / 2, accuracy: 2, who)
            XCTAssertEqual(names(c, "ring"), ["Ring Road"], who)
        }
    }

    func test_roadNetwork_reimportedByAnotherAccount_isWhatAHandleWithTheOldOneInMemorySees() throws {
        let path = LiftClient.temporaryPath()
        let ann = try signedIn(path, "ann"), bob = try signedIn(path, "bob"), local = try LiftClient(path: path)
        XCTAssertEqual(ann.save(["kind": "road_network", "road_network": ["path": try square(oneway: true, name: "Ring Road")]]).status, LIFT_OK)
        // Ann and the local owner route and search first, so the old network and index are in memory.
        for c in [ann, local] {
            XCTAssertEqual(try XCTUnwrap(distance(c.route(["stops": backwards]))), 55.6 / 2 + 3 * 111.2 + 55.6 / 2, accuracy: 2)
            XCTAssertEqual(names(c, "ring"), ["Ring Road"])
        }

        let reimported = bob.save(["kind": "road_network", "road_network": ["path": try square(oneway: false, name: "Loop Lane")]])
        XCTAssertEqual(reimported.status, LIFT_OK)
        let version = try XCTUnwrap((reimported.json["road_network"] as? [String: Any])?["version"] as? String)
        for (who, c) in [("ann", ann), ("local", local)] {
            XCTAssertEqual(versions(c), [version], who)
            XCTAssertEqual(try XCTUnwrap(distance(c.route(["stops": backwards])), who), 55.6, accuracy: 1, who)
            XCTAssertEqual(names(c, "ring"), [], who)
            XCTAssertEqual(names(c, "loop"), ["Loop Lane"], who)
        }

        XCTAssertEqual(local.remove(["kind": "road_network", "profile": "car"]).json["removed"] as? Int, 1)
        for (who, c) in [("ann", ann), ("bob", bob)] {
            XCTAssertEqual(c.route(["stops": backwards]).code, "no_road_network", who)
            XCTAssertEqual(c.load(["kind": "place", "query": "loop"]).code, "no_road_network", who)
            XCTAssertEqual(versions(c), [], who)
        }
    }

    func test_roadNetwork_importingAccountRemoved_staysForTheOthers() throws {
        let path = LiftClient.temporaryPath()
        let ann = try signedIn(path, "ann"), bob = try signedIn(path, "bob")
        XCTAssertEqual(ann.save(["kind": "road_network", "road_network": ["path": try square(oneway: false, name: "Ring Road")]]).status, LIFT_OK)
        XCTAssertEqual(ann.remove(["kind": "account", "password": "correct horse ann"]).status, LIFT_OK)
        XCTAssertEqual(bob.route(["stops": backwards]).status, LIFT_OK)
        XCTAssertEqual(names(bob, "ring"), ["Ring Road"])
    }
}
