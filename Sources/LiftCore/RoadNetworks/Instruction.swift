/// A step's instruction in English, made from its structured fields only, so a host that speaks
/// another language makes its own sentence from the same fields (docs/API.md shows how).
public enum Instruction {
    public static func english(_ step: RouteStep) -> String {
        let m = step.maneuver
        let road = roadName(name: step.name, ref: step.ref, roadClass: step.roadClass)
        let onto = road.isEmpty ? "" : " onto \(road)"
        let direction = m.modifier.map(\.rawValue) ?? "straight"
        switch m.type {
        case .depart:
            if m.modifier == .uturn { return "Make a U-turn and head \(compass(m.bearingAfter))" + (road.isEmpty ? "" : " on \(road)") }
            return "Head \(compass(m.bearingAfter))" + (road.isEmpty ? "" : " on \(road)")
        case .arrive:
            return "You have arrived at your destination"
        case .turn, .endOfRoad:
            if m.modifier == .uturn { return "Make a U-turn" + (road.isEmpty ? "" : " and continue on \(road)") }
            if m.modifier == .straight { return "Go straight" + onto }
            return "Turn \(direction)" + onto
        case .newName:
            return (m.modifier == nil || m.modifier == .straight ? "Continue" : "Continue \(direction)") + onto
        case .continue:
            if m.modifier == .uturn { return "Make a U-turn" + (road.isEmpty ? "" : " and continue on \(road)") }
            return (m.modifier == nil || m.modifier == .straight ? "Continue straight" : "Continue \(direction)")
                + (road.isEmpty ? "" : " on \(road)")
        case .merge:
            return "Merge" + (m.modifier.map { $0 == .straight ? "" : " \(side($0))" } ?? "") + onto
        case .onRamp:
            return "Take the ramp" + (m.modifier.map { $0 == .straight ? "" : " on the \(side($0))" } ?? "") + onto
        case .offRamp:
            return "Take the exit" + (m.modifier.map { $0 == .straight ? "" : " on the \(side($0))" } ?? "") + onto
        case .fork:
            return "Keep \(m.modifier.map(side) ?? "straight") at the fork" + onto
        case .roundabout, .rotary:
            let place = m.type == .rotary ? "the rotary" : "the roundabout"
            guard let exit = m.exit else { return "Enter \(place)" + onto }
            return "At \(place), take the \(ordinal(exit)) exit" + onto
        }
    }

    /// "Mannerheimintie (E12)", a ref alone, or for an unnamed road its class ("the service road").
    public static func roadName(name: String, ref: String, roadClass: String) -> String {
        switch (name.isEmpty, ref.isEmpty) {
        case (false, false): return "\(name) (\(ref))"
        case (false, true): return name
        case (true, false): return ref
        case (true, true):
            switch roadClass {
            case "road", "": return ""
            case "footway", "cycleway", "path", "track", "steps", "bridleway", "busway": return "the \(roadClass)"
            default: return "the \(roadClass.replacingUnderscores) road"
            }
        }
    }

    /// Left or right for the side-only maneuvers (ramps, merges, forks).
    static func side(_ m: ManeuverModifier) -> String {
        switch m {
        case .left, .slightLeft, .sharpLeft: "left"
        case .right, .slightRight, .sharpRight: "right"
        case .straight, .uturn: "straight"
        }
    }

    /// One of eight compass points of a bearing in degrees.
    static func compass(_ bearing: Int) -> String {
        let points = ["north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest"]
        let b = ((bearing % 360) + 360) % 360
        return points[((b * 2 + 45) / 90) % 8]
    }

    static func ordinal(_ n: Int) -> String {
        let tens = n % 100
        let suffix = (11...13).contains(tens) ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th"
        return "\(n)\(suffix)"
    }
}

extension String {
    /// "living_street" -> "living street", "motorway_link" -> "motorway link".
    var replacingUnderscores: String { String(map { $0 == "_" ? " " : $0 }) }
}
