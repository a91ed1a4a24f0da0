import LiftCore
import LiftSQLite
import XCTest

/// The saved route store over SQLite: the shared cache specs (Support/StoreSpecs.swift) and its own
/// (name order and name keys, stops and legs stored and removed with their route).
final class SavedRouteStoreSpecs: XCTestCase, OwnedRecordStoreSpecs, PagingStoreSpecs {
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

    /// Sample 0 is a plain route named "Commute", the others round trips named "Route n".
    private func makeAdapter(owner: String = "local", db: SQLiteDatabase? = nil) throws -> StoreSpecsAdapter<SavedRoute, RecordID> {
        let db = try db ?? makeTemporaryDatabase()
        let store = SQLiteSavedRouteStore(database: db, owner: owner)
        // Sample n, under `id` when one is given (the same id in two owners' stores).
        let insertAs: (RecordID?, Int) throws -> SavedRoute = { id, n in
            var r = n == 0 ? self.route("Commute") : self.route("Route \(n)", optimize: "round_trip")
            if let id { r.id = id }
            try store.createSavedRoute(r)
            return r
        }
        return StoreSpecsAdapter(
            insert: { try insertAs(nil, $0) },
            readAll: store.readAllSavedRoutes, read: { try store.readSavedRoute(id: $0) }, delete: { try store.deleteSavedRoute(id: $0) },
            id: \.id, missingID: { .random() },
            replace: { old in
                let r = self.replaced(old)
                try store.updateSavedRoute(r)
                return r
            },
            anotherOwner: { try self.makeAdapter(owner: owner + "-other", db: db) },
            readPage: { try store.readSavedRoutes(SavedRouteFilter(), page: $0) },
            insertAs: insertAs)
    }

    /// `route` renamed, with other stops and another result.
    private func replaced(_ route: SavedRoute) -> SavedRoute {
        var r = route
        r.name = "Renamed"
        r.stops = [RouteStop(lat: 1, lon: 2), RouteStop(name: "B", lat: 3, lon: 4)]
        r.result = RouteResult(distance: 1, duration: 2, geometry: "??", order: [1, 0], legs: [.init(from: 1, to: 0, distance: 1, duration: 2)])
        r.updateDate = Timestamp(milliseconds: 1_800_000_000_000)
        return r
    }

    func test_retrieve_emptyStore_deliversEmpty() throws {
        try assertThatRetrieveDeliversEmptyOnEmptyStore(on: makeAdapter())
    }

    func test_retrieve_emptyStoreTwice_deliversEmptyWithoutSideEffects() throws {
        try assertThatRetrieveHasNoSideEffectsOnEmptyStore(on: makeAdapter())
    }

