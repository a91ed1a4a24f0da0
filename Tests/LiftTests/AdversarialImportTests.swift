import CLift
import Foundation
import XCTest

/// Small OSM files whose graphs no real road network has (hundreds of roads at one node, a way
/// driven back and forth, repeated nodes, self-loops, parallel ways, endless restrictions) next to
/// ordinary ones at the limits: each imports, or is refused as `invalid_request` /
/// `road_network_limit` naming the limit (docs/API.md, road_network). Their import times are
/// measured on the release build by bindings/python/tests/reliability/test_adversarial_import.py.
final class AdversarialImportTests: XCTestCase {
    private static let road = ["highway": "residential"]

    /// One generated file and what its import must answer: nil imports, else the limit named.
    struct Shape {
        var name: String
        var fixture: OSMFixture
        var refusedBy: String?
    }

    /// n roads from node 1 to leaves on a circle around it.
    static func star(_ n: Int) -> OSMFixture {
        var f = OSMFixture()
        f.node(1, 60.0, 24.0)
        for k in 0..<n {
            let a = 2 * Double.pi * Double(k) / Double(n)
            f.node(k + 2, 60.0 + 0.0018 * sin(a), 24.0 + 0.0036 * cos(a))
            f.way(k + 1, k % 4 == 0 ? [k + 2, 1] : [1, k + 2], tags: road)
        }
        return f
    }

    /// One way from node 1 to node 2 and back k times.
    static func backAndForth(_ k: Int) -> OSMFixture {
        var f = OSMFixture()
        f.node(1, 60.0, 24.0); f.node(2, 60.0, 24.002)
        f.way(1, [1, 2].repeated(k) + [1], tags: road)
        return f
    }

    /// A way that repeats each of its three nodes k times.
    static func repeatedNodes(_ k: Int) -> OSMFixture {
        var f = OSMFixture()
        f.node(1, 60.0, 24.0); f.node(2, 60.0, 24.002); f.node(3, 60.001, 24.002)
        f.way(1, Array(repeating: 1, count: k) + Array(repeating: 2, count: k) + Array(repeating: 3, count: k), tags: road)
        return f
    }

    /// k ways from node 1 out to a leaf and back, and a way that is node 1 fifty times.
    static func selfLoops(_ k: Int) -> OSMFixture {
        var f = OSMFixture()
        f.node(1, 60.0, 24.0)
        f.way(1, Array(repeating: 1, count: 50), tags: road)
        for j in 0..<k {
            let a = 2 * Double.pi * Double(j) / Double(k)
            f.node(j + 2, 60.0 + 0.001 * sin(a), 24.0 + 0.002 * cos(a))
            f.way(j + 2, [1, j + 2, 1], tags: road)
        }
        return f
    }

    /// k separate ways between nodes 1 and 2, and a road on at each end.
    static func parallel(_ k: Int) -> OSMFixture {
        var f = OSMFixture()
        f.node(1, 60.0, 24.0); f.node(2, 60.0, 24.002); f.node(3, 60.0, 23.998); f.node(4, 60.0, 24.004)
        f.way(1, [3, 1], tags: road); f.way(2, [2, 4], tags: road)
        for j in 0..<k { f.way(j + 3, j % 2 == 0 ? [2, 1] : [1, 2], tags: road) }
        return f
    }

    /// One way of n nodes 1 m apart.
    static func longWay(_ n: Int) -> OSMFixture {
        var f = OSMFixture()
        for j in 0..<n { f.node(j + 1, 60.0, 24.0 + 0.000018 * Double(j)) }
        f.way(1, Array(1...n), tags: road)
        return f
    }

    /// An n x n grid of streets 100 m apart, each row and each column one way.
    static func grid(_ n: Int) -> OSMFixture {
        var f = OSMFixture()
        for r in 0..<n { for c in 0..<n { f.node(r * n + c + 1, 60.0 + 0.0009 * Double(r), 24.0 + 0.0018 * Double(c)) } }
        for r in 0..<n { f.way(r + 1, (0..<n).map { r * n + $0 + 1 }, tags: road) }
        for c in 0..<n { f.way(n + c + 1, (0..<n).map { $0 * n + c + 1 }, tags: road) }
        return f
    }

