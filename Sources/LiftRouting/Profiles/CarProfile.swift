/// Car: OSRM car.lua's speeds (incl. its default for other highways a car may use), limits,
/// surface caps, access order and oneway rules.
enum CarProfile {
    static let speeds: [String: Double] = [
        "motorway": 90, "motorway_link": 45, "trunk": 85, "trunk_link": 40, "primary": 65, "primary_link": 30,
        "secondary": 55, "secondary_link": 25, "tertiary": 40, "tertiary_link": 20, "unclassified": 25,
        "residential": 25, "living_street": 10, "service": 15,
    ]
    /// OSRM drives at 80% of a posted limit: traffic rarely flows at the limit in cities.
    static let limitFactor = 0.8

    /// car.lua drives any other highway a car is explicitly let onto (`highway=pedestrian` with
    /// `motor_vehicle=yes`) at its default speed, except these, and not when the access value is one
    /// of `speedlessAccess` (car.lua's access blacklist).
    static let defaultSpeed = 10.0
    static let neverDriven: Set<String> = ["steps", "construction", "proposed"]
    static let speedlessAccess: Set<String> = [
        "no", "agricultural", "forestry", "emergency", "psv", "taxi", "share_taxi", "minibus", "bus", "foot",
        "emergency_vehicle", "restricted", "military", "official", "customers", "private", "delivery",
        "destination", "permit", "residents",
    ]

    static let accessOrder = ["motorcar", "motor_vehicle", "vehicle", "access"]

    /// Where car.lua reads a posted limit, first present wins (`key:forward` before `key`).
    static let maxspeedOrder = ["maxspeed:advisory", "maxspeed", "source:maxspeed", "maxspeed:type"]

    /// car.lua's most a surface, track type or smoothness allows (km/h): in Helsinki mostly
    /// cobblestone at 30, under the 32 km/h of a 40 limit.
    static let surfaceSpeeds: [String: Double] = [
        "cement": 80, "compacted": 80, "fine_gravel": 80, "paving_stones": 60, "metal": 60, "bricks": 60,
        "grass": 40, "wood": 40, "sett": 40, "grass_paver": 40, "gravel": 40, "unpaved": 40, "ground": 40,
        "dirt": 40, "pebblestone": 40, "tartan": 40, "cobblestone": 30, "clay": 30, "earth": 20, "stone": 20,
        "rocky": 20, "sand": 20, "laterite": 15, "mud": 10, "ice": 20, "snow": 30,
    ]
    static let tracktypeSpeeds: [String: Double] = ["grade1": 60, "grade2": 40, "grade3": 30, "grade4": 25, "grade5": 20]
    static let smoothnessSpeeds: [String: Double] = [
        "intermediate": 80, "bad": 40, "very_bad": 20, "horrible": 10, "very_horrible": 5, "impassable": 0,
    ]

    /// The lowest of the caps the way's surface tags set, or nil when none applies.
    static func surfaceCap(_ tags: [String: String]) -> Double? {
        [surfaceSpeeds[tags["surface"] ?? ""], tracktypeSpeeds[tags["tracktype"] ?? ""], smoothnessSpeeds[tags["smoothness"] ?? ""]]
            .compactMap { $0 }.min()
    }

    static func speeds(_ tags: [String: String]) -> Profile.WaySpeeds? {
        guard let highway = tags["highway"], tags["area"] != "yes", !neverDriven.contains(highway) else { return nil }
        // Access per direction: `motor_vehicle:forward=no` closes one direction only (as OSRM reads it).
        let forwardAccess = Access.value(tags, order: accessOrder, direction: "forward")
        let backwardAccess = Access.value(tags, order: accessOrder, direction: "backward")
        func unlisted(_ access: String?) -> Double { access.map { speedlessAccess.contains($0) ? 0 : defaultSpeed } ?? 0 }
        let forwardBase = speeds[highway] ?? unlisted(forwardAccess)
        let backwardBase = speeds[highway] ?? unlisted(backwardAccess)
        guard forwardBase > 0 || backwardBase > 0 else { return nil }
        let forwardOpen = forwardAccess.map { !Access.denied.contains($0) } ?? true
        let backwardOpen = backwardAccess.map { !Access.denied.contains($0) } ?? true
        guard forwardOpen || backwardOpen else { return nil }
        let restricted = [forwardAccess, backwardAccess].contains { $0.map(Access.restricted.contains) ?? false }
        let implied = highway == "motorway" || tags["junction"] == "roundabout" || tags["junction"] == "circular"
        let forwardLimit = MaxSpeed.parse(Access.value(tags, order: maxspeedOrder, direction: "forward"))
        let backwardLimit = MaxSpeed.parse(Access.value(tags, order: maxspeedOrder, direction: "backward"))
        let cap = surfaceCap(tags) ?? .infinity
        let forward = forwardOpen && forwardBase > 0 ? min(cap, forwardLimit.map { $0 * limitFactor } ?? forwardBase) : 0
        let backward = backwardOpen && backwardBase > 0 ? min(cap, backwardLimit.map { $0 * limitFactor } ?? backwardBase) : 0
        var way: Profile.WaySpeeds
        switch Oneway.direction(tags["oneway"], implied: implied) {
        case .both: way = Profile.WaySpeeds(forward: forward, backward: backward, restricted: restricted)
        case .forward where forward > 0: way = Profile.WaySpeeds(forward: forward, backward: 0, restricted: restricted)
        case .backward where backward > 0: way = Profile.WaySpeeds(forward: 0, backward: backward, restricted: restricted)
        default: return nil
        }
        (way.forwardRate, way.backwardRate) = rates(tags, bothWays: way.forward > 0 && way.backward > 0)
        return way
    }

    /// car.lua's 'routability' rates (forward, backward): service roads for parking and driveways,
    /// narrow or single-lane two-way roads, roads without lane markings, side roads and the
    /// direction without priority count for less when choosing a route; the lowest applies.
    static func rates(_ tags: [String: String], bothWays: Bool) -> (Double, Double) {
        var rate = 1.0
        if ["alley", "parking", "parking_aisle", "driveway", "drive-through", "drive-thru"].contains(tags["service"] ?? "") {
            rate = min(rate, 0.5)
        }
        if bothWays {
            if tags["lane_markings"] == "no" { rate = min(rate, 0.75) }
            if let width = leadingNumber(tags["width"]) {
                rate = min(rate, width <= 3 ? 0.5 : width < 4 ? 0.6 : width < 5 ? 0.75 : width < 6 ? 0.8 : 1)
            }
            if let lanes = leadingNumber(tags["lanes"]), lanes <= 1 { rate = min(rate, 0.5) }
        }
        if tags["side_road"] == "yes" || tags["side_road"] == "rotary" { rate = min(rate, 0.8) }
        let forward = tags["priority"] == "backward" ? min(rate, 0.7) : rate
        let backward = tags["priority"] == "forward" ? min(rate, 0.7) : rate
        return (forward, backward)
    }

    /// The number a tag value starts with ("3", "3.5 m", "2;3"), or nil.
    static func leadingNumber(_ value: String?) -> Double? {
        guard let value else { return nil }
        let digits = value.prefix(while: { ($0 >= "0" && $0 <= "9") || $0 == "." })
        return Double(digits)
    }
}
