#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Each chain's part of an encoded polyline at one precision: the deltas from its first arc's
/// start through every arc's end. They are the same wherever a route enters the chain (it enters
/// at that start), so a route's polyline copies the chains it drives whole instead of encoding
/// vertex by vertex: fewer instructions, and a few contiguous reads per chain instead of two
/// scattered ones per vertex (what a route's time is made of when other work has emptied the
/// caches). Made block by block (8 chains, BlockTable) the first time a route copies one of the
/// block's chains, so no route pays for a pass over the whole network.
final class ChainPolylines: @unchecked Sendable {
    /// Chain c's run: bytes[start ..< start + count], and its last vertex rounded as the encoder
    /// rounds it (where the encoder stands after it), with its number of arcs: one 24-byte
    /// record, one cache line read per chain a route copies. A count below zero: a vertex
    /// rounds past 32 bits (a damaged network's), the chain is encoded vertex by vertex.
    struct Run: Sendable {
        var start: Int
        var end: SIMD2<Int32>
        var count: Int32
        var arcs: Int32
    }
    /// The chains' count.
    let count: Int
    private let table: BlockTable<Run, Void>
    /// Room for the most every chain's bytes can take, mapped: each block made appends its
    /// chains' bytes after the last block's (`used`, under the table's lock), so memory is
    /// committed only for the bytes written, packed block after block, and a reader
    /// holds no reference.
    private let bytes: UnsafeMutablePointer<UInt8>
    private let byteCount: Int
    private let used: UnsafeMutablePointer<Int>

    /// Nil when the arrays do not describe the chains' arcs (never for a network's own) or the
    /// runs' memory cannot be had. `failures`: as ChainTotals'.
    init?(_ chains: Chains, _ g: RoadGraph, precision: Int, failures: ChunkFailures? = nil) {
        guard g.arcTo.count == chains.chainOf.count, g.arcFrom.count == g.arcTo.count, chains.arcs.count == g.arcTo.count else { return nil }
        count = chains.count
        let factor = precision == 6 ? 1e6 : 1e5
        let (room, overflow) = max(chains.arcs.count, 1).multipliedReportingOverflow(by: Self.pointRoom)
        guard !overflow else { return nil }
        let p = mmap(nil, room, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let p, p != MAP_FAILED else { return nil }
        let bytes = p.bindMemory(to: UInt8.self, capacity: room)
        let used = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        used.initialize(to: 0)
        guard let table = BlockTable<Run, Void>(count: chains.count, empty: (), failures: failures, make: { range, out in
            Self.make(range, into: out, UnsafeMutableBufferPointer(start: bytes, count: room), used, chains, g, factor: factor)
        }) else {
            munmap(p, room)
            used.deallocate()
            return nil
        }
        self.bytes = bytes
        self.used = used
        byteCount = room
        self.table = table
    }

    deinit {
        munmap(bytes, byteCount)
        used.deallocate()
    }

    /// The most one point takes: 2 * 13 bytes.
    private static var pointRoom: Int { 2 * Polyline.maxBytesPerValue }

    /// Calls body with chain c's run and the bytes its start counts from (c within 0..<count:
    /// the caller checks).
    @inline(__always)
    func withRun<R>(_ c: Int, _ body: (Run, UnsafeBufferPointer<UInt8>) -> R) -> R {
        body(table.record(c), UnsafeBufferPointer(start: bytes, count: byteCount))
    }

    /// Whether chain c's block is made and kept (tests).
    func isMade(_ c: Int) -> Bool { table.isMade(c) }

    /// One block's runs (from `out`, the range's first), its bytes written in `room` from `used`,
    /// which then stands after them; nil for an arc or a vertex past the graph, or no room left
    /// (blocks of a damaged network made again and again).
    private static func make(_ range: Range<Int>, into out: UnsafeMutablePointer<Run>, _ room: UnsafeMutableBufferPointer<UInt8>,
                             _ used: UnsafeMutablePointer<Int>, _ chains: Chains, _ g: RoadGraph, factor: Double) -> Void? {
        guard let firstChain = range.first, let lastChain = range.last else { return () }
        let arcs = g.arcTo.count, vertices = g.coordinates.count
        let base = chains.range(firstChain).lowerBound, end = chains.range(lastChain).upperBound
        let at = used.pointee
        guard base >= 0, base <= end, end <= chains.arcs.count, (end - base) * pointRoom <= room.count - at else { return nil }
        var sink = Polyline.Sink(UnsafeMutableBufferPointer(rebasing: room[at ..< at + (end - base) * pointRoom]), factor: 1)
        func rounded(_ v: Int) -> (lat: Int64, lon: Int64) {
            let p = g.coordinates[v]
            return (Polyline.rounded(p.lat * factor), Polyline.rounded(p.lon * factor))
        }
        for c in range {
            let r = chains.range(c)
            let from = at + sink.at
            out[c - firstChain] = Run(start: from, end: SIMD2(0, 0), count: 0, arcs: Int32(truncatingIfNeeded: r.count))
            guard let first = r.first else { continue }
            let a = Int(chains.arcs[first])
            guard a >= 0, a < arcs, case let v = Int(g.arcFrom[a]), v >= 0, v < vertices else { return nil }
            let origin = rounded(v)
            sink.restart(lat: origin.lat, lon: origin.lon)
            var last = origin, fits = true
            for i in r {
                let a = Int(chains.arcs[i])
                guard a >= 0, a < arcs, case let v = Int(g.arcTo[a]), v >= 0, v < vertices else { return nil }
                last = rounded(v)
                fits = fits && Int64(Int32(truncatingIfNeeded: last.lat)) == last.lat && Int64(Int32(truncatingIfNeeded: last.lon)) == last.lon
                sink.add(lat: last.lat, lon: last.lon)
            }
            out[c - firstChain].count = fits ? Int32(truncatingIfNeeded: at + sink.at - from) : -1
            out[c - firstChain].end = SIMD2(Int32(truncatingIfNeeded: last.lat), Int32(truncatingIfNeeded: last.lon))
        }
        used.pointee = at + sink.at
        return ()
    }
}
