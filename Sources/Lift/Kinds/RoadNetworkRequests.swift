import LiftCore
import LiftJSON
import LiftRouting

/// kind "road_network" (iroutes): import an OSM extract for a profile, list or remove imports.
enum RoadNetworkRequests {
    static let profiles = Profile.allCases.map(\.rawValue)

    static let kind = Kind(
        name: "road_network",
        save: { o in
            var r = try o.object("road_network")
            let draft = try RoadNetworkJSON.draft(&r, profiles: profiles)
            let restrictionsAt = try r.optionalTimestamp("restrictions_at")
            try r.finish()
            let zone = try TimeZoneOption.decode(&o)
            return { ctx, out in
                // Conditional restrictions bind as they stand at that instant on the zone's clock.
                let local = restrictionsAt.map { LocalTime($0, offsetSeconds: ctx.zone(zone).offsetSeconds(at: $0)) }
                let importer = ImportRoadNetwork(
                    builder: OSMNetworkBuilder(restrictionsAt: local), placeSource: OSMPlaceReader(),
                    store: ctx.roadNetworks, places: ctx.places,
                    // The owner is checked again inside: a handle's account may have been removed
                    // while the network was built.
                    transaction: { body in try ctx.database.transaction { try ctx.requireLiveOwner(); try body() } },
                    currentDate: ctx.currentDate, progress: ctx.progress)
                // Whatever the outcome, the import holds nothing of its network after it.
                defer { OSMNetworkBuilder.releaseFreeMemory() }
                let imported = try RoadNetworkJSON.importing { try importer(path: draft.path, profile: draft.profile) }
                out.setObject("road_network") { RoadNetworkJSON.write(imported.record, imported.stats, to: $0) }
            }
        },
        load: { o in
            let profile = try o.optionalOneOf("profile", profiles)
            return { ctx, out in
                let load = LoadRoadNetworks(store: ctx.roadNetworks)
                if let profile {
                    let record = try load(profile: profile)
                    out.setObject("road_network") { RoadNetworkJSON.write(record, to: $0) }
                } else {
                    Shapes.list(try load.all(), to: out, RoadNetworkJSON.write)
                }
            }
        },
        remove: { o in
            let profile = try o.oneOf("profile", profiles)
            return { ctx, out in
                out.set("removed", try RemoveRoadNetwork(store: ctx.roadNetworks, places: ctx.places)(profile: profile))
            }
        },
        // An import builds its network outside any transaction and writes it in one short one.
        transactions: [.save: .own])
}
