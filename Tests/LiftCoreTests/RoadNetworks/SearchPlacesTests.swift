import LiftCore
import XCTest

final class SearchPlacesTests: XCTestCase {
    private func makeSUT() -> (SearchPlaces<PlaceIndexCacheSpy>, RoadNetworkStoreSpy, PlaceIndexCacheSpy) {
        let store = RoadNetworkStoreSpy(), cache = PlaceIndexCacheSpy()
        return (SearchPlaces(networks: store, places: store, cache: cache, profileOrder: ["car", "bike", "foot"]), store, cache)
    }

    private func imported(_ store: RoadNetworkStoreSpy, _ profile: String, _ names: [String]) {
        store.records[profile] = RoadNetworkRecord(profile: profile, version: .random(), source: "/a.pbf",
                                                   creationDate: Timestamp(milliseconds: 0), byteCount: 1)
        store.places[profile] = names.map { Place(kind: .street, name: $0, lat: 60.17, lon: 24.94) }
    }

    func test_searchPlaces_namedProfile_searchesItsPlaces() throws {
        let (sut, store, _) = makeSUT()
        imported(store, "car", ["Mannerheimintie"])
        imported(store, "foot", ["Kamppi"])
        XCTAssertEqual(try sut("kamp", focus: nil, limit: 10, profile: "foot").map(\.place.name), ["Kamppi"])
    }

    func test_searchPlaces_noProfile_searchesTheFirstImportedInOrder() throws {
        let (sut, store, _) = makeSUT()
        imported(store, "foot", ["Kamppi"])
        imported(store, "bike", ["Kaivokatu"])
        XCTAssertEqual(try sut("ka", focus: nil, limit: 10, profile: nil).map(\.place.name), ["Kaivokatu"])
        XCTAssertEqual(store.log.messages.prefix(2), ["read network car", "read network bike"])
    }

    func test_searchPlaces_secondSearch_usesTheCachedIndex() throws {
        let (sut, store, cache) = makeSUT()
        imported(store, "car", ["Mannerheimintie"])
        _ = try sut("mann", focus: nil, limit: 10, profile: nil)
        _ = try sut("mann", focus: nil, limit: 10, profile: nil)
        XCTAssertEqual(cache.builds, ["car"])
        XCTAssertEqual(store.log.messages.filter { $0.hasPrefix("read places") }.count, 1)
    }

    func test_searchPlaces_afterAReimport_rebuildsTheIndex() throws {
        let (sut, store, cache) = makeSUT()
        imported(store, "car", ["Mannerheimintie"])
        _ = try sut("mann", focus: nil, limit: 10, profile: nil)
        imported(store, "car", ["Mannerheimvägen"])
        XCTAssertEqual(try sut("mann", focus: nil, limit: 10, profile: nil).map(\.place.name), ["Mannerheimvägen"])
        XCTAssertEqual(cache.builds, ["car", "car"])
    }

    func test_searchPlaces_nothingImported_isUnavailableNamingAny() {
        let (sut, _, _) = makeSUT()
        let error = liftError { try sut("x", focus: nil, limit: 10, profile: nil) }
        XCTAssertEqual(error?.code, "no_road_network")
        XCTAssertEqual(error?.details, [.init("profile", .string("any"))])
    }

    func test_searchPlaces_namedProfileNotImported_isUnavailableNamingIt() {
        let (sut, store, _) = makeSUT()
        imported(store, "car", ["Mannerheimintie"])
        XCTAssertEqual(liftError { try sut("x", focus: nil, limit: 10, profile: "bike") }?.details, [.init("profile", .string("bike"))])
    }

    func test_searchPlaces_onlyReads() throws {
        let (sut, store, _) = makeSUT()
        imported(store, "car", ["Mannerheimintie"])
        _ = try sut("mann", focus: nil, limit: 10, profile: nil)
        XCTAssertTrue(store.log.messages.allSatisfy { $0.hasPrefix("read") })
    }
}
