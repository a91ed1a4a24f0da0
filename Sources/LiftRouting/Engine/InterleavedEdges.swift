import Synchronization

/// A Hierarchy's edges as the point-to-point query reads them: node x's up edges, then its down
/// edges, in one run. A settled node's search relaxes one of the two lists and stalls on the
/// other; side by side they share cache lines, and one bounds record (`bounds[2x...2x+2]`)
/// replaces two CSR lookups. On the synthetic city, with the caches evicted before each call,
/// a query's search missed the last-level cache 639 times instead of 740 (BENCHMARKS: "Cold
/// caches"). The form a network keeps and stores (LIFTNET4): the builder's Hierarchy is
/// converted once at import, and a reopen reads these arrays as they are. `halves` name edges in
/// this layout.
struct InterleavedEdges: Sendable {
    /// Node x's up edges are bounds[2x] ..< bounds[2x + 1], its down edges bounds[2x + 1] ..< bounds[2x + 2].
    /// Read lazily with the edges since LIFTNET9 (checked chunk by chunk: NetworkCodec.boundsCheck).
    let bounds: Column<Int32>
    /// The records of a network built or read whole; empty when `chunks` holds them.
    private let wholeArcs: [Hierarchy.Arc]
    private let wholeHalves: [Hierarchy.Halves]
    /// The records of a network read lazily (LIFTNET5), read chunk by chunk as queries touch them.
    let chunks: EdgeChunks?

    /// Arrays read from a store: NetworkCodec checks them (2n + 1 non-decreasing bounds from 0 to
    /// the edge count, a halves record per edge) before anything reads them.
    init(bounds: Column<Int32>, arcs: [Hierarchy.Arc], halves: [Hierarchy.Halves]) {
        self.bounds = bounds
        wholeArcs = arcs
        wholeHalves = halves
        chunks = nil
    }

    /// Bounds checked by NetworkCodec (2n + 1 non-decreasing offsets from 0 to chunks.count,
    /// whole or chunk by chunk); each chunk of edges is checked when first read.
    init(bounds: Column<Int32>, chunks: EdgeChunks) {
        self.bounds = bounds
        wholeArcs = []
        wholeHalves = []
        self.chunks = chunks
    }

    /// Every edge's records. For a network read lazily this reads every chunk and copies them:
    /// the encoder and tests only, never a query.
    var arcs: [Hierarchy.Arc] { chunks?.copies().0 ?? wholeArcs }
    var halves: [Hierarchy.Halves] { chunks?.copies().1 ?? wholeHalves }
    var edgeCount: Int { chunks?.count ?? wholeArcs.count }
    /// Chunks that failed over the network's life (0 for a network held whole).
    var failures: Int { chunks?.failures.load(ordering: .relaxed) ?? 0 }

    var nodeCount: Int { max(0, (bounds.count - 1) / 2) }

    /// Node x's up or down edges, checked (empty for x out of range or bounds that do not fit).
    func up(_ x: Int) -> Range<Int> { run(2 * x) }
    func down(_ x: Int) -> Range<Int> { run(2 * x + 1) }

    private func run(_ i: Int) -> Range<Int> {
        guard i >= 0, i + 1 < bounds.count, bounds[i] >= 0, bounds[i] <= bounds[i + 1], Int(bounds[i + 1]) <= edgeCount
        else { return 0..<0 }
        return Int(bounds[i])..<Int(bounds[i + 1])
    }

    /// Edges that are not original turns (an original turn's record alone has `first` == -1).
    var shortcutCount: Int { chunks?.shortcuts ?? wholeHalves.reduce(0) { $0 + ($1.first != -1 ? 1 : 0) } }

