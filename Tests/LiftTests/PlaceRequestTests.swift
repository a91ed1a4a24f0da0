import CLift
import XCTest

/// kind "place" through the C contract: names come with the road_network import.
final class PlaceRequestTests: XCTestCase {
    /// The square with a named street, an address, a café and a suburb.
    static func namedSquare() throws -> String {
        var f = OSMFixture.square()
        f.node(5, 60.0005, 24.001, tags: ["amenity": "cafe", "name": "Café Töölö"])
        f.node(6, 60.0009, 24.0005, tags: ["place": "suburb", "name": "Etu-Töölö"])
        f.node(7, 60.0002, 24.0002, tags: ["addr:street": "Runeberginkatu", "addr:housenumber": "12"])
        f.way(10, [1, 2], tags: ["highway": "residential", "name": "Runeberginkatu"])
        f.way(11, [2, 3, 4, 1], tags: ["highway": "residential", "name": "Töölönkatu"])
        return try f.write()
    }

    private func search(_ c: LiftClient, _ query: String, _ extra: [String: Any] = [:]) -> LiftClient.Reply {
        c.load(["kind": "place", "query": query].merging(extra) { $1 })
    }

    private func items(_ r: LiftClient.Reply) -> [[String: Any]] { r.json["items"] as? [[String: Any]] ?? [] }
    private func names(_ r: LiftClient.Reply) -> [String] { items(r).compactMap { $0["name"] as? String } }

    func test_place_afterImport_findsStreetsAddressesPOIsAndPlacesWithoutDiacritics() throws {
        let c = try LiftClient()
        XCTAssertEqual(c.save(["kind": "road_network", "road_network": ["path": try Self.namedSquare()]]).status, LIFT_OK)
        let toolo = search(c, "toolo")
        XCTAssertEqual(toolo.status, LIFT_OK)
        XCTAssertEqual(names(toolo), ["Etu-Töölö", "Café Töölö", "Töölönkatu"])   // exact first (place > poi), then prefix
        XCTAssertEqual(items(toolo).first?["kind"] as? String, "place")
        XCTAssertEqual(items(toolo).first?["match"] as? String, "exact")
        let address = items(search(c, "runebergink 12"))
        XCTAssertEqual(address.first?["name"] as? String, "Runeberginkatu 12")
        XCTAssertEqual(address.first?["kind"] as? String, "address")
        XCTAssertEqual(address.first?["street"] as? String, "Runeberginkatu")
        XCTAssertEqual(try XCTUnwrap(address.first?["lat"] as? Double), 60.0002, accuracy: 1e-9)
        let street = items(search(c, "runeberginkatu"))
        XCTAssertEqual(street.first?["kind"] as? String, "street")
        XCTAssertEqual(street.first?["category"] as? String, "residential")
    }

    func test_place_typoAndFocus_findsTheStreetAndReportsTheDistance() throws {
        let c = try LiftClient()
        XCTAssertEqual(c.save(["kind": "road_network", "road_network": ["path": try Self.namedSquare()]]).status, LIFT_OK)
        let r = search(c, "runebregin", ["focus": ["lat": 60.0, "lon": 24.001], "limit": 1])
        XCTAssertEqual(names(r), ["Runeberginkatu"])
        XCTAssertEqual(items(r).first?["match"] as? String, "fuzzy")
        XCTAssertNotNil(items(r).first?["distance"] as? Double)
    }

    func test_place_noMatch_isAnEmptyList() throws {
        let c = try LiftClient()
        XCTAssertEqual(c.save(["kind": "road_network", "road_network": ["path": try Self.namedSquare()]]).status, LIFT_OK)
        let r = search(c, "xyzzy")
        XCTAssertEqual(r.status, LIFT_OK)
        XCTAssertEqual((r.json["items"] as? [Any])?.count, 0)
    }

    func test_place_noNetworkImported_isUnavailableNoRoadNetwork() throws {
        let c = try LiftClient()
        let r = search(c, "toolo")
        XCTAssertEqual(r.status, LIFT_E_UNAVAILABLE)
        XCTAssertEqual(r.code, "no_road_network")
        XCTAssertEqual(search(c, "toolo", ["profile": "foot"]).details?["profile"] as? String, "foot")
    }

