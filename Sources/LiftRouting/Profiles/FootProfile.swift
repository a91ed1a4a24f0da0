/// Walking at 5 km/h (steps slower) on every way pedestrians may use; oneways do not bind walkers.
enum FootProfile {
    static let walkable: Set<String> = [
        "footway", "pedestrian", "path", "steps", "cycleway", "residential", "living_street", "service",
        "unclassified", "track", "primary", "primary_link", "secondary", "secondary_link", "tertiary",
        "tertiary_link", "road", "trunk", "trunk_link", "corridor", "bridleway",
    ]

    static func speeds(_ tags: [String: String]) -> Profile.WaySpeeds? {
        guard let highway = tags["highway"] else { return nil }
        let access = Access.allowed(tags, order: ["foot", "access"])
        if access == false { return nil }
        guard walkable.contains(highway) || access == true else { return nil }
        let speed = highway == "steps" ? 2.0 : 5.0
        if tags["oneway:foot"] == "yes" { return Profile.WaySpeeds(forward: speed, backward: 0) }
        return Profile.WaySpeeds(forward: speed, backward: speed)
    }
}