    /// The junction of OSMFixture (four roads at node 1) with k copies of one restriction via it.
    static func restrictions(_ k: Int) -> OSMFixture {
        var f = OSMFixture.junction()
        for j in 0..<k { f.restriction(100 + j, "no_left_turn", from: 20, via: 1, to: 22) }
        return f
    }

    /// A restriction from way 20 to way 22 via a chain of k ways laid out from node 1 east.
    static func viaWays(_ k: Int) -> OSMFixture {
        var f = OSMFixture()
        f.node(1, 60.0, 24.0); f.node(2, 60.0, 23.998)
        for j in 0..<k + 1 { f.node(10 + j, 60.0, 24.0 + 0.001 * Double(j + 1)) }
        f.node(3, 60.001, 24.0 + 0.001 * Double(k + 1))
        f.way(20, [2, 1], tags: road)
        f.way(30, [1, 10], tags: road)
        for j in 0..<k - 1 { f.way(31 + j, [10 + j, 11 + j], tags: road) }
        f.way(22, [9 + k, 3], tags: road)
        f.restriction(40, "no_straight_on", from: 20, viaWays: Array(30..<30 + k), to: 22)
        return f
    }

    static let shapes: [Shape] = [
        Shape(name: "star 200", fixture: star(200), refusedBy: "junction_roads"),
        Shape(name: "star 33", fixture: star(33), refusedBy: "junction_roads"),
        Shape(name: "star 32", fixture: star(32)),
        Shape(name: "back and forth 400", fixture: backAndForth(400)),
        Shape(name: "back and forth 999", fixture: backAndForth(999)),
        Shape(name: "back and forth 1000", fixture: backAndForth(1000), refusedBy: "way_nodes"),
        Shape(name: "repeated nodes 600", fixture: repeatedNodes(600)),
        Shape(name: "repeated nodes 5000", fixture: repeatedNodes(5000), refusedBy: "way_nodes"),
        Shape(name: "self-loops 15", fixture: selfLoops(15)),
        Shape(name: "self-loops 400", fixture: selfLoops(400), refusedBy: "junction_roads"),
        Shape(name: "parallel 30", fixture: parallel(30)),
        Shape(name: "parallel 400", fixture: parallel(400), refusedBy: "junction_roads"),
        Shape(name: "long way 2000", fixture: longWay(2000)),
        Shape(name: "long way 2001", fixture: longWay(2001), refusedBy: "way_nodes"),
        Shape(name: "grid 12", fixture: grid(12)),
        Shape(name: "restrictions 256", fixture: restrictions(256)),
        Shape(name: "restrictions 257", fixture: restrictions(257), refusedBy: "junction_restrictions"),
        Shape(name: "via ways 8", fixture: viaWays(8)),
        Shape(name: "via ways 9", fixture: viaWays(9), refusedBy: "restriction_via_ways"),
    ]

    private func importNetwork(_ c: LiftClient, _ path: String) -> LiftClient.Reply {
        c.save(["kind": "road_network", "road_network": ["path": path, "profile": "car"]])
    }