    func test_place_networkRemovedOrReimported_followsTheNetwork() throws {
        let c = try LiftClient()
        XCTAssertEqual(c.save(["kind": "road_network", "road_network": ["path": try Self.namedSquare()]]).status, LIFT_OK)
        XCTAssertEqual(names(search(c, "runeberg")).count, 2)
        var other = OSMFixture.square()
        other.way(10, [1, 2, 3], tags: ["highway": "residential", "name": "Fredrikinkatu"])
        XCTAssertEqual(c.save(["kind": "road_network", "road_network": ["path": try other.write()]]).status, LIFT_OK)
        XCTAssertEqual(names(search(c, "runeberg")), [])
        XCTAssertEqual(names(search(c, "fredrik")), ["Fredrikinkatu"])
        XCTAssertEqual(c.remove(["kind": "road_network", "profile": "car"]).status, LIFT_OK)
        XCTAssertEqual(search(c, "fredrik").code, "no_road_network")
    }

    func test_place_profileWithoutNetwork_searchesOnlyThatProfile() throws {
        let c = try LiftClient()
        XCTAssertEqual(c.save(["kind": "road_network", "road_network": ["path": try Self.namedSquare(), "profile": "foot"]]).status, LIFT_OK)
        XCTAssertEqual(names(search(c, "toolonkatu")), ["Töölönkatu"])            // no profile: the first imported
        XCTAssertEqual(search(c, "toolonkatu", ["profile": "car"]).code, "no_road_network")
    }

    func test_place_waysAndTags_buildingsAtTheirCentreAndOnlyNamedThingsThatArePlaces() throws {
        var f = OSMFixture.square()
        f.way(10, [1, 2, 3, 4, 1], tags: ["highway": "residential"])                               // no name: routable only
        f.way(11, [1, 2, 3, 4, 1], tags: ["building": "yes", "addr:street": "Fabianinkatu", "addr:housenumber": "9"])
        f.way(12, [1, 2, 3, 4, 1], tags: ["leisure": "park", "name": "Vanha kirkkopuisto"])
        f.way(13, [1, 2], tags: ["railway": "rail", "name": "Rantarata"])                         // track, not a station
        f.node(5, 60.0005, 24.001, tags: ["railway": "station", "name": "Rautatieasema"])
        f.node(6, 60.0005, 24.001, tags: ["name": "Nameless bench"])                              // a name alone is not a POI
        let c = try LiftClient()
        XCTAssertEqual(c.save(["kind": "road_network", "road_network": ["path": try f.write()]]).status, LIFT_OK)
        let address = try XCTUnwrap(items(search(c, "fabianinkatu 9")).first)
        XCTAssertEqual(try XCTUnwrap(address["lat"] as? Double), 60.0005, accuracy: 1e-9)   // the mean of the ring's 4 nodes
        XCTAssertEqual(try XCTUnwrap(address["lon"] as? Double), 24.001, accuracy: 1e-9)
        XCTAssertEqual(items(search(c, "vanha kirk")).first?["category"] as? String, "leisure=park")
        XCTAssertEqual(items(search(c, "rautatie")).first?["category"] as? String, "railway=station")
        XCTAssertEqual(names(search(c, "rantarata")), [])
        XCTAssertEqual(names(search(c, "nameless")), [])
    }

