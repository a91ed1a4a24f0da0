import LiftCore
import LiftJSON
import XCTest

final class RouteJSONTests: XCTestCase {
    private let profiles = ["car", "bike", "foot"]

    private func request(_ json: String) throws -> RouteJSON.Request {
        let document = try json.withCString { try JSONRequest(cString: $0) }
        var o = document.object
        let r = try RouteJSON.request(&o, profiles: profiles, maxStops: 100)
        try o.finish()
        return r
    }

    private func text(_ route: PlannedRoute, _ r: RouteJSON.Request) throws -> String {
        let response = JSONStreamResponse()
        RouteJSON.write(route, r, to: response.object)
        return try response.text()
    }

    private let a = GeoPoint(lat: 60.1699, lon: 24.9384), b = GeoPoint(lat: 60.1618, lon: 24.947)

    private func route(line: PlannedRoute.Line, legLine: PlannedRoute.Line = .none, order: [Int] = [0, 1]) -> PlannedRoute {
        PlannedRoute(distance: 1523.44, duration: 180.06, line: line,
                     legs: [.init(from: order.isEmpty ? nil : 0, to: order.isEmpty ? nil : 1, distance: 1523.44, duration: 180.06, line: legLine)],
                     waypoints: [.init(location: a, snapDistance: 3.04, tripIndex: 0), .init(location: b, snapDistance: 0, tripIndex: 1)],
                     order: order)
    }

