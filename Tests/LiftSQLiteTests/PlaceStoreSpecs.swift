import LiftCore
import LiftSQLite
import XCTest

final class PlaceStoreSpecs: XCTestCase {
    private let places = [
        Place(kind: .street, name: "Töölönkatu", category: "residential", lat: 60.18, lon: 24.92,
              altNames: ["Tölögatan", "Old Töölö Road"]),
        Place(kind: .address, name: "Töölönkatu 3", street: "Töölönkatu", lat: 60.181, lon: 24.921),
        Place(kind: .poi, name: "Café", category: "amenity=cafe", lat: 60.2, lon: 24.9),
    ]

    func test_retrieve_emptyStoreTwice_deliversEmpty() throws {
        let sut = SQLitePlaceStore(database: try makeTemporaryDatabase(), owner: "local")
        XCTAssertEqual(try sut.readPlaces(profile: "car"), [])
        XCTAssertEqual(try sut.readPlaces(profile: "car"), [])
    }

    func test_replace_twice_keepsOnlyTheLastSetInOrderPerProfile() throws {
        let sut = SQLitePlaceStore(database: try makeTemporaryDatabase(), owner: "local")
        try sut.replacePlaces(profile: "car", places)
        XCTAssertEqual(try sut.readPlaces(profile: "car"), places)
        XCTAssertEqual(try sut.readPlaces(profile: "car"), places)
        try sut.replacePlaces(profile: "car", Array(places.prefix(1)))
        try sut.replacePlaces(profile: "foot", places)
        XCTAssertEqual(try sut.readPlaces(profile: "car"), Array(places.prefix(1)))
        XCTAssertEqual(try sut.readPlaces(profile: "foot"), places)
    }

    func test_replace_otherNamesWithTheirKeys_readBackInStep() throws {
        let sut = SQLitePlaceStore(database: try makeTemporaryDatabase(), owner: "local")
        let keyed = [Place(kind: .poi, name: "Asema", lat: 60.17, lon: 24.94, altNames: ["Station", "Stationen", "Old"],
                           altNameKeys: ["name:en", "name:sv", ""])]
        try sut.replacePlaces(profile: "car", keyed)
        XCTAssertEqual(try sut.readPlaces(profile: "car"), keyed)
        XCTAssertEqual(try sut.readPlaces(profile: "car").first?.altNameKeys, ["name:en", "name:sv", ""])
    }

    func test_delete_removesOneProfileAndCountsRows() throws {
        let sut = SQLitePlaceStore(database: try makeTemporaryDatabase(), owner: "local")
        try sut.replacePlaces(profile: "car", places)
        try sut.replacePlaces(profile: "bike", places)
        XCTAssertEqual(try sut.deletePlaces(profile: "car"), 3)
        XCTAssertEqual(try sut.deletePlaces(profile: "car"), 0)
        XCTAssertEqual(try sut.readPlaces(profile: "bike"), places)
    }

    func test_otherOwner_seesNothingAndDeletesNothing() throws {
        let db = try makeTemporaryDatabase()
        let ann = SQLitePlaceStore(database: db, owner: "ann"), bob = SQLitePlaceStore(database: db, owner: "bob")
        try ann.replacePlaces(profile: "car", places)
        XCTAssertEqual(try bob.readPlaces(profile: "car"), [])
        XCTAssertEqual(try bob.deletePlaces(profile: "car"), 0)
        try bob.replacePlaces(profile: "car", [])
        XCTAssertEqual(try ann.readPlaces(profile: "car"), places)
    }
}
