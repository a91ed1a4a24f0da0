import LiftCore
import LiftJSON
import LiftRouting

/// kind "place" (iroutes Search): suggestions by name from the imported OSM data.
enum PlaceRequests {
    static let kind = Kind(
        name: "place",
        load: { o in
            let query = try PlaceJSON.query(&o)
            let profile = try o.optionalOneOf("profile", Profile.allCases.map(\.rawValue)).flatMap(Profile.init(rawValue:))
            return { ctx, out in
                let index = try PlaceCache.index(ctx, profile: profile)
                // The page is the tail of a search for offset + limit hits (docs/API.md, place).
                let hits = index.search(query.text, focus: query.focus, limit: query.offset + query.limit).dropFirst(query.offset)
                out.setArray("items") { a in for h in hits { a.appendObject { PlaceJSON.write(h, to: $0) } } }
            }
        })
}
