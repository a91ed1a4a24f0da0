import XCTest
import LiftCore
@testable import LiftRouting

/// Road classes a route reports (toll, motorway, ferry, tunnel, motorroad), kept per way at import
/// as car.lua's `WayHandlers.classes` reads them, on hand-made maps.
final class RoadClassTests: XCTestCase {
    /// A straight road north through nodes 1-4: its three ways tagged as given.
    private func road(_ a: [String: String], _ b: [String: String], _ c: [String: String] = [:]) -> StreetMap {
        var m = StreetMap()
        m.nodes = [1: (0, 0), 2: (1, 0), 3: (2, 0), 4: (3, 0)]
        m.way([1, 2], ["highway": "primary", "name": "A"].merging(a) { $1 })
        m.way([2, 3], ["highway": "primary", "name": "B"].merging(b) { $1 })
        m.way([3, 4], ["highway": "primary", "name": "C"].merging(c) { $1 })
        return m
    }

    private func route(_ m: StreetMap, from: (Int, Int), to: (Int, Int)) throws -> PlannedRoute {
        try m.network().plan(RouteQuery(stops: [m.near(from.0, towards: from.1), m.near(to.0, towards: to.1)], steps: true))
    }

    func test_classes_tollTunnelMotorroad_onTheirStepsAndTheLeg() throws {
        let m = road(["toll": "yes"], ["tunnel": "yes", "motorroad": "yes"])
        let r = try route(m, from: (1, 2), to: (4, 3))
        let steps = try XCTUnwrap(r.legs.first?.steps)
        XCTAssertEqual(steps.map(\.name), ["A", "B", "C", "C"])
        XCTAssertEqual(steps.map(\.classes.names), [["toll"], ["tunnel", "motorroad"], [], []])
        XCTAssertEqual(r.legs.first?.classes?.names, ["toll", "tunnel", "motorroad"])
        XCTAssertEqual(r.classes?.names, ["toll", "tunnel", "motorroad"])
    }

    func test_classes_tollForwardOnly_reportedOnlyDrivingForward() throws {
        let m = road(["toll:forward": "yes"], [:])
        XCTAssertEqual(try route(m, from: (1, 2), to: (4, 3)).classes?.names, ["toll"])
        XCTAssertEqual(try route(m, from: (4, 3), to: (1, 2)).classes?.names, [])
    }

    func test_classes_tunnelNo_andTollNo_noClass() throws {
        let m = road(["tunnel": "no", "toll": "no"], ["motorroad": "no"])
        XCTAssertEqual(try route(m, from: (1, 2), to: (4, 3)).classes, [])
    }

    func test_classes_motorwayAndLink_motorway() throws {
        // Two-way, so that every piece is in one part a car can drive around (snapping's big part).
        let m = road(["highway": "motorway_link", "oneway": "no"], ["highway": "motorway", "oneway": "no"])
        let steps = try XCTUnwrap(try route(m, from: (1, 2), to: (4, 3)).legs.first?.steps)
        XCTAssertEqual(steps.first?.classes, .motorway)
        XCTAssertTrue(steps.contains { $0.name == "B" && $0.classes == .motorway }, "\(steps.map { ($0.summary, $0.classes.names) })")
    }

    func test_classes_ferry_ferryClass() throws {
        var m = StreetMap()
        m.nodes = [1: (0, 0), 2: (1, 0), 3: (5, 0), 4: (6, 0)]
        m.way([1, 2], ["highway": "primary", "name": "Pier road"])
        m.way([2, 3], ["route": "ferry", "name": "Ferry"])
        m.way([3, 4], ["highway": "primary", "name": "Harbour road"])
        let r = try route(m, from: (1, 2), to: (4, 3))
        XCTAssertEqual(r.classes?.names, ["ferry"])
        XCTAssertTrue(try XCTUnwrap(r.legs.first?.steps).contains { $0.name == "Ferry" && $0.classes == .ferry })
    }

    func test_classes_withoutSteps_notWorkedOut() throws {
        let m = road(["toll": "yes"], [:])
        let r = try m.network().plan(RouteQuery(stops: [m.near(1, towards: 2), m.near(4, towards: 3)]))
        XCTAssertNil(r.classes)
        XCTAssertNil(r.legs.first?.classes)
    }

    func test_classes_networkEncodedAndDecoded_keepsThem() throws {
        let m = road(["toll": "yes"], ["tunnel": "yes"])
        let decoded = try NetworkCodec.decode(NetworkCodec.encode(try m.network()))
        let r = try decoded.plan(RouteQuery(stops: [m.near(1, towards: 2), m.near(4, towards: 3)], steps: true))
        XCTAssertEqual(r.classes?.names, ["toll", "tunnel"])
    }
}
