import LiftCore

/// road_network <-> JSON: `{"path","profile"?}` and the stored record with the built network's counts.
public enum RoadNetworkJSON {
    public struct Draft: Sendable {
        public var path: String
        public var profile: String
    }

    /// `profiles`: the profile names, the first one the default.
    public static func draft(_ o: inout JSONObjectReader, profiles: [String]) throws -> Draft {
        let path = try o.string("path", maxLength: 4096)
        let profile = try o.optionalOneOf("profile", profiles) ?? profiles.first ?? ""
        return Draft(path: path, profile: profile)
    }

    /// Runs an import, naming the request's `road_network.path` when its file has no roads.
    public static func importing<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let empty as EmptyRoadNetwork {
            throw LiftError(.invalidRequest, code: "empty_road_network",
                            "road_network.path: \(empty.file) has no \(empty.profile) roads",
                            details: [.init("path", .string("road_network.path")), .init("profile", .string(empty.profile))])
        }
    }

    public static func write(_ r: RoadNetworkRecord, to w: JSONObjectWriter) {
        w.set("profile", r.profile)
        w.set("version", r.version)
        w.set("source", r.source)
        w.set("creation_date", r.creationDate)
        w.set("bytes", r.byteCount)
    }

    public static func write(_ r: RoadNetworkRecord, _ s: RoadNetworkStats, to w: JSONObjectWriter) {
        write(r, to: w)
        w.set("vertices", s.vertices)
        w.set("arcs", s.arcs)
        w.set("turns", s.turns)
        w.set("shortcuts", s.shortcuts)
        w.set("restrictions", s.restrictions)
        w.set("skipped_restrictions", s.skippedRestrictions)
    }
}
