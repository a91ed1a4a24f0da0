import LiftCore
import XCTest

final class PlaceIndexTests: XCTestCase {
    private func names(_ hits: [PlaceIndex.Hit]) -> [String] { hits.map(\.place.name) }

    private let helsinki: [Place] = [
        Place(kind: .place, name: "Töölö", category: "suburb", lat: 60.18, lon: 24.92),
        Place(kind: .street, name: "Töölönkatu", category: "residential", lat: 60.181, lon: 24.925),
        Place(kind: .street, name: "Mannerheimintie", category: "primary", lat: 60.17, lon: 24.94),
        Place(kind: .address, name: "Mannerheimintie 5", street: "Mannerheimintie", lat: 60.168, lon: 24.941),
        Place(kind: .poi, name: "Café Mannerheim", category: "amenity=cafe", lat: 60.171, lon: 24.939),
        Place(kind: .street, name: "Kalevankatu", category: "residential", lat: 60.166, lon: 24.935),
        Place(kind: .street, name: "Große Straße", category: "residential", lat: 60.10, lon: 24.90),
    ]

    func test_textFold_latinDiacriticsAndCase_foldToBaseLetters() {
        XCTAssertEqual(TextFold.tokens("Töölö"), ["toolo"])
        XCTAssertEqual(TextFold.tokens("Große Straße"), ["grosse", "strasse"])
        XCTAssertEqual(TextFold.tokens("Åbo-ÉCOLE, Ærø 12b"), ["abo", "ecole", "aero", "12b"])
        XCTAssertEqual(TextFold.tokens("  ,. "), [])
    }

    func test_search_missingDiacritics_findsTheAccentedName() {
        let index = PlaceIndex(helsinki)
        XCTAssertEqual(names(index.search("Toolo", limit: 10)), ["Töölö", "Töölönkatu"])
        XCTAssertEqual(names(index.search("grosse str", limit: 10)), ["Große Straße"])
    }

    func test_search_exactBeforePrefix_evenForLessImportantKinds() {
        let index = PlaceIndex(helsinki)
        let hits = index.search("toolo", limit: 10)
        XCTAssertEqual(hits.map(\.match), [.exact, .prefix])
    }

    func test_search_samePrefixMatch_ranksByKindImportance() {
        let index = PlaceIndex(helsinki)
        // street > poi > address, all prefix matches of "manne"
        XCTAssertEqual(names(index.search("manne", limit: 10)), ["Mannerheimintie", "Café Mannerheim", "Mannerheimintie 5"])
    }

    func test_search_everyTokenMustMatchAPrefix_otherwiseNoResult() {
        let index = PlaceIndex(helsinki)
        XCTAssertEqual(names(index.search("mannerheimintie 5", limit: 10)), ["Mannerheimintie 5"])
        XCTAssertEqual(names(index.search("cafe manner", limit: 10)), ["Café Mannerheim"])
        XCTAssertEqual(names(index.search("mannerheimintie 7", limit: 10)), [])
    }

    func test_search_oneTypoInALongToken_isToleratedAndRankedLast() {
        let index = PlaceIndex(helsinki)
        let substitution = index.search("kalevenkatu", limit: 10)
        XCTAssertEqual(names(substitution), ["Kalevankatu"])
        XCTAssertEqual(substitution.first?.match, .fuzzy)
        XCTAssertEqual(names(index.search("manerheim", limit: 10)).first, "Mannerheimintie")   // deletion
        XCTAssertEqual(names(index.search("kalveankatu", limit: 10)), ["Kalevankatu"])       // swapped neighbours
        XCTAssertEqual(names(index.search("kaleevankatu", limit: 10)), ["Kalevankatu"])      // insertion
    }

