import LiftCore

/// What directions say about a road: its name, its ref, its highway class and whether it is a
/// roundabout. A way's label is kept once and its segments point at it (`RoadGraph.segmentLabel`),
/// so a street of a hundred segments stores its name once. Label 0 is the unnamed road.
public struct RoadLabels: Sendable, Equatable {
    /// The highway values directions tell apart; any other value is `road`.
    static let classes = ["road", "motorway", "motorway_link", "trunk", "trunk_link", "primary", "primary_link",
                          "secondary", "secondary_link", "tertiary", "tertiary_link", "unclassified", "residential",
                          "living_street", "service", "track", "pedestrian", "footway", "cycleway", "path", "steps",
                          "bridleway", "busway"]
    /// The low bits of a label's `kind` are its class; these two mark roundabouts.
    static let roundaboutBit: UInt8 = 0x40
    static let circularBit: UInt8 = 0x80

    /// Every label's name and ref, UTF-8, one after another: label i's name is
    /// `text[bounds[2i] ..< bounds[2i + 1]]`, its ref runs up to `bounds[2i + 2]`.
    var text: [UInt8] = []
    var bounds: [Int32] = [0, 0, 0]
    /// Per label: the class index in `classes`, and the roundabout bits.
    var kinds: [UInt8] = [0]
    /// Per label: the road classes a route reports (`ClassBits`); all 0 for a network imported
    /// before they were kept.
    var roadClasses: [UInt8] = [0]

    /// The bits of `roadClasses`: OSRM car.lua's classes (toll per direction of the way, motorway,
    /// ferry, tunnel) and motorroad.
    enum ClassBits {
        static let tollForward: UInt8 = 1, tollBackward: UInt8 = 2, motorway: UInt8 = 4, ferry: UInt8 = 8, tunnel: UInt8 = 16,
                   motorroad: UInt8 = 32
    }

    /// The classes of a road driven along (`forward`) or against its way, as a route reports them.
    func classes(_ i: Int, forward: Bool) -> RoadClasses {
        guard roadClasses.indices.contains(i) else { return [] }
        let bits = roadClasses[i]
        var out = RoadClasses()
        if bits & (forward ? ClassBits.tollForward : ClassBits.tollBackward) != 0 { out.insert(.toll) }
        if bits & ClassBits.motorway != 0 { out.insert(.motorway) }
        if bits & ClassBits.ferry != 0 { out.insert(.ferry) }
        if bits & ClassBits.tunnel != 0 { out.insert(.tunnel) }
        if bits & ClassBits.motorroad != 0 { out.insert(.motorroad) }
        return out
    }

    public struct Label: Equatable, Sendable {
        public var name: String
        public var ref: String
        public var roadClass: String
        public var roundabout: Bool
        public var circular: Bool
    }

    var count: Int { kinds.count }

    // Read by index while a leg's junctions are examined: no String is made until a step is.

    /// Whether labels i and j carry the same name and ref (whatever their class).
    func sameRoad(_ i: Int, _ j: Int) -> Bool {
        if i == j { return true }
        guard 2 * i + 2 < bounds.count, 2 * j + 2 < bounds.count else { return false }
        let a = Int(bounds[2 * i]), b = Int(bounds[2 * i + 1]), c = Int(bounds[2 * i + 2])
        let d = Int(bounds[2 * j]), e = Int(bounds[2 * j + 1]), f = Int(bounds[2 * j + 2])
        guard b - a == e - d, c - b == f - e else { return false }
        return text[a..<c].elementsEqual(text[d..<f])
    }

    /// The class index in `classes`.
    func roadClass(_ i: Int) -> Int { Int((kinds.element(i) ?? 0) & 0x3F) }
    func isRoundabout(_ i: Int) -> Bool { (kinds.element(i) ?? 0) & (RoadLabels.roundaboutBit | RoadLabels.circularBit) != 0 }

