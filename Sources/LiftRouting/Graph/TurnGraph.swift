/// The edge-based graph: node x is arc x of the RoadGraph; an edge x -> y is the turn from arc x
/// onto arc y, weighted with the time to drive x plus the turn's cost (ms). Flat CSR arrays.
public struct TurnGraph: Sendable {
    var start: [Int32] = [0]
    var target: [Int32] = []
    var weight: [UInt32] = []

    var nodeCount: Int { max(0, start.count - 1) }
    var edgeCount: Int { target.count }

    func edges(of x: Int) -> Range<Int> {
        guard x >= 0, x + 1 < start.count else { return 0..<0 }
        return Int(start[x])..<Int(start[x + 1])
    }
}
