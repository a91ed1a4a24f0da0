import LiftCore
import XCTest

final class ImportRoadNetworkTests: XCTestCase {
    private let clock = TestClock()

    private func makeSUT(progress: LiftCore.Progress = .untracked)
        -> (ImportRoadNetwork<NetworkBuilderSpy, NetworkBuilderSpy>, NetworkBuilderSpy, RoadNetworkStoreSpy, RoadNetworkLog) {
        let log = RoadNetworkLog()
        let builder = NetworkBuilderSpy(log), store = RoadNetworkStoreSpy(log)
        // A transaction that keeps the store as it was when its body throws, as SQLite's does.
        let transaction: WriteTransaction = { body in
            log.messages.append("begin")
            let before = (store.records, store.bytes, store.places)
            do { try body() } catch { (store.records, store.bytes, store.places) = before; log.messages.append("rollback"); throw error }
            log.messages.append("commit")
        }
        let sut = ImportRoadNetwork(builder: builder, placeSource: builder, store: store, places: store,
                                    transaction: transaction, currentDate: clock.currentDate, progress: progress)
        return (sut, builder, store, log)
    }

    func test_importRoadNetwork_anExtract_buildsOutsideTheTransactionAndWritesNetworkAndPlacesInOne() throws {
        let (sut, _, _, log) = makeSUT()
        _ = try sut(path: "/data/city.pbf", profile: "bike")
        XCTAssertEqual(log.messages, ["open /data/city.pbf", "places /data/city.pbf", "build /data/city.pbf bike",
                                      "release /data/city.pbf", "encode bike", "begin", "replace network bike", "replace places bike", "commit",
                                      "release encoded bike"])
    }

    func test_importRoadNetwork_networkBuilt_releasesTheExtractBeforeTheWrites() throws {
        let (sut, _, _, log) = makeSUT()
        _ = try sut(path: "/data/city.pbf", profile: "car")
        let released = try XCTUnwrap(log.messages.firstIndex(of: "release /data/city.pbf"))
        XCTAssertEqual(log.messages[released - 1], "build /data/city.pbf car")
        XCTAssertLessThan(released, try XCTUnwrap(log.messages.firstIndex(of: "begin")))
    }

    func test_importRoadNetwork_placesRead_encodesTheNetworkOnlyThenAndOnce() throws {
        let (sut, _, _, log) = makeSUT()
        _ = try sut(path: "/data/city.pbf", profile: "car")
        XCTAssertEqual(log.messages.filter { $0 == "encode car" }.count, 1)
        let encoded = try XCTUnwrap(log.messages.firstIndex(of: "encode car"))
        XCTAssertGreaterThan(encoded, try XCTUnwrap(log.messages.firstIndex(of: "places /data/city.pbf")))
    }

    func test_importRoadNetwork_anExtract_readsThePlacesBeforeTheNetworkIsBuilt() throws {
        let (sut, _, _, log) = makeSUT()
        _ = try sut(path: "/data/city.pbf", profile: "car")
        let places = try XCTUnwrap(log.messages.firstIndex(of: "places /data/city.pbf"))
        XCTAssertLessThan(places, try XCTUnwrap(log.messages.firstIndex(of: "build /data/city.pbf car")))
    }

    func test_importRoadNetwork_anExtract_storesTheRecordAndReturnsItWithTheCounts() throws {
        let (sut, builder, store, _) = makeSUT()
        let outcome = try sut(path: "/data/city.pbf", profile: "car")
        XCTAssertEqual(outcome.record.profile, "car")
        XCTAssertEqual(outcome.record.source, "/data/city.pbf")
        XCTAssertEqual(outcome.record.creationDate, clock.now)
        XCTAssertEqual(outcome.record.byteCount, 6)
        XCTAssertEqual(outcome.stats, builder.stats)
        XCTAssertEqual(store.records["car"], outcome.record)
        XCTAssertEqual(store.bytes["car"], [1, 2, 3])
        XCTAssertEqual(store.chunks["car"], [[4], [5, 6]])
        XCTAssertEqual(store.places["car"], builder.found)
    }

    func test_importRoadNetwork_twice_givesANewVersionEachTime() throws {
        let (sut, _, _, _) = makeSUT()
        let first = try sut(path: "/a.pbf", profile: "car"), second = try sut(path: "/a.pbf", profile: "car")
        XCTAssertNotEqual(first.record.version, second.record.version)
    }

    func test_importRoadNetwork_unreadableFile_deliversTheErrorAndWritesNothing() {
        let (sut, builder, store, log) = makeSUT()
        builder.openError = LiftError(.invalidRequest, code: "unreadable_osm", "not OSM")
        XCTAssertEqual(liftError { try sut(path: "/etc/hostname", profile: "car") }?.code, "unreadable_osm")
        XCTAssertEqual(log.messages, ["open /etc/hostname"])
        XCTAssertTrue(store.records.isEmpty)
    }

    func test_importRoadNetwork_noRoadOfTheProfile_isEmptyAndWritesNothing() {
        let (sut, builder, store, log) = makeSUT()
        builder.stats.arcs = 0
        XCTAssertThrowsError(try sut(path: "/a.pbf", profile: "foot")) { error in
            XCTAssertEqual(error as? EmptyRoadNetwork, EmptyRoadNetwork(file: "/a.pbf", profile: "foot"))
        }
        XCTAssertFalse(log.messages.contains("begin"))
        XCTAssertTrue(store.records.isEmpty)
        XCTAssertTrue(store.places.isEmpty)
    }

