import LiftCore

/// The stored hierarchy's checks: rank a permutation and `node` its inverse, bounds a CSR over
/// 2n runs, each edge stored in the hierarchy's order. Whole at decode for the layouts that hold
/// rank and bounds in the head (LIFTNET4 to 8); chunk by chunk as routes read them since
/// LIFTNET9, where rank, node and bounds are stored columns too.
extension NetworkCodec {
    /// The hierarchy: the rank a permutation, bounds a CSR over 2n runs, a halves record
    /// per edge, then the order checks (`upward(rank:node:edges:)`).
    static func interleaved(_ b: inout ByteReader, nodes a: Int) throws -> ([Int32], [Int32], InterleavedEdges) {
        let rank = try b.array(Int32.self)
        let bounds = try b.array(Int32.self)
        let arcs = try b.records(Hierarchy.Arc.self), halves = try b.records(Hierarchy.Halves.self)
        guard rank.count == a, csr(bounds, nodes: 2 * a, edges: arcs.count), halves.count == arcs.count,
              let node = inverse(rank)
        else { throw ByteReader.Truncated() }
        let edges = InterleavedEdges(bounds: Column(bounds), arcs: arcs, halves: halves)
        guard upward(rank: rank, node: node, edges: edges) else { throw ByteReader.Truncated() }
        return (rank, node, edges)
    }

    /// The chunked layouts' hierarchy before LIFTNET9: rank and bounds read whole and checked
    /// here as in `interleaved`, each chunk of edges by `chunkInOrder` when first read.
    static func chunked(_ b: inout ByteReader, nodes a: Int, _ source: NetworkChunkSource) throws
        -> (Column<Int32>, Column<Int32>, InterleavedEdges) {
        let rank = try b.array(Int32.self)
        let bounds = try b.array(Int32.self)
        let count = try b.u64(), shortcuts = try b.u64()
        let sums = try b.array(UInt64.self)
        guard count <= UInt64(Int32.max), shortcuts <= count, rank.count == a,
              csr(bounds, nodes: 2 * a, edges: Int(count)), let node = inverse(rank)
        else { throw ByteReader.Truncated() }
        let r = Column(rank), x = Column(node), s = Column(bounds), fences = fences(of: s)
        guard let chunks = EdgeChunks(count: Int(count), sums: sums, shortcuts: Int(shortcuts), source: source,
                                      check: { chunkInOrder($0, $1, $2, rank: r, node: x, bounds: s, fences: fences) })
        else { throw ByteReader.Truncated() }
        return (r, x, InterleavedEdges(bounds: s, chunks: chunks))
    }

    /// Each bounds chunk's first value (CheckedColumn's chunks), as LIFTNET9's head holds them:
    /// with them a chunk of bounds is checked alone (`boundsCheck`) and an edge's node found
    /// reading one chunk (`chunkInOrder`).
    static func fences(of bounds: Column<Int32>) -> [Int32] {
        stride(from: 0, to: bounds.count, by: CheckedColumn<Int32>.perChunk).map { bounds[$0] }
    }

    /// The head's fences for 2n + 1 bounds ending at `edges`: one per chunk, from 0, non-decreasing, none past `edges`.
    static func fencesFit(_ fences: [Int32], nodes: Int, edges: Int) -> Bool {
        guard fences.count == CheckedColumn<Int32>.chunkCount(2 * nodes + 1), fences.first == 0 else { return false }
        for i in fences.indices.dropFirst() where fences[i - 1] > fences[i] { return false }
        return Int(fences[fences.count - 1]) <= edges
    }

    /// A chunk of bounds: non-decreasing, from its fence up to the next (the last chunk up to the
    /// edge count, its last value that count). Every chunk read then lies in order with every
    /// other, whichever were read, so a node's runs never end before they start.
    static func boundsCheck(fences: [Int32], edges: Int) -> CheckedColumn<Int32>.Check {
        { first, values in
            let k = first >> CheckedColumn<Int32>.shift
            guard k < fences.count, let head = values.first, let last = values.last, head == fences[k] else { return false }
            let end = k + 1 < fences.count ? Int(fences[k + 1]) : edges
            guard Int(last) <= end, k + 1 < fences.count || Int(last) == edges else { return false }
            for i in values.indices.dropFirst() where values[i - 1] > values[i] { return false }
            return true
        }
    }

