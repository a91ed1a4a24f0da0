import LiftCore

/// saved route <-> JSON: `{"id","name","stops":[{"name"?,"lat","lon"}],"profile","optimize",
/// "distance","duration","geometry","order","legs":[{"from","to","distance","duration"}],
/// "creation_date","update_date"}`. A loaded route can be sent back as is: computed fields are ignored.
public enum SavedRouteJSON {
    public static let maxStops = 100
    public static let maxStopNameBytes = 1000
    public static let profiles = ["car", "bike", "foot"]
    public static let optimizations = ["none", "keep_first_last", "keep_first", "round_trip"]

    public static func draft(_ o: inout JSONObjectReader) throws -> SavedRouteDraft {
        let id = try o.optionalID("id")
        // Every field of a saved route is required (profile and optimize have defaults): null
        // cannot clear one. Absent ones keep their saved value on an edit.
        for key in ["name", "stops", "profile", "optimize"] where o.isNull(key) { throw EditRule.cannotClear(Location(spelt: o.pathOf(key))).spelt }
        let name = try o.optionalString("name", maxLength: 1000)
        let stops = try o.optionalArray("stops", max: maxStops)?.objects { s -> RouteStop in
            let name = try s.optionalString("name", maxLength: maxStopNameBytes)
            let c = try PlaceJSON.coordinate(&s)
            return RouteStop(name: name, lat: c.lat, lon: c.lon)
        }
        if let stops, stops.count < 2 { throw LiftError.invalid(o.pathOf("stops"), "a route needs at least 2 stops") }
        let profile = try o.optionalOneOf("profile", profiles)
        let optimize = try o.optionalOneOf("optimize", optimizations)
        for computed in ["distance", "duration", "geometry", "order", "legs", "creation_date", "update_date"] { o.ignore(computed) }
        return SavedRouteDraft(id: id, name: name, stops: stops, profile: profile, optimize: optimize)
    }

    public static func write(_ r: SavedRoute, to o: JSONObjectWriter) {
        o.set("id", r.id)
        o.set("name", r.name)
        o.setArray("stops") { a in
            for s in r.stops {
                a.appendObject { x in
                    if let name = s.name { x.set("name", name) }
                    x.set("lat", s.lat)
                    x.set("lon", s.lon)
                }
            }
        }
        o.set("profile", r.profile)
        o.set("optimize", r.optimize)
        o.set("distance", r.result.distance)
        o.set("duration", r.result.duration)
        o.set("geometry", r.result.geometry)
        o.setArray("order") { a in for i in r.result.order { a.append(Int64(i)) } }
        o.setArray("legs") { a in
            for l in r.result.legs {
                a.appendObject { x in
                    x.set("from", l.from)
                    x.set("to", l.to)
                    x.set("distance", l.distance)
                    x.set("duration", l.duration)
                }
            }
        }
        o.set("creation_date", r.creationDate)
        o.set("update_date", r.updateDate)
    }
}
