#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A road segment's length as OSRM measures it, so that routes print OSRM's metres and seconds:
/// coordinates at OSRM's 1e-6 degrees, and Mapbox's cheap ruler on the WGS84 ellipsoid for the
/// 0.05-degree latitude band of the segment's middle (OSRM keeps one ruler per band). At 60° N
/// this is about 0.2% (north-south) to 0.4% (east-west) longer than a sphere of 6371 km.
enum SegmentLength {
    /// WGS84's equatorial radius (km) and flattening.
    static let equatorialRadius = 6378.137
    static let flattening = 1 / 298.257223563
    /// Latitude bands of 0.05 degrees, in 1e-6 degrees.
    static let band = 50_000

    static func metres(_ a: Coordinate, _ b: Coordinate) -> Double {
        let latA = Int((a.lat * 1e6).rounded()), latB = Int((b.lat * 1e6).rounded())
        let lonA = Int((a.lon * 1e6).rounded()), lonB = Int((b.lon * 1e6).rounded())
        // The middle latitude in whole 1e-6 degrees (truncated, as OSRM's integer division).
        let middle = (latA + latB) / 2
        let bin = max(0, (abs(middle) - 1) / band)
        let (kx, ky) = scales(latitude: Double(band) * (Double(bin) + 0.5) / 1e6)
        var dLon = Double(lonB - lonA) / 1e6
        while dLon < -180 { dLon += 360 }
        while dLon > 180 { dLon -= 360 }
        let dx = dLon * kx, dy = Double(latB - latA) / 1e6 * ky
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Metres per degree of longitude and latitude at a latitude (the ellipsoid's normal and
    /// meridional radii of curvature).
    static func scales(latitude: Double) -> (kx: Double, ky: Double) {
        let e2 = flattening * (2 - flattening)
        let perDegree = Double.pi / 180 * equatorialRadius * 1000
        let c = cos(latitude * Double.pi / 180)
        let w2 = 1 / (1 - e2 * (1 - c * c)), w = w2.squareRoot()
        return (perDegree * w * c, perDegree * w * w2 * (1 - e2))
    }
}
