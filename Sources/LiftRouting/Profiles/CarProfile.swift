/// Car: OSRM car.lua's default speeds, access order and oneway rules.
enum CarProfile {
    static let speeds: [String: Double] = [
        "motorway": 90, "motorway_link": 45, "trunk": 85, "trunk_link": 40, "primary": 65, "primary_link": 30,
        "secondary": 55, "secondary_link": 25, "tertiary": 40, "tertiary_link": 20, "unclassified": 25,
        "residential": 25, "living_street": 10, "service": 15,
    ]
    /// OSRM drives at 80% of a posted limit: traffic rarely flows at the limit in cities.
    static let limitFactor = 0.8

    static let accessOrder = ["motorcar", "motor_vehicle", "vehicle", "access"]

    static func speeds(_ tags: [String: String]) -> Profile.WaySpeeds? {
        guard let highway = tags["highway"], let base = speeds[highway], tags["area"] != "yes" else { return nil }
        // Access per direction: `motor_vehicle:forward=no` closes one direction only (as OSRM reads it).
        let forwardAccess = Access.value(tags, order: accessOrder, direction: "forward")
        let backwardAccess = Access.value(tags, order: accessOrder, direction: "backward")
        let forwardOpen = forwardAccess.map { !Access.denied.contains($0) } ?? true
        let backwardOpen = backwardAccess.map { !Access.denied.contains($0) } ?? true
        guard forwardOpen || backwardOpen else { return nil }
        let restricted = [forwardAccess, backwardAccess].contains { $0.map(Access.restricted.contains) ?? false }
        let implied = highway == "motorway" || tags["junction"] == "roundabout" || tags["junction"] == "circular"
        let forwardLimit = MaxSpeed.parse(tags["maxspeed:forward"]) ?? MaxSpeed.parse(tags["maxspeed"])
        let backwardLimit = MaxSpeed.parse(tags["maxspeed:backward"]) ?? MaxSpeed.parse(tags["maxspeed"])
        let forward = forwardOpen ? forwardLimit.map { $0 * limitFactor } ?? base : 0
        let backward = backwardOpen ? backwardLimit.map { $0 * limitFactor } ?? base : 0
        switch Oneway.direction(tags["oneway"], implied: implied) {
        case .both: return Profile.WaySpeeds(forward: forward, backward: backward, restricted: restricted)
        case .forward where forward > 0: return Profile.WaySpeeds(forward: forward, backward: 0, restricted: restricted)
        case .backward where backward > 0: return Profile.WaySpeeds(forward: 0, backward: backward, restricted: restricted)
        default: return nil
        }
    }
}
