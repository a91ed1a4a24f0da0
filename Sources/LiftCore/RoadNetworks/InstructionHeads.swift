/// Every instruction's words before its road ("Turn right onto ", "Head west on "), written once
/// by `Instruction`'s own writer and kept as UTF-8 in one buffer: a step's sentence then goes
/// into an answer as two pieces, these words and the road, instead of word by word through a
/// generic writer. What a head depends on is the maneuver's type and, as the type uses them, its
/// modifier, the compass point of a depart and a roundabout's exit, and whether the road has a
/// name (the words joining it are in the head).
final class InstructionHeads: Sendable {
    /// Made on first use, once per process: a few hundred short sentences.
    static let shared = InstructionHeads()

    /// Exits counted in the table; a larger one is written word by word.
    static let maxExit = 20

    private let utf8: [UInt8]
    /// Where head i ends in `utf8`; it begins where head i - 1 ends.
    private let ends: [Int32]
    /// Whether the road follows head i (an arrive's sentence has none, named or not).
    private let roadFollows: [Bool]

    init() {
        // Every combination a head depends on (a bearing only a depart's, an exit only a ring's),
        // each written once, then laid out in index order.
        var heads = [[UInt8]?](repeating: nil, count: Self.count), roadFollows = [Bool](repeating: false, count: Self.count)
        let modifiers: [ManeuverModifier?] = [nil] + ManeuverModifier.allCases
        for type in ManeuverType.allCases {
            let ring = type == .roundabout || type == .rotary
            for modifier in modifiers {
                for bearing in type == .depart ? Array(stride(from: 0, to: 360, by: 45)) : [0] {
                    for exit in ring ? [nil] + Array(1...Self.maxExit) : [nil] {
                        for named in [false, true] {
                            let m = Maneuver(type: type, modifier: modifier, location: GeoPoint(lat: 0, lon: 0), bearingBefore: 0,
                                             bearingAfter: bearing, exit: exit)
                            guard let i = Self.index(m, named: named), heads[i] == nil else { continue }
                            var sink = HeadSink()
                            Instruction.write(m, named: named, to: &sink) { $0.road = true }
                            heads[i] = sink.bytes
                            roadFollows[i] = sink.road
                        }
                    }
                }
            }
        }
        var utf8 = [UInt8](), ends = [Int32]()
        for head in heads {
            utf8 += head ?? []
            ends.append(Int32(utf8.count))
        }
        self.utf8 = utf8
        self.ends = ends
        self.roadFollows = roadFollows
    }

    /// The head of a sentence with this maneuver, on a road with a name or not, handed to `body`
    /// with whether the road follows it; false (and `body` not called) for one the table does not
    /// hold (an exit past `maxExit`).
    func withHead(_ m: Maneuver, named: Bool, _ body: (_ head: UnsafeBufferPointer<UInt8>, _ roadFollows: Bool) -> Void) -> Bool {
        guard let i = Self.index(m, named: named), ends.indices.contains(i) else { return false }
        utf8.withUnsafeBufferPointer { all in
            let start = i > 0 ? Int(ends[i - 1]) : 0
            body(UnsafeBufferPointer(rebasing: all[start..<Int(ends[i])]), roadFollows[i])
        }
        return true
    }

    /// Heads: a depart's 2 (U-turn or not) x 8 compass points, an arrive's one, the 8 types that
    /// use a modifier (none or one of 8) and a ring's 2 types x (no exit or 1...maxExit), each
    /// with and without a named road.
    private static let departs = 16, arrives = 1, modified = 8 * 9, rings = 2 * (maxExit + 1)
    static let count = 2 * (departs + arrives + modified + rings)

    /// Where the head of this maneuver is; nil for an exit past `maxExit`.
    static func index(_ m: Maneuver, named: Bool) -> Int? {
        let slot: Int
        switch m.type {
        case .depart:
            slot = (m.modifier == .uturn ? 8 : 0) + Instruction.compassPoint(m.bearingAfter)
        case .arrive:
            slot = departs
        case .roundabout, .rotary:
            let exit = m.exit ?? 0
            guard exit >= 0, exit <= maxExit else { return nil }
            slot = departs + arrives + modified + (m.type == .rotary ? maxExit + 1 : 0) + exit
        case .turn, .endOfRoad, .newName, .continue, .merge, .onRamp, .offRamp, .fork:
            slot = departs + arrives + modifiedType(m.type) * 9 + modifier(m.modifier)
        }
        return 2 * slot + (named ? 1 : 0)
    }

    /// The types that use a modifier, 0...7 (a switch: this runs per step).
    private static func modifiedType(_ t: ManeuverType) -> Int {
        switch t {
        case .turn: 0
        case .endOfRoad: 1
        case .newName: 2
        case .continue: 3
        case .merge: 4
        case .onRamp: 5
        case .offRamp: 6
        case .fork: 7
        case .depart, .arrive, .roundabout, .rotary: 0
        }
    }

    /// No modifier 0, else 1...8.
    private static func modifier(_ m: ManeuverModifier?) -> Int {
        switch m {
        case nil: 0
        case .uturn?: 1
        case .sharpRight?: 2
        case .right?: 3
        case .slightRight?: 4
        case .straight?: 5
        case .slightLeft?: 6
        case .left?: 7
        case .sharpLeft?: 8
        }
    }

    /// Collects a sentence's words up to its road.
    private struct HeadSink: SentenceSink {
        var bytes = [UInt8]()
        var road = false
        mutating func write(_ piece: StaticString) { if !road { bytes += UnsafeBufferPointer(start: piece.utf8Start, count: piece.utf8CodeUnitCount) } }
        mutating func write(text piece: String) { if !road { bytes += piece.utf8 } }
    }
}
