#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Points bucketed in cells about `gap` metres wide, so "which stored points may lie within gap
/// of this one" looks at the few cells around it instead of every point: the place pass meets
/// names repeated thousands of times in a country. The candidates are a superset of the points
/// `PlaceDistance.metres` puts within the gap (the cells are checked with a margin); callers
/// apply the exact test themselves, so answers are the same as comparing every pair.
struct NearbyPoints {
    struct Point { var index: Int; var lat: Double; var lon: Double }

    /// The gap in degrees of latitude, with a margin for rounding; also the cells' side.
    let reach: Double
    private(set) var points: [Point] = []
    /// Empty while there are few points (all of them are the candidates then).
    private var cells: [Int: [Int]] = [:]
    /// Points no cell can hold (near a pole, far outside the globe, not finite): every query
    /// looks at them, and a query among them looks at every point.
    private var loose: [Int] = []

    /// Up to this many points, a query looks at them all: most names are few.
    static let unbucketed = 16
    /// Latitudes past this are loose: a cell's longitude reach grows without bound at the pole.
    static let maxBucketedLatitude = 89.0
    static let maxBucketedLongitude = 1_000_000.0

    init(gap: Double) {
        reach = gap / (6_371_000 * Double.pi / 180) * (1 + 1e-6)
    }

    mutating func insert(_ index: Int, lat: Double, lon: Double) {
        let point = Point(index: index, lat: lat, lon: lon)
        points.append(point)
        if points.count > Self.unbucketed {
            bucket(point)
        } else if points.count == Self.unbucketed {
            points.forEach { bucket($0) }
        }
    }

    /// Calls `body` with every stored point that may lie within the gap of (lat, lon), each once.
    func forEachCandidate(lat: Double, lon: Double, _ body: (Int) -> Void) {
        guard points.count >= Self.unbucketed, cell(lat, lon) != nil else {
            points.forEach { body($0.index) }
            return
        }
        // Along a parallel the gap spans more degrees the nearer the pole: at most at the
        // farthest latitude a point within the gap can have.
        let spread = reach / cos((abs(lat) + reach) * Double.pi / 180)
        for row in Self.index(lat - reach, reach)...Self.index(lat + reach, reach) {
            for column in Self.index(lon - spread, reach)...Self.index(lon + spread, reach) {
                cells[Self.key(row, column)]?.forEach(body)
            }
        }
        loose.forEach(body)
    }

    private mutating func bucket(_ p: Point) {
        if let (row, column) = cell(p.lat, p.lon) {
            cells[Self.key(row, column), default: []].append(p.index)
        } else {
            loose.append(p.index)
        }
    }

    private func cell(_ lat: Double, _ lon: Double) -> (Int, Int)? {
        guard lat.isFinite, lon.isFinite, abs(lat) <= Self.maxBucketedLatitude, abs(lon) <= Self.maxBucketedLongitude else { return nil }
        return (Self.index(lat, reach), Self.index(lon, reach))
    }

    private static func index(_ degrees: Double, _ side: Double) -> Int { Int((degrees / side).rounded(.down)) }

    private static func key(_ row: Int, _ column: Int) -> Int { row << 32 | (column & 0xFFFF_FFFF) }
}