    init(_ h: Hierarchy) {
        if let wellFormed = InterleavedEdges(wellFormed: h) {
            self = wellFormed
            return
        }
        let n = h.nodeCount
        var bounds = [Int32](), arcs = [Hierarchy.Arc](), oldHalves = [(Hierarchy.Halves)]()
        bounds.reserveCapacity(2 * n + 1)
        arcs.reserveCapacity(h.up.arcs.count + h.down.arcs.count)
        oldHalves.reserveCapacity(h.up.arcs.count + h.down.arcs.count)
        // Where each up and down edge lands; an edge outside its arrays (a damaged hierarchy
        // built in memory) lands nowhere and keeps an id no record has.
        var upAt = [Int32](repeating: Int32.max, count: h.up.arcs.count)
        var downAt = [Int32](repeating: Int32.max, count: h.down.arcs.count)
        func copy(_ edges: Hierarchy.Edges, _ x: Int, _ at: inout [Int32]) {
            for e in edges.range(x) where edges.arcs.indices.contains(e) && at.indices.contains(e) {
                at[e] = Int32(truncatingIfNeeded: arcs.count)
                arcs.append(edges.arcs[e])
                oldHalves.append(edges.halves.indices.contains(e) ? edges.halves[e] : Hierarchy.Halves(first: -1, second: -1))
            }
        }
        for x in 0..<n {
            bounds.append(Int32(truncatingIfNeeded: arcs.count))
            copy(h.up, x, &upAt)
            bounds.append(Int32(truncatingIfNeeded: arcs.count))
            copy(h.down, x, &downAt)
        }
        bounds.append(Int32(truncatingIfNeeded: arcs.count))
        // A half that is an edge id (>= 0) names a down edge (first) or an up edge (second);
        // a leaf (< -1) and an original turn's record (first == -1) stay as they are.
        func moved(_ p: Int32, _ at: [Int32]) -> Int32 {
            guard p >= 0 else { return p }
            return at.indices.contains(Int(p)) ? at[Int(p)] : Int32.max
        }
        self.bounds = Column(bounds)
        wholeArcs = arcs
        chunks = nil
        wholeHalves = oldHalves.map { r in
            r.first == -1 ? r : Hierarchy.Halves(first: moved(r.first, downAt), second: moved(r.second, upAt))
        }
    }

    /// The layout of a hierarchy whose up and down CSRs are well formed (n + 1 non-decreasing
    /// starts from 0 to their edge count, a halves record per edge), as the builder makes them and
    /// decode checks them: every position is computed, nothing is appended, and no temporary but
    /// the two maps from old to new edge ids is made. It runs at every reopen, where the append
    /// loop above was a visible part of the time; nil for any other hierarchy (then the loop above).
    private init?(wellFormed h: Hierarchy) {
        let n = h.nodeCount, up = h.up, down = h.down
        let upCount = up.arcs.count, downCount = down.arcs.count
        guard up.start.count == n + 1, down.start.count == n + 1, up.halves.count == upCount, down.halves.count == downCount,
              up.start.first == 0, down.start.first == 0, Int(up.start[n]) == upCount, Int(down.start[n]) == downCount,
              upCount <= Int(Int32.max) - downCount,
              !zip(up.start, up.start.dropFirst()).contains(where: { $0 > $1 }),
              !zip(down.start, down.start.dropFirst()).contains(where: { $0 > $1 })
        else { return nil }
        let total = upCount + downCount
        // x's up edges move by the down edges of the nodes below x; its down edges by the up edges of x and below.
        func moves(_ edges: Hierarchy.Edges, by other: UnsafeBufferPointer<Int32>, _ shift: Int) -> [Int32] {
            edges.start.withUnsafeBufferPointer { start in
                [Int32](unsafeUninitializedCapacity: edges.arcs.count) { at, written in
                    for x in 0..<n {
                        let by = other[x &+ shift]
                        for e in Int(start[x])..<Int(start[x &+ 1]) { at[e] = Int32(truncatingIfNeeded: e) &+ by }
                    }
                    written = edges.arcs.count
                }
            }
        }
        let upAt = down.start.withUnsafeBufferPointer { moves(up, by: $0, 0) }
        let downAt = up.start.withUnsafeBufferPointer { moves(down, by: $0, 1) }
        bounds = Column(up.start.withUnsafeBufferPointer { us in
            down.start.withUnsafeBufferPointer { ds in
                [Int32](unsafeUninitializedCapacity: 2 * n + 1) { b, written in
                    for x in 0..<n {
                        b[2 &* x] = us[x] &+ ds[x]
                        b[2 &* x &+ 1] = us[x &+ 1] &+ ds[x]
                    }
                    b[2 &* n] = Int32(truncatingIfNeeded: total)
                    written = 2 * n + 1
                }
            }
        })
        func moved(_ p: Int32, _ at: UnsafeBufferPointer<Int32>) -> Int32 {
            guard p >= 0 else { return p }
            return Int(p) < at.count ? at[Int(p)] : Int32.max
        }
        var arcs = [Hierarchy.Arc](), halves = [Hierarchy.Halves]()
        upAt.withUnsafeBufferPointer { upAt in
            downAt.withUnsafeBufferPointer { downAt in
                arcs = [Hierarchy.Arc](unsafeUninitializedCapacity: total) { a, written in
                    halves = [Hierarchy.Halves](unsafeUninitializedCapacity: total) { hv, halvesWritten in
                        for (edges, at) in [(up, upAt), (down, downAt)] {
                            edges.arcs.withUnsafeBufferPointer { arcs in
                                edges.halves.withUnsafeBufferPointer { old in
                                    for e in 0..<arcs.count {
                                        let to = Int(at[e]), r = old[e]
                                        a[to] = arcs[e]
                                        hv[to] = r.first == -1 ? r : Hierarchy.Halves(first: moved(r.first, downAt), second: moved(r.second, upAt))
                                    }
                                }
                            }
                        }
                        halvesWritten = total
                    }
                    written = total
                }
            }
        }
        wholeArcs = arcs
        wholeHalves = halves
        chunks = nil
    }

