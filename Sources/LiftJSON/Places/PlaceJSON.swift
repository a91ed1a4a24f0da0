import LiftCore

/// place search <-> JSON: `{"query","focus"?:{"lat","lon"},"limit"?,"offset"?,"profile"?}` and hits
/// `{"name","kind","lat","lon","street"?,"category"?,"match","matched_name"?,"matched_key"?,
/// "matched_language"?,"distance"?}`.
public enum PlaceJSON {
    /// In Unicode scalars (code points), as docs/API.md says "characters": unlike grapheme
    /// clusters, a count that does not change with the Unicode version, and that bounds the bytes
    /// (at most 4 a scalar), so a cluster of a thousand combining marks is not one character.
    public static let maxQueryLength = 200
    public static let maxLimit: Int64 = 100
    public static let defaultLimit = 10
    /// Hits are ranked in memory, so a page further down costs its offset in ranking: bounded.
    public static let maxOffset: Int64 = 1000

    public struct Query: Sendable {
        public var text: String
        public var focus: GeoPoint?
        public var limit: Int
        public var offset: Int
    }

    public static func query(_ o: inout JSONObjectReader) throws -> Query {
        let text = try o.string("query", maxLength: 4 * maxQueryLength)
        guard text.unicodeScalars.count <= maxQueryLength else {
            throw LiftError.invalid(o.pathOf("query"), "at most \(maxQueryLength) characters (Unicode scalars)")
        }
        var focus: GeoPoint?
        if var f = try o.optionalObject("focus") {
            focus = try coordinate(&f)
            try f.finish()
        }
        let limit = try o.optionalInt("limit", in: 1...maxLimit).map(Int.init) ?? defaultLimit
        let offset = try o.optionalInt("offset", in: 0...maxOffset).map(Int.init) ?? 0
        return Query(text: text, focus: focus, limit: limit, offset: offset)
    }

    /// `{"lat","lon"}` in range, naming the field when not.
    public static func coordinate(_ o: inout JSONObjectReader) throws -> GeoPoint {
        let lat = try o.double("lat"), lon = try o.double("lon")
        guard (-90...90).contains(lat) else { throw LiftError.invalid(o.pathOf("lat"), "latitude is -90 to 90") }
        guard (-180...180).contains(lon) else { throw LiftError.invalid(o.pathOf("lon"), "longitude is -180 to 180") }
        return GeoPoint(lat: lat, lon: lon)
    }

    public static func write(_ hit: PlaceIndex.Hit, to o: JSONObjectWriter) {
        let p = hit.place
        o.set("name", p.name)
        o.set("kind", p.kind.rawValue)
        o.set("lat", p.lat)
        o.set("lon", p.lon)
        if let street = p.street { o.set("street", street) }
        if let category = p.category { o.set("category", category) }
        o.set("match", String(describing: hit.match))
        if let other = hit.matchedName { o.set("matched_name", other) }
        if let key = hit.matchedKey {
            o.set("matched_key", key)
            if let language = Place.language(ofKey: key) { o.set("matched_language", language) }
        }
        if let d = hit.distance { o.set("distance", (d * 10).rounded() / 10) }
    }
}
