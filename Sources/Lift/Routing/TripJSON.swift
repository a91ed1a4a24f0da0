import LiftJSON
import LiftRouting

/// A Trip as OSRM-shaped JSON: `route` {distance, duration, geometry, legs} and `waypoints` in
/// input order with `waypoint_index` (position in the trip), snapped `location` [lon, lat] and
/// snap `distance`. Metres and seconds.
enum TripJSON {
    enum Geometry: String, CaseIterable { case polyline5, polyline6, geojson, none }

    static func write(_ trip: Trip, geometry: Geometry, legGeometry: Bool, to out: JSONObjectWriter) {
        out.setObject("route") { r in
            r.set("distance", rounded(trip.distance))
            r.set("duration", rounded(trip.duration))
            write(trip.points, geometry, key: "geometry", to: r)
            r.setArray("legs") { a in
                for (i, leg) in trip.legs.enumerated() {
                    a.appendObject { l in
                        l.set("from", trip.order[i % trip.order.count])
                        l.set("to", trip.order[(i + 1) % trip.order.count])
                        l.set("distance", rounded(leg.distance))
                        l.set("duration", rounded(leg.duration))
                        if legGeometry { write(trip.legPoints(i), geometry, key: "geometry", to: l) }
                    }
                }
            }
        }
        out.setArray("waypoints") { a in
            for w in trip.waypoints {
                a.appendObject { o in
                    o.set("waypoint_index", w.tripIndex)
                    o.setArray("location") { $0.append(w.location.lon); $0.append(w.location.lat) }
                    o.set("distance", rounded(w.snapDistance))
                }
            }
        }
        out.setArray("order") { a in for i in trip.order { a.append(Int64(i)) } }
    }

    /// Decimetres and tenths of a second, as OSRM prints them.
    static func rounded(_ v: Double) -> Double { (v * 10).rounded() / 10 }

    static func write(_ points: [Coordinate], _ geometry: Geometry, key: String, to o: JSONObjectWriter) {
        switch geometry {
        case .none: return
        case .polyline5: o.set(key, Polyline.encode(points, precision: 5))
        case .polyline6: o.set(key, Polyline.encode(points, precision: 6))
        case .geojson:
            o.setObject(key) { g in
                g.set("type", "LineString")
                g.setArray("coordinates") { a in
                    for p in points { a.appendArray { $0.append(p.lon); $0.append(p.lat) } }
                }
            }
        }
    }
}
