import LiftCore
import LiftJSON

/// kind "route", verbs save / load / remove (iroutes saved routes). `lift_route` on the same
/// kind plans without saving (RouteRequests); the dispatcher merges the two.
enum SavedRouteRequests {
    static let kind = Kind(
        name: "route",
        save: { o in
            var r = try o.object("route")
            let draft = try SavedRouteJSON.draft(&r)
            try r.finish()
            return { ctx, out in
                let save = SaveSavedRoute(store: ctx.savedRoutes, planner: PlanRouteForSavedRoutes(networks: ctx.roadNetworkCache),
                                          currentDate: ctx.currentDate)
                let saved = try RouteJSON.stops(under: "route") { try save(draft) }
                // Streamed after `kind`: a route's steps have one writer, lift_route's.
                out.streamRootMembers { s in
                    s.setObject("route") { SavedRouteJSON.write(saved.route, to: $0) }
                    s.set("created", saved.created)
                }
            }
        },
        load: { o in
            let id = try o.optionalID("id")
            let page = id == nil ? try Paging.decode(&o) : Page.all
            let filter = SavedRouteFilter(namePrefix: id == nil ? try o.optionalString("name_prefix", maxLength: 1000) : nil)
            let geometry = try SavedRouteJSON.geometry(&o)
            let format = try SavedRouteJSON.format(&o, id: id)
            return { ctx, out in
                let load = LoadSavedRoute(store: ctx.savedRoutes)
                if let id, let format {
                    let route = try load(id: id)
                    out.set("format", format.rawValue)
                    switch format {
                    case .gpx: out.set("gpx", RouteGPX.document(route))
                    // Streamed, as lift_route's GeoJSON: one writer for both.
                    case .geojson: out.streamRootMembers { s in s.setObject("geojson") { RouteGeoJSON.write(route, to: $0) } }
                    }
                } else if let id {
                    let route = try load(id: id, geometry: geometry)
                    out.streamRootMembers { s in s.setObject("route") { SavedRouteJSON.write(route, to: $0) } }
                } else {
                    let paged = try load.list(filter, page: page, geometry: geometry)
                    out.streamRootMembers { s in
                        s.setArray("items") { a in for route in paged.items { a.appendObject { SavedRouteJSON.write(route, to: $0) } } }
                        s.set("total", paged.total)
                    }
                }
            }
        },
        remove: { o in
            let id = try o.id("id")
            return { ctx, out in
                try RemoveSavedRoute(store: ctx.savedRoutes)(id: id)
                out.set("removed", 1)
            }
        })
}
