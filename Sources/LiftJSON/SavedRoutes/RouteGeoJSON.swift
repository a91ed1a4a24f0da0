import LiftCore

/// A saved route as an RFC 7946 FeatureCollection: the route's line, a point per stop and a point
/// per step with its fields as properties. Coordinates are [lon, lat].
public enum RouteGeoJSON {
    public static func write(_ r: SavedRoute, to o: JSONObjectWriter) {
        o.set("type", "FeatureCollection")
        o.setArray("features") { features in
            features.appendObject { f in
                f.set("type", "Feature")
                f.setObject("geometry") { g in
                    g.set("type", "LineString")
                    g.setArray("coordinates") { c in
                        for p in EncodedPolyline.decode(Array(r.result.geometry.utf8), precision: 6) {
                            c.appendArray { $0.append(p.lon); $0.append(p.lat) }
                        }
                    }
                }
                f.setObject("properties") { p in
                    p.set("name", r.name)
                    p.set("profile", r.profile)
                    p.set("distance", r.result.distance)
                    p.set("duration", r.result.duration)
                }
            }
            for (i, s) in r.stops.enumerated() {
                point(GeoPoint(lat: s.lat, lon: s.lon), to: features) { p in
                    p.set("kind", "stop")
                    p.set("index", i)
                    p.set("name", s.name)
                }
            }
            for (l, leg) in r.result.legs.enumerated() {
                for s in leg.steps ?? [] {
                    point(s.maneuver.location, to: features) { p in
                        p.set("kind", "step")
                        p.set("leg", l)
                        p.set("instruction", s.instruction)
                        p.set("type", s.maneuver.type.rawValue)
                        p.set("modifier", s.maneuver.modifier?.rawValue)
                        if let exit = s.maneuver.exit { p.set("exit", exit) }
                        p.set("name", s.name)
                        p.set("ref", s.ref)
                        p.set("distance", s.distance)
                        p.set("duration", s.duration)
                    }
                }
            }
        }
    }

    private static func point(_ at: GeoPoint, to features: JSONArrayWriter, _ properties: (JSONObjectWriter) -> Void) {
        features.appendObject { f in
            f.set("type", "Feature")
            f.setObject("geometry") { g in
                g.set("type", "Point")
                g.setArray("coordinates") { $0.append(at.lon); $0.append(at.lat) }
            }
            f.setObject("properties", properties)
        }
    }
}
