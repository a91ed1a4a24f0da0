import LiftCore
import LiftJSON

/// kind "place" (iroutes Search): suggestions by name from the imported OSM data.
enum PlaceRequests {
    static let kind = Kind(
        name: "place",
        load: { o in
            let query = try PlaceJSON.query(&o)
            let profile = try o.optionalOneOf("profile", RoadNetworkRequests.profiles)
            return { ctx, out in
                let search = SearchPlaces(networks: ctx.roadNetworks, places: ctx.places, cache: ctx.placeIndexCache,
                                          profileOrder: RoadNetworkRequests.profiles)
                // The page is the tail of a search for offset + limit hits: every limit is the start of a larger one.
                let hits = try search(query.text, focus: query.focus, limit: query.offset + query.limit, profile: profile)
                    .dropFirst(query.offset)
                out.setArray("items") { a in for h in hits { a.appendObject { PlaceJSON.write(h, to: $0) } } }
            }
        })
}