    func test_retrieve_nonEmptyStoreTwice_deliversSameData() throws {
        try assertThatRetrieveHasNoSideEffectsOnNonEmptyStore(on: makeAdapter())
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

    func test_insert_emptyStore_deliversInserted() throws {
        try assertThatInsertThenRetrieveDeliversInserted(on: makeAdapter())
    }

    func test_insert_nonEmptyStore_keepsBoth() throws {
        try assertThatInsertOnNonEmptyStoreKeepsBoth(on: makeAdapter())
    }

    func test_insert_sameNameDifferentCase_isRefusedByTheStore() throws {
        let sut = try makeSUT()
        try sut.createSavedRoute(route("Commute"))
        XCTAssertThrowsError(try sut.createSavedRoute(route("commute")))
        XCTAssertEqual(try sut.readAllSavedRoutes().count, 1)
    }

    func test_update_existing_replacesStoredRecord() throws {
        try assertThatUpdateReplacesStoredRecord(on: makeAdapter())
    }

    func test_update_rename_freesTheOldNameKey() throws {
        let sut = try makeSUT()
        let r = route("Commute")
        try sut.createSavedRoute(r)
        try sut.updateSavedRoute(replaced(r))
        XCTAssertNil(try sut.readSavedRoute(nameKey: "commute"))
    }

    func test_delete_emptyStore_deliversFalseAndStaysEmpty() throws {
        try assertThatDeleteHasNoSideEffectsOnEmptyStore(on: makeAdapter())
    }

    func test_delete_nonEmptyStore_leavesStoreEmpty() throws {
        try assertThatDeleteEmptiesNonEmptyStore(on: makeAdapter())
    }

    func test_delete_oneOfTwo_removesOnlyThatRecordOnce() throws {
        try assertThatDeleteRemovesOnlyTheRecord(on: makeAdapter())
    }

    func test_delete_route_removesItsStopsAndLegs() throws {
        let path = temporaryStorePath()
        let sut = try makeSUT(path: path)
        let r = route("Commute")
        try sut.createSavedRoute(r)
        XCTAssertTrue(try sut.deleteSavedRoute(id: r.id))
        let db = try makeTemporaryDatabase(path: path)
        let s = try db.statement("SELECT count(*) FROM saved_route_stop WHERE route_id = ?")
        try s.bind(.id(r.id))
        XCTAssertTrue(try s.step())
        XCTAssertEqual(s.int(0), 0)
    }

    private func withSteps(_ r: SavedRoute) -> SavedRoute {
        var r = r
        let turn = RouteStep(distance: 10.5, duration: 2, line: .polyline(Array("_ibE_seK".utf8)), name: "Kaivokatu", ref: "E12",
                             roadClass: "primary", mode: .driving,
                             maneuver: Maneuver(type: .roundabout, modifier: .slightRight, location: GeoPoint(lat: 60.1, lon: 24.9),
                                                bearingBefore: 10, bearingAfter: 95, exit: 3))
        let arrive = RouteStep(distance: 0, duration: 0, line: .polyline(Array("_ibE_seK".utf8)), name: "", ref: "", roadClass: "service",
                               mode: .driving, maneuver: Maneuver(type: .arrive, modifier: nil, location: GeoPoint(lat: 60.3, lon: 24.7),
                                                                  bearingBefore: 95, bearingAfter: 0))
        r.result.legs[0].steps = [turn, arrive]
        r.result.legs[1].steps = [arrive]
        return r
    }

    func test_insert_routeWithSteps_deliversThemAsSaved() throws {
        let sut = try makeSUT()
        let r = withSteps(route("Commute"))
        try sut.createSavedRoute(r)
        XCTAssertEqual(try sut.readSavedRoute(id: r.id), r)
    }

    func test_update_stepsDropped_deliversNone() throws {
        let sut = try makeSUT()
        let r = withSteps(route("Commute"))
        try sut.createSavedRoute(r)
        try sut.updateSavedRoute(route("Commute").with(id: r.id))
        XCTAssertEqual(try sut.readSavedRoute(id: r.id)?.result.hasSteps, false)
    }

    func test_read_stepWithAnUnknownType_isCorrupt() throws {
        let path = temporaryStorePath()
        let sut = try makeSUT(path: path)
        let r = withSteps(route("Commute"))
        try sut.createSavedRoute(r)
        let db = try makeTemporaryDatabase(path: path)
        try db.statement("UPDATE saved_route_step SET type = 'teleport'").run()
        XCTAssertThrowsError(try sut.readSavedRoute(id: r.id)) { XCTAssertEqual(($0 as? LiftError)?.code, "corrupt_saved_route") }
    }

    func test_insert_stepsWithRoadClasses_deliversTheirClasses() throws {
        let sut = try makeSUT()
        var r = withSteps(route("Commute"))
        r.result.legs[0].steps?[0].classes = [.toll, .tunnel]
        r.result.legs[1].steps?[0].classes = [.motorroad]
        try sut.createSavedRoute(r)
        let read = try sut.readSavedRoute(id: r.id)
        XCTAssertEqual(read, r)
        XCTAssertEqual(read?.result.legs.map { ($0.steps ?? []).map(\.classes) }, [[[.toll, .tunnel], []], [[.motorroad]]])
    }

    func test_open_stepsStoredBeforeClasses_loadWithNone() throws {
        let id = "00000000-0000-4000-8000-000000000007"
        let path = try makeStore(withFeature: "saved_routes", atVersion: 2, rows: """
            INSERT INTO saved_route(owner_id, id, name, name_key, profile, optimize, distance, duration, geometry, creation_ms, update_ms)
                VALUES('local', '\(id)', 'Old', 'old', 'car', 'none', 10.5, 2, '_ibE_seK', 1, 1);
            INSERT INTO saved_route_leg VALUES('local', '\(id)', 0, 0, 1, 10.5, 2);
            INSERT INTO saved_route_step VALUES('local', '\(id)', 0, 0, 10.5, 2, '_ibE_seK', 'Kaivokatu', '', 'primary', 'driving',
                'depart', NULL, 24.9, 60.1, 0, 90, NULL, 'Head east on Kaivokatu');
            """)
        let sut = try makeSUT(path: path)
        let steps = try XCTUnwrap(try sut.readSavedRoute(id: try XCTUnwrap(RecordID(uuid: id)))?.result.legs.first?.steps)
        XCTAssertEqual(steps.map(\.name), ["Kaivokatu"])
        XCTAssertEqual(steps.map(\.classes), [[]])
        XCTAssertEqual(steps.first?.instruction, "Head east on Kaivokatu")
    }

    func test_read_stepWithUnknownClassBits_isCorrupt() throws {
        let path = temporaryStorePath()
        let sut = try makeSUT(path: path)
        let r = withSteps(route("Commute"))
        try sut.createSavedRoute(r)
        let db = try makeTemporaryDatabase(path: path)
        for bits in [64, -1, 300] {
            try db.statement("UPDATE saved_route_step SET classes = \(bits)").run()
            XCTAssertThrowsError(try sut.readSavedRoute(id: r.id), "\(bits)") { XCTAssertEqual(($0 as? LiftError)?.code, "corrupt_saved_route") }
        }
    }

    func test_retrieve_otherOwner_seesNothing() throws {
        try assertThatAnotherOwnerSeesNothing(on: makeAdapter(owner: "ann"))
    }

    func test_insert_sameIDAsAnotherOwner_keepsBothApart() throws {
        try assertThatAnotherOwnerKeepsItsOwnRecordUnderTheSameID(on: makeAdapter(owner: "ann"))
    }

    func test_nameKey_otherOwner_isNeitherSeenNorTaken() throws {
        let path = temporaryStorePath()
        let ann = try makeSUT(owner: "ann", path: path), bob = try makeSUT(owner: "bob", path: path)
        let r = route("Commute")
        try ann.createSavedRoute(r)
        XCTAssertNil(try bob.readSavedRoute(nameKey: "commute"))
        try bob.createSavedRoute(route("Commute"))     // names are unique per owner only
        XCTAssertEqual(try ann.readAllSavedRoutes(), [r])
    }

    func test_readPage_limitAndOffset_deliversThatSliceOfTheWholeOrderWithTheTotal() throws {
        try assertThatPagesSliceTheWholeOrder(on: makeAdapter())
    }

    func test_readPage_offsetPastTheEnd_deliversNoItemsButTheTotal() throws {
        try assertThatOffsetPastTheEndDeliversNothingButTheTotal(on: makeAdapter())
    }
}

private extension SavedRoute {
    func with(id: RecordID) -> SavedRoute {
        var r = self
        r.id = id
        return r
    }
}