    /// Taken once per search: the query's loops then read the bounds and records in place.
    func withFlat<R>(_ body: (FlatInterleaved) -> R) -> R {
        bounds.withLazyBuffer { b, boundsLoaded, boundsColumn in
            if let chunks {
                // Unretained: `self` holds the chunks while body runs, and a view passed by value
                // through the query's loops then costs no reference counting.
                return withExtendedLifetime(chunks) {
                    body(FlatInterleaved(bounds: b, arcs: UnsafeBufferPointer(start: chunks.arcs, count: chunks.count),
                                         halves: UnsafeBufferPointer(start: chunks.halves, count: chunks.count),
                                         loaded: chunks.loaded, chunks: Unmanaged.passUnretained(chunks),
                                         boundsLoaded: boundsLoaded, boundsColumn: boundsColumn))
                }
            }
            // Edges held whole come with bounds held whole (built, or a layout read whole).
            return wholeArcs.withUnsafeBufferPointer { a in
                wholeHalves.withUnsafeBufferPointer { hv in
                    body(FlatInterleaved(bounds: b, arcs: a, halves: hv, loaded: nil, chunks: nil, boundsLoaded: nil, boundsColumn: nil))
                }
            }
        }
    }
}

/// InterleavedEdges as unsafe views, for the query's inner loops. Reading them without bounds
/// checks is sound because the layout is made by `InterleavedEdges.init` from a Hierarchy:
/// 2n + 1 non-decreasing bounds ending at the edge count, whatever that hierarchy holds; arc
/// targets are checked against n where they are read (a damaged hierarchy may hold any), and
/// `halves` is read only at checked indices.
struct FlatInterleaved {
    let bounds: UnsafeBufferPointer<Int32>
    let arcs: UnsafeBufferPointer<Hierarchy.Arc>
    let halves: UnsafeBufferPointer<Hierarchy.Halves>
    /// Where records are read lazily (each run or record made ready before it is read): the
    /// chunks' flags, and the chunks for those not read yet. nil for records held whole.
    let loaded: UnsafeMutablePointer<Atomic<UInt8>>?
    let chunks: Unmanaged<EdgeChunks>?
    /// The same for `bounds` when they are read lazily (LIFTNET9): nil when held whole.
    let boundsLoaded: UnsafeMutablePointer<Atomic<UInt8>>?
    let boundsColumn: Unmanaged<CheckedColumn<Int32>>?

