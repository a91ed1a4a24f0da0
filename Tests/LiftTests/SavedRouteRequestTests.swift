import CLift
import XCTest

/// kind "route" save / load / remove (saved routes) through the C contract.
final class SavedRouteRequestTests: XCTestCase {
    // A quarter and three quarters along edge 1 -> 2 of the square, and a point by corner 3.
    static var stops: [[String: Any]] { [["name": "Start", "lat": 60.000, "lon": 24.0005], ["lat": 60.000, "lon": 24.0015],
                                         ["name": "Corner", "lat": 60.001, "lon": 24.002]] }

    static func client(network: Bool = true) throws -> LiftClient {
        let c = try LiftClient()
        if network {
            var f = OSMFixture.square()
            f.way(10, [1, 2, 3, 4, 1], tags: ["highway": "residential", "name": "Ring"])
            XCTAssertEqual(c.save(["kind": "road_network", "road_network": ["path": try f.write()]]).status, LIFT_OK)
        }
        return c
    }

    private func save(_ c: LiftClient, _ route: [String: Any]) -> LiftClient.Reply { c.save(["kind": "route", "route": route]) }
    private func route(_ r: LiftClient.Reply) -> [String: Any] { r.json["route"] as? [String: Any] ?? [:] }
    private func items(_ r: LiftClient.Reply) -> [[String: Any]] { r.json["items"] as? [[String: Any]] ?? [] }
    private func count(_ c: LiftClient) -> Int { items(c.load(["kind": "route"])).count }

    func test_load_namePrefix_pagesTheMatchingRoutesByName() throws {
        let c = try Self.client()
        for name in ["Home loop", "home to work", "Harbour"] {
            XCTAssertEqual(save(c, ["name": name, "stops": Self.stops]).status, LIFT_OK)
        }
        let page = c.load(["kind": "route", "name_prefix": "HOME", "limit": 1, "offset": 1])
        XCTAssertEqual(items(page).compactMap { $0["name"] as? String }, ["home to work"])
        XCTAssertEqual(page.json["total"] as? Int, 2)
        XCTAssertEqual(c.load(["kind": "route", "name_prefix": 3]).code, "wrong_type")
    }

    func test_save_new_computesAndStoresTheResult() throws {
        let c = try Self.client()
        let r = save(c, ["name": "Around", "stops": Self.stops])
        XCTAssertEqual(r.status, LIFT_OK, "\(r.json)")
        XCTAssertEqual(r.json["created"] as? Bool, true)
        let saved = route(r)
        XCTAssertEqual(saved["name"] as? String, "Around")
        XCTAssertEqual(saved["profile"] as? String, "car")
        XCTAssertEqual(saved["optimize"] as? String, "none")
        XCTAssertEqual(saved["order"] as? [Int], [0, 1, 2])
        XCTAssertEqual((saved["legs"] as? [Any])?.count, 2)
        XCTAssertEqual(try XCTUnwrap(saved["distance"] as? Double), 55.6 + 55.6 / 2 + 111.2, accuracy: 3)
        XCTAssertGreaterThan(try XCTUnwrap(saved["duration"] as? Double), 0)
        XCTAssertFalse(try XCTUnwrap(saved["geometry"] as? String).isEmpty)
        XCTAssertEqual((saved["stops"] as? [[String: Any]])?.first?["name"] as? String, "Start")
        XCTAssertNil((saved["stops"] as? [[String: Any]])?[1]["name"])
        // What lift_route plans for the same stops.
        let planned = c.route(["stops": Self.stops])
        XCTAssertEqual((planned.json["route"] as? [String: Any])?["distance"] as? Double, saved["distance"] as? Double)
    }

    func test_load_byIDAndAll_returnsTheStoredResultEvenWithoutTheNetwork() throws {
        let c = try Self.client()
        let saved = route(save(c, ["name": "Around", "stops": Self.stops, "optimize": "round_trip"]))
        let id = try XCTUnwrap(saved["id"] as? String)
        XCTAssertEqual(saved["order"] as? [Int], saved["order"] as? [Int])
        XCTAssertEqual((saved["legs"] as? [Any])?.count, 3)
        XCTAssertEqual(c.remove(["kind": "road_network", "profile": "car"]).status, LIFT_OK)
        let byID = c.load(["kind": "route", "id": id])
        XCTAssertEqual(byID.status, LIFT_OK)
        XCTAssertEqual(NSDictionary(dictionary: route(byID)), NSDictionary(dictionary: saved))
        let all = c.load(["kind": "route"])
        XCTAssertEqual(all.json["total"] as? Int, 1)
        XCTAssertEqual(items(all).first.map { NSDictionary(dictionary: $0) }, NSDictionary(dictionary: saved))
    }