    /// `upward`'s checks for the edges first ..< first + arcs.count alone, reading only the
    /// chunks of bounds they touch (a chunk of them damaged or gone fails this one too). Bounds
    /// are in order (whole, or chunk by chunk against `fences`). Where rank and node are stored
    /// columns (LIFTNET9) a leaf's rank and x's own node are not compared: the search settles
    /// nodes spread over the whole hierarchy, so those reads would touch a chunk of each per
    /// node settled, most of both columns. A leaf is still a node in range (unpacking ends at it)
    /// and every chunk is checked against its checksum; a path leaves through node checked as
    /// rank's inverse (HierarchyQuery).
    static func chunkInOrder(_ first: Int, _ arcs: UnsafeBufferPointer<Hierarchy.Arc>, _ halves: UnsafeBufferPointer<Hierarchy.Halves>,
                             rank: Column<Int32>, node: Column<Int32>, bounds: Column<Int32>, fences: [Int32]) -> Bool {
        let n = rank.count, shift = CheckedColumn<Int32>.shift
        guard arcs.count == halves.count, node.count == n, bounds.count == 2 * n + 1, first >= 0, !fences.isEmpty else { return false }
        // The bounds chunk k holding edge `first`'s node: the last whose fence is at most `first`.
        // Bounds before it end at or below `first`, bounds past its end above it, so the node is
        // the lowest x in that chunk's range whose runs end past `first`.
        var lo = 0, hi = fences.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(fences[mid]) > first { hi = mid } else { lo = mid + 1 }
        }
        let k = max(lo - 1, 0)
        lo = max(0, (k << shift) / 2 - 1)
        hi = min(n, ((k + 1) << shift) / 2)
        while lo < hi {
            let mid = (lo + hi) / 2
            guard let end = bounds.checked(2 * mid + 2) else { return false }
            if Int(end) > first { hi = mid } else { lo = mid + 1 }
        }
        var x = lo
        let lazy = rank.isStored || node.isStored
        for i in 0..<arcs.count {
            let e = first + i
            while x < n {
                guard let end = bounds.checked(2 * x + 2) else { return false }
                if Int(end) > e { break }
                x += 1
            }
            guard x < n, Int(arcs[i].target) > x, Int(arcs[i].target) < n,
                  let below = bounds.checked(2 * x), let mid = bounds.checked(2 * x + 1)
            else { return false }
            if lazy {
                guard inOrder(halves[i], at: x, own: nil, isUp: e < Int(mid), below: below, n: n, rank: { _ in Int32.min }) else { return false }
            } else {
                guard let own = node.checked(x),
                      inOrder(halves[i], at: x, own: own, isUp: e < Int(mid), below: below, n: n, rank: { rank.checked($0) })
                else { return false }
            }
        }
        return true
    }

    /// The hierarchy's order: an edge stored at x (up or down) leads to a higher CH id below n;
    /// a shortcut's halves are edge ids stored at nodes below x (below bounds[2x]: unpacking then
    /// only descends, and ends), or leaves in range, a first leaf leading to a node ranked below
    /// x. An original turn's record names the TurnGraph node it leads to, for a down edge x's own.
    /// Whether an edge id names an up or a down edge is not checked: unpacking reads either the
    /// same way, so only the answer of a damaged store could be wrong, never the process. Runs
    /// after the CSR checks: bounds hold 2n + 1 non-decreasing offsets from 0 to the edge count,
    /// and rank and node n entries each.
    static func upward(rank: [Int32], node: [Int32], edges: InterleavedEdges) -> Bool {
        let n = rank.count
        // Bounds read lazily are read whole first: the loop below reads them in place.
        guard node.count == n, edges.bounds.count == 2 * n + 1, edges.bounds.ensureAll(), edges.halves.count == edges.arcs.count
        else { return false }
        return rank.withUnsafeBufferPointer { rank in
            node.withUnsafeBufferPointer { node in
                edges.withFlat { e in
                    for x in 0..<n {
                        let below = e.bounds[2 &* x], mid = Int(e.bounds[2 &* x &+ 1]), own = node[x]
                        for i in Int(below)..<Int(e.bounds[2 &* x &+ 2]) {
                            guard Int(e.arcs[i].target) > x, Int(e.arcs[i].target) < n else { return false }
                            guard inOrder(e.halves[i], at: x, own: own, isUp: i < mid, below: below, n: n, rank: { rank[$0] })
                            else { return false }
                        }
                    }
                    return true
                }
            }
        }
    }

    /// CH id -> TurnGraph node, when rank is a permutation (each rank used once: the query's
    /// meeting and unpacking order nodes by CH id).
    static func inverse(_ rank: [Int32]) -> [Int32]? {
        var node = [Int32](repeating: -1, count: rank.count)
        for (x, r) in rank.enumerated() {
            guard node.indices.contains(Int(r)), node[Int(r)] < 0 else { return nil }
            node[Int(r)] = Int32(truncatingIfNeeded: x)
        }
        return node
    }

    /// One edge's halves record at CH id x (own: x's TurnGraph node), in the order `upward`
    /// checks: an original turn names a node in range (a down edge's: x's own); an edge-id half
    /// lies below `below` (where x's own edges start), a first leaf leads to a node ranked below
    /// x, a second leaf (on a down edge) to x's own node. `rank` gives a node's CH id, nil when
    /// its chunk is damaged or gone; `own` nil: not compared (see chunkInOrder).
    @inline(__always)
    private static func inOrder(_ half: Hierarchy.Halves, at x: Int, own: Int32?, isUp: Bool, below: Int32, n: Int,
                                rank: (Int) -> Int32?) -> Bool {
        typealias Halves = Hierarchy.Halves
        if half.first == -1 {   // an original turn: the TurnGraph node it leads to
            return half.second >= 0 && Int(half.second) < n && (isUp || own.map { half.second == $0 } ?? true)
        }
        if half.first < -1 {
            let leaf = Halves.leafNode(half.first)
            guard leaf >= 0, Int(leaf) < n, let r = rank(Int(leaf)), Int(r) < x else { return false }
        } else {
            guard half.first < below else { return false }
        }
        if half.second < -1 {
            let leaf = Halves.leafNode(half.second)
            return leaf >= 0 && Int(leaf) < n && (isUp || own.map { leaf == $0 } ?? true)
        }
        return half.second >= 0 && half.second < below
    }
}
