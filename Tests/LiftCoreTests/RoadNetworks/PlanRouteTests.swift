import LiftCore
import XCTest

final class PlanRouteTests: XCTestCase {
    private let stops = [GeoPoint(lat: 60.17, lon: 24.94), GeoPoint(lat: 60.16, lon: 24.95)]

    func test_planRoute_importedProfile_plansOnThatProfilesNetwork() throws {
        let networks = NetworkProviderSpy()
        networks.networks["bike"] = NetworkStub()
        let route = try PlanRoute(networks: networks)(RouteQuery(stops: stops), profile: "bike")
        XCTAssertEqual(networks.log.messages, ["network bike"])
        XCTAssertEqual(route.order, [0, 1])
        XCTAssertEqual(route.waypoints.map(\.location), stops)
    }

    func test_planRoute_noNetwork_isUnavailableNamingTheProfile() {
        let error = liftError { try PlanRoute(networks: NetworkProviderSpy())(RouteQuery(stops: stops), profile: "foot") }
        XCTAssertEqual(error?.status, .unavailable)
        XCTAssertEqual(error?.code, "no_road_network")
        XCTAssertEqual(error?.details, [.init("profile", .string("foot"))])
    }

    func test_planRoute_networkRemovedMeanwhile_isNoRoadNetwork() {
        let networks = NetworkProviderSpy()
        networks.unavailable = .removed
        XCTAssertEqual(liftError { try PlanRoute(networks: networks)(RouteQuery(stops: stops), profile: "car") }?.code, "no_road_network")
    }

    func test_planRoute_outdatedNetwork_namesTheProfileAndTheFileToImportAgain() {
        let networks = NetworkProviderSpy()
        networks.unavailable = .outdated(source: "/data/helsinki.pbf")
        let error = liftError { try PlanRoute(networks: networks)(RouteQuery(stops: stops), profile: "car") }
        XCTAssertEqual(error?.status, .unavailable)
        XCTAssertEqual(error?.code, "road_network_outdated")
        XCTAssertEqual(error?.details, [.init("profile", .string("car")), .init("source", .string("/data/helsinki.pbf"))])
    }

    func test_planRoute_plannerRefusesAStop_deliversItsErrorUnchanged() {
        let networks = NetworkProviderSpy()
        let refusal = LiftError(.notFound, code: "stop_not_near_road", "stops[1]: no car road within 1000 m",
                                details: [.init("path", .string("stops[1]"))])
        networks.networks["car"] = NetworkStub(error: refusal)
        XCTAssertEqual(liftError { try PlanRoute(networks: networks)(RouteQuery(stops: stops), profile: "car") }, refusal)
    }

    func test_planRouteForSavedRoutes_aRoute_keepsPolyline6AndRoundsToTenths() throws {
        let networks = NetworkProviderSpy()
        networks.networks["car"] = NetworkStub()
        let result = try PlanRouteForSavedRoutes(networks: networks)
            .plan(stops.map { RouteStop(lat: $0.lat, lon: $0.lon) }, profile: "car", optimize: "none", steps: false)
        XCTAssertEqual(result.geometry, "_p~iF~ps|U\\")
        XCTAssertEqual(result.distance, 1234.6)
        XCTAssertEqual(result.legs, [RouteResult.Leg(from: 0, to: 1, distance: 1234.6, duration: 98.8)])
    }

    func test_planRouteForSavedRoutes_unknownOptimize_isRefusedWithoutPlanning() {
        let networks = NetworkProviderSpy()
        let error = liftError { try PlanRouteForSavedRoutes(networks: networks).plan([], profile: "car", optimize: "fastest", steps: false) }
        XCTAssertEqual(error?.status, .invalidRequest)
        XCTAssertTrue(networks.log.messages.isEmpty)
    }
}
