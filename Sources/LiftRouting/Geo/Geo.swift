#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import LiftCore

/// A WGS84 position in degrees: LiftCore's point, so a route's stops cross no conversion.
public typealias Coordinate = GeoPoint

enum Geo {
    static let earthRadius = 6_371_000.0

    /// Great-circle distance in metres (haversine): what segment lengths and snap distances use.
    static func distance(_ a: Coordinate, _ b: Coordinate) -> Double {
        let rad = Double.pi / 180
        let dLat = (b.lat - a.lat) * rad, dLon = (b.lon - a.lon) * rad
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(a.lat * rad) * cos(b.lat * rad) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * earthRadius * asin(min(1, sqrt(h)))
    }

    /// Initial bearing in degrees clockwise from north, for turn angles.
    static func bearing(_ a: Coordinate, _ b: Coordinate) -> Double {
        let rad = Double.pi / 180
        let y = sin((b.lon - a.lon) * rad) * cos(b.lat * rad)
        let x = cos(a.lat * rad) * sin(b.lat * rad) - sin(a.lat * rad) * cos(b.lat * rad) * cos((b.lon - a.lon) * rad)
        return atan2(y, x) / rad
    }

}

/// A local flat projection (metres) around a reference latitude: exact enough for snapping
/// within a city and much cheaper than haversine in the inner loop.
struct LocalProjection: Sendable {
    let kx: Double
    let ky: Double

    init(referenceLatitude: Double) {
        ky = Geo.earthRadius * Double.pi / 180
        kx = ky * cos(referenceLatitude * Double.pi / 180)
    }

    func x(_ c: Coordinate) -> Double { c.lon * kx }
    func y(_ c: Coordinate) -> Double { c.lat * ky }
}
