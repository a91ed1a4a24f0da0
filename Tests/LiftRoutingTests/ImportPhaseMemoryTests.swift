import XCTest
@testable import LiftCore
@testable import LiftRouting

/// What the import lets go or lays out tightly between its phases, without changing what it
/// builds: the read network's node lists, the turns appended in blocks, the places' strings, the
/// segment kinds made before the contraction.
final class ImportPhaseMemoryTests: XCTestCase {
    func test_blockedArray_pastSeveralBlocks_joinedInOrderInRoomOfItsCount() {
        var blocked = BlockedArray<Int32>()
        let count = 2 * BlockedArray<Int32>.blockSize + 5
        for i in 0..<count { blocked.append(Int32(i)) }
        XCTAssertEqual(blocked.count, count)
        let joined = blocked.joined()
        XCTAssertEqual(joined, (0..<count).map(Int32.init))
        XCTAssertLessThanOrEqual(joined.capacity, count + count / 64)   // malloc rounds to whole pages
        XCTAssertEqual(blocked.count, 0)
        XCTAssertEqual(blocked.joined(), [])
    }

    func test_releaseNodeLists_viaWayRestriction_keepsTheListsOfItsWaysOnly() {
        var raw = RawNetwork()
        raw.ways = (0..<5).map { .init(nodes: [Int32($0), Int32($0) + 1], forwardKmh: 30, backwardKmh: 30) }
        raw.viaWayRestrictions = [.init(only: false, fromWay: 1, viaWays: [2, 9], toWay: 3)]
        raw.releaseNodeLists()
        XCTAssertEqual(raw.ways.map(\.nodes), [[], [1, 2], [2, 3], [3, 4], []])
        XCTAssertEqual(raw.ways.map(\.forwardKmh), Array(repeating: 30, count: 5))
    }

    func test_graphBuilder_callerKeepsItsNetwork_itsNodeListsStay() throws {
        let raw = try OSMReader.read(OSMSource(path: Fixtures.helsinki), profile: .car)
        let lists = raw.ways.map(\.nodes)
        let built = GraphBuilder.build(raw, profile: .car)
        XCTAssertGreaterThan(built.road.segmentCount, 0)
        XCTAssertEqual(raw.ways.map(\.nodes), lists)
    }

    func test_build_helsinki_kindsMadeBeforeTheContractionAreThoseOfTheBuiltGraphs() throws {
        let raw = try OSMReader.read(OSMSource(path: Fixtures.helsinki), profile: .car)
        let startable = GraphBuilder.build(raw, profile: .car).startable
        let network = RoadNetwork.build(raw, profile: .car)
        var kinds = MainComponent.segments(of: network.road, turns: network.turns)
        for s in kinds.indices where !startable[s] { kinds[s] = MainComponent.Kind.noStart.rawValue }
        XCTAssertEqual(network.grid.kinds.array, kinds)
        XCTAssertTrue(kinds.contains(MainComponent.Kind.main.rawValue))
    }

    private func storage(_ s: String) -> UnsafeRawPointer? {
        s.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
    }

    func test_packed_places_sameValuesLongStringsCopiedRepeatsShared() {
        let long = "Mannerheimintie pohjoinen", category = "highway=residential_long"
        let places = [Place(kind: .street, name: long, category: category, lat: 60.1, lon: 24.9, altNames: ["Mannerheimvägen norra"],
                            altNameKeys: ["name:sv"]),
                      Place(kind: .address, name: long + " 5", street: long, lat: 60.2, lon: 24.8),
                      Place(kind: .address, name: long + " 7", street: long, lat: 60.3, lon: 24.7),
                      Place(kind: .poi, name: "Kahvila", category: category, lat: 60.4, lon: 24.6)]
        let packed = OSMPlaceReader.packed(places)
        XCTAssertEqual(packed, places)
        XCTAssertNotEqual(storage(packed[0].name), storage(places[0].name))
        XCTAssertNotEqual(storage(packed[0].altNames[0]), storage(places[0].altNames[0]))
        XCTAssertEqual(storage(packed[1].street ?? ""), storage(packed[2].street ?? ""))
        XCTAssertEqual(storage(packed[0].category ?? ""), storage(packed[3].category ?? ""))
        XCTAssertEqual(OSMPlaceReader.fresh("short"), "short")
        XCTAssertEqual(OSMPlaceReader.packed([]), [])
    }
}
