/// How a step is travelled, from the network's profile (OSRM's mode names).
public enum TravelMode: String, Sendable, CaseIterable {
    case driving, cycling, walking
}

/// What a step begins with, in OSRM's words.
public enum ManeuverType: String, Sendable, CaseIterable {
    case depart, arrive, turn
    /// The road's name or ref changes where the route goes on without a real choice of turn.
    case newName = "new name"
    /// The road turns and the route stays on it, where other roads leave the junction.
    case `continue`
    case merge, fork
    case onRamp = "on ramp"
    case offRamp = "off ramp"
    /// The road ends at a T-junction: left or right, nothing straight on.
    case endOfRoad = "end of road"
    case roundabout, rotary
}

/// The direction of a maneuver, from the change of bearing at it (`init(turn:)`).
public enum ManeuverModifier: String, Sendable, CaseIterable {
    case uturn
    case sharpRight = "sharp right"
    case right
    case slightRight = "slight right"
    case straight
    case slightLeft = "slight left"
    case left
    case sharpLeft = "sharp left"

    /// `turn`: degrees from the bearing before to the bearing after, clockwise positive, in
    /// -180...180. Below 20 degrees either way is straight, below 60 slight, below 140 a turn,
    /// below 170 sharp, and from 170 a U-turn: OSRM's bands, so hosts that know its modifiers
    /// meet the same words for the same junctions.
    public init(turn: Double) {
        let a = abs(turn), right = turn > 0
        switch a {
        case ..<20: self = .straight
        case ..<60: self = right ? .slightRight : .slightLeft
        case ..<140: self = right ? .right : .left
        case ..<170: self = right ? .sharpRight : .sharpLeft
        default: self = .uturn
        }
    }
}

/// Where a step begins and what is done there.
public struct Maneuver: Sendable, Equatable {
    public var type: ManeuverType
    public var modifier: ManeuverModifier?
    public var location: GeoPoint
    /// Degrees clockwise from north, 0...359, of the travel into and out of the maneuver (0 into a
    /// depart and out of an arrive).
    public var bearingBefore: Int
    public var bearingAfter: Int
    /// Roundabouts and rotaries: the exit taken, counted on the exits the profile may take.
    public var exit: Int?
    public init(type: ManeuverType, modifier: ManeuverModifier?, location: GeoPoint, bearingBefore: Int, bearingAfter: Int,
                exit: Int? = nil) {
        self.type = type; self.modifier = modifier; self.location = location
        self.bearingBefore = bearingBefore; self.bearingAfter = bearingAfter; self.exit = exit
    }
}

/// One step of a leg's directions: a maneuver and the stretch of road driven after it.
public struct RouteStep: Sendable, Equatable {
    /// Metres and seconds, unrounded.
    public var distance: Double
    public var duration: Double
    /// In the route's geometry format.
    public var line: PlannedRoute.Line
    /// The road driven after the maneuver: its `name` and `ref` ("" when the way has none), and its
    /// highway class (`residential`, `service`...; `road` for others) so an unnamed road can be named.
    public var name: String
    public var ref: String
    public var roadClass: String
    public var mode: TravelMode
    public var maneuver: Maneuver
    /// The classes of the roads the step drives (`toll`, `tunnel`...), empty on other roads (and
    /// on steps a saved route stored before it kept them).
    public var classes: RoadClasses = []
    /// The sentence as it was written when the step was stored; nil: made from the fields.
    private var written: String?

    /// A short English sentence made from the fields above (`Instruction.english`), or the one
    /// stored with the step. Made when read, so an answer can write it straight into its bytes
    /// (`writeInstruction`) with no String per step.
    public var instruction: String {
        get { written ?? Instruction.english(self) }
        set { written = newValue }
    }

    /// Writes `instruction` piece by piece.
    public func writeInstruction<S: SentenceSink>(to out: inout S) {
        if let written { out.write(text: written) } else { Instruction.write(self, to: &out) }
    }

    public init(distance: Double, duration: Double, line: PlannedRoute.Line, name: String, ref: String, roadClass: String,
                mode: TravelMode, maneuver: Maneuver) {
        self.distance = distance; self.duration = duration; self.line = line
        self.name = name; self.ref = ref; self.roadClass = roadClass; self.mode = mode; self.maneuver = maneuver
    }

    /// A step as stored, its instruction as it was written then.
    public init(distance: Double, duration: Double, line: PlannedRoute.Line, name: String, ref: String, roadClass: String,
                mode: TravelMode, maneuver: Maneuver, instruction: String) {
        self.init(distance: distance, duration: duration, line: line, name: name, ref: ref, roadClass: roadClass, mode: mode,
                  maneuver: maneuver)
        written = instruction
    }

    /// Alike when every field reads the same, the instruction as read (stored or made).
    public static func == (a: RouteStep, b: RouteStep) -> Bool {
        a.distance == b.distance && a.duration == b.duration && a.line == b.line && a.name == b.name && a.ref == b.ref
            && a.roadClass == b.roadClass && a.mode == b.mode && a.maneuver == b.maneuver && a.classes == b.classes
            && a.instruction == b.instruction
    }
}

/// Road properties a route reports where it drives on them: OSRM car.lua's classes (`toll`,
/// `motorway`, `ferry`, `tunnel`) and `motorroad`.
public struct RoadClasses: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let toll = RoadClasses(rawValue: 1)
    public static let motorway = RoadClasses(rawValue: 2)
    public static let ferry = RoadClasses(rawValue: 4)
    public static let tunnel = RoadClasses(rawValue: 8)
    public static let motorroad = RoadClasses(rawValue: 16)
    /// Every class this build knows: a stored value with another bit is damage.
    public static let known: RoadClasses = [.toll, .motorway, .ferry, .tunnel, .motorroad]

    /// Their names in car.lua's order, then motorroad.
    public static let named: [(RoadClasses, String)] = [(.toll, "toll"), (.motorway, "motorway"), (.ferry, "ferry"),
                                                        (.tunnel, "tunnel"), (.motorroad, "motorroad")]
    public var names: [String] { Self.named.filter { contains($0.0) }.map(\.1) }

    /// A route's classes from its legs': their union, nil when no leg has steps.
    public static func route(_ legs: [RoadClasses?]) -> RoadClasses? {
        let known = legs.compactMap { $0 }
        return known.isEmpty ? nil : known.reduce(RoadClasses()) { $0.union($1) }
    }
}

extension Sequence<RouteStep> {
    /// The classes of the roads these steps drive (their union): a leg's, from its steps.
    public var roadClasses: RoadClasses { reduce(RoadClasses()) { $0.union($1.classes) } }
}
