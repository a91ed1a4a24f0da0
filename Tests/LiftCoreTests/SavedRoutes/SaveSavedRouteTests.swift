import LiftCore
import XCTest

final class SaveSavedRouteTests: XCTestCase {
    final class StoreSpy: SavedRouteStore {
        var routes: [SavedRoute] = []
        var writes = 0
        func createSavedRoute(_ route: SavedRoute) throws { writes += 1; routes.append(route) }
        func updateSavedRoute(_ route: SavedRoute) throws {
            writes += 1
            routes = routes.map { $0.id == route.id ? route : $0 }
        }
        func readSavedRoute(id: RecordID) throws -> SavedRoute? { routes.first { $0.id == id } }
        func readSavedRoute(nameKey: String) throws -> SavedRoute? { routes.first { NameKey.of($0.name) == nameKey } }
        func readSavedRoutes(_ filter: SavedRouteFilter, page: Page) throws -> Paged<SavedRoute> { page.slice(routes) }
        func deleteSavedRoute(id: RecordID) throws -> Bool {
            let before = routes.count
            routes.removeAll { $0.id == id }
            return routes.count < before
        }
    }

    final class PlannerSpy: RoutePlanner {
        var calls: [[RouteStop]] = []
        var stepsAsked: [Bool] = []
        var failure: LiftError?
        func plan(_ stops: [RouteStop], profile: String, optimize: String, steps: Bool) throws -> RouteResult {
            calls.append(stops)
            stepsAsked.append(steps)
            if let failure { throw failure }
            return RouteResult(distance: Double(stops.count) * 100, duration: 10, geometry: "g\(stops.count)",
                               order: Array(stops.indices), legs: [])
        }
    }

    private let stops = [RouteStop(lat: 60, lon: 24), RouteStop(name: "B", lat: 60.1, lon: 24.1)]

    private func makeSUT() -> (SaveSavedRoute, StoreSpy, PlannerSpy) {
        let store = StoreSpy(), planner = PlannerSpy()
        return (SaveSavedRoute(store: store, planner: planner, currentDate: { Timestamp(milliseconds: 1_000) }), store, planner)
    }

    func test_save_new_plansOnceWithDefaultsAndStoresTheResult() throws {
        let (sut, store, planner) = makeSUT()
        let saved = try sut(SavedRouteDraft(name: "  Commute ", stops: stops))
        XCTAssertTrue(saved.created)
        XCTAssertEqual(saved.route.name, "Commute")
        XCTAssertEqual(saved.route.profile, "car")
        XCTAssertEqual(saved.route.optimize, "none")
        XCTAssertEqual(saved.route.result.distance, 200)
        XCTAssertEqual(planner.calls.count, 1)
        XCTAssertEqual(store.routes, [saved.route])
    }

    func test_save_rename_keepsTheResultWithoutPlanning() throws {
        let (sut, store, planner) = makeSUT()
        let first = try sut(SavedRouteDraft(name: "Commute", stops: stops)).route
        let renamed = try sut(SavedRouteDraft(id: first.id, name: "Work"))
        XCTAssertFalse(renamed.created)
        XCTAssertEqual(renamed.route.result, first.result)
        XCTAssertEqual(planner.calls.count, 1)
        XCTAssertEqual(store.routes.map(\.name), ["Work"])
    }

    func test_save_newStopsOrProfile_recomputes() throws {
        let (sut, _, planner) = makeSUT()
        let first = try sut(SavedRouteDraft(name: "Commute", stops: stops)).route
        let edited = try sut(SavedRouteDraft(id: first.id, stops: stops + [RouteStop(lat: 60.2, lon: 24.2)])).route
        XCTAssertEqual(edited.result.distance, 300)
        _ = try sut(SavedRouteDraft(id: first.id, profile: "foot"))
        XCTAssertEqual(planner.calls.count, 3)
    }

    func test_save_plannerFails_writesNothing() throws {
        let (sut, store, planner) = makeSUT()
        let first = try sut(SavedRouteDraft(name: "Commute", stops: stops)).route
        planner.failure = LiftError(.notFound, code: "no_route", "no route")
        XCTAssertThrowsError(try sut(SavedRouteDraft(name: "Other", stops: stops)))
        XCTAssertThrowsError(try sut(SavedRouteDraft(id: first.id, name: "Renamed", stops: Array(stops.reversed()))))
        XCTAssertEqual(store.writes, 1)
        XCTAssertEqual(store.routes, [first])
    }

    func test_save_unknownID_createsTheRouteUnderThatID() throws {
        let (sut, store, planner) = makeSUT()
        let id = RecordID.random()
        let outcome = try sut(SavedRouteDraft(id: id, name: "Ghost", stops: stops))
        XCTAssertTrue(outcome.created)
        XCTAssertEqual(outcome.route.id, id)
        XCTAssertEqual(planner.calls.count, 1)
        XCTAssertEqual(store.writes, 1)
    }

    func test_save_takenNameOrMissingParts_areRefusedBeforePlanning() throws {
        let (sut, store, planner) = makeSUT()
        _ = try sut(SavedRouteDraft(name: "Commute", stops: stops))
        XCTAssertThrowsError(try sut(SavedRouteDraft(name: "COMMUTE", stops: stops))) { e in
            XCTAssertEqual((e as? LiftError)?.code, "duplicate_route_name")
        }
        XCTAssertThrowsError(try sut(SavedRouteDraft(name: " ", stops: stops))) { e in
            XCTAssertEqual((e as? LiftError)?.detail("path"), .location("route.name"))
        }
        XCTAssertThrowsError(try sut(SavedRouteDraft(name: "No stops"))) { e in
            XCTAssertEqual((e as? LiftError)?.detail("path"), .location("route.stops"))
        }
        XCTAssertEqual(planner.calls.count, 1)
        XCTAssertEqual(store.writes, 1)
    }

    func test_loadAndRemove_unknownID_areNotFound() throws {
        let store = StoreSpy()
        XCTAssertThrowsError(try LoadSavedRoute(store: store)(id: .random()))
        XCTAssertThrowsError(try RemoveSavedRoute(store: store)(id: .random()))
        XCTAssertEqual(try LoadSavedRoute(store: store).list().items, [])
    }
}
