/// Each chain's part of an encoded polyline, made once per network and precision: the deltas
/// from its first arc's start through every arc's end. They are the same wherever a route enters
/// the chain (it enters at that start), so a route's polyline copies the chains it drives whole
/// instead of encoding vertex by vertex: fewer instructions, and a few contiguous reads per chain
/// instead of two scattered ones per vertex (what a route's time is made of when other work has
/// emptied the caches).
struct ChainPolylines: Sendable {
    /// Chain c's run: bytes[start ..< start + count], and its last vertex rounded as the encoder
    /// rounds it (where the encoder stands after it), with its number of arcs: one 16-byte
    /// record, one cache line read per chain a route copies.
    struct Run: Sendable {
        var start: Int32
        var count: Int32
        var end: SIMD2<Int32>
        var arcs: Int32
    }
    let runs: [Run]
    let bytes: [UInt8]

    /// Nil when the table does not cover the graph (`Polyline.Vertices` refused a coordinate).
    init?(_ chains: Chains, _ g: RoadGraph, table: [SIMD2<Int32>]) {
        guard table.count == g.vertexCount, g.arcTo.count == chains.chainOf.count, g.arcFrom.count == g.arcTo.count else { return nil }
        var runs = [Run]()
        runs.reserveCapacity(chains.count)
        // One point is at most 2 * 13 bytes.
        let room = chains.arcs.count * 2 * Polyline.maxBytesPerValue
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: room) { buffer, written in
            var sink = Polyline.Sink(buffer, factor: 1)
            for c in 0..<chains.count {
                let r = chains.range(c)
                let from = Int32(truncatingIfNeeded: sink.at)
                guard let first = r.first, let last = r.last else {
                    runs.append(Run(start: from, count: 0, end: SIMD2(0, 0), arcs: 0))
                    continue
                }
                let origin = table[Int(g.arcFrom[Int(chains.arcs[first])])]
                sink.restart(lat: Int64(origin.x), lon: Int64(origin.y))
                for i in r {
                    let p = table[Int(g.arcTo[Int(chains.arcs[i])])]
                    if !sink.add(lat: Int64(p.x), lon: Int64(p.y)) { complete = false }
                }
                runs.append(Run(start: from, count: Int32(truncatingIfNeeded: sink.at) &- from,
                                end: table[Int(g.arcTo[Int(chains.arcs[last])])], arcs: Int32(truncatingIfNeeded: r.count)))
            }
            written = sink.at
        }
        guard complete, bytes.count <= Int(Int32.max) else { return nil }
        self.runs = runs
        self.bytes = bytes
    }
}
