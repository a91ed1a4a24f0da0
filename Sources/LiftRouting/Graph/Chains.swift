/// The TurnGraph's chains: maximal runs of arcs x -> y where x has one turn only (onto y) and y
/// can be entered from x only, as along a road through the shape nodes between two junctions.
/// About 80% of a city's arcs sit inside such runs; the hierarchy is built over chains (one node
/// each, as OSRM compresses its graph before contracting), so it is ~5x smaller, a search
/// settles fewer nodes and a path unpacks into whole chains copied from one flat array.
/// Derived from the TurnGraph alone at import (and at the reopen of a layout before LIFTNET7);
/// stored since, as columns read lazily (a reopen then derives nothing).
struct Chains: Sendable {
    /// Chain c's arcs, in driving order: arcs[start[c] ..< start[c + 1]].
    let start: Column<Int32>
    let arcs: Column<Int32>
    /// Arc -> its chain, and arc -> its index in `arcs`.
    let chainOf: Column<Int32>
    let slot: Column<Int32>

    /// Stored columns (NetworkCodec), each chunk checked when read.
    init(start: Column<Int32>, arcs: Column<Int32>, chainOf: Column<Int32>, slot: Column<Int32>) {
        self.start = start
        self.arcs = arcs
        self.chainOf = chainOf
        self.slot = slot
    }

    var count: Int { max(0, start.count - 1) }

    /// A chain's costs inside it must fit the hierarchy's 32-bit weights: a run whose turns add
    /// up to more is cut there (never on real roads: 2^31 ms is 24 days).
    static let maxInnerWeight: Int64 = 1 << 31

