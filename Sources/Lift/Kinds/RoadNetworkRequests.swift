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
            let path = try r.string("path", maxLength: 4096)
            let profile = Profile(rawValue: try r.optionalOneOf("profile", profiles) ?? "car") ?? .car
            try r.finish()
            return { ctx, out in
                // The network is built and the places read with no transaction open (the verb's
                // own transactions): only the writes below hold the store's write lock, so other
                // handles and processes keep writing while a large extract is contracted.
                let source = try OSMSource(path: path)
                let network = try RoadNetwork.importOSM(source, profile: profile, progress: ctx.progress)
                guard network.stats.arcs > 0 else {
                    throw LiftError(.invalidRequest, code: "empty_road_network",
                                    "road_network.path: \(path) has no \(profile.rawValue) roads",
                                    details: [.init("path", .string("road_network.path")), .init("profile", .string(profile.rawValue))])
                }
                let bytes = NetworkCodec.encode(network)
                try ctx.progress.begin("places")
                let places = try PlaceReader.read(source, progress: ctx.progress)
                let record = RoadNetworkRecord(profile: profile.rawValue, version: .random(), source: path,
                                               creationDate: ctx.currentDate(), byteCount: bytes.count)
                try ctx.progress.begin("write")
                // Network and places replaced together: all or nothing. The owner is checked again
                // inside: a handle's account may have been removed while the network was built.
                try ctx.database.transaction {
                    try ctx.requireLiveOwner()
                    try ctx.roadNetworks.replaceRoadNetwork(record, bytes: bytes)
                    try ctx.places.replacePlaces(profile: profile.rawValue, places)
                    try ctx.progress.check()   // the last moment a cancel rolls the whole import back
                }
                Log.info("import: \(profile.rawValue): \(bytes.count) bytes and \(places.count) places stored")
                NetworkCache.remember(ctx, profile, version: record.version, network)
                out.setObject("road_network") { w in
                    write(record, to: w)
                    w.set("vertices", network.stats.vertices)
                    w.set("arcs", network.stats.arcs)
                    w.set("turns", network.stats.turns)
                    w.set("shortcuts", network.stats.shortcuts)
                    w.set("restrictions", network.stats.restrictions)
                    w.set("skipped_restrictions", network.stats.skippedRestrictions)
                }
            }
        },
        load: { o in
            let profile = try o.optionalOneOf("profile", profiles)
            return { ctx, out in
                if let profile {
                    guard let record = try ctx.roadNetworks.readRoadNetwork(profile: profile) else {
                        throw LiftError(.notFound, "no \(profile) road network is imported",
                                        details: [.init("kind", .string("road_network")), .init("profile", .string(profile))])
                    }
                    out.setObject("road_network") { write(record, to: $0) }
                } else {
                    Shapes.list(try ctx.roadNetworks.readAllRoadNetworks(), to: out, write)
                }
            }
        },
        remove: { o in
            let profile = try o.oneOf("profile", profiles)
            return { ctx, out in
                _ = try ctx.places.deletePlaces(profile: profile)
                out.set("removed", try ctx.roadNetworks.deleteRoadNetwork(profile: profile))
            }
        },
        // An import builds its network outside any transaction and writes it in one short one.
        transactions: [.save: .own])

    static func write(_ r: RoadNetworkRecord, to w: JSONObjectWriter) {
        w.set("profile", r.profile)
        w.set("version", r.version)
        w.set("source", r.source)
        w.set("creation_date", r.creationDate)
        w.set("bytes", r.byteCount)
    }
}