    func test_importRoadNetwork_buildFails_deliversTheErrorAndWritesNothing() {
        let (sut, builder, store, log) = makeSUT()
        builder.buildError = LiftError(.invalidRequest, code: "road_network_limit", "too large")
        XCTAssertEqual(liftError { try sut(path: "/a.pbf", profile: "foot") }?.code, "road_network_limit")
        XCTAssertFalse(log.messages.contains("begin"))
        XCTAssertTrue(store.records.isEmpty)
    }

    func test_importRoadNetwork_cancelledWhileBuilding_isCancelledAndWritesNothing() {
        let progress = LiftCore.Progress(startedAt: Timestamp(milliseconds: 0))
        let (sut, builder, store, _) = makeSUT(progress: progress)
        builder.cancelDuringBuild = progress
        XCTAssertEqual(liftError { try sut(path: "/a.pbf", profile: "car") }?.code, "cancelled")
        XCTAssertTrue(store.records.isEmpty)
        XCTAssertTrue(store.places.isEmpty)
    }

    func test_importRoadNetwork_storeFailsInsideTheTransaction_rollsBackAndKeepsNothing() {
        let (sut, _, store, log) = makeSUT()
        let old = RoadNetworkRecord(profile: "car", version: .random(), source: "/old.pbf", creationDate: Timestamp(milliseconds: 1), byteCount: 9)
        store.records["car"] = old
        store.replaceError = LiftError(.io, code: "disk_full", "disk full")
        XCTAssertEqual(liftError { try sut(path: "/a.pbf", profile: "car") }?.code, "disk_full")
        XCTAssertEqual(store.records["car"], old)
        XCTAssertEqual(log.messages.suffix(2), ["rollback", "release encoded car"])
    }

    func test_importRoadNetwork_reportsThePlacesAndWritePhases() throws {
        let progress = LiftCore.Progress(startedAt: Timestamp(milliseconds: 0))
        let (sut, _, _, _) = makeSUT(progress: progress)
        _ = try sut(path: "/a.pbf", profile: "car")
        XCTAssertEqual(progress.snapshot.phase, "write")
    }

    func test_importRoadNetwork_placesBeingRead_phaseIsPlacesBeforeTheBuildsPhases() throws {
        let progress = LiftCore.Progress(startedAt: Timestamp(milliseconds: 0))
        let (sut, builder, _, _) = makeSUT(progress: progress)
        var phaseWhilePlacesRead: String?
        builder.onPlaces = { phaseWhilePlacesRead = progress.snapshot.phase }
        _ = try sut(path: "/a.pbf", profile: "car")
        XCTAssertEqual(phaseWhilePlacesRead, "places")
    }

    func test_importRoadNetwork_cancelledWhileReadingPlaces_isCancelledBuildsNothingAndWritesNothing() {
        let progress = LiftCore.Progress(startedAt: Timestamp(milliseconds: 0))
        let (sut, builder, store, log) = makeSUT(progress: progress)
        builder.onPlaces = { progress.cancel() }
        XCTAssertEqual(liftError { try sut(path: "/a.pbf", profile: "car") }?.code, "cancelled")
        XCTAssertFalse(log.messages.contains("build /a.pbf car"))
        XCTAssertTrue(store.records.isEmpty)
        XCTAssertTrue(store.places.isEmpty)
    }
}

final class LoadAndRemoveRoadNetworkTests: XCTestCase {
    private let record = RoadNetworkRecord(profile: "car", version: .random(), source: "/a.pbf",
                                           creationDate: Timestamp(milliseconds: 5), byteCount: 7)

    func test_loadRoadNetworks_imported_returnsTheRecord() throws {
        let store = RoadNetworkStoreSpy()
        store.records["car"] = record
        XCTAssertEqual(try LoadRoadNetworks(store: store)(profile: "car"), record)
        XCTAssertEqual(try LoadRoadNetworks(store: store).all(), [record])
    }

    func test_loadRoadNetworks_notImported_isNotFoundNamingTheProfile() {
        let error = liftError { try LoadRoadNetworks(store: RoadNetworkStoreSpy())(profile: "bike") }
        XCTAssertEqual(error?.status, .notFound)
        XCTAssertEqual(error?.detail("profile"), .string("bike"))
    }

    func test_removeRoadNetwork_imported_removesTheNetworkAndItsPlaces() throws {
        let store = RoadNetworkStoreSpy()
        store.records["car"] = record
        store.places["car"] = [Place(kind: .poi, name: "Cafe", lat: 1, lon: 2)]
        XCTAssertEqual(try RemoveRoadNetwork(store: store, places: store)(profile: "car"), 1)
        XCTAssertTrue(store.records.isEmpty)
        XCTAssertTrue(store.places.isEmpty)
    }

    func test_removeRoadNetwork_notImported_removesNothing() throws {
        XCTAssertEqual(try RemoveRoadNetwork(store: RoadNetworkStoreSpy(), places: RoadNetworkStoreSpy())(profile: "foot"), 0)
    }
}
