/// Node barriers (bollards, blocks, fences...) and node access tags, as OSRM's profiles read them:
/// a blocking node may be a stop's end but never passed through (a U-turn there is allowed).
enum Barrier {
    /// The node tag keys barriers need, read at import next to `highway`.
    static let nodeKeys: Set<String> = ["highway", "barrier", "access", "motorcar", "motor_vehicle", "vehicle",
                                        "bicycle", "foot", "bollard", "kerb",
                                        "direction", "traffic_signals:direction", "maxheight", "sensory", "stop"]

    /// Passable for cars (OSRM car.lua's whitelist); gates too, at a delay (`TurnCosts.gate`).
    static let carPassable: Set<String> = ["cattle_grid", "border_control", "toll_booth", "sally_port", "no", "entrance",
                                           "height_restrictor", "arch", "gate", "lift_gate"]
    /// Bikes and walkers get through almost everything but these.
    static let slowBlocking: Set<String> = ["wall", "fence", "yes"]
    /// Denied access tags that still let the owner's car through (OSRM's restricted list).
    static let restrictedAccess: Set<String> = ["private", "delivery", "destination", "customers", "permit", "residents"]

    /// A gate or lift gate a car may pass: it costs time to open (car.lua: 60 s). As in car.lua, a
    /// node with its own access tags is judged by those alone, without the gate's delay.
    static func isGate(_ tags: [String: String], profile: Profile) -> Bool {
        guard profile == .car, !CarProfile.accessOrder.contains(where: { tags[$0] != nil }) else { return false }
        return tags["barrier"] == "gate" || tags["barrier"] == "lift_gate"
    }

    static func blocks(_ tags: [String: String], profile: Profile) -> Bool {
        let order: [String]
        switch profile {
        case .car: order = ["motorcar", "motor_vehicle", "vehicle", "access"]
        case .bike: order = ["bicycle", "vehicle", "access"]
        case .foot: order = ["foot", "access"]
        }
        if let key = order.first(where: { tags[$0] != nil }), let value = tags[key] {
            if profile == .car {
                let resolved = CarAccess.resolve(value) ?? value
                return CarAccess.denied.contains(resolved) && !CarAccess.restricted.contains(resolved)
            }
            return Access.denied.contains(value) && !restrictedAccess.contains(value)
        }
        guard let barrier = tags["barrier"] else { return false }
        switch profile {
        case .car:
            // A height restrictor lower than the car blocks it; one it fits under does not.
            if barrier == "height_restrictor", let h = Measure.height(tags["maxheight"]) { return h < Vehicle.car.height }
            if barrier == "bollard" && tags["bollard"] == "rising" { return false }
            // A virtual livestock fence only beeps.
            if barrier == "fence" && (tags["sensory"] == "audible" || tags["sensory"] == "audio") { return false }
            if barrier == "kerb" && (tags["kerb"] == "lowered" || tags["kerb"] == "flush" || tags["highway"] == "crossing") { return false }
            return !carPassable.contains(barrier)
        case .bike, .foot:
            return slowBlocking.contains(barrier)
        }
    }
}