    func test_search_typoInTheFirstLetterOfALongToken_isToleratedAndRankedLast() {
        let index = PlaceIndex(helsinki + [Place(kind: .poi, name: "Oodi", category: "amenity=library", lat: 60.17, lon: 24.94)])
        XCTAssertEqual(names(index.search("nannerheimintie", limit: 10)), ["Mannerheimintie", "Mannerheimintie 5"])   // wrong first letter
        XCTAssertEqual(names(index.search("annerheim", limit: 10)), ["Mannerheimintie", "Café Mannerheim", "Mannerheimintie 5"])   // left out
        XCTAssertEqual(names(index.search("kmalevankatu", limit: 10)), ["Kalevankatu"])          // extra letter before
        XCTAssertEqual(names(index.search("aklevankatu", limit: 10)), ["Kalevankatu"])           // first two swapped
        XCTAssertEqual(index.search("jalevankatu", limit: 10).first?.match, .fuzzy)
        XCTAssertEqual(names(index.search("poolo", limit: 10)), ["Töölö", "Töölönkatu"])        // 5 letters: tolerated
        XCTAssertEqual(names(index.search("pooli", limit: 10)), [])                            // two typos
        XCTAssertEqual(names(index.search("iodi", limit: 10)), [])                             // 4 letters: first letter must be right
    }

    func test_search_typoInAShortTokenOrTwoTypos_findsNothing() {
        let index = PlaceIndex(helsinki)
        XCTAssertEqual(names(index.search("tpo", limit: 10)), [])
        XCTAssertEqual(names(index.search("kalavenkato", limit: 10)), [])
    }

    func test_search_noMatchOrEmptyQuery_returnsEmpty() {
        let index = PlaceIndex(helsinki)
        XCTAssertEqual(names(index.search("zzzz", limit: 10)), [])
        XCTAssertEqual(names(index.search("  ", limit: 10)), [])
        XCTAssertEqual(names(PlaceIndex([]).search("toolo", limit: 10)), [])
    }

    func test_search_focus_ranksEqualMatchesByDistanceAndReportsIt() {
        let places = [Place(kind: .poi, name: "Alepa", lat: 60.20, lon: 24.90), Place(kind: .poi, name: "Alepa", lat: 60.17, lon: 24.94)]
        let index = PlaceIndex(places)
        let near = index.search("alepa", focus: GeoPoint(lat: 60.1701, lon: 24.9401), limit: 10)
        XCTAssertEqual(near.map(\.place.lat), [60.17, 60.20])
        XCTAssertEqual(try XCTUnwrap(near.first?.distance), 13, accuracy: 5)
        XCTAssertNil(index.search("alepa", limit: 10).first?.distance)
    }

    func test_search_limit_keepsTheBestOnes() {
        let index = PlaceIndex(helsinki)
        XCTAssertEqual(names(index.search("manne", limit: 1)), ["Mannerheimintie"])
    }

    func test_search_placesMatchingUnderSeveralNames_everyLimitIsTheStartOfALargerOne() {
        // Equal matches rank shorter names first: a place whose other name is shorter than its own
        // must rank by that name whatever the limit, or pages (offset) repeat or skip it.
        let index = PlaceIndex([
            Place(kind: .poi, name: "Museum of Modern Art Kiasma", lat: 60.171, lon: 24.936, altNames: ["Museum Kiasma"]),
            Place(kind: .poi, name: "Museum Sinebrychoff", lat: 60.160, lon: 24.934),
            Place(kind: .poi, name: "Museum Amos Rex Gallery", lat: 60.170, lon: 24.937, altNames: ["Museum Rex"]),
            Place(kind: .poi, name: "Museum of Finnish Architecture", lat: 60.163, lon: 24.946),
        ])
        let all = index.search("museum", limit: 10)
        XCTAssertEqual(all.count, 4)
        XCTAssertEqual(all.map(\.matchedName), ["Museum Rex", "Museum Kiasma", nil, nil])
        for k in 1...4 {
            XCTAssertEqual(names(index.search("museum", limit: k)), Array(names(all).prefix(k)), "limit \(k)")
        }
    }

