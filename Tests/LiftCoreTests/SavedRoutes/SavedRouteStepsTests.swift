import LiftCore
import XCTest

/// Saved routes keep their steps when asked, and loads shape the stored polyline6 as asked.
final class SavedRouteStepsTests: XCTestCase {
    private typealias StoreSpy = SaveSavedRouteTests.StoreSpy
    private typealias PlannerSpy = SaveSavedRouteTests.PlannerSpy
    private let stops = [RouteStop(lat: 60, lon: 24), RouteStop(name: "B", lat: 60.1, lon: 24.1)]

    private func makeSUT() -> (SaveSavedRoute, StoreSpy, PlannerSpy) {
        let store = StoreSpy(), planner = PlannerSpy()
        return (SaveSavedRoute(store: store, planner: planner, currentDate: { Timestamp(milliseconds: 1_000) }), store, planner)
    }

    func test_save_stepsAsked_plansWithSteps() throws {
        let (sut, _, planner) = makeSUT()
        _ = try sut(SavedRouteDraft(name: "Commute", stops: stops, steps: true))
        XCTAssertEqual(planner.stepsAsked, [true])
    }

    func test_save_stepsNotSaid_plansWithout() throws {
        let (sut, _, planner) = makeSUT()
        _ = try sut(SavedRouteDraft(name: "Commute", stops: stops))
        XCTAssertEqual(planner.stepsAsked, [false])
    }

    func test_save_editAskingForStepsOnly_plansAgainWithSteps() throws {
        let (sut, store, planner) = makeSUT()
        let first = try sut(SavedRouteDraft(name: "Commute", stops: stops)).route
        _ = try sut(SavedRouteDraft(id: first.id, steps: true))
        XCTAssertEqual(planner.stepsAsked, [false, true])
        XCTAssertEqual(store.writes, 2)
    }

    func test_save_editStepsUnchanged_doesNotPlan() throws {
        let (sut, _, planner) = makeSUT()
        let first = try sut(SavedRouteDraft(name: "Commute", stops: stops, steps: false)).route
        _ = try sut(SavedRouteDraft(id: first.id, steps: false))
        XCTAssertEqual(planner.stepsAsked, [false])
    }

    private let line = [GeoPoint(lat: 60.1699, lon: 24.9384), GeoPoint(lat: 60.1618, lon: 24.947)]

    private func saved() -> SavedRoute {
        let polyline6 = EncodedPolyline.encode(line, precision: 6)
        let step = RouteStep(distance: 1, duration: 1, line: .polyline(polyline6), name: "A", ref: "", roadClass: "residential",
                             mode: .walking, maneuver: Maneuver(type: .depart, modifier: nil, location: line[0], bearingBefore: 0,
                                                                bearingAfter: 160))
        return SavedRoute(id: .random(), name: "R", stops: stops, profile: "foot", optimize: "none",
                          result: RouteResult(distance: 1, duration: 1, geometry: String(decoding: polyline6, as: UTF8.self),
                                              order: [0, 1], legs: [.init(from: 0, to: 1, distance: 1, duration: 1, steps: [step])]),
                          creationDate: Timestamp(milliseconds: 0), updateDate: Timestamp(milliseconds: 0))
    }

    func test_shaped_noGeometry_keepsTheStoredPolyline() {
        let r = saved()
        XCTAssertNil(ShapedSavedRoute(r, geometry: nil).line)
        XCTAssertEqual(ShapedSavedRoute(r, geometry: nil).route, r)
    }

    func test_shaped_geojson_routeAndStepsAsPoints() {
        let shaped = ShapedSavedRoute(saved(), geometry: .geojson)
        XCTAssertEqual(shaped.line, .points(line))
        XCTAssertEqual(shaped.route.result.legs[0].steps?[0].line, .points(line))
    }

    func test_shaped_polyline5_reencodedAtPrecision5() {
        let shaped = ShapedSavedRoute(saved(), geometry: .polyline5)
        XCTAssertEqual(shaped.line, .polyline(EncodedPolyline.encode(line, precision: 5)))
    }

    func test_shaped_none_noLines() {
        let shaped = ShapedSavedRoute(saved(), geometry: RouteGeometry.none)
        XCTAssertEqual(shaped.line, PlannedRoute.Line.none)
        XCTAssertEqual(shaped.route.result.legs[0].steps?[0].line, PlannedRoute.Line.none)
    }

    func test_encodedPolyline_googlesExample_decodesAndEncodesBack() {
        let bytes = Array("_p~iF~ps|U_ulLnnqC_mqNvxq`@".utf8)
        let points = EncodedPolyline.decode(bytes, precision: 5)
        XCTAssertEqual(points, [GeoPoint(lat: 38.5, lon: -120.2), GeoPoint(lat: 40.7, lon: -120.95), GeoPoint(lat: 43.252, lon: -126.453)])
        XCTAssertEqual(EncodedPolyline.encode(points, precision: 5), bytes)
    }

    func test_encodedPolyline_truncatedOrNotPolyline_keepsWhatDecodes() {
        XCTAssertEqual(EncodedPolyline.decode(Array("_p~iF~ps|U_ulL".utf8), precision: 5), [GeoPoint(lat: 38.5, lon: -120.2)])
        XCTAssertEqual(EncodedPolyline.decode(Array("  ".utf8), precision: 5), [])
    }
}
