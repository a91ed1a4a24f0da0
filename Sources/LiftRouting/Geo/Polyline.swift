/// Google's encoded polyline algorithm (precision 5 as OSRM's default, or 6).
public enum Polyline {
    public static func encode(_ points: [Coordinate], precision: Int) -> String {
        String(decoding: encodeBytes(points, precision: precision), as: UTF8.self)
    }

    /// The encoded polyline as ASCII bytes (63...126).
    public static func encodeBytes(_ points: [Coordinate], precision: Int) -> [UInt8] {
        let factor = precision == 6 ? 1e6 : 1e5
        var out = [UInt8]()
        out.reserveCapacity(points.count * 8)
        var lastLat: Int64 = 0, lastLon: Int64 = 0
        for p in points {
            // Coordinates are within +-180 degrees, so these stay far inside Int64.
            let lat = Int64((p.lat * factor).rounded()), lon = Int64((p.lon * factor).rounded())
            append(lat &- lastLat, to: &out)
            append(lon &- lastLon, to: &out)
            lastLat = lat
            lastLon = lon
        }
        return out
    }

    private static func append(_ value: Int64, to out: inout [UInt8]) {
        var v = UInt64(bitPattern: value < 0 ? ~(value << 1) : value << 1)
        while v >= 0x20 {
            out.append(UInt8(truncatingIfNeeded: (v & 0x1F) | 0x20) &+ 63)
            v >>= 5
        }
        out.append(UInt8(truncatingIfNeeded: v) &+ 63)
    }
}
