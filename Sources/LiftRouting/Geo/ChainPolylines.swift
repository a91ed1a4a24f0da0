/// Each chain's part of an encoded polyline at one precision: the deltas from its first arc's
/// start through every arc's end. They are the same wherever a route enters the chain (it enters
/// at that start), so a route's polyline copies the chains it drives whole instead of encoding
/// vertex by vertex: fewer instructions, and a few contiguous reads per chain instead of two
/// scattered ones per vertex (what a route's time is made of when other work has emptied the
/// caches). Made block by block (64 chains, BlockTable) the first time a route copies one of the
/// block's chains, so no route pays for a pass over the whole network.
final class ChainPolylines: Sendable {
    /// Chain c's run: its block's bytes[start ..< start + count], and its last vertex rounded as
    /// the encoder rounds it (where the encoder stands after it), with its number of arcs: one
    /// 16-byte record, one cache line read per chain a route copies. A count below zero: a
    /// vertex rounds past 32 bits (a damaged network's), the chain is encoded vertex by vertex.
    struct Run: Sendable {
        var start: Int32
        var count: Int32
        var end: SIMD2<Int32>
        var arcs: Int32
    }
    /// The chains' count.
    let count: Int
    /// The runs, and each block's encoded bytes.
    private let table: BlockTable<Run, [UInt8]>

    /// Nil when the arrays do not describe the chains' arcs (never for a network's own) or the
    /// runs' memory cannot be had. `failures`: as ChainTotals'.
    init?(_ chains: Chains, _ g: RoadGraph, precision: Int, failures: ChunkFailures? = nil) {
        guard g.arcTo.count == chains.chainOf.count, g.arcFrom.count == g.arcTo.count, chains.arcs.count == g.arcTo.count else { return nil }
        count = chains.count
        let factor = precision == 6 ? 1e6 : 1e5
        guard let table = BlockTable<Run, [UInt8]>(count: chains.count, empty: [], failures: failures, make: { range, out in
            Self.make(range, into: out, chains, g, factor: factor)
        }) else { return nil }
        self.table = table
    }

    /// Calls body with chain c's run and its block's bytes (c within 0..<count: the caller checks).
    @inline(__always)
    func withRun<R>(_ c: Int, _ body: (Run, UnsafeBufferPointer<UInt8>) -> R) -> R {
        let run = table.record(c)
        return table.extra(c).withUnsafeBufferPointer { body(run, $0) }
    }

    /// Whether chain c's block is made and kept (tests).
    func isMade(_ c: Int) -> Bool { table.isMade(c) }

    /// One block's runs (from `out`, the range's first) and bytes; nil for an arc or a vertex
    /// past the graph.
    private static func make(_ range: Range<Int>, into out: UnsafeMutablePointer<Run>, _ chains: Chains, _ g: RoadGraph,
                             factor: Double) -> [UInt8]? {
        let arcs = g.arcTo.count, vertices = g.coordinates.count
        var room = 0
        for c in range { room += chains.range(c).count }
        var valid = true
        // One point is at most 2 * 13 bytes.
        let bytes = [UInt8](unsafeUninitializedCapacity: room * 2 * Polyline.maxBytesPerValue) { buffer, written in
            var sink = Polyline.Sink(buffer, factor: 1)
            func rounded(_ v: Int) -> (lat: Int64, lon: Int64) {
                let p = g.coordinates[v]
                return (Polyline.rounded(p.lat * factor), Polyline.rounded(p.lon * factor))
            }
            for c in range {
                let r = chains.range(c)
                let from = Int32(truncatingIfNeeded: sink.at)
                out[c - range.lowerBound] = Run(start: from, count: 0, end: SIMD2(0, 0), arcs: Int32(truncatingIfNeeded: r.count))
                guard let first = r.first else { continue }
                let a = Int(chains.arcs[first])
                guard a >= 0, a < arcs, case let v = Int(g.arcFrom[a]), v >= 0, v < vertices else { valid = false; break }
                let origin = rounded(v)
                sink.restart(lat: origin.lat, lon: origin.lon)
                var end = origin, fits = true
                for i in r {
                    let a = Int(chains.arcs[i])
                    guard a >= 0, a < arcs, case let v = Int(g.arcTo[a]), v >= 0, v < vertices else { valid = false; break }
                    end = rounded(v)
                    fits = fits && Int64(Int32(truncatingIfNeeded: end.lat)) == end.lat && Int64(Int32(truncatingIfNeeded: end.lon)) == end.lon
                    sink.add(lat: end.lat, lon: end.lon)
                }
                guard valid else { break }
                out[c - range.lowerBound].count = fits ? Int32(truncatingIfNeeded: sink.at) &- from : -1
                out[c - range.lowerBound].end = SIMD2(Int32(truncatingIfNeeded: end.lat), Int32(truncatingIfNeeded: end.lon))
            }
            written = sink.at
        }
        return valid ? bytes : nil
    }
}