    func test_importRoadNetwork_adversarialShapes_importOrAreRefusedNamingTheirLimit() throws {
        let c = try LiftClient()
        for shape in Self.shapes {
            let reply = importNetwork(c, try shape.fixture.write())
            if let limit = shape.refusedBy {
                XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST, shape.name)
                XCTAssertEqual(reply.code, "road_network_limit", shape.name)
                XCTAssertEqual(reply.details?["limit"] as? String, limit, shape.name)
                XCTAssertEqual(reply.details?["path"] as? String, "road_network.path", shape.name)
                XCTAssertNotNil(reply.details?["max"] as? Int, shape.name)
            } else {
                XCTAssertEqual(reply.status, LIFT_OK, "\(shape.name): \(reply.json)")
            }
        }
    }

    func test_importRoadNetwork_wayBackAndForth_keepsOneSegmentEachWay() throws {
        let c = try LiftClient()
        let reply = importNetwork(c, try Self.backAndForth(400).write())
        let stats = reply.json["road_network"] as? [String: Any]
        XCTAssertEqual(stats?["vertices"] as? Int, 2)
        // The way's two passes (1 -> 2 and 2 -> 1), each drivable both ways.
        XCTAssertEqual(stats?["arcs"] as? Int, 4)
        let route = c.route(["stops": [["lat": 60.0, "lon": 24.0002], ["lat": 60.0, "lon": 24.0018]]])
        XCTAssertEqual(route.status, LIFT_OK)
        XCTAssertEqual((route.json["route"] as? [String: Any])?["distance"] as? Double ?? 0, 89, accuracy: 2)
    }

    func test_importRoadNetwork_wayRepeatedInTheFile_keepsItsFirstCopy() throws {
        var f = OSMFixture.square()
        for _ in 0..<100 { f.way(10, [1, 2], tags: ["highway": "residential"]) }
        f.way(10, [1, 2], tags: ["highway": "residential", "oneway": "-1"])
        let reply = importNetwork(try LiftClient(), try f.write())
        let stats = reply.json["road_network"] as? [String: Any]
        XCTAssertEqual(stats?["vertices"] as? Int, 2)
        XCTAssertEqual(stats?["arcs"] as? Int, 2)
    }

    func test_importRoadNetwork_junctionOverLimit_refusedWithTheLimitAndItsPlace() throws {
        let c = try LiftClient()
        let reply = importNetwork(c, try Self.star(40).write())
        XCTAssertEqual(reply.code, "road_network_limit")
        XCTAssertEqual(reply.details?["limit"] as? String, "junction_roads")
        XCTAssertEqual(reply.details?["max"] as? Int, 32)
        XCTAssertTrue((reply.error?["message"] as? String ?? "").contains("40 road segments meeting at one node (lat 60.0, lon 24.0)"))
    }

    func test_importRoadNetwork_wayOverOSMNodeLimit_refusedNamingTheWay() throws {
        let c = try LiftClient()
        let reply = importNetwork(c, try Self.longWay(2001).write())
        XCTAssertEqual(reply.details?["limit"] as? String, "way_nodes")
        XCTAssertEqual(reply.details?["max"] as? Int, 2000)
        XCTAssertEqual(reply.details?["way"] as? Int, 1)
    }

    func test_importRoadNetwork_refusedFile_keepsTheNetworkImportedBefore() throws {
        let c = try LiftClient()
        XCTAssertEqual(importNetwork(c, try Self.grid(4).write()).status, LIFT_OK)
        let before = c.load(["kind": "road_network", "profile": "car"]).json["road_network"] as? [String: Any]
        XCTAssertEqual(importNetwork(c, try Self.star(100).write()).code, "road_network_limit")
        let after = c.load(["kind": "road_network", "profile": "car"]).json["road_network"] as? [String: Any]
        XCTAssertEqual(after?["version"] as? String, before?["version"] as? String)
        XCTAssertEqual(c.route(["stops": [["lat": 60.0, "lon": 24.0], ["lat": 60.0027, "lon": 24.0054]]]).status, LIFT_OK)
    }

    func test_importRoadNetwork_accountRemovedByAnotherHandle_signedOutAndNothingWritten() throws {
        // The kind runs its own transactions; the owner is still checked before the build (and
        // again inside the write).
        let path = LiftClient.temporaryPath()
        let first = try LiftClient(path: path), second = try LiftClient(path: path)
        let credentials = ["username": "ann", "password": "correct horse ann"]
        XCTAssertEqual(first.save(["kind": "account", "account": credentials]).status, LIFT_OK)
        XCTAssertEqual(first.save(["kind": "session", "session": credentials]).status, LIFT_OK)
        XCTAssertEqual(second.save(["kind": "session", "session": credentials]).status, LIFT_OK)
        XCTAssertEqual(first.remove(["kind": "account", "password": "correct horse ann"]).status, LIFT_OK)
        XCTAssertEqual(importNetwork(second, try Self.grid(4).write()).code, "signed_out")
        XCTAssertEqual((second.load(["kind": "road_network"]).json["items"] as? [Any])?.count, 0)
    }
}

private extension Array {
    func repeated(_ k: Int) -> [Element] { (0..<Swift.max(0, k)).flatMap { _ in self } }
}
