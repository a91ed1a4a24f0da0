/// The edge-based graph: node x is arc x of the RoadGraph; an edge x -> y is the turn from arc x
/// onto arc y, weighted with the time to drive x plus the turn's cost (ms). Flat CSR arrays.
public struct TurnGraph: Sendable {
    var start: [Int32] = [0]
    var target: [Int32] = []
    var weight: [UInt32] = []

    /// Added to the turn into a restricted (destination-only) arc: a weight, never a duration (ms).
    static let restrictedEntry: UInt32 = 3_600_000

    /// How many turns along `arcs` entered a restricted arc (their penalty is not travel time).
    func restrictedEntries(_ arcs: [Int32], arcWeight: [UInt32]) -> Int64 {
        var count: Int64 = 0
        for (x, y) in zip(arcs, arcs.dropFirst()) where arcWeight.indices.contains(Int(x)) {
            for e in edges(of: Int(x)) where target[e] == y {
                if weight[e] >= arcWeight[Int(x)] &+ TurnGraph.restrictedEntry { count += 1 }
                break
            }
        }
        return count
    }

    var nodeCount: Int { max(0, start.count - 1) }
    var edgeCount: Int { target.count }

    func edges(of x: Int) -> Range<Int> {
        guard x >= 0, x + 1 < start.count else { return 0..<0 }
        return Int(start[x])..<Int(start[x + 1])
    }
}