    func label(_ i: Int) -> Label {
        guard kinds.indices.contains(i), 2 * i + 2 < bounds.count else { return .unnamed }
        let a = Int(bounds[2 * i]), b = Int(bounds[2 * i + 1]), c = Int(bounds[2 * i + 2])
        let kind = kinds[i]
        return Label(name: String(decoding: text[a..<b], as: UTF8.self), ref: String(decoding: text[b..<c], as: UTF8.self),
                     roadClass: RoadLabels.classes.element(Int(kind & 0x3F)) ?? "road",
                     roundabout: kind & (RoadLabels.roundaboutBit | RoadLabels.circularBit) != 0,
                     circular: kind & RoadLabels.circularBit != 0)
    }

    /// Labels of one import, each distinct label kept once.
    struct Builder {
        private(set) var labels = RoadLabels()
        private var index: [Key: Int32] = [Key(name: [], ref: [], kind: 0, classes: 0): 0]
        private struct Key: Hashable { var name: [UInt8]; var ref: [UInt8]; var kind: UInt8; var classes: UInt8 }

        /// A way's label from its tags (`RoadLabels.keys` lists the ones read).
        mutating func add(tags: [String: String]) -> Int32 {
            var kind = UInt8(RoadLabels.classes.firstIndex(of: tags["highway"] ?? "") ?? 0)
            switch tags["junction"] {
            case "roundabout": kind |= RoadLabels.roundaboutBit
            case "circular": kind |= RoadLabels.circularBit
            default: break
            }
            let key = Key(name: Array((tags["name"] ?? "").utf8), ref: Array((tags["ref"] ?? "").utf8), kind: kind,
                          classes: RoadLabels.classBits(tags))
            if let found = index[key] { return found }
            let id = Int32(clamping: labels.kinds.count)
            labels.text += key.name
            labels.bounds.append(Int32(clamping: labels.text.count))
            labels.text += key.ref
            labels.bounds.append(Int32(clamping: labels.text.count))
            labels.kinds.append(kind)
            labels.roadClasses.append(key.classes)
            index[key] = id
            return id
        }
    }

    /// The tags a label is made of.
    static let keys: Set<String> = ["name", "ref", "highway", "junction", "toll", "toll:forward", "toll:backward", "tunnel",
                                    "motorroad", "route"]

    /// A way's class bits as car.lua's `WayHandlers.classes` reads its tags: `toll=yes` both ways,
    /// `toll:forward`/`toll:backward` one; `tunnel` anything but `no`; `route=ferry`; highway
    /// `motorway`/`motorway_link`; and `motorroad=yes`.
    static func classBits(_ tags: [String: String]) -> UInt8 {
        var bits: UInt8 = 0
        if (tags["toll:forward"] ?? tags["toll"]) == "yes" { bits |= ClassBits.tollForward }
        if (tags["toll:backward"] ?? tags["toll"]) == "yes" { bits |= ClassBits.tollBackward }
        if let tunnel = tags["tunnel"], tunnel != "no" { bits |= ClassBits.tunnel }
        if tags["route"] == "ferry" { bits |= ClassBits.ferry }
        if tags["highway"] == "motorway" || tags["highway"] == "motorway_link" { bits |= ClassBits.motorway }
        if tags["motorroad"] == "yes" { bits |= ClassBits.motorroad }
        return bits
    }

    /// The bounds a CSR over the text, every kind a known class: what decode checks.
    var isValid: Bool {
        guard bounds.count == 2 * kinds.count + 1, bounds.first == 0, Int(bounds[bounds.count - 1]) == text.count else { return false }
        for i in 1..<bounds.count where bounds[i - 1] > bounds[i] { return false }
        return roadClasses.count == kinds.count && kinds.allSatisfy { Int($0 & 0x3F) < RoadLabels.classes.count }
    }
}

extension RoadLabels.Label {
    static let unnamed = RoadLabels.Label(name: "", ref: "", roadClass: "road", roundabout: false, circular: false)
}

extension Array {
    func element(_ i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}
