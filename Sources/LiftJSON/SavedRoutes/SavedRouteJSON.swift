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
        let steps = try o.optionalBool("steps")
        for computed in ["distance", "duration", "geometry", "order", "legs", "creation_date", "update_date"] { o.ignore(computed) }
        return SavedRouteDraft(id: id, name: name, stops: stops, profile: profile, optimize: optimize, steps: steps)
    }

    /// A load's `geometry`: nil when absent (the stored polyline6, as before).
    public static func geometry(_ o: inout JSONObjectReader) throws -> RouteGeometry? {
        try o.optionalChoice("geometry", RouteJSON.geometries).flatMap(RouteGeometry.allCases.element(at:))
    }

    /// An export of one saved route: GPX 1.1 text, or a GeoJSON FeatureCollection.
    public enum ExportFormat: String, CaseIterable, Sendable { case gpx, geojson }

    /// A load's `format`, which needs an `id` (one route is exported at a time).
    public static func format(_ o: inout JSONObjectReader, id: RecordID?) throws -> ExportFormat? {
        let names = ExportFormat.allCases.map(\.rawValue)
        guard let format = try o.optionalChoice("format", names).flatMap(ExportFormat.allCases.element(at:)) else { return nil }
        guard id != nil else { throw LiftError.invalid("format", "an export needs the route's id") }
        return format
    }

    public static func write(_ r: SavedRoute, to o: JSONStreamObject) { write(ShapedSavedRoute(r, geometry: nil), to: o) }

    /// Streamed, its steps by lift_route's step writer (StepJSON) with the numbers as stored.
    /// With steps, `classes` follow `duration` on the route and each leg, as lift_route's.
    public static func write(_ shaped: ShapedSavedRoute, to o: JSONStreamObject) {
        let r = shaped.route
        o.set("id", r.id.text)
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
        if let classes = r.result.classes { StepJSON.classes(classes, to: o) }
        if let line = shaped.line { RouteJSON.write(line, numbers: .stored, to: o) } else { o.set("geometry", r.result.geometry) }
        o.setArray("order") { a in for i in r.result.order { a.append(i) } }
        o.setArray("legs") { a in
            for l in r.result.legs {
                a.appendObject { x in
                    x.set("from", l.from)
                    x.set("to", l.to)
                    x.set("distance", l.distance)
                    x.set("duration", l.duration)
                    if let classes = l.classes { StepJSON.classes(classes, to: x) }
                    if let steps = l.steps { x.setArray("steps") { StepJSON.write(steps, numbers: .stored, to: $0) } }
                }
            }
        }
        o.set("creation_date", WireTime.format(r.creationDate))
        o.set("update_date", WireTime.format(r.updateDate))
    }
}
