/// The arcs leaving and entering each vertex (flat CSR). A stop that snaps onto a segment's end
/// stands on that vertex: it may leave by any road there, with no turn cost or restriction for a
/// turn it never made (as OSRM starts on whichever road it snapped to).
/// Made from the RoadGraph at import (and for a layout before LIFTNET7, on first need); stored
/// since, as columns read lazily.
struct VertexArcs: Sendable {
    let outStart: Column<Int32>, outArcs: Column<Int32>
    let inStart: Column<Int32>, inArcs: Column<Int32>

    init(_ g: RoadGraph) {
        let (outStart, outArcs) = VertexArcs.index(g.arcFrom, vertices: g.vertexCount)
        let (inStart, inArcs) = VertexArcs.index(g.arcTo, vertices: g.vertexCount)
        self.init(outStart: Column(outStart), outArcs: Column(outArcs), inStart: Column(inStart), inArcs: Column(inArcs))
    }

    /// Stored columns (NetworkCodec), each chunk checked when read.
    init(outStart: Column<Int32>, outArcs: Column<Int32>, inStart: Column<Int32>, inArcs: Column<Int32>) {
        self.outStart = outStart
        self.outArcs = outArcs
        self.inStart = inStart
        self.inArcs = inArcs
    }

    /// Its columns in their stored order.
    var columns: [Column<Int32>] { [outStart, outArcs, inStart, inArcs] }

    /// Built at every reopen: the fill runs over buffers (one uniqueness check per array, not
    /// one per arc; 41M -> 22M instructions for both indexes of the synthetic city), every index still
    /// checked against its buffer. The starts are counted one slot further on (v's count at v + 2),
    /// so that v's fill position is start[v + 1] and ends as v + 1's start: no copy of them to fill from.
    private static func index(_ ends: Column<Int32>, vertices: Int) -> ([Int32], [Int32]) {
        var start = [Int32](repeating: 0, count: vertices + 2)
        start.withUnsafeMutableBufferPointer { start in
            for v in ends where v >= 0 && Int(v) < vertices { start[Int(v) + 2] &+= 1 }
            for i in 0...vertices { start[i + 1] &+= start[i] }
        }
        var arcs = [Int32](repeating: 0, count: Int(start[vertices + 1]))
        start.withUnsafeMutableBufferPointer { fill in
            arcs.withUnsafeMutableBufferPointer { arcs in
                for (a, v) in ends.enumerated() where v >= 0 && Int(v) < vertices {
                    let at = Int(fill[Int(v) + 1])
                    guard at < arcs.count else { continue }
                    arcs[at] = Int32(truncatingIfNeeded: a)
                    fill[Int(v) + 1] = Int32(truncatingIfNeeded: at + 1)
                }
            }
        }
        start.removeLast()
        return (start, arcs)
    }

    func leaving(_ v: Int32) -> ArraySlice<Int32> { slice(outStart, outArcs, v) }
    func entering(_ v: Int32) -> ArraySlice<Int32> { slice(inStart, inArcs, v) }

    /// Empty where a damaged stored chunk left the starts out of order or range (that route is refused).
    private func slice(_ start: Column<Int32>, _ arcs: Column<Int32>, _ v: Int32) -> ArraySlice<Int32> {
        guard v >= 0, Int(v) + 1 < start.count else { return [] }
        let lower = Int(start[Int(v)]), upper = Int(start[Int(v) + 1])
        guard lower <= upper, upper <= arcs.count else { return [] }
        return arcs.withRange(lower..<upper) { ArraySlice($0) }
    }
}
