/// A contraction hierarchy over the TurnGraph. `up` holds edges x -> y with rank(x) < rank(y),
/// stored at x; `down` holds edges y -> x with rank(y) > rank(x), stored at x (searched backwards).
/// `middle` is the contracted node a shortcut skips, or -1 for an original turn.
public struct Hierarchy: Sendable {
    struct Edges: Sendable {
        var start: [Int32] = [0]
        var target: [Int32] = []
        var weight: [UInt32] = []
        var middle: [Int32] = []

        func range(_ x: Int) -> Range<Int> {
            guard x >= 0, x + 1 < start.count else { return 0..<0 }
            return Int(start[x])..<Int(start[x + 1])
        }
    }
    var rank: [Int32] = []
    var up = Edges()
    var down = Edges()

    var nodeCount: Int { rank.count }
    var shortcutCount: Int { up.middle.reduce(0) { $0 + ($1 >= 0 ? 1 : 0) } + down.middle.reduce(0) { $0 + ($1 >= 0 ? 1 : 0) } }
}