    func test_place_swedishAndAltNames_findTheSamePlaceAndSayWhichNameMatched() throws {
        var f = OSMFixture.square()
        f.way(10, [1, 2], tags: ["highway": "primary", "name": "Mannerheimintie", "name:fi": "Mannerheimintie",
                                 "name:sv": "Mannerheimvägen"])
        f.way(11, [2, 3], tags: ["highway": "primary", "name": "Mannerheimintie", "name:sv": "Mannerheimvägen"])
        f.node(5, 60.0005, 24.001, tags: ["tourism": "museum", "name": "Kansallismuseo", "name:sv": "Nationalmuseum",
                                          "alt_name": "Suomen kansallismuseo;Museo", "old_name": "Suomen Museo"])
        f.node(6, 60.0009, 24.0005, tags: ["place": "suburb", "name": "Kluuvi", "name:sv": "Gloet"])
        f.node(7, 60.0002, 24.0002, tags: ["addr:street": "Mannerheimintie", "addr:housenumber": "3"])
        let c = try LiftClient()
        XCTAssertEqual(c.save(["kind": "road_network", "road_network": ["path": try f.write()]]).status, LIFT_OK)
        let street = items(search(c, "mannerheimvagen"))
        XCTAssertEqual(street.map { $0["name"] as? String }, ["Mannerheimintie", "Mannerheimintie 3"])   // one street, then its address
        XCTAssertEqual(street.first?["matched_name"] as? String, "Mannerheimvägen")
        XCTAssertNil(items(search(c, "mannerheimintie")).first?["matched_name"])     // name:fi equal to name adds nothing
        let address = items(search(c, "mannerheimvagen 3"))
        XCTAssertEqual(address.first?["name"] as? String, "Mannerheimintie 3")
        XCTAssertEqual(address.first?["matched_name"] as? String, "Mannerheimvägen 3")
        for (query, matched) in [("nationalmus", "Nationalmuseum"), ("suomen kansallis", "Suomen kansallismuseo"),
                                 ("museo", "Museo"), ("kansallism", nil), ("suomen museo", "Suomen Museo")] as [(String, String?)] {
            let museum = items(search(c, query))
            XCTAssertEqual(museum.map { $0["name"] as? String }, ["Kansallismuseo"], query)
            XCTAssertEqual(museum.first?["matched_name"] as? String, matched, query)
        }
        XCTAssertEqual(items(search(c, "gloet")).first?["name"] as? String, "Kluuvi")
    }

    func test_place_offset_answersTheTailOfASearchForOffsetPlusLimit() throws {
        let c = try LiftClient()
        XCTAssertEqual(c.save(["kind": "road_network", "road_network": ["path": try Self.namedSquare()]]).status, LIFT_OK)
        let all = names(search(c, "toolo"))
        XCTAssertEqual(all.count, 3)
        XCTAssertEqual(names(search(c, "toolo", ["limit": 1, "offset": 1])), [all[1]])
        XCTAssertEqual(names(search(c, "toolo", ["limit": 2, "offset": 2])), [all[2]])
        XCTAssertEqual(names(search(c, "toolo", ["offset": 3])), [])
    }

    func test_place_nameInAnyLanguage_findsThePlaceSayingWhichNameMatched() throws {
        var f = OSMFixture.square()
        f.way(10, [1, 2], tags: ["highway": "primary", "name": "Kaivokatu"])
        f.node(5, 60.0005, 24.001, tags: ["railway": "station", "name": "Helsingin päärautatieasema", "name:sv": "Helsingfors centralstation",
                                          "name:en": "Helsinki Central railway station", "name:ru": "Хельсинки-Центральный"])
        let c = try LiftClient()
        XCTAssertEqual(c.save(["kind": "road_network", "road_network": ["path": try f.write()]]).status, LIFT_OK)
        for (query, matched, language) in [("central railway", "Helsinki Central railway station", "en"),
                                           ("хельсинки", "Хельсинки-Центральный", "ru"),
                                           ("centralstation", "Helsingfors centralstation", "sv")] {
            let hits = items(search(c, query))
            XCTAssertEqual(hits.map { $0["name"] as? String }, ["Helsingin päärautatieasema"], query)
            XCTAssertEqual(hits.first?["matched_name"] as? String, matched, query)
            XCTAssertEqual(hits.first?["matched_key"] as? String, "name:\(language)", query)
            XCTAssertEqual(hits.first?["matched_language"] as? String, language, query)
        }
        let own = items(search(c, "paarautatieasema")).first
        XCTAssertNil(own?["matched_key"])
        XCTAssertNil(own?["matched_language"])
    }

    func test_place_altAndOldNames_sayTheirKeyAndNoLanguage() throws {
        var f = OSMFixture.square()
        f.way(10, [1, 2], tags: ["highway": "primary", "name": "Mannerheimintie", "name:sv": "Mannerheimvägen"])
        f.node(5, 60.0005, 24.001, tags: ["tourism": "museum", "name": "Kansallismuseo", "alt_name": "Museo", "old_name": "Suomen Museo"])
        f.node(7, 60.0002, 24.0002, tags: ["addr:street": "Mannerheimintie", "addr:housenumber": "3"])
        let c = try LiftClient()
        XCTAssertEqual(c.save(["kind": "road_network", "road_network": ["path": try f.write()]]).status, LIFT_OK)
        for (query, key) in [("museo", "alt_name"), ("suomen museo", "old_name")] {
            let hit = items(search(c, query)).first
            XCTAssertEqual(hit?["matched_key"] as? String, key, query)
            XCTAssertNil(hit?["matched_language"], query)
        }
        // An address answers to its street's other names, with their keys.
        let address = items(search(c, "mannerheimvagen 3")).first
        XCTAssertEqual(address?["matched_name"] as? String, "Mannerheimvägen 3")
        XCTAssertEqual(address?["matched_language"] as? String, "sv")
    }

