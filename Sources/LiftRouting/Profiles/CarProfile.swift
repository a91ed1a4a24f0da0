/// Car: OSRM car.lua's speeds (incl. its default for other highways a car may use), limits,
/// surface caps, access order and oneway rules.
enum CarProfile {
    static let speeds: [String: Double] = [
        "motorway": 90, "motorway_link": 45, "trunk": 85, "trunk_link": 40, "primary": 65, "primary_link": 30,
        "secondary": 55, "secondary_link": 25, "tertiary": 40, "tertiary_link": 20, "unclassified": 25,
        "residential": 25, "living_street": 10, "service": 15, "winter_road": 20, "ice_road": 15,
    ]
    /// OSRM drives at 80% of a posted limit: traffic rarely flows at the limit in cities.
    static let limitFactor = 0.8

    /// car.lua drives any other highway a car is explicitly let onto (`highway=pedestrian` with
    /// `motor_vehicle=yes`) at its default speed, when the access value is not one it denies.
    static let defaultSpeed = 10.0

    static let accessOrder = CarAccess.order
    /// Oneway tags for motor vehicles, read before `oneway` (car.lua's restrictions sequence).
    static let onewayOrder = ["oneway:motorcar", "oneway:motor_vehicle", "oneway:vehicle", "oneway"]

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

    static func speeds(_ tagged: [String: String]) -> Profile.WaySpeeds? {
        // An empty value says nothing (`access=""` is no access tag, not "yes").
        let tags = tagged.values.contains("") ? tagged.filter { !$0.value.isEmpty } : tagged
        let route = tags["highway"] == nil ? tags["route"].flatMap { Ferry.speeds[$0] } : nil
        guard let highway = tags["highway"] ?? (route == nil ? nil : ""), !CarAccess.blocked(tags, highway: highway) else { return nil }
        // Access per direction: `motor_vehicle:forward=no` closes one direction only (as OSRM reads it).
        let forwardAccess = CarAccess.resolve(Access.value(tags, order: accessOrder, direction: "forward"))
        let backwardAccess = CarAccess.resolve(Access.value(tags, order: accessOrder, direction: "backward"))
        let restrictable = CarAccess.restrictedHighways.contains(highway)
        var forwardRestricted = restrictable && forwardAccess.map(CarAccess.restricted.contains) == true
        var backwardRestricted = restrictable && backwardAccess.map(CarAccess.restricted.contains) == true
        var forwardOpen = !Vehicle.car.exceeds(tags, direction: "forward")
            && !(forwardAccess.map(CarAccess.denied.contains) == true && !forwardRestricted)
        var backwardOpen = !Vehicle.car.exceeds(tags, direction: "backward")
            && !(backwardAccess.map(CarAccess.denied.contains) == true && !backwardRestricted)
        guard forwardOpen || backwardOpen else { return nil }

        let oneway = onewayOrder.lazy.compactMap { tags[$0] }.first
        var forwardOneway = false, reverseOneway = false
        switch oneway {
        case "-1": reverseOneway = true; forwardOpen = false
        case "yes", "1", "true": forwardOneway = true; backwardOpen = false
        default:
            let implied = highway == "motorway" || tags["junction"] == "roundabout" || tags["junction"] == "circular"
            if implied && oneway != "no" { forwardOneway = true; backwardOpen = false }
        }
        // High-occupancy lanes only: a car may use them to reach a place, as car.lua avoids them.
        if tags["hov"] == "designated" { forwardRestricted = true; backwardRestricted = true }
        if allDesignated(tags["hov:lanes:forward"] ?? (reverseOneway ? nil : tags["hov:lanes"])) { forwardRestricted = true }
        if allDesignated(tags["hov:lanes:backward"] ?? (forwardOneway ? nil : tags["hov:lanes"])) { backwardRestricted = true }

        func base(_ access: String?) -> Double {
            if let speed = route ?? speeds[highway] { return speed }
            guard let access else { return 0 }
            return CarAccess.denied.contains(access) ? 0 : defaultSpeed
        }
        let forwardBase = base(forwardAccess)
        let backwardBase = base(backwardAccess)
        let forwardLimit = MaxSpeed.parse(Access.value(tags, order: maxspeedOrder, direction: "forward"))
        let backwardLimit = MaxSpeed.parse(Access.value(tags, order: maxspeedOrder, direction: "backward"))
        let cap = surfaceCap(tags) ?? .infinity
        let forward = forwardOpen && forwardBase > 0 ? min(cap, forwardLimit.map { $0 * limitFactor } ?? forwardBase) : 0
        let backward = backwardOpen && backwardBase > 0 ? min(cap, backwardLimit.map { $0 * limitFactor } ?? backwardBase) : 0
        guard forward > 0 || backward > 0 else { return nil }
        var way = Profile.WaySpeeds(forward: forward, backward: backward,
                                    restricted: (forward > 0 && forwardRestricted) || (backward > 0 && backwardRestricted))
        (way.forwardRate, way.backwardRate) = rates(tags, bothWays: forward > 0 && backward > 0, alternating: oneway == "alternating")
        if route != nil { way.duration = Ferry.seconds(tags["duration"]); way.ferry = true }
        way.startpoint = route == nil && !(highway == "service" && forwardAccess == "private")
        return way
    }

    /// Every lane of a `hov:lanes` value is `designated`.
    static func allDesignated(_ lanes: String?) -> Bool {
        guard let lanes else { return false }
        return lanes.split(separator: "|", omittingEmptySubsequences: false).allSatisfy { $0 == "designated" }
    }

    /// car.lua's 'routability' rates (forward, backward): service roads for parking and driveways,
    /// narrow or single-lane two-way roads, roads without lane markings, side roads and the
    /// direction without priority count for less when choosing a route; the lowest applies.
    static func rates(_ tags: [String: String], bothWays: Bool, alternating: Bool = false) -> (Double, Double) {
        // A road taken in turns (one lane, lights at both ends) counts for less than half.
        var rate = alternating ? 0.4 : 1.0
        if ["alley", "parking", "parking_aisle", "driveway", "drive-through", "drive-thru"].contains(tags["service"] ?? "") {
            rate = min(rate, 0.5)
        }
        if bothWays {
            if tags["lane_markings"] == "no" { rate = min(rate, 0.75) }
            if let width = tags["width"].flatMap(Measure.metres) {
                rate = min(rate, width <= 3 ? 0.5 : width < 4 ? 0.6 : width < 5 ? 0.75 : width < 6 ? 0.8 : 1)
            }
            if let lanes = leadingDigits(tags["lanes"]), lanes <= 1 { rate = min(rate, 0.5) }
        }
        if tags["side_road"] == "yes" || tags["side_road"] == "rotary" { rate = min(rate, 0.8) }
        let forward = tags["priority"] == "backward" ? min(rate, 0.7) : rate
        let backward = tags["priority"] == "forward" ? min(rate, 0.7) : rate
        return (forward, backward)
    }

    /// The whole number a tag value starts with ("2", "2;3"), or nil.
    static func leadingDigits(_ value: String?) -> Double? {
        guard let value else { return nil }
        return Double(String(value.prefix(while: { $0.isASCII && $0.isNumber })))
    }
}