    func test_search_otherName_findsThePlaceOnceAndSaysWhichNameMatched() {
        let index = PlaceIndex([
            Place(kind: .street, name: "Mannerheimintie", lat: 60.17, lon: 24.94, altNames: ["Mannerheimvägen"]),
            Place(kind: .poi, name: "Kansallismuseo", lat: 60.175, lon: 24.931, altNames: ["Nationalmuseet", "Kansallismuseo Museum"]),
        ])
        let swedish = index.search("mannerheimvagen", limit: 10)
        XCTAssertEqual(names(swedish), ["Mannerheimintie"])
        XCTAssertEqual(swedish.first?.matchedName, "Mannerheimvägen")
        XCTAssertEqual(swedish.first?.match, .exact)
        let both = index.search("mannerheim", limit: 10)   // both names match: listed once, by its own name
        XCTAssertEqual(names(both), ["Mannerheimintie"])
        XCTAssertNil(both.first?.matchedName)
        XCTAssertEqual(names(index.search("kansallismuseo", limit: 10)), ["Kansallismuseo"])   // exact on the name beats the alt
        XCTAssertNil(index.search("kansallismuseo", limit: 10).first?.matchedName)
        XCTAssertEqual(index.search("natonalmus", limit: 10).first?.matchedName, "Nationalmuseet")   // typo in an other name
        XCTAssertEqual(names(index.search("mannerheimintie nationalmuseet", limit: 10)), [])   // tokens of one name only
    }

    func test_collector_otherNames_mergeAcrossPiecesAndReachTheStreetsAddresses() {
        var c = PlaceCollector()
        c.addStreet(name: "Mannerheimintie", category: "primary", lat: 60.170, lon: 24.940, length: 100, altNames: ["Mannerheimvägen"])
        c.addStreet(name: "Mannerheimintie", category: "primary", lat: 60.171, lon: 24.940, length: 100,
                    altNames: ["Mannerheimvägen", " mannerheimintie ", "Turuntie"])
        c.addAddress(street: "Mannerheimintie", number: "5", lat: 60.170, lon: 24.941)
        c.add(.poi, name: "Ateneum", category: "tourism=museum", lat: 60.17, lon: 24.944, altNames: ["", "Ateneum"])
        let places = c.finish()
        XCTAssertEqual(places.map(\.altNames), [["Mannerheimvägen", "Turuntie"], ["Mannerheimvägen 5", "Turuntie 5"], []])
    }

    func test_collector_streetPiecesOfOneNameNearby_mergeButFarOnesStayApart() {
        var c = PlaceCollector()
        c.addStreet(name: "Koulukatu", category: "residential", lat: 60.170, lon: 24.940, length: 100)
        c.addStreet(name: "koulukatu ", category: "tertiary", lat: 60.172, lon: 24.940, length: 300)
        c.addStreet(name: "Koulukatu", category: "residential", lat: 61.000, lon: 25.000, length: 50)
        c.addAddress(street: "Koulukatu", number: "3 A", lat: 60.171, lon: 24.941)
        c.add(.poi, name: "  ", category: "amenity=cafe", lat: 60, lon: 24)
        let places = c.finish()
        XCTAssertEqual(places.filter { $0.kind == .street }.count, 2)
        XCTAssertEqual(places.first?.category, "tertiary")          // the longest piece's class
        XCTAssertEqual(places.first?.lat, 60.172)                   // the midpoint nearest the weighted centre
        XCTAssertEqual(places.last, Place(kind: .address, name: "Koulukatu 3 A", street: "Koulukatu", lat: 60.171, lon: 24.941))
        XCTAssertEqual(places.count, 3)
    }

    func test_collector_sameAddressTwiceNearby_isKeptOnceButFarApartTwice() {
        var c = PlaceCollector()
        c.addAddress(street: "Koulukatu", number: "3", lat: 60.1700, lon: 24.9400)
        c.addAddress(street: "koulukatu", number: "3", lat: 60.1702, lon: 24.9401)     // the building, ~25 m away
        c.addAddress(street: "Koulukatu", number: "3", lat: 60.2000, lon: 24.9400)     // another town's
        c.add(.poi, name: "Koulukatu 3", category: "shop=kiosk", lat: 60.1700, lon: 24.9400)   // another kind
        XCTAssertEqual(c.finish().map(\.lat), [60.1700, 60.2000, 60.1700])
    }
}