    func test_request_onlyStops_defaultsToTheFirstProfileNoReorderPolyline5() throws {
        let r = try request(#"{"stops":[{"lat":60.1,"lon":24.9},{"lat":60.2,"lon":25.0,"name":"b"}]}"#)
        XCTAssertEqual(r.profile, "car")
        XCTAssertEqual(r.query.optimize, .none)
        XCTAssertEqual(r.query.geometry, .polyline5)
        XCTAssertFalse(r.query.legGeometry)
        XCTAssertEqual(r.query.stops, [GeoPoint(lat: 60.1, lon: 24.9), GeoPoint(lat: 60.2, lon: 25.0)])
    }

    func test_request_everyOption_readAsGiven() throws {
        let r = try request(#"{"stops":[{"lat":1,"lon":2},{"lat":3,"lon":4}],"profile":"foot","optimize":"round_trip","geometry":"geojson","leg_geometry":true}"#)
        XCTAssertEqual(r.profile, "foot")
        XCTAssertEqual(r.query.optimize, .roundTrip)
        XCTAssertEqual(r.query.geometry, .geojson)
        XCTAssertTrue(r.query.legGeometry)
    }

    func test_request_oneStopOrLatitudeOutOfRange_refusedNamingThePath() {
        XCTAssertThrowsError(try request(#"{"stops":[{"lat":1,"lon":2}]}"#)) {
            XCTAssertEqual(($0 as? LiftError)?.detail("path"), .string("stops"))
        }
        XCTAssertThrowsError(try request(#"{"stops":[{"lat":1,"lon":2},{"lat":91,"lon":2}]}"#)) {
            XCTAssertEqual(($0 as? LiftError)?.detail("path"), .string("stops[1].lat"))
        }
    }

    func test_write_polyline_escapesItsBackslashesAndRoundsAsOSRM() throws {
        let r = try request(#"{"stops":[{"lat":1,"lon":2},{"lat":3,"lon":4}]}"#)
        XCTAssertEqual(try text(route(line: .polyline(Array(#"_p~iF\~ps|U"#.utf8))), r),
                       #"{"profile":"car","optimize":"none","route":{"distance":1523.4,"duration":180.1,"geometry":"_p~iF\\~ps|U","#
                       + #""legs":[{"from":0,"to":1,"distance":1523.4,"duration":180.1}]},"#
                       + #""waypoints":[{"waypoint_index":0,"location":[24.9384,60.1699],"distance":3.0},"#
                       + #"{"waypoint_index":1,"location":[24.947,60.1618],"distance":0.0}],"order":[0,1]}"#)
    }

    func test_write_geojsonLegLinesAndNoOrder_asOSRMShapesThem() throws {
        let r = try request(#"{"stops":[{"lat":1,"lon":2},{"lat":3,"lon":4}],"geometry":"geojson","leg_geometry":true}"#)
        let out = try text(route(line: .points([a, b]), legLine: .points([a, b]), order: []), r)
        let line = #"{"type":"LineString","coordinates":[[24.9384,60.1699],[24.947,60.1618]]}"#
        XCTAssertTrue(out.contains(#""duration":180.1,"geometry":"# + line + #","legs":[{"distance":1523.4,"duration":180.1,"geometry":"# + line + "}]"), out)
        XCTAssertTrue(out.hasSuffix(#""order":[]}"#), out)
    }

    func test_write_noGeometry_leavesTheMemberOut() throws {
        let r = try request(#"{"stops":[{"lat":1,"lon":2},{"lat":3,"lon":4}],"geometry":"none"}"#)
        XCTAssertFalse(try text(route(line: .none), r).contains("geometry"))
    }

    func test_request_steps_readAsGivenAndOffByDefault() throws {
        XCTAssertFalse(try request(#"{"stops":[{"lat":1,"lon":2},{"lat":3,"lon":4}]}"#).query.steps)
        XCTAssertTrue(try request(#"{"stops":[{"lat":1,"lon":2},{"lat":3,"lon":4}],"steps":true}"#).query.steps)
    }

    func test_request_stepsNotABoolean_refusedNamingIt() {
        XCTAssertThrowsError(try request(#"{"stops":[{"lat":1,"lon":2},{"lat":3,"lon":4}],"steps":"yes"}"#)) {
            XCTAssertEqual(($0 as? LiftError)?.detail("path"), .string("steps"))
        }
    }

    func test_request_formatGPX_plansPolyline6WithStepsKeepingStopNames() throws {
        let r = try request(#"{"stops":[{"lat":1,"lon":2,"name":"Home"},{"lat":3,"lon":4}],"geometry":"none","format":"gpx"}"#)
        XCTAssertEqual(r.format, .gpx)
        XCTAssertEqual(r.query.geometry, .polyline6)
        XCTAssertTrue(r.query.steps)
        XCTAssertEqual(r.stops, [RouteStop(name: "Home", lat: 1, lon: 2), RouteStop(lat: 3, lon: 4)])
    }

    func test_request_formatGeoJSON_plansGeoJSONWithStepsNoLegLines() throws {
        let r = try request(#"{"stops":[{"lat":1,"lon":2,"name":"Home"},{"lat":3,"lon":4}],"geometry":"polyline5","leg_geometry":true,"format":"geojson"}"#)
        XCTAssertEqual(r.format, .geojson)
        XCTAssertEqual(r.query.geometry, .geojson)
        XCTAssertFalse(r.query.legGeometry)
        XCTAssertTrue(r.query.steps)
        XCTAssertEqual(r.stops.first?.name, "Home")
    }

    func test_request_unknownFormat_refusedNamingIt() {
        XCTAssertThrowsError(try request(#"{"stops":[{"lat":1,"lon":2},{"lat":3,"lon":4}],"format":"kml"}"#)) {
            XCTAssertEqual(($0 as? LiftError)?.detail("path"), .string("format"))
        }
    }

    private func stepped(_ line: PlannedRoute.Line) -> PlannedRoute {
        var r = route(line: line)
        let turn = RouteStep(distance: 120.04, duration: 15.06, line: line, name: "Kaivokatu \"K\"", ref: "", roadClass: "residential",
                             mode: .driving, maneuver: Maneuver(type: .roundabout, modifier: .right, location: a,
                                                                bearingBefore: 0, bearingAfter: 92, exit: 2))
        let arrive = RouteStep(distance: 0, duration: 0, line: line, name: "", ref: "E12", roadClass: "primary", mode: .driving,
                               maneuver: Maneuver(type: .arrive, modifier: nil, location: b, bearingBefore: 92, bearingAfter: 0))
        r.legs[0].directions = LegSteps([turn, arrive])
        return r
    }

    func test_write_steps_inOSRMShapeWithClassAndInstruction() throws {
        let r = try request(#"{"stops":[{"lat":1,"lon":2},{"lat":3,"lon":4}],"geometry":"polyline6","steps":true}"#)
        let out = try text(stepped(.polyline(Array("abc".utf8))), r)
        XCTAssertTrue(out.contains(#""steps":[{"distance":120.0,"duration":15.1,"geometry":"abc","name":"Kaivokatu \"K\"","ref":"","#
                                   + #""class":"residential","mode":"driving","maneuver":{"type":"roundabout","modifier":"right","#
                                   + #""location":[24.9384,60.1699],"bearing_before":0,"bearing_after":92,"exit":2},"#
                                   + #""instruction":"At the roundabout, take the 2nd exit onto Kaivokatu \"K\""},"#), out)
        XCTAssertTrue(out.contains(#""maneuver":{"type":"arrive","location":[24.947,60.1618],"bearing_before":92,"bearing_after":0},"#
                                   + #""instruction":"You have arrived at your destination"}]}]"#), out)
    }

    func test_write_stepsWithGeoJSON_eachStepALineString() throws {
        let r = try request(#"{"stops":[{"lat":1,"lon":2},{"lat":3,"lon":4}],"geometry":"geojson","steps":true}"#)
        let out = try text(stepped(.points([a, b])), r)
        XCTAssertTrue(out.contains(#""duration":15.1,"geometry":{"type":"LineString","coordinates":[[24.9384,60.1699],[24.947,60.1618]]},"name""#), out)
    }

    func test_write_stepsNotPlanned_noStepsMember() throws {
        let r = try request(#"{"stops":[{"lat":1,"lon":2},{"lat":3,"lon":4}]}"#)
        XCTAssertFalse(try text(route(line: .none), r).contains("steps"))
    }

    func test_stopsUnder_aPlannerRefusal_namesTheNestedStopAndKeepsTheMessage() {
        let stop = Location("stops").index(1)
        let refusal = LiftError(.notFound, code: "stop_not_near_road", "no car road within 1000 m",
                                details: [.init("path", .location(stop)), .init("stops", .strings(["1"]))], messageLocation: stop)
        XCTAssertThrowsError(try RouteJSON.stops(under: "route") { () throws -> Int in throw refusal }) { error in
            let e = error as? LiftError
            XCTAssertEqual(e?.wireMessage, "stops[1]: no car road within 1000 m")
            XCTAssertEqual(e?.spelt.details, [.init("path", .string("route.stops[1]")), .init("stops", .strings(["1"]))])
        }
    }

    func test_stopsUnder_otherPaths_leftAsTheyAre() {
        let other = LiftError.invalid(Location("route").key("name"), "a saved route needs a name")
        XCTAssertThrowsError(try RouteJSON.stops(under: "route") { () throws -> Int in throw other }) {
            XCTAssertEqual($0 as? LiftError, other)
        }
    }

    func test_importing_anEmptyExtract_isEmptyRoadNetworkNamingThePath() {
        XCTAssertThrowsError(try RoadNetworkJSON.importing { () throws -> Int in throw EmptyRoadNetwork(file: "/a.osm", profile: "bike") }) {
            let e = $0 as? LiftError
            XCTAssertEqual(e?.code, "empty_road_network")
            XCTAssertEqual(e?.details, [.init("path", .string("road_network.path")), .init("profile", .string("bike"))])
        }
    }
}
