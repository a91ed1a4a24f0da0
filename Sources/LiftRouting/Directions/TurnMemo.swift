import LiftCore
import Synchronization

/// What `Steps.maneuver` made of each turn, kept once a route has driven it: the answer depends
/// on the turn's two arcs only, so a later route through the same junction reads one byte
/// instead of testing the other roads leaving there (their segments, bearings and labels). Part
/// of a network's junction facts, in memory, one byte per turn. Routes on several threads may
/// fill it: each byte is written whole, always with the same value, so a relaxed read sees
/// either nothing yet or the answer.
final class TurnMemo: @unchecked Sendable {
    private let codes: UnsafeMutablePointer<Atomic<UInt8>>
    let count: Int

    init(turns: Int) {
        count = max(turns, 0)
        codes = .allocate(capacity: max(count, 1))
        for t in 0..<max(count, 1) { (codes + t).initialize(to: Atomic<UInt8>(0)) }
    }

    deinit {
        codes.deinitialize(count: max(count, 1))
        codes.deallocate()
    }

    /// A junction's answer: `.none` (no maneuver) or its type and modifier.
    typealias Answer = (type: ManeuverType, modifier: ManeuverModifier)?

    /// Turn t's answer once kept; nil when none is (a turn out of range keeps none).
    func answer(_ t: Int) -> Answer? {
        guard t >= 0, t < count else { return nil }
        let code = Int(codes[t].load(ordering: .relaxed))
        if code == 0 { return nil }
        if code == 1 { return .some(nil) }
        let type = (code - 2) >> 4, modifier = (code - 2) & 15
        guard Self.types.indices.contains(type), Self.modifiers.indices.contains(modifier) else { return nil }
        return (Self.types[type], Self.modifiers[modifier])
    }

    func keep(_ answer: Answer, _ t: Int) {
        guard t >= 0, t < count else { return }
        // 2 + type << 4 | modifier: decoded with a shift and a mask (12 types x 16 fit a byte).
        let code = answer.map { a in 2 + ((Self.types.firstIndex(of: a.type) ?? 0) << 4 | (Self.modifiers.firstIndex(of: a.modifier) ?? 0)) } ?? 1
        codes[t].store(UInt8(truncatingIfNeeded: code), ordering: .relaxed)
    }

    /// The cases in a fixed order, read by index (`allCases` makes an array per read).
    private static let types = ManeuverType.allCases
    private static let modifiers = ManeuverModifier.allCases
}
