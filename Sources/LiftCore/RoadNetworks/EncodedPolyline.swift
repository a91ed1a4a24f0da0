/// Google's encoded polyline algorithm over plain points: what re-shapes a saved route's polyline6
/// into the geometry a load asks for, without the road network.
public enum EncodedPolyline {
    /// The points of an encoded line; a truncated last point is dropped.
    public static func decode(_ bytes: [UInt8], precision: Int) -> [GeoPoint] {
        let scale = precision == 6 ? 1e6 : 1e5
        var out = [GeoPoint](), i = 0, lat = 0, lon = 0
        func next() -> Int? {
            var result = 0, shift = 0
            while i < bytes.count, shift < 60 {
                let b = Int(bytes[i]) &- 63
                i += 1
                guard b >= 0 else { return nil }
                result |= (b & 0x1F) << shift
                shift += 5
                if b < 0x20 { return result & 1 != 0 ? ~(result >> 1) : result >> 1 }
            }
            return nil
        }
        while i < bytes.count {
            guard let dLat = next(), let dLon = next() else { break }
            lat = lat &+ dLat
            lon = lon &+ dLon
            out.append(GeoPoint(lat: Double(lat) / scale, lon: Double(lon) / scale))
        }
        return out
    }

    public static func encode(_ points: [GeoPoint], precision: Int) -> [UInt8] {
        let scale = precision == 6 ? 1e6 : 1e5
        var out = [UInt8](), lat = 0, lon = 0
        func put(_ delta: Int) {
            var v = delta < 0 ? ~(delta << 1) : delta << 1
            while v >= 0x20 {
                out.append(UInt8((v & 0x1F) | 0x20) + 63)
                v >>= 5
            }
            out.append(UInt8(v) + 63)
        }
        for p in points {
            let y = Int((p.lat * scale).rounded()), x = Int((p.lon * scale).rounded())
            put(y - lat)
            put(x - lon)
            lat = y
            lon = x
        }
        return out
    }

    /// A polyline6 line in the asked geometry.
    public static func line(polyline6 bytes: [UInt8], as geometry: RouteGeometry) -> PlannedRoute.Line {
        switch geometry {
        case .polyline6: .polyline(bytes)
        case .polyline5: .polyline(encode(decode(bytes, precision: 6), precision: 5))
        case .geojson: .points(decode(bytes, precision: 6))
        case .none: .none
        }
    }
}