    func test_save_withSteps_keepsThemAndLoadsThemWithoutTheNetwork() throws {
        let c = try Self.client()
        let saved = route(save(c, ["name": "Around", "stops": Self.stops, "steps": true]))
        let legs = try XCTUnwrap(saved["legs"] as? [[String: Any]])
        let steps = try XCTUnwrap(legs.first?["steps"] as? [[String: Any]])
        XCTAssertEqual((steps.first?["maneuver"] as? [String: Any])?["type"] as? String, "depart")
        XCTAssertEqual(steps.first?["name"] as? String, "Ring")
        XCTAssertEqual(c.remove(["kind": "road_network", "profile": "car"]).status, LIFT_OK)
        let loaded = route(c.load(["kind": "route", "id": try XCTUnwrap(saved["id"] as? String)]))
        XCTAssertEqual(NSDictionary(dictionary: loaded), NSDictionary(dictionary: saved))
    }

    func test_save_withStepsOnATollRoad_keepsTheirClassesAndLoadsThemAsLiftRouteAnswers() throws {
        let c = try LiftClient()
        var f = OSMFixture.square()
        f.way(10, [1, 2, 3, 4, 1], tags: ["highway": "residential", "name": "Ring", "toll": "yes"])
        XCTAssertEqual(c.save(["kind": "road_network", "road_network": ["path": try f.write()]]).status, LIFT_OK)
        let planned = try XCTUnwrap(c.route(["stops": Self.stops, "steps": true]).json["route"] as? [String: Any])
        let saved = route(save(c, ["name": "Toll", "stops": Self.stops, "steps": true]))
        XCTAssertEqual(c.remove(["kind": "road_network", "profile": "car"]).status, LIFT_OK)
        let loaded = route(c.load(["kind": "route", "id": try XCTUnwrap(saved["id"] as? String)]))
        XCTAssertEqual(NSDictionary(dictionary: loaded), NSDictionary(dictionary: saved))
        func classes(_ r: [String: Any]) -> [[String]?] {
            let legs = r["legs"] as? [[String: Any]] ?? []
            return [r["classes"] as? [String]] + legs.map { $0["classes"] as? [String] }
                + legs.flatMap { ($0["steps"] as? [[String: Any]] ?? []).map { $0["classes"] as? [String] } }
        }
        XCTAssertEqual(classes(loaded).first, ["toll"])
        XCTAssertEqual(classes(loaded), classes(planned))
    }

    func test_sync_savedRouteWithStepsOnATollRoad_otherStoreLoadsTheSameClasses() throws {
        let (a, b) = (try LiftClient(), try LiftClient())
        var f = OSMFixture.square()
        f.way(10, [1, 2, 3, 4, 1], tags: ["highway": "residential", "name": "Ring", "toll": "yes"])
        XCTAssertEqual(a.save(["kind": "road_network", "road_network": ["path": try f.write()]]).status, LIFT_OK)
        let saved = route(save(a, ["name": "Toll", "stops": Self.stops, "steps": true]))
        XCTAssertEqual(SyncHost().sync(a, to: b).status, LIFT_OK)
        let copy = route(b.load(["kind": "route", "id": try XCTUnwrap(saved["id"] as? String)]))
        let steps = ((copy["legs"] as? [[String: Any]])?.first?["steps"] as? [[String: Any]]) ?? []
        XCTAssertFalse(steps.isEmpty)
        XCTAssertEqual(steps.first?["classes"] as? [String], ["toll"])
        XCTAssertEqual(NSDictionary(dictionary: copy), NSDictionary(dictionary: saved))
    }

    func test_save_withoutSteps_legsHaveNoSteps() throws {
        let c = try Self.client()
        let saved = route(save(c, ["name": "Around", "stops": Self.stops]))
        XCTAssertTrue((saved["legs"] as? [[String: Any]] ?? []).allSatisfy { $0["steps"] == nil })
    }

