import LiftCore

/// A saved route as GPX 1.1: a `wpt` per stop with its name, a `rte` whose `rtept`s are the
/// steps' maneuvers named by their instructions, and a `trk` of the route's line, in the order
/// the GPX 1.1 schema prescribes (metadata, wpt, rte, trk). Text and attribute values are
/// escaped; the document is UTF-8, as its declaration says.
public enum RouteGPX {
    public static func document(_ r: SavedRoute) -> String {
        document(name: r.name, stops: r.stops, polyline6: Array(r.result.geometry.utf8), steps: r.result.legs.flatMap { $0.steps ?? [] })
    }

    /// `name` "" leaves the names of the metadata, route and track out.
    public static func document(name: String, stops: [RouteStop], polyline6: [UInt8], steps: [RouteStep]) -> String {
        let named = name.isEmpty ? "" : "<name>\(escaped(name))</name>"
        var x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        x += "<gpx version=\"1.1\" creator=\"liblift\" xmlns=\"http://www.topografix.com/GPX/1/1\">\n"
        if !name.isEmpty { x += "<metadata>\(named)</metadata>\n" }
        for s in stops {
            x += "<wpt lat=\"\(coordinate(s.lat))\" lon=\"\(coordinate(s.lon))\">"
            if let name = s.name { x += "<name>\(escaped(name))</name>" }
            x += "</wpt>\n"
        }
        if !steps.isEmpty {
            x += "<rte>\(named)\n"
            for s in steps {
                let p = s.maneuver.location
                x += "<rtept lat=\"\(coordinate(p.lat))\" lon=\"\(coordinate(p.lon))\"><name>\(escaped(s.instruction))</name>"
                x += "<type>\(escaped(s.maneuver.type.rawValue))</type></rtept>\n"
            }
            x += "</rte>\n"
        }
        x += "<trk>\(named)<trkseg>\n"
        for p in EncodedPolyline.decode(polyline6, precision: 6) {
            x += "<trkpt lat=\"\(coordinate(p.lat))\" lon=\"\(coordinate(p.lon))\"/>\n"
        }
        x += "</trkseg></trk>\n</gpx>\n"
        return x
    }

    /// Text and attribute values: the five XML specials, and control characters (never valid in
    /// XML 1.0) left out.
    static func escaped(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(c)
            default:
                if c.value < 0x20 || c.value == 0xFFFE || c.value == 0xFFFF { continue }
                out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// Degrees to 6 decimals (0.11 m), as lift_route prints locations; never exponent notation.
    static func coordinate(_ v: Double) -> String {
        let micro = Int64((v * 1_000_000).rounded())
        let sign = micro < 0 ? "-" : "", m = micro.magnitude
        let fraction = String(m % 1_000_000)
        return "\(sign)\(m / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)"
    }
}