    func test_place_namedRelations_foundOnceAtTheirMembersMean() throws {
        var f = OSMFixture.square()
        f.way(10, [1, 2], tags: ["highway": "primary", "name": "Kaivokatu"])
        f.way(20, [1, 2, 3], tags: [:])
        f.way(21, [3, 4, 1], tags: [:])
        f.area(30, outer: [20, 21], tags: ["type": "boundary", "boundary": "administrative", "admin_level": "10", "name": "Kamppi",
                                           "name:sv": "Kampen"])
        f.area(31, outer: [20, 21], tags: ["type": "multipolygon", "place": "suburb", "name": "Kluuvi"])
        f.node(6, 60.0009, 24.0005, tags: ["place": "suburb", "name": "Kluuvi"])
        f.area(32, outer: [20], tags: ["type": "route", "name": "Bus 14"])
        let c = try LiftClient()
        XCTAssertEqual(c.save(["kind": "road_network", "road_network": ["path": try f.write()]]).status, LIFT_OK)
        let kamppi = items(search(c, "kampen"))
        XCTAssertEqual(kamppi.map { $0["name"] as? String }, ["Kamppi"])
        XCTAssertEqual(kamppi.first?["kind"] as? String, "place")
        // The mean of the member ways' nodes: 1, 2, 3 and 3, 4, 1.
        XCTAssertEqual(try XCTUnwrap(kamppi.first?["lat"] as? Double), 60.0005, accuracy: 0.00001)
        XCTAssertEqual(items(search(c, "kluuvi")).count, 1)   // the node's, not again the relation's
        XCTAssertEqual(items(search(c, "bus 14")).count, 0)   // only areas and boundaries
    }

    func test_place_badRequests_nameTheField() throws {
        let c = try LiftClient()
        XCTAssertEqual(c.save(["kind": "road_network", "road_network": ["path": try Self.namedSquare()]]).status, LIFT_OK)
        let cases: [([String: Any], String)] = [
            (["kind": "place"], "query"),
            (["kind": "place", "query": 5], "query"),
            (["kind": "place", "query": String(repeating: "a", count: 201)], "query"),
            (["kind": "place", "query": "a", "limit": 0], "limit"),
            (["kind": "place", "query": "a", "limit": 101], "limit"),
            (["kind": "place", "query": "a", "offset": -1], "offset"),
            (["kind": "place", "query": "a", "offset": 1001], "offset"),
            (["kind": "place", "query": "a", "focus": ["lat": 91, "lon": 0]], "focus.lat"),
            (["kind": "place", "query": "a", "focus": ["lat": 60]], "focus.lon"),
            (["kind": "place", "query": "a", "focus": ["lat": 60, "lon": 24, "alt": 3]], "focus.alt"),
            (["kind": "place", "query": "a", "profile": "boat"], "profile"),
            (["kind": "place", "query": "a", "qurey": "b"], "qurey"),
        ]
        for (request, path) in cases {
            let r = c.load(request)
            XCTAssertEqual(r.status, LIFT_E_INVALID_REQUEST, "\(request)")
            XCTAssertEqual(r.details?["path"] as? String, path, "\(request)")
        }
        XCTAssertEqual(c.save(["kind": "place", "place": ["name": "x"]]).code, "unsupported_verb")
    }

    func test_place_helsinki_findsStreetsWithoutDiacriticsAndWithATypo() throws {
        let c = try LiftClient()
        XCTAssertEqual(c.save(["kind": "road_network", "road_network": ["path": OSMFixture.helsinki]]).status, LIFT_OK)
        XCTAssertEqual(names(search(c, "mannerheimintie", ["limit": 1])), ["Mannerheimintie"])
        XCTAssertEqual(names(search(c, "manerheimintie", ["limit": 1])), ["Mannerheimintie"])
        XCTAssertTrue(names(search(c, "toolo")).contains { $0.hasPrefix("Töölö") }, "\(names(search(c, "toolo")))")
    }
}