    func test_load_geometryGeoJSON_routeAndStepsAsLineStrings() throws {
        let c = try Self.client()
        let saved = route(save(c, ["name": "Around", "stops": Self.stops, "steps": true]))
        let id = try XCTUnwrap(saved["id"] as? String)
        let loaded = route(c.load(["kind": "route", "id": id, "geometry": "geojson"]))
        XCTAssertEqual((loaded["geometry"] as? [String: Any])?["type"] as? String, "LineString")
        let step = ((loaded["legs"] as? [[String: Any]])?.first?["steps"] as? [[String: Any]])?.first
        XCTAssertEqual((step?["geometry"] as? [String: Any])?["type"] as? String, "LineString")
        let none = route(c.load(["kind": "route", "id": id, "geometry": "none"]))
        XCTAssertNil(none["geometry"])
        let five = route(c.load(["kind": "route", "id": id, "geometry": "polyline5"]))
        XCTAssertNotEqual(five["geometry"] as? String, saved["geometry"] as? String)
        XCTAssertEqual(five["geometry"] as? String, (c.route(["stops": Self.stops]).json["route"] as? [String: Any])?["geometry"] as? String)
    }

    func test_load_unknownGeometry_invalidRequestNamingIt() throws {
        let c = try Self.client()
        let reply = c.load(["kind": "route", "geometry": "svg"])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.details?["path"] as? String, "geometry")
    }

    func test_save_stepsNotABoolean_invalidRequestNamingIt() throws {
        let c = try Self.client()
        let reply = save(c, ["name": "Around", "stops": Self.stops, "steps": "yes"])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.details?["path"] as? String, "route.steps")
        XCTAssertEqual(count(c), 0)
    }

    func test_load_formatGPX_stopsStepsAndTrackInGPXOrder() throws {
        let c = try Self.client()
        let saved = route(save(c, ["name": "Around <&> \"home\"", "stops": Self.stops, "steps": true]))
        let reply = c.load(["kind": "route", "id": try XCTUnwrap(saved["id"] as? String), "format": "gpx"])
        XCTAssertEqual(reply.status, LIFT_OK)
        XCTAssertEqual(reply.json["format"] as? String, "gpx")
        let gpx = try XCTUnwrap(reply.json["gpx"] as? String)
        XCTAssertTrue(gpx.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<gpx version=\"1.1\""), gpx)
        XCTAssertTrue(gpx.contains("xmlns=\"http://www.topografix.com/GPX/1/1\""))
        XCTAssertTrue(gpx.contains("<name>Around &lt;&amp;&gt; &quot;home&quot;</name>"), gpx)
        let order = ["<metadata>", "<wpt ", "<rte>", "<rtept ", "<trk>", "<trkpt "].map { gpx.range(of: $0)?.lowerBound }
        XCTAssertFalse(order.contains(nil), gpx)
        XCTAssertEqual(order.compactMap { $0 }, order.compactMap { $0 }.sorted())
        XCTAssertEqual(gpx.components(separatedBy: "<wpt ").count - 1, 3)
        XCTAssertTrue(gpx.contains("<wpt lat=\"60.000000\" lon=\"24.000500\"><name>Start</name></wpt>"), gpx)
    }

    func test_load_formatGeoJSON_featureCollectionOfLineStopsAndSteps() throws {
        let c = try Self.client()
        let saved = route(save(c, ["name": "Around", "stops": Self.stops, "steps": true]))
        let reply = c.load(["kind": "route", "id": try XCTUnwrap(saved["id"] as? String), "format": "geojson"])
        let collection = try XCTUnwrap(reply.json["geojson"] as? [String: Any])
        XCTAssertEqual(collection["type"] as? String, "FeatureCollection")
        let features = try XCTUnwrap(collection["features"] as? [[String: Any]])
        let types = features.map { ($0["geometry"] as? [String: Any])?["type"] as? String }
        XCTAssertEqual(types.first, "LineString")
        XCTAssertEqual(features.filter { ($0["properties"] as? [String: Any])?["kind"] as? String == "stop" }.count, 3)
        let steps = features.filter { ($0["properties"] as? [String: Any])?["kind"] as? String == "step" }
        XCTAssertGreaterThanOrEqual(steps.count, 4)
        let first = try XCTUnwrap((features[1]["geometry"] as? [String: Any])?["coordinates"] as? [Double])
        XCTAssertEqual(first, [24.0005, 60.0])   // [lon, lat]
    }

    func test_load_formatWithoutID_invalidRequestNamingFormat() throws {
        let c = try Self.client()
        let reply = c.load(["kind": "route", "format": "gpx"])
        XCTAssertEqual(reply.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(reply.details?["path"] as? String, "format")
        XCTAssertEqual(c.load(["kind": "route", "id": "00000000-0000-0000-0000-000000000000", "format": "kml"]).status, LIFT_E_INVALID_REQUEST)
    }

    func test_loadAll_sortedByNameAndPaged() throws {
        let c = try Self.client()
        for n in ["b", "C", "a"] { XCTAssertEqual(save(c, ["name": n, "stops": Self.stops]).status, LIFT_OK) }
        XCTAssertEqual(items(c.load(["kind": "route"])).compactMap { $0["name"] as? String }, ["a", "b", "C"])
        let page = c.load(["kind": "route", "limit": 1, "offset": 1])
        XCTAssertEqual(items(page).compactMap { $0["name"] as? String }, ["b"])
        XCTAssertEqual(page.json["total"] as? Int, 3)
    }

    func test_update_rename_keepsTheResultWithoutTheNetwork() throws {
        let c = try Self.client()
        let saved = route(save(c, ["name": "Around", "stops": Self.stops]))
        XCTAssertEqual(c.remove(["kind": "road_network", "profile": "car"]).status, LIFT_OK)
        let renamed = save(c, ["id": saved["id"] ?? "", "name": "  Renamed "])
        XCTAssertEqual(renamed.status, LIFT_OK, "\(renamed.json)")
        XCTAssertEqual(renamed.json["created"] as? Bool, false)
        XCTAssertEqual(route(renamed)["name"] as? String, "Renamed")
        XCTAssertEqual(route(renamed)["geometry"] as? String, saved["geometry"] as? String)
        XCTAssertEqual(route(renamed)["distance"] as? Double, saved["distance"] as? Double)
    }

    func test_update_newStops_recomputes() throws {
        let c = try Self.client()
        let saved = route(save(c, ["name": "Around", "stops": Self.stops]))
        let changed = save(c, ["id": saved["id"] ?? "", "stops": Array(Self.stops.prefix(2))])
        XCTAssertEqual(changed.status, LIFT_OK)
        XCTAssertEqual(route(changed)["name"] as? String, "Around")
        XCTAssertEqual(try XCTUnwrap(route(changed)["distance"] as? Double), 55.6, accuracy: 1)
        XCTAssertEqual(route(changed)["order"] as? [Int], [0, 1])
        XCTAssertEqual(route(c.load(["kind": "route", "id": saved["id"] ?? ""]))["distance"] as? Double, route(changed)["distance"] as? Double)
        // A loaded route sent back as is (computed fields included) is accepted.
        XCTAssertEqual(save(c, route(changed)).status, LIFT_OK)
    }

    func test_remove_thenLoadAndRemoveAgain_areNotFound() throws {
        let c = try Self.client()
        let id = try XCTUnwrap(route(save(c, ["name": "Around", "stops": Self.stops]))["id"] as? String)
        let removed = c.remove(["kind": "route", "id": id])
        XCTAssertEqual(removed.json["removed"] as? Int, 1)
        XCTAssertEqual(c.load(["kind": "route", "id": id]).code, "not_found")
        let again = c.remove(["kind": "route", "id": id])
        XCTAssertEqual(again.status, LIFT_E_NOT_FOUND)
        XCTAssertEqual(again.details?["kind"] as? String, "route")
        XCTAssertEqual(count(c), 0)
    }

    func test_save_sameNameCaseInsensitive_isConflictAndWritesNothing() throws {
        let c = try Self.client()
        let first = route(save(c, ["name": "Around", "stops": Self.stops]))
        let dup = save(c, ["name": " around ", "stops": Self.stops])
        XCTAssertEqual(dup.status, LIFT_E_CONFLICT)
        XCTAssertEqual(dup.code, "duplicate_route_name")
        XCTAssertEqual(dup.details?["name"] as? String, "Around")
        XCTAssertEqual(count(c), 1)
        // Renaming another route onto the name is refused too; keeping one's own name is fine.
        let other = route(save(c, ["name": "Other", "stops": Self.stops]))
        XCTAssertEqual(save(c, ["id": other["id"] ?? "", "name": "AROUND"]).code, "duplicate_route_name")
        XCTAssertEqual(save(c, ["id": first["id"] ?? "", "name": "around"]).status, LIFT_OK)
    }

    func test_save_plannerFails_isItsErrorAndWritesNothing() throws {
        let c = try Self.client()
        let far = save(c, ["name": "Far", "stops": [Self.stops[0], ["lat": 61.0, "lon": 25.0]]])
        XCTAssertEqual(far.status, LIFT_E_NOT_FOUND)
        XCTAssertEqual(far.code, "stop_not_near_road")
        XCTAssertEqual(far.details?["path"] as? String, "route.stops[1]")
        XCTAssertEqual(count(c), 0)
        let saved = route(save(c, ["name": "Around", "stops": Self.stops]))
        let badEdit = save(c, ["id": saved["id"] ?? "", "name": "Renamed", "stops": [Self.stops[0], ["lat": 61.0, "lon": 25.0]]])
        XCTAssertEqual(badEdit.code, "stop_not_near_road")
        XCTAssertEqual(items(c.load(["kind": "route"])).first?["name"] as? String, "Around")
        let noNetwork = try Self.client(network: false)
        XCTAssertEqual(save(noNetwork, ["name": "Around", "stops": Self.stops]).code, "no_road_network")
        XCTAssertEqual(count(noNetwork), 0)
    }

    func test_save_invalidRequests_nameTheFieldAndWriteNothing() throws {
        let c = try Self.client()
        let cases: [([String: Any], String)] = [
            (["stops": Self.stops], "route.name"),
            (["name": "   ", "stops": Self.stops], "route.name"),
            (["name": String(repeating: "x", count: 201), "stops": Self.stops], "route.name"),
            (["name": "A"], "route.stops"),
            (["name": "A", "stops": [Self.stops[0]]], "route.stops"),
            (["name": "A", "stops": [Self.stops[0], ["lat": 95, "lon": 0]]], "route.stops[1].lat"),
            (["name": "A", "stops": [Self.stops[0], ["lat": 60]]], "route.stops[1].lon"),
            (["name": "A", "stops": Self.stops, "profile": "boat"], "route.profile"),
            (["name": "A", "stops": Self.stops, "optimize": "best"], "route.optimize"),
            (["name": "A", "stops": Self.stops, "colour": "red"], "route.colour"),
            (["name": "A", "stops": Self.stops, "id": "not-an-id"], "route.id"),
        ]
        for (body, path) in cases {
            let r = save(c, body)
            XCTAssertEqual(r.status, LIFT_E_INVALID_REQUEST, "\(body)")
            XCTAssertEqual(r.details?["path"] as? String, path, "\(body) \(r.json)")
        }
        XCTAssertEqual(c.load(["kind": "route", "id": "nope"]).status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(c.remove(["kind": "route"]).details?["path"] as? String, "id")
        XCTAssertEqual(count(c), 0)
    }

    func test_save_unknownID_createsTheRouteUnderThatID() throws {
        let c = try Self.client()
        let r = save(c, ["id": "00000000-0000-4000-8000-00000000ABCD", "name": "Ghost", "stops": Self.stops])
        XCTAssertEqual(r.status, LIFT_OK)
        XCTAssertEqual((r.json["route"] as? [String: Any])?["id"] as? String, "00000000-0000-4000-8000-00000000abcd")
        XCTAssertEqual(count(c), 1)
    }

    func test_save_nullName_isRefusedNamingTheField() throws {
        let c = try Self.client()
        let id = try XCTUnwrap((save(c, ["name": "Kept", "stops": Self.stops]).json["route"] as? [String: Any])?["id"] as? String)
        let r = save(c, ["id": id, "name": NSNull()])
        XCTAssertEqual(r.status, LIFT_E_INVALID_REQUEST)
        XCTAssertEqual(r.code, "required_field")
        XCTAssertEqual(r.details?["path"] as? String, "route.name")
    }

    func test_route_verb_stillPlansWithoutSaving() throws {
        let c = try Self.client()
        XCTAssertEqual(c.route(["stops": Self.stops]).status, LIFT_OK)
        XCTAssertEqual(count(c), 0)
    }
}
