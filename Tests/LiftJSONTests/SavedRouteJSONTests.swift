import Foundation
import LiftCore
import LiftJSON
import XCTest

/// A saved route is streamed, its steps by lift_route's step writer: the answer reads byte for
/// byte as the jansson tree wrote it (`TreeReference`, the writer it replaced), road classes aside.
final class SavedRouteJSONTests: XCTestCase {
    private func streamed(_ shaped: ShapedSavedRoute) throws -> String {
        let response = JSONStreamResponse()
        response.object.setObject("route") { SavedRouteJSON.write(shaped, to: $0) }
        return try response.text()
    }

    private func tree(_ shaped: ShapedSavedRoute) throws -> String {
        let response = JSONResponse()
        response.object.setObject("route") { TreeReference.write(shaped, to: $0) }
        return try response.text()
    }

    func test_write_routeWithStepsInEveryGeometry_sameBytesAsTheTreeWriter() throws {
        let r = Self.route(steps: true)
        for geometry in [nil] + RouteGeometry.allCases.map(Optional.some) {
            let shaped = ShapedSavedRoute(r, geometry: geometry)
            XCTAssertEqual(try streamed(shaped), try tree(shaped), "geometry \(geometry?.rawValue ?? "as stored")")
        }
    }

    func test_write_routeWithoutSteps_sameBytesAsTheTreeWriter() throws {
        let shaped = ShapedSavedRoute(Self.route(steps: false), geometry: nil)
        XCTAssertEqual(try streamed(shaped), try tree(shaped))
        XCTAssertFalse(try streamed(shaped).contains("steps"))
    }

    func test_write_stepsWithRoadClasses_classesOnStepsLegsAndRouteAsLiftRouteWritesThem() throws {
        var r = Self.route(steps: true)
        r.result.legs[0].steps?[0].classes = [.toll]
        r.result.legs[1].steps?[0].classes = [.tunnel, .motorroad]
        let text = try streamed(ShapedSavedRoute(r, geometry: nil))
        let route = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])["route"] as? [String: Any]
        XCTAssertEqual(route?["classes"] as? [String], ["toll", "tunnel", "motorroad"])
        let legs = try XCTUnwrap(route?["legs"] as? [[String: Any]])
        XCTAssertEqual(legs.map { $0["classes"] as? [String] }, [["toll"], ["tunnel", "motorroad"]])
        let steps = legs.map { ($0["steps"] as? [[String: Any]] ?? []).map { $0["classes"] as? [String] } }
        XCTAssertEqual(steps, [[["toll"], nil], [["tunnel", "motorroad"], nil]])
        XCTAssertTrue(text.contains(#""duration":242.4,"classes":["toll","tunnel","motorroad"],"geometry""#), text)
    }

    /// Two legs with steps: lengths as saved (to 0.1), a name to escape, coordinates of many digits.
    static func route(steps: Bool) -> SavedRoute {
        func step(_ type: ManeuverType, _ modifier: ManeuverModifier?, name: String, exit: Int? = nil) -> RouteStep {
            RouteStep(distance: type == .arrive ? 0 : 120.3, duration: type == .arrive ? 0 : 100, line: .polyline(Array("cpdwqBug_rn@BrC\\D".utf8)),
                      name: name, ref: name.isEmpty ? "E12" : "", roadClass: "primary", mode: .driving,
                      maneuver: Maneuver(type: type, modifier: modifier, location: GeoPoint(lat: 60.162015463661681, lon: 24.9546601807928),
                                         bearingBefore: 0, bearingAfter: 359, exit: exit),
                      instruction: "Turn onto \(name) \"here\"")
        }
        let legs = [RouteResult.Leg(from: 0, to: 1, distance: 1480.7, duration: 200,
                                    steps: steps ? [step(.depart, nil, name: "Mannerheimintie"), step(.arrive, nil, name: "")] : nil),
                    RouteResult.Leg(from: 1, to: 0, distance: 0.1, duration: 42.4,
                                    steps: steps ? [step(.roundabout, .slightRight, name: "Käyrä", exit: 2), step(.arrive, nil, name: "")] : nil)]
        return SavedRoute(id: RecordID(trusted: "00000000-0000-4000-8000-000000000001"), name: "Home \"loop\"",
                          stops: [RouteStop(name: "Kotí", lat: 60.1620154636617, lon: 24.9546601807928), RouteStop(lat: 60.1714566192846, lon: -24.5)],
                          profile: "car", optimize: "round_trip",
                          result: RouteResult(distance: 1480.8, duration: 242.4, geometry: "cpdwqBug_rn@BrCDxEiFXgMh@", order: [0, 1], legs: legs),
                          creationDate: Timestamp(milliseconds: 1_700_000_000_123), updateDate: Timestamp(milliseconds: 1_700_000_100_000))
    }
}

/// The jansson tree writer saved routes were written with before their steps were streamed, kept
/// as the reference the streamed answer must match.
private enum TreeReference {
    static func write(_ shaped: ShapedSavedRoute, to o: JSONObjectWriter) {
        let r = shaped.route
        o.set("id", r.id)
        o.set("name", r.name)
        o.setArray("stops") { a in
            for s in r.stops {
                a.appendObject { x in
                    if let name = s.name { x.set("name", name) }
                    x.set("lat", s.lat)
                    x.set("lon", s.lon)
                }
            }
        }
        o.set("profile", r.profile)
        o.set("optimize", r.optimize)
        o.set("distance", r.result.distance)
        o.set("duration", r.result.duration)
        if let line = shaped.line { write(line, to: o) } else { o.set("geometry", r.result.geometry) }
        o.setArray("order") { a in for i in r.result.order { a.append(Int64(i)) } }
        o.setArray("legs") { a in
            for l in r.result.legs {
                a.appendObject { x in
                    x.set("from", l.from)
                    x.set("to", l.to)
                    x.set("distance", l.distance)
                    x.set("duration", l.duration)
                    if let steps = l.steps { x.setArray("steps") { write(steps, to: $0) } }
                }
            }
        }
        o.set("creation_date", r.creationDate)
        o.set("update_date", r.updateDate)
    }

    static func write(_ steps: [RouteStep], to a: JSONArrayWriter) {
        for s in steps {
            a.appendObject { o in
                o.set("distance", s.distance)
                o.set("duration", s.duration)
                write(s.line, to: o)
                o.set("name", s.name)
                o.set("ref", s.ref)
                o.set("class", s.roadClass)
                o.set("mode", s.mode.rawValue)
                o.setObject("maneuver") { m in
                    m.set("type", s.maneuver.type.rawValue)
                    if let modifier = s.maneuver.modifier { m.set("modifier", modifier.rawValue) }
                    m.setArray("location") { $0.append(s.maneuver.location.lon); $0.append(s.maneuver.location.lat) }
                    m.set("bearing_before", s.maneuver.bearingBefore)
                    m.set("bearing_after", s.maneuver.bearingAfter)
                    if let exit = s.maneuver.exit { m.set("exit", exit) }
                }
                o.set("instruction", s.instruction)
            }
        }
    }

    static func write(_ line: PlannedRoute.Line, to o: JSONObjectWriter) {
        switch line {
        case .none: break
        case .polyline(let ascii): o.set("geometry", String(decoding: ascii, as: UTF8.self))
        case .points(let points):
            o.setObject("geometry") { g in
                g.set("type", "LineString")
                g.setArray("coordinates") { c in for p in points { c.appendArray { $0.append(p.lon); $0.append(p.lat) } } }
            }
        }
    }
}
