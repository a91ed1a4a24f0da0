/// Bicycle: OSRM bicycle.lua-like speeds; pushing at walking pace where cycling is not allowed but walking is.
enum BikeProfile {
    static let speeds: [String: Double] = [
        "cycleway": 15, "primary": 15, "primary_link": 15, "secondary": 15, "secondary_link": 15,
        "tertiary": 15, "tertiary_link": 15, "residential": 15, "unclassified": 15, "living_street": 10,
        "road": 15, "service": 15, "track": 12, "path": 12,
    ]
    static let pushSpeed = 4.0
    static let pushable: Set<String> = ["footway", "pedestrian", "steps"]

    static func speeds(_ tags: [String: String]) -> Profile.WaySpeeds? {
        guard let highway = tags["highway"], tags["area"] != "yes" else { return nil }
        let access = Access.allowed(tags, order: ["bicycle", "vehicle", "access"])
        var speed: Double
        if let base = speeds[highway] {
            if access == false { return nil }
            speed = base
        } else if pushable.contains(highway) {
            if Access.allowed(tags, order: ["foot", "access"]) == false { return nil }
            speed = (access == true && highway != "steps") ? 12 : pushSpeed
            if highway == "steps" { speed = 2 }
        } else {
            guard access == true, ["yes", "designated", "permissive"].contains(tags["bicycle"] ?? "") else { return nil }
            speed = 15
        }
        let implied = tags["junction"] == "roundabout" || tags["junction"] == "circular"
        var direction = Oneway.direction(tags["oneway:bicycle"] ?? tags["oneway"], implied: implied)
        if tags["oneway:bicycle"] == nil, let cycleway = tags["cycleway"], cycleway.hasPrefix("opposite") { direction = .both }
        switch direction {
        case .both: return Profile.WaySpeeds(forward: speed, backward: speed)
        // Against a oneway a cyclist may still push the bike, as OSRM does.
        case .forward: return Profile.WaySpeeds(forward: speed, backward: pushSpeed)
        case .backward: return Profile.WaySpeeds(forward: pushSpeed, backward: speed)
        case .closed: return nil
        }
    }
}