    /// The chains of a valid TurnGraph (CSR checked: every target below its node count). Runs at
    /// every reopen: over buffers, every read in range (n + 1 starts, targets below n).
    init(_ t: TurnGraph) {
        let n = t.nodeCount
        var start: [Int32] = [0], arcs = [Int32](repeating: 0, count: n)
        var chainOf = [Int32](repeating: -1, count: n), slot = [Int32](repeating: 0, count: n)
        // next[x]: the arc x runs on into inside its chain, or -1; a head is an arc no arc runs into.
        var next = [Int32](repeating: -1, count: n), isHead = [Bool](repeating: true, count: n)
        t.start.withUnsafeBufferPointer { ts in
            t.target.withUnsafeBufferPointer { tt in
                t.weight.withUnsafeBufferPointer { tw in
                    // 0, 1 or 2 for "more": a byte a node (a reopen's time is mostly first writes to fresh memory).
                    var inDegree = [UInt8](repeating: 0, count: n)
                    inDegree.withUnsafeMutableBufferPointer { inDegree in
                        for y in tt where y >= 0 && Int(y) < n && inDegree[Int(y)] < 2 { inDegree[Int(y)] &+= 1 }
                        next.withUnsafeMutableBufferPointer { next in
                            isHead.withUnsafeMutableBufferPointer { isHead in
                                for x in 0..<n where ts[x + 1] &- ts[x] == 1 {
                                    let e = Int(ts[x])
                                    guard e >= 0, e < tt.count else { continue }
                                    let y = tt[e]
                                    guard y >= 0, Int(y) < n, Int(y) != x, inDegree[Int(y)] == 1 else { continue }
                                    next[x] = y
                                    isHead[Int(y)] = false
                                }
                            }
                        }
                    }
                    var count = 0
                    start = [Int32](unsafeUninitializedCapacity: n + 1) { starts, written in
                        starts[0] = 0
                        next.withUnsafeBufferPointer { next in
                            isHead.withUnsafeBufferPointer { isHead in
                                chainOf.withUnsafeMutableBufferPointer { chainOf in
                                    arcs.withUnsafeMutableBufferPointer { arcs in
                                        slot.withUnsafeMutableBufferPointer { slot in
                                            var filled = 0
                                            // Heads first; what is left then lies on closed loops of
                                            // single turns (a one-way ring with no exit), each cut at
                                            // its lowest arc. A run is also cut where its inner cost
                                            // would leave 32 bits.
                                            for pass in 0..<2 {
                                                for head in 0..<n where pass == 0 ? isHead[head] : chainOf[head] < 0 {
                                                    var x = head, inner: Int64 = 0
                                                    while true {
                                                        chainOf[x] = Int32(truncatingIfNeeded: count)
                                                        arcs[filled] = Int32(truncatingIfNeeded: x)
                                                        slot[x] = Int32(truncatingIfNeeded: filled)
                                                        filled &+= 1
                                                        let y = Int(next[x])
                                                        guard y >= 0, chainOf[y] < 0, filled < n else { break }
                                                        // x runs on into y: its one turn, ts[x].
                                                        let e = Int(ts[x])
                                                        let w = e < tw.count ? Int64(tw[e]) : 0
                                                        if inner &+ w > Chains.maxInnerWeight {
                                                            count &+= 1
                                                            starts[count] = Int32(truncatingIfNeeded: filled)
                                                            inner = 0
                                                        } else {
                                                            inner &+= w
                                                        }
                                                        x = y
                                                    }
                                                    count &+= 1
                                                    starts[count] = Int32(truncatingIfNeeded: filled)
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                        written = count + 1
                    }
                }
            }
        }
        self.start = Column(start)
        self.arcs = Column(arcs)
        self.chainOf = Column(chainOf)
        self.slot = Column(slot)
    }

    /// Chain c's range in `arcs` (c in range). Empty where a damaged stored chunk left its
    /// starts out of order (that route is refused).
    @inline(__always)
    func range(_ c: Int) -> Range<Int> {
        let lower = Int(start[c])
        return lower..<max(lower, Int(start[c + 1]))
    }

    /// The cost from the start of the arc at `arcs[from]` to the start of the arc at `arcs[to]`
    /// (same chain, from <= to): the turns between them, each the only turn of its arc.
    /// The run of arcs is read as one buffer and the turn graph's columns through readers:
    /// seeds and legs call this on every chain they touch.
    @inline(__always)
    func cost(from: Int, to: Int, _ t: TurnGraph) -> Int64 {
        guard from < to else { return 0 }
        return arcs.withRange(from..<to) { run in
            t.start.withReader { start in
                t.weight.withReader { weight in
                    var sum: Int64 = 0
                    for a in run {
                        let e = Int(start[Int(a)])
                        if e >= 0, e < weight.count { sum += Int64(weight[e]) }
                    }
                    return sum
                }
            }
        }
    }

    /// The graph the hierarchy is built over: node c is chain c; an edge c -> d is a turn from
    /// c's last arc onto d's first, weighted with the run along c plus that turn.
    func graph(_ t: TurnGraph) -> TurnGraph {
        var g = TurnGraph()
        g.start.reserveCapacity(count + 1)
        for c in 0..<count {
            let r = range(c)
            guard let lastSlot = r.last else { g.start.append(g.start[c]); continue }
            let inner = cost(from: r.lowerBound, to: lastSlot, t)
            for e in t.edges(of: Int(arcs[lastSlot])) {
                let y = Int(t.target[e])
                g.target.append(chainOf[y])
                g.weight.append(UInt32(clamping: inner + Int64(t.weight[e])))
            }
            g.start.append(Int32(truncatingIfNeeded: g.target.count))
        }
        return g
    }

    /// The arcs from arc `from` to arc `to` along their chain (`to` not behind `from`).
    func arcs(from: Int32, to: Int32) -> [Int32] {
        guard slot.indices.contains(Int(from)), slot.indices.contains(Int(to)), slot[Int(from)] <= slot[Int(to)] else { return [] }
        return arcs.withRange(Int(slot[Int(from)])..<Int(slot[Int(to)]) + 1) { Array($0) }
    }

    /// How many arcs from arc `from` to its chain's end (itself included).
    func restOfChain(from: Int32) -> Int {
        guard slot.indices.contains(Int(from)) else { return 0 }
        return max(0, range(Int(chainOf[Int(from)])).upperBound - Int(slot[Int(from)]))
    }

    /// The arcs of a path over chains: from arc `from` to its chain's end, every chain of `path`
    /// but the last whole (the first is the one after `from`'s), and the last up to arc `to`.
    /// Copied range by range into one buffer (a route drives hundreds of chains).
    func arcs(from: Int32, path: [Int32], to: Int32) -> [Int32] {
        guard slot.indices.contains(Int(from)), slot.indices.contains(Int(to)) else { return [] }
        let first = Int(chainOf[Int(from)]), last = Int(chainOf[Int(to)])
        // Empty where a damaged stored chunk put a slot outside its chain (that route is refused).
        let headStart = Int(slot[Int(from)]), headEnd = range(first).upperBound
        let tailStart = range(last).lowerBound, tailEnd = Int(slot[Int(to)]) + 1
        let head = headStart..<max(headStart, headEnd), tail = tailStart..<max(tailStart, tailEnd)
        let all = arcs, count = self.count
        // The path's chains' starts through a reader: twice per chain, hundreds of chains a route.
        return start.withReader { start in
            func range(_ c: Int) -> Range<Int> {
                let lower = Int(start[c])
                return lower..<max(lower, Int(start[c + 1]))
            }
            var room = head.count + tail.count
            for c in path.dropLast() where c >= 0 && Int(c) < count { room += range(Int(c)).count }
            return [Int32](unsafeUninitializedCapacity: room) { out, written in
                guard let to = out.baseAddress else { return }
                var at = 0
                func copy(_ r: Range<Int>) {
                    guard r.lowerBound >= 0, r.upperBound <= all.count, r.count <= room - at else { return }
                    all.copy(r, to: to + at)
                    at += r.count
                }
                copy(head)
                for c in path.dropLast() where c >= 0 && Int(c) < count { copy(range(Int(c))) }
                copy(tail)
                written = at
            }
        }
    }
}
