/// A travel mode: which ways it may use, how fast, and what turns and junctions cost.
public enum Profile: String, Sendable, CaseIterable {
    case car, bike, foot

    /// How a way may be travelled: speeds in km/h along and against its node order (0 = not allowed).
    struct WaySpeeds: Equatable {
        var forward: Double
        var backward: Double
        /// Access only to reach places on it (access=destination): through traffic pays an entry penalty.
        var restricted = false
        /// A stop may snap onto the way (OSRM's startpoint): not onto a ferry, nor a private service road.
        var startpoint = true
        /// A ferry's crossing time in seconds (`duration`): the way's speed is then its length over this.
        var duration: Double?
        /// A ferry or shuttle train: boarding and leaving it is a turn (a change of mode in OSRM).
        var ferry = false
        /// How much of its speed a direction counts for when choosing a route (car.lua's
        /// 'routability' rate, 0...1): the weight is the duration over this; durations stay true.
        var forwardRate = 1.0
        var backwardRate = 1.0
    }

    /// Delays and penalties in seconds (OSRM's car/bicycle/foot defaults).
    struct TurnCosts {
        var uTurn: Double
        var trafficSignal: Double
        var stop: Double
        var giveWay: Double
        /// OSRM's sigmoid turn penalty: maximum seconds and the bias toward right turns.
        var turnPenalty: Double
        var turnBias: Double
        /// Most seconds added to a left turn across oncoming traffic (right-hand traffic).
        var oncoming: Double = 0
        /// Opening a gate on the way (car.lua's barrier_penalties).
        var gate: Double = 0
    }

    var turnCosts: TurnCosts {
        switch self {
        case .car: return TurnCosts(uTurn: 20, trafficSignal: 2, stop: 2, giveWay: 1, turnPenalty: 7.5, turnBias: 1.075, oncoming: 2, gate: 60)
        case .bike: return TurnCosts(uTurn: 20, trafficSignal: 2, stop: 0, giveWay: 0, turnPenalty: 6, turnBias: 1.4)
        case .foot: return TurnCosts(uTurn: 2, trafficSignal: 2, stop: 0, giveWay: 0, turnPenalty: 0, turnBias: 1)
        }
    }

    /// The tag keys a profile reads; everything else is dropped at import. Keys a direction can
    /// qualify are kept with `:forward` and `:backward` too.
    static let wayKeys: Set<String> = {
        let plain: Set<String> = [
            "highway", "oneway", "junction", "foot", "oneway:bicycle", "cycleway", "area", "name", "service", "route",
            "duration", "source:maxspeed", "maxspeed:type", "surface", "tracktype", "smoothness", "lanes", "lane_markings",
            "side_road", "priority", "oneway:motorcar", "oneway:motor_vehicle", "oneway:vehicle", "construction",
            "proposed", "railway", "impassable", "status", "hov", "narrow",
        ]
        let directed = ["access", "motorcar", "motor_vehicle", "vehicle", "bicycle", "maxspeed", "maxspeed:advisory", "hov:lanes"]
            + Vehicle.keys
        return plain.union(directed.flatMap { [$0, $0 + ":forward", $0 + ":backward"] })
    }()

    func speeds(_ tags: [String: String]) -> WaySpeeds? {
        switch self {
        case .car: return CarProfile.speeds(tags)
        case .bike: return BikeProfile.speeds(tags)
        case .foot: return FootProfile.speeds(tags)
        }
    }

    /// The restriction tag this profile obeys (`restriction:motorcar` over `restriction`), or nil
    /// when the relation does not apply to it (`except`).
    func restriction(_ tags: [String: String]) -> String? {
        let own: String, exceptNames: [String]
        switch self {
        case .car: own = "restriction:motorcar"; exceptNames = ["motorcar", "motor_vehicle"]
        case .bike: own = "restriction:bicycle"; exceptNames = ["bicycle"]
        case .foot: return nil   // turn restrictions are for vehicles
        }
        if let except = tags["except"] {
            let listed = except.split(separator: ";").map { $0.trimmingSpaces }
            if listed.contains(where: { exceptNames.contains($0) }) { return nil }
        }
        return tags[own] ?? tags["restriction"]
    }

    /// The relation's `restriction:conditional` (or the profile's own), under the same `except`.
    func conditionalRestriction(_ tags: [String: String]) -> String? {
        let own: String
        switch self {
        case .car: own = "restriction:motorcar:conditional"
        case .bike: own = "restriction:bicycle:conditional"
        case .foot: return nil
        }
        guard let value = tags[own] ?? tags["restriction:conditional"] else { return nil }
        // The plain restriction's except rules decide whether this vehicle is concerned at all.
        return restriction(tags.merging(["restriction": value]) { _, new in new }) == nil ? nil : value
    }
}

enum Access {
    static let denied: Set<String> = ["no", "private", "agricultural", "forestry", "emergency", "psv",
                                      "customers", "delivery", "military", "use_sidepath"]

    /// Allowed to reach a destination on the way, not to drive through it (OSRM's restricted access).
    static let restricted: Set<String> = ["destination", "permit", "residents"]

    /// The value of the first present tag in priority order; with a direction, `key:direction`
    /// counts before `key` at each level.
    static func value(_ tags: [String: String], order: [String], direction: String? = nil) -> String? {
        order.lazy.compactMap { key in direction.flatMap { tags[key + ":" + $0] } ?? tags[key] }.first
    }

    /// The first present tag in priority order decides (e.g. motorcar > motor_vehicle > vehicle > access).
    static func allowed(_ tags: [String: String], order: [String]) -> Bool? {
        for key in order {
            if let value = tags[key] { return !denied.contains(value) }
        }
        return nil
    }
}

enum Oneway {
    enum Direction { case both, forward, backward, closed }

    static func direction(_ value: String?, implied: Bool) -> Direction {
        switch value {
        case "yes", "1", "true": return .forward
        case "-1", "reverse": return .backward
        case "reversible", "alternating": return .closed   // direction changes by time: unusable offline
        case "no", "0", "false": return .both
        default: return implied ? .forward : .both
        }
    }
}

extension Substring {
    var trimmingSpaces: String {
        String(self.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