    /// Makes node x's bounds and edges (up and down, x below n) readable; false when one of their
    /// chunks is damaged or gone (the caller then reads none of them: a bounds chunk that failed
    /// reads as zeros, which need not be in order with its neighbour's).
    /// Read first: a node's edges lie in one chunk read before, nearly always.
    @inline(__always)
    func ready(_ x: Int) -> Bool {
        if let boundsLoaded {
            let i = 2 &* x
            if boundsLoaded[i &>> CheckedColumn<Int32>.shift].load(ordering: .acquiring) == 0
                || boundsLoaded[(i &+ 2) &>> CheckedColumn<Int32>.shift].load(ordering: .acquiring) == 0,
               boundsColumn?._withUnsafeGuaranteedRef({ $0.ensure(i..<(i &+ 3)) }) == false { return false }
        }
        guard let loaded else { return true }
        let from = Int(bounds[2 &* x]), to = Int(bounds[2 &* x &+ 2])
        let k = from >> EdgeChunks.shift
        if to > from, (to &- 1) >> EdgeChunks.shift == k, loaded[k].load(ordering: .acquiring) != 0 { return true }
        return chunks?._withUnsafeGuaranteedRef { $0.ensure(from..<to) } ?? true
    }

    /// The same for edge e (within 0..<halves.count).
    @inline(__always)
    func ready(edge e: Int) -> Bool {
        guard let loaded else { return true }
        if loaded[e >> EdgeChunks.shift].load(ordering: .acquiring) != 0 { return true }
        return chunks?._withUnsafeGuaranteedRef { $0.ensure(e..<(e &+ 1)) } ?? true
    }

    /// Node x's up edges (x below n).
    @inline(__always)
    func up(_ x: Int) -> Range<Int> { Int(bounds[2 &* x])..<Int(bounds[2 &* x &+ 1]) }
    /// Node x's down edges (x below n).
    @inline(__always)
    func down(_ x: Int) -> Range<Int> { Int(bounds[2 &* x &+ 1])..<Int(bounds[2 &* x &+ 2]) }
}

extension Hierarchy {
    /// The builder's form (up and down CSRs, halves naming edges per direction) of a network's
    /// query layout: the inverse of InterleavedEdges.init, for tests and the hierarchy's digest.
    /// A half that names no edge of the direction it should, or none at
    /// all, becomes Int32.max (no record has that id).
    init(rank: [Int32], node: [Int32], _ lazy: InterleavedEdges) {
        self.init()
        let q = lazy.chunks.map { c in
            let (arcs, halves) = c.copies()
            return InterleavedEdges(bounds: lazy.bounds, arcs: arcs, halves: halves)
        } ?? lazy
        self.rank = rank
        self.node = node
        let n = rank.count
        var local = [Int32](repeating: Int32.max, count: q.arcs.count), isUp = [Bool](repeating: false, count: q.arcs.count)
        for x in 0..<n {
            for (runs, upward) in [(q.up(x), true), (q.down(x), false)] {
                for i in runs {
                    local[i] = Int32(truncatingIfNeeded: upward ? up.arcs.count : down.arcs.count)
                    isUp[i] = upward
                    if upward { up.arcs.append(q.arcs[i]) } else { down.arcs.append(q.arcs[i]) }
                    let r = i < q.halves.count ? q.halves[i] : Halves(first: -1, second: -1)
                    if upward { up.halves.append(r) } else { down.halves.append(r) }
                }
            }
            up.start.append(Int32(truncatingIfNeeded: up.arcs.count))
            down.start.append(Int32(truncatingIfNeeded: down.arcs.count))
        }
        func moved(_ p: Int32, upward: Bool) -> Int32 {
            guard p >= 0 else { return p }
            return Int(p) < local.count && isUp[Int(p)] == upward ? local[Int(p)] : Int32.max
        }
        func remap(_ r: Halves) -> Halves {
            r.first == -1 ? r : Halves(first: moved(r.first, upward: false), second: moved(r.second, upward: true))
        }
        up.halves = up.halves.map(remap)
        down.halves = down.halves.map(remap)
    }
}
