import LiftJSON
import LiftRouting

/// A Trip as OSRM-shaped JSON: `route` {distance, duration, geometry, legs} and `waypoints` in
/// input order with `waypoint_index` (position in the trip), snapped `location` [lon, lat] and
/// snap `distance`. Metres and seconds to 0.1, coordinates to 6 decimals (0.11 m), as OSRM
/// prints them. Written straight into the response's bytes (JSONBytes): no jansson tree, no printf.
enum TripJSON {
    enum Geometry: String, CaseIterable { case polyline5, polyline6, geojson, none }

    /// Decimal places of a coordinate in `location` and GeoJSON.
    static let coordinateDecimals = 6

    /// Sets `route`, `waypoints` and `order` on the root object (after its other members).
    static func write(_ trip: Trip, geometry: Geometry, legGeometry: Bool, to out: JSONObjectWriter) {
        // A polyline is encoded straight from the legs; GeoJSON needs the points.
        let line: [UInt8] = switch geometry {
        case .polyline5: trip.polyline(precision: 5, jsonEscaped: true)
        case .polyline6: trip.polyline(precision: 6, jsonEscaped: true)
        case .geojson, .none: []
        }
        let points = geometry == .geojson ? trip.points : []
        out.setRaw("route") { r in
            r.raw(UInt8(ascii: "{"))
            r.key("distance"); r.fixed(trip.distance, decimals: 1)
            r.raw(UInt8(ascii: ",")); r.key("duration"); r.fixed(trip.duration, decimals: 1)
            if geometry != .none {
                r.raw(UInt8(ascii: ",")); r.key("geometry")
                if geometry == .geojson { write(points, geometry, to: &r) } else { r.escapedString(line) }
            }
            r.raw(UInt8(ascii: ",")); r.key("legs"); r.raw(UInt8(ascii: "["))
            for (i, leg) in trip.legs.enumerated() {
                if i > 0 { r.raw(UInt8(ascii: ",")) }
                r.raw(UInt8(ascii: "{"))
                if !trip.order.isEmpty {
                    r.key("from"); r.integer(trip.order[i % trip.order.count])
                    r.raw(UInt8(ascii: ",")); r.key("to"); r.integer(trip.order[(i + 1) % trip.order.count])
                    r.raw(UInt8(ascii: ","))
                }
                r.key("distance"); r.fixed(leg.distance, decimals: 1)
                r.raw(UInt8(ascii: ",")); r.key("duration"); r.fixed(leg.duration, decimals: 1)
                if legGeometry && geometry != .none {
                    r.raw(UInt8(ascii: ",")); r.key("geometry")
                    write(trip.legPoints(i), geometry, to: &r)
                }
                r.raw(UInt8(ascii: "}"))
            }
            r.raw(UInt8(ascii: "]")); r.raw(UInt8(ascii: "}"))
        }

        out.setRaw("waypoints") { w in
            w.raw(UInt8(ascii: "["))
            for (i, p) in trip.waypoints.enumerated() {
                if i > 0 { w.raw(UInt8(ascii: ",")) }
                w.raw(UInt8(ascii: "{"))
                w.key("waypoint_index"); w.integer(p.tripIndex)
                w.raw(UInt8(ascii: ",")); w.key("location"); pair(p.location, to: &w)
                w.raw(UInt8(ascii: ",")); w.key("distance"); w.fixed(p.snapDistance, decimals: 1)
                w.raw(UInt8(ascii: "}"))
            }
            w.raw(UInt8(ascii: "]"))
        }

        out.setRaw("order") { o in
            o.raw(UInt8(ascii: "["))
            for (k, i) in trip.order.enumerated() {
                if k > 0 { o.raw(UInt8(ascii: ",")) }
                o.integer(i)
            }
            o.raw(UInt8(ascii: "]"))
        }
    }

    /// Decimetres and tenths of a second, as OSRM prints them.
    static func rounded(_ v: Double) -> Double { (v * 10).rounded() / 10 }

    static func pair(_ p: Coordinate, to b: inout JSONBytes) {
        b.raw(UInt8(ascii: "["))
        b.fixed(p.lon, decimals: coordinateDecimals)
        b.raw(UInt8(ascii: ","))
        b.fixed(p.lat, decimals: coordinateDecimals)
        b.raw(UInt8(ascii: "]"))
    }

    static func write(_ points: [Coordinate], _ geometry: Geometry, to b: inout JSONBytes) {
        switch geometry {
        case .none: b.raw(UInt8(ascii: "n")); b.raw(UInt8(ascii: "u")); b.raw(UInt8(ascii: "l")); b.raw(UInt8(ascii: "l"))
        case .polyline5: b.string(Polyline.encodeBytes(points, precision: 5))
        case .polyline6: b.string(Polyline.encodeBytes(points, precision: 6))
        case .geojson:
            b.raw(UInt8(ascii: "{")); b.key("type"); b.string("LineString")
            b.raw(UInt8(ascii: ",")); b.key("coordinates"); b.raw(UInt8(ascii: "["))
            for (i, p) in points.enumerated() {
                if i > 0 { b.raw(UInt8(ascii: ",")) }
                pair(p, to: &b)
            }
            b.raw(UInt8(ascii: "]")); b.raw(UInt8(ascii: "}"))
        }
    }
}
