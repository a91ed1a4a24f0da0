import XCTest
@testable import LiftCore

/// The place pass's buckets: whatever the points, the candidates hold every point within the gap,
/// so the collector's answers are those of comparing every pair (the reference below).
final class NearbyPointsTests: XCTestCase {
    typealias Piece = PlaceCollector.Piece

    func test_nearbyPoints_randomPointsAroundAQuery_candidatesHoldEveryPointWithinTheGap() {
        var rng = SystemRandomNumberGenerator()
        for centre in [(60.17, 24.94), (-33.9, 151.2), (0, 179.99), (88.99, 10), (89.5, -20)] {
            var grid = NearbyPoints(gap: 1000)
            var points = [(Double, Double)]()
            for i in 0..<400 {
                let p = (centre.0 + Double.random(in: -0.03...0.03, using: &rng), centre.1 + Double.random(in: -0.06...0.06, using: &rng))
                points.append(p)
                grid.insert(i, lat: p.0, lon: p.1)
            }
            for _ in 0..<200 {
                let q = (centre.0 + Double.random(in: -0.03...0.03, using: &rng), centre.1 + Double.random(in: -0.06...0.06, using: &rng))
                var candidates = Set<Int>()
                grid.forEachCandidate(lat: q.0, lon: q.1) { XCTAssertTrue(candidates.insert($0).inserted, "a candidate twice") }
                for (i, p) in points.enumerated() where PlaceDistance.metres(p.0, p.1, q.0, q.1) <= 1000 {
                    XCTAssertTrue(candidates.contains(i), "missed \(p) near \(q)")
                }
            }
        }
    }

    func test_nearbyPoints_pointsNoCellHolds_areAlwaysCandidatesAndNeverTrap() {
        var grid = NearbyPoints(gap: 1000)
        let odd: [(Double, Double)] = [(.nan, 24), (60, .infinity), (1e300, 1e300), (90, 0), (-95, 400)]
        for (i, p) in odd.enumerated() { grid.insert(i, lat: p.0, lon: p.1) }
        for i in 0..<40 { grid.insert(odd.count + i, lat: 60 + Double(i), lon: 24) }
        var seen = Set<Int>()
        grid.forEachCandidate(lat: 60, lon: 24) { seen.insert($0) }
        XCTAssertTrue(Set(0..<odd.count).isSubset(of: seen))
        XCTAssertTrue(seen.contains(odd.count))
        var all = 0
        grid.forEachCandidate(lat: .nan, lon: 0) { _ in all += 1 }
        XCTAssertEqual(all, odd.count + 40)
    }

    func test_collectorClusters_randomStreetsAcrossTiles_sameClustersAndOrderAsComparingEveryPair() {
        var rng = SystemRandomNumberGenerator()
        for count in [0, 1, 2, 5, 17, 60, 400] {
            let pieces = (0..<count).map { _ in
                Piece(lat: 60.1 + Double.random(in: 0...0.08, using: &rng), lon: 24.9 + Double.random(in: 0...0.15, using: &rng),
                      length: Double(Int.random(in: 0...300, using: &rng)), category: nil)
            }
            XCTAssertEqual(PlaceCollector.clusters(pieces).map { $0.map(\.lat) }, Self.everyPairClusters(pieces).map { $0.map(\.lat) },
                           "\(count) pieces")
        }
    }

    func test_collectorDistinct_repeatedAddressesNearAndFar_sameAsComparingEveryPair() {
        var rng = SystemRandomNumberGenerator()
        var places = [Place]()
        for i in 0..<600 {
            let name = "Koulukatu \(i % 7)"
            places.append(Place(kind: i % 5 == 0 ? .poi : .address, name: name, street: "Koulukatu",
                                lat: 60.17 + Double.random(in: 0...0.01, using: &rng), lon: 24.94 + Double.random(in: 0...0.02, using: &rng),
                                altNames: i % 3 == 0 ? ["Skolgatan \(i)"] : []))
        }
        XCTAssertEqual(PlaceCollector.distinct(places), Self.everyPairDistinct(places))
    }

    /// The collector before buckets: every piece against every cluster, the list rebuilt per piece.
    static func everyPairClusters(_ pieces: [Piece]) -> [[Piece]] {
        var clusters = [[Piece]]()
        for p in pieces {
            var merged = [p]
            var kept = [[Piece]]()
            for c in clusters {
                if c.contains(where: { PlaceDistance.within($0.lat, $0.lon, p.lat, p.lon, PlaceCollector.streetGap) }) { merged += c } else { kept.append(c) }
            }
            clusters = kept + [merged]
        }
        return clusters
    }

    static func everyPairDistinct(_ places: [Place]) -> [Place] {
        var kept = [Place]()
        for p in places {
            let near = kept.indices.first { i in
                kept[i].kind == p.kind && NameKey.of(kept[i].name) == NameKey.of(p.name)
                    && PlaceDistance.metres(kept[i].lat, kept[i].lon, p.lat, p.lon) <= PlaceCollector.duplicateGap
            }
            if let i = near {
                let other = PlaceCollector.merged(PlaceCollector.OtherNames(names: kept[i].altNames, keys: kept[i].altNameKeys),
                                                  p.altNames, keys: p.altNameKeys, primary: kept[i].name)
                kept[i].altNames = other.names
                kept[i].altNameKeys = other.keys
            } else {
                kept.append(p)
            }
        }
        return kept
    }
}
