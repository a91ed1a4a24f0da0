import CLift
import XCTest

/// lift_route's `steps` through the C contract, on the square of OSMFixture.
final class DirectionsRequestTests: XCTestCase {
    /// OSMFixture.junction's layout with names: the west arm and east arm are Kaivokatu, the north arm
    /// Mannerheimintie, the loop unnamed service road.
    private func client() throws -> LiftClient {
        var f = OSMFixture.square()
        f.node(5, 60.000, 23.998)
        f.way(20, [5, 1], tags: ["highway": "residential", "name": "Kaivokatu"])
        f.way(21, [1, 2], tags: ["highway": "residential", "name": "Kaivokatu"])
        f.way(22, [1, 4], tags: ["highway": "residential", "name": "Mannerheimintie", "ref": "E12"])
        f.way(23, [2, 3, 4], tags: ["highway": "service"])
        let c = try LiftClient()
        XCTAssertEqual(c.save(["kind": "road_network", "road_network": ["path": try f.write(), "profile": "car"]]).status, LIFT_OK)
        return c
    }

    private let west: [String: Any] = ["lat": 60.000, "lon": 23.9985], north: [String: Any] = ["lat": 60.0008, "lon": 24.000]

    private func steps(_ reply: LiftClient.Reply) -> [[String: Any]] {
        let legs = (reply.json["route"] as? [String: Any])?["legs"] as? [[String: Any]]
        return legs?.first?["steps"] as? [[String: Any]] ?? []
    }

    func test_route_stepsTrue_eachLegHasOSRMShapedSteps() throws {
        let c = try client()
        let reply = c.route(["stops": [west, north], "steps": true, "geometry": "polyline6"])
        XCTAssertEqual(reply.status, LIFT_OK)
        let steps = steps(reply)
        XCTAssertEqual(steps.map { ($0["maneuver"] as? [String: Any])?["type"] as? String }, ["depart", "turn", "arrive"])
        XCTAssertEqual(steps.map { $0["name"] as? String }, ["Kaivokatu", "Mannerheimintie", "Mannerheimintie"])
        XCTAssertEqual(steps[1]["ref"] as? String, "E12")
        XCTAssertEqual((steps[1]["maneuver"] as? [String: Any])?["modifier"] as? String, "left")
        XCTAssertEqual(steps[1]["instruction"] as? String, "Turn left onto Mannerheimintie (E12)")
        XCTAssertEqual(steps[1]["mode"] as? String, "driving")
        XCTAssertNotNil(steps[1]["geometry"] as? String)
        XCTAssertEqual(Set(steps[0].keys), ["distance", "duration", "geometry", "name", "ref", "class", "mode", "maneuver", "instruction"])
    }

    func test_route_noStepsOption_answerHasNoSteps() throws {
        let c = try client()
        let reply = c.route(["stops": [west, north]])
        XCTAssertEqual(reply.status, LIFT_OK)
        let legs = (reply.json["route"] as? [String: Any])?["legs"] as? [[String: Any]]
        XCTAssertEqual(legs?.count, 1)
        XCTAssertNil(legs?.first?["steps"])
    }

    func test_route_stepsWithGeometryNone_stepsWithoutGeometry() throws {
        let c = try client()
        let steps = steps(c.route(["stops": [west, north], "steps": true, "geometry": "none"]))
        XCTAssertEqual(steps.count, 3)
        XCTAssertTrue(steps.allSatisfy { $0["geometry"] == nil })
    }

    func test_route_formatGPX_aGPXDocumentOfTheStopsStepsAndLine() throws {
        let c = try client()
        let reply = c.route(["stops": [west.merging(["name": "Home & away"]) { $1 }, north], "format": "gpx"])
        XCTAssertEqual(reply.status, LIFT_OK)
        XCTAssertEqual(reply.json["format"] as? String, "gpx")
        XCTAssertNil(reply.json["route"])
        let gpx = try XCTUnwrap(reply.json["gpx"] as? String)
        XCTAssertTrue(gpx.contains("<wpt lat=\"60.000000\" lon=\"23.998500\"><name>Home &amp; away</name></wpt>"), gpx)
        XCTAssertTrue(gpx.contains("<rtept lat=\"60.000000\" lon=\"24.000000\"><name>Turn left onto Mannerheimintie (E12)</name>"), gpx)
        XCTAssertTrue(gpx.contains("<trkpt lat=\"60.000800\" lon=\"24.000000\"/>"), gpx)
    }

