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
        private var index: [Key: Int32] = [Key(name: [], ref: [], kind: 0): 0]
        private struct Key: Hashable { var name: [UInt8]; var ref: [UInt8]; var kind: UInt8 }

        /// A way's label from its tags (`RoadLabels.keys` lists the ones read).
        mutating func add(tags: [String: String]) -> Int32 {
            var kind = UInt8(RoadLabels.classes.firstIndex(of: tags["highway"] ?? "") ?? 0)
            switch tags["junction"] {
            case "roundabout": kind |= RoadLabels.roundaboutBit
            case "circular": kind |= RoadLabels.circularBit
            default: break
            }
            let key = Key(name: Array((tags["name"] ?? "").utf8), ref: Array((tags["ref"] ?? "").utf8), kind: kind)
            if let found = index[key] { return found }
            let id = Int32(clamping: labels.kinds.count)
            labels.text += key.name
            labels.bounds.append(Int32(clamping: labels.text.count))
            labels.text += key.ref
            labels.bounds.append(Int32(clamping: labels.text.count))
            labels.kinds.append(kind)
            index[key] = id
            return id
        }
    }

    /// The tags a label is made of.
    static let keys: Set<String> = ["name", "ref", "highway", "junction"]

    /// The bounds a CSR over the text, every kind a known class: what decode checks.
    var isValid: Bool {
        guard bounds.count == 2 * kinds.count + 1, bounds.first == 0, Int(bounds[bounds.count - 1]) == text.count else { return false }
        for i in 1..<bounds.count where bounds[i - 1] > bounds[i] { return false }
        return kinds.allSatisfy { Int($0 & 0x3F) < RoadLabels.classes.count }
    }
}

extension RoadLabels.Label {
    static let unnamed = RoadLabels.Label(name: "", ref: "", roadClass: "road", roundabout: false, circular: false)
}

extension Array {
    func element(_ i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}
