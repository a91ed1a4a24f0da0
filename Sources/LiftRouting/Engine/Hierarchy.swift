/// A contraction hierarchy over the TurnGraph, laid out for the query's memory traffic (as
/// RoutingKit and OSRM do): nodes are numbered by rank (CH id = rank), so the top of the
/// hierarchy, which every query climbs to, is one small contiguous region of the edges and of
/// the search state. `up` holds edges x -> y with x < y, stored at x; `down` holds edges y -> x
/// with y > x, stored at x (searched backwards). Each edge's target and weight are one record
/// (`arcs`); what only unpacking reads (`halves`) lies apart. Seeds enter through `rank`
/// (TurnGraph node -> CH id) and the first node of a path leaves through `node` (the inverse).
public struct Hierarchy: Sendable {
    /// What the relax loop reads of an edge: one 8-byte record.
    struct Arc: Sendable, Equatable { var target: Int32; var weight: UInt32 }

    /// A shortcut a -> b via m: `first` is the `down` edge a -> m, `second` the `up` edge m -> b
    /// (both stored at m, which ranks below a and b; decode checks only that they are stored below
    /// the shortcut, see NetworkCodec.upward). A half that is an original turn is not an
    /// edge id but `Halves.leaf(t)` (< -1), t the TurnGraph node it leads to: unpacking then reads
    /// no record for it (half the cache misses of a path). An original turn's own record has
    /// `first` == -1 and `second` the TurnGraph node it leads to. No renumbering on the way out.
    struct Halves: Sendable, Equatable {
        var first: Int32
        var second: Int32

        /// A half that is an original turn to TurnGraph node t: -t - 2.
        static func leaf(_ t: Int32) -> Int32 { ~(t &+ 1) }
        /// The TurnGraph node of a leaf half (p < -1); no overflow for any p < 0.
        static func leafNode(_ p: Int32) -> Int32 { ~p &- 1 }
    }

    struct Edges: Sendable {
        var start: [Int32] = [0]
        var arcs: [Arc] = []
        var halves: [Halves] = []

        func range(_ x: Int) -> Range<Int> {
            guard x >= 0, x + 1 < start.count, start[x] <= start[x + 1] else { return 0..<0 }
            return Int(start[x])..<Int(start[x + 1])
        }
    }
    /// TurnGraph node -> CH id, and CH id -> TurnGraph node.
    var rank: [Int32] = []
    var node: [Int32] = []
    var up = Edges()
    var down = Edges()

    var nodeCount: Int { rank.count }
    /// Edges that are not original turns (an original turn's record alone has `first` == -1).
    var shortcutCount: Int { up.halves.reduce(0) { $0 + ($1.first != -1 ? 1 : 0) } + down.halves.reduce(0) { $0 + ($1.first != -1 ? 1 : 0) } }
}
