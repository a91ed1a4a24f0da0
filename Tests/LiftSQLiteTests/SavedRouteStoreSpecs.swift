import LiftCore
import LiftSQLite
import XCTest

final class SavedRouteStoreSpecs: XCTestCase {
    private func makeSUT(owner: String = "local", path: String? = nil) throws -> SQLiteSavedRouteStore {
        SQLiteSavedRouteStore(database: try makeTemporaryDatabase(path: path), owner: owner)
    }

    private func route(_ name: String, optimize: String = "none") -> SavedRoute {
        let legs = optimize == "round_trip"
            ? [RouteResult.Leg(from: 0, to: 2, distance: 10.5, duration: 2), RouteResult.Leg(from: 2, to: 1, distance: 20, duration: 3),
               RouteResult.Leg(from: 1, to: 0, distance: 5, duration: 1)]
            : [RouteResult.Leg(from: 0, to: 2, distance: 10.5, duration: 2), RouteResult.Leg(from: 2, to: 1, distance: 20, duration: 3)]
        return SavedRoute(id: .random(), name: name,
                          stops: [RouteStop(name: "Home", lat: 60.1, lon: 24.9), RouteStop(lat: 60.2, lon: 24.8), RouteStop(name: "Shop", lat: 60.3, lon: 24.7)],
                          profile: "car", optimize: optimize,
                          result: RouteResult(distance: legs.reduce(0) { $0 + $1.distance }, duration: legs.reduce(0) { $0 + $1.duration },
                                              geometry: "_ibE_seK", order: optimize == "round_trip" ? [0, 2, 1] : [0, 2, 1], legs: legs),
                          creationDate: Timestamp(milliseconds: 1_700_000_000_000), updateDate: Timestamp(milliseconds: 1_700_000_000_000))
    }

    func test_retrieve_emptyStoreTwice_deliversEmpty() throws {
        let sut = try makeSUT()
        XCTAssertEqual(try sut.readAllSavedRoutes(), [])
        XCTAssertEqual(try sut.readAllSavedRoutes(), [])
        XCTAssertNil(try sut.readSavedRoute(id: .random()))
    }

    func test_retrieve_nonEmptyStoreTwice_deliversStopsLegsAndOrderSortedByName() throws {
        let sut = try makeSUT()
        let b = route("b route"), a = route("A route", optimize: "round_trip")
        try sut.createSavedRoute(b)
        try sut.createSavedRoute(a)
        XCTAssertEqual(try sut.readAllSavedRoutes(), [a, b])
        XCTAssertEqual(try sut.readAllSavedRoutes(), [a, b])
        XCTAssertEqual(try sut.readSavedRoute(id: b.id), b)
        XCTAssertEqual(try sut.readSavedRoute(nameKey: "a route"), a)
    }

    func test_insert_sameNameDifferentCase_isRefusedByTheStore() throws {
        let sut = try makeSUT()
        try sut.createSavedRoute(route("Commute"))
        XCTAssertThrowsError(try sut.createSavedRoute(route("commute")))
        XCTAssertEqual(try sut.readAllSavedRoutes().count, 1)
    }

    func test_update_replacesStopsAndResultAsAWhole() throws {
        let sut = try makeSUT()
        var r = route("Commute")
        try sut.createSavedRoute(r)
        r.name = "Renamed"
        r.stops = [RouteStop(lat: 1, lon: 2), RouteStop(name: "B", lat: 3, lon: 4)]
        r.result = RouteResult(distance: 1, duration: 2, geometry: "??", order: [1, 0], legs: [.init(from: 1, to: 0, distance: 1, duration: 2)])
        r.updateDate = Timestamp(milliseconds: 1_800_000_000_000)
        try sut.updateSavedRoute(r)
        XCTAssertEqual(try sut.readSavedRoute(id: r.id), r)
        XCTAssertNil(try sut.readSavedRoute(nameKey: "commute"))
    }

    func test_delete_removesTheRouteWithItsStopsAndLegs() throws {
        let path = temporaryStorePath()
        let sut = try makeSUT(path: path)
        let r = route("Commute"), kept = route("Kept")
        try sut.createSavedRoute(r)
        try sut.createSavedRoute(kept)
        XCTAssertTrue(try sut.deleteSavedRoute(id: r.id))
        XCTAssertFalse(try sut.deleteSavedRoute(id: r.id))
        XCTAssertEqual(try sut.readAllSavedRoutes(), [kept])
        let db = try makeTemporaryDatabase(path: path)
        let s = try db.statement("SELECT count(*) FROM saved_route_stop WHERE route_id = ?")
        try s.bind(.id(r.id))
        XCTAssertTrue(try s.step())
        XCTAssertEqual(s.int(0), 0)
    }

    func test_otherOwner_seesNothingAndCannotDelete() throws {
        let path = temporaryStorePath()
        let ann = try makeSUT(owner: "ann", path: path), bob = try makeSUT(owner: "bob", path: path)
        let r = route("Commute")
        try ann.createSavedRoute(r)
        XCTAssertEqual(try bob.readAllSavedRoutes(), [])
        XCTAssertNil(try bob.readSavedRoute(id: r.id))
        XCTAssertNil(try bob.readSavedRoute(nameKey: "commute"))
        XCTAssertFalse(try bob.deleteSavedRoute(id: r.id))
        try bob.createSavedRoute(route("Commute"))     // names are unique per owner only
        XCTAssertEqual(try ann.readAllSavedRoutes(), [r])
    }
}
