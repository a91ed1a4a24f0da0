/// Car: OSRM car.lua's default speeds, access order and oneway rules.
enum CarProfile {
    static let speeds: [String: Double] = [
        "motorway": 90, "motorway_link": 45, "trunk": 85, "trunk_link": 40, "primary": 65, "primary_link": 30,
        "secondary": 55, "secondary_link": 25, "tertiary": 40, "tertiary_link": 20, "unclassified": 25,
        "residential": 25, "living_street": 10, "service": 15,
    ]
    /// OSRM drives at 80% of a posted limit: traffic rarely flows at the limit in cities.
    static let limitFactor = 0.8

    static func speeds(_ tags: [String: String]) -> Profile.WaySpeeds? {
        guard let highway = tags["highway"], let base = speeds[highway], tags["area"] != "yes" else { return nil }
        let access = Access.value(tags, order: ["motorcar", "motor_vehicle", "vehicle", "access"])
        if let access, Access.denied.contains(access) { return nil }
        let restricted = access.map { Access.restricted.contains($0) } ?? false
        var speed = base
        if tags["service"] == "parking_aisle" || tags["service"] == "driveway" { speed = 5 }
        let implied = highway == "motorway" || tags["junction"] == "roundabout" || tags["junction"] == "circular"
        let forwardLimit = MaxSpeed.parse(tags["maxspeed:forward"]) ?? MaxSpeed.parse(tags["maxspeed"])
        let backwardLimit = MaxSpeed.parse(tags["maxspeed:backward"]) ?? MaxSpeed.parse(tags["maxspeed"])
        let forward = forwardLimit.map { $0 * limitFactor } ?? speed
        let backward = backwardLimit.map { $0 * limitFactor } ?? speed
        switch Oneway.direction(tags["oneway"], implied: implied) {
        case .both: return Profile.WaySpeeds(forward: forward, backward: backward, restricted: restricted)
        case .forward: return Profile.WaySpeeds(forward: forward, backward: 0, restricted: restricted)
        case .backward: return Profile.WaySpeeds(forward: 0, backward: backward, restricted: restricted)
        case .closed: return nil
        }
    }
}