    func test_route_formatGeoJSON_featureCollectionOfLineStopsAndSteps() throws {
        let c = try client()
        let reply = c.route(["stops": [west.merging(["name": "Home"]) { $1 }, north], "format": "geojson", "geometry": "none"])
        XCTAssertEqual(reply.status, LIFT_OK)
        XCTAssertEqual(reply.json["format"] as? String, "geojson")
        XCTAssertNil(reply.json["route"])
        let collection = try XCTUnwrap(reply.json["geojson"] as? [String: Any])
        XCTAssertEqual(collection["type"] as? String, "FeatureCollection")
        let features = try XCTUnwrap(collection["features"] as? [[String: Any]])
        let geometries = features.map { $0["geometry"] as? [String: Any] }
        XCTAssertEqual(geometries.map { $0?["type"] as? String }, ["LineString", "Point", "Point", "Point", "Point", "Point"])
        let line = try XCTUnwrap(geometries[0]?["coordinates"] as? [[Double]])
        XCTAssertEqual(line.first, [23.9985, 60.0])   // [lon, lat]
        XCTAssertEqual(line.last, [24.0, 60.0008])
        let properties = features.map { $0["properties"] as? [String: Any] ?? [:] }
        XCTAssertEqual(properties.map { $0["kind"] as? String }, [nil, "stop", "stop", "step", "step", "step"])
        XCTAssertEqual(properties[1]["name"] as? String, "Home")
        XCTAssertEqual(properties[2]["index"] as? Int, 1)
        XCTAssertEqual(geometries[1]?["coordinates"] as? [Double], [23.9985, 60.0])
        XCTAssertEqual(properties[4]["instruction"] as? String, "Turn left onto Mannerheimintie (E12)")
        XCTAssertEqual(properties[4]["type"] as? String, "turn")
        XCTAssertEqual(properties[4]["modifier"] as? String, "left")
        XCTAssertEqual(properties[4]["leg"] as? Int, 0)
        XCTAssertEqual(geometries[4]?["coordinates"] as? [Double], [24.0, 60.0])
        // The same steps as the route answer's, field for field.
        let planned = steps(c.route(["stops": [west, north], "steps": true]))
        XCTAssertEqual(properties[3...].map { $0["instruction"] as? String }, planned.map { $0["instruction"] as? String })
        XCTAssertEqual(properties[3...].map { $0["distance"] as? Double }, planned.map { $0["distance"] as? Double })
    }

    func test_route_formatGeoJSONStopFarFromRoads_refusedAsARoute() throws {
        let c = try client()
        let reply = c.route(["stops": [west, ["lat": 61.0, "lon": 24.0]], "format": "geojson"])
        XCTAssertEqual(reply.status, LIFT_E_NOT_FOUND)
        XCTAssertEqual(reply.code, "stop_not_near_road")
    }

    func test_route_unknownFormat_invalidRequestNamingFormat() throws {
        let c = try client()
        let reply = c.route(["stops": [west, north], "format": "kml"])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.details?["path"] as? String, "format")
    }

    func test_route_stepsNotABoolean_invalidRequestNamingSteps() throws {
        let c = try client()
        let reply = c.route(["stops": [west, north], "steps": 1])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.details?["path"] as? String, "steps")
    }

    func test_route_stepsOnAStopFarFromRoads_refusedAsWithoutSteps() throws {
        let c = try client()
        let reply = c.route(["stops": [west, ["lat": 61.0, "lon": 24.0]], "steps": true])
        XCTAssertEqual(reply.status, LIFT_E_NOT_FOUND)
        XCTAssertEqual(reply.code, "stop_not_near_road")
    }
}
