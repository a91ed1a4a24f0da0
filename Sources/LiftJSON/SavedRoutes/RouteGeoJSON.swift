import LiftCore

/// A route as an RFC 7946 FeatureCollection: the route's line, a point per stop and a point per
/// step with its fields as properties. Coordinates are [lon, lat] to 6 decimals. One writer for a
/// saved route's export and lift_route's `"format": "geojson"`, streamed into the answer.
public enum RouteGeoJSON {
    /// A saved route: its stored polyline6 line, its stops as saved, its stored steps.
    public static func write(_ r: SavedRoute, to o: JSONStreamObject) {
        write(line: EncodedPolyline.decode(Array(r.result.geometry.utf8), precision: 6), name: r.name, profile: r.profile,
              distance: r.result.distance, duration: r.result.duration, stops: r.stops,
              legs: r.result.legs.map { $0.steps ?? [] }, to: o)
    }

    /// A planned route (planned with a GeoJSON line and steps): the stops as sent, with their names.
    public static func write(_ trip: PlannedRoute, stops: [RouteStop], profile: String, to o: JSONStreamObject) {
        let line: [GeoPoint] = if case .points(let points) = trip.line { points } else { [] }
        write(line: line, name: nil, profile: profile, distance: trip.distance, duration: trip.duration, stops: stops,
              legs: trip.legs.map { $0.steps ?? [] }, to: o)
    }

    static func write(line: [GeoPoint], name: String?, profile: String, distance: Double, duration: Double, stops: [RouteStop],
                      legs: [[RouteStep]], to o: JSONStreamObject) {
        o.set("type", "FeatureCollection")
        o.setArray("features") { features in
            features.appendObject { f in
                f.set("type", "Feature")
                f.setObject("geometry") { g in
                    g.set("type", "LineString")
                    g.setArray("coordinates") { c in for p in line { c.appendArray { RouteJSON.pair(p, to: $0) } } }
                }
                f.setObject("properties") { p in
                    if let name { p.set("name", name) }
                    p.set("profile", profile)
                    p.set("distance", distance, decimals: 1)
                    p.set("duration", duration, decimals: 1)
                }
            }
            for (i, s) in stops.enumerated() {
                point(GeoPoint(lat: s.lat, lon: s.lon), to: features) { p in
                    p.set("kind", "stop")
                    p.set("index", i)
                    if let name = s.name { p.set("name", name) } else { p.setNull("name") }
                }
            }
            for (l, steps) in legs.enumerated() {
                for s in steps {
                    point(s.maneuver.location, to: features) { p in
                        p.set("kind", "step")
                        p.set("leg", l)
                        StepJSON.properties(s, to: p)
                    }
                }
            }
        }
    }

    private static func point(_ at: GeoPoint, to features: JSONStreamArray, _ properties: (JSONStreamObject) -> Void) {
        features.appendObject { f in
            f.set("type", "Feature")
            f.setObject("geometry") { g in
                g.set("type", "Point")
                g.setArray("coordinates") { RouteJSON.pair(at, to: $0) }
            }
            f.setObject("properties", properties)
        }
    }
}
