/// One leg of a route: cost, distance and the arcs it drives (first and last partly).
public struct Leg: Sendable {
    /// What the route minimised (ms): the duration plus penalties that are not travel time.
    public var weight: Int64
    public var duration: Double
    public var distance: Double
    var arcs: [Int32]
    var start: Coordinate
    var end: Coordinate
    var startAlong: Double
    var endAlong: Double
    /// For a path over chains: the chains driven whole, which follow the first `head` arcs
    /// (ChainPolylines copies them); empty for a leg along one chain.
    var wholeChains: [Int32] = []
    var head = 0

    /// The polyline of the leg: the snapped start, the arc ends passed, the snapped end.
    func points(_ g: RoadGraph) -> [Coordinate] {
        var out = [Coordinate]()
        out.reserveCapacity(arcs.count + 1)
        forEachPoint(g, withStart: true) { out.append($0) }
        return out
    }

    /// The leg's polyline point by point (without its start when that is the previous leg's end).
    @inline(__always)
    func forEachPoint(_ g: RoadGraph, withStart: Bool, _ body: (Coordinate) -> Void) {
        if withStart { body(start) }
        forEachVertex(g) { body(g.coordinates[$0]) }
        body(end)
    }

    /// The vertices the leg passes between its snapped ends (each arc's end but the last's),
    /// as indices into the graph's coordinates.
    @inline(__always)
    func forEachVertex(_ g: RoadGraph, _ body: (Int) -> Void) {
        g.arcTo.withReader { arcTo in
            for a in arcs.dropLast() {
                let i = Int(a)
                guard arcTo.contains(i) else { continue }
                let v = Int(arcTo[i])
                guard g.coordinates.indices.contains(v) else { continue }
                body(v)
            }
        }
    }

    /// The length driven (m) and the part of the arcs' weight that is not travel time (ms: a
    /// way's rate below 1), in one pass over the arcs, the first and last only in part. Each sum
    /// adds its terms in the same order as before it was one pass (first, last, then the middle
    /// in order), so the figures stay the same to the last bit.
    static func totals(_ arcs: [Int32], startAlong: Double, endAlong: Double, _ g: RoadGraph) -> (distance: Double, weightOnly: Int64) {
        g.arcWeight.withReader { weight in
            g.arcDuration.withReader { duration in
                g.arcLength.withReader { length in arcTotals(arcs, startAlong: startAlong, endAlong: endAlong, length, weight, duration) }
            }
        }
    }

    /// totals' pass, over the columns' readers (a value each per arc).
    private static func arcTotals(_ arcs: [Int32], startAlong: Double, endAlong: Double, _ length: Column<Float>.Reader,
                                  _ weight: Column<UInt32>.Reader, _ duration: Column<UInt32>.Reader) -> (distance: Double, weightOnly: Int64) {
        guard let first = arcs.first, let last = arcs.last else { return (0, 0) }
        let rated = duration.count == weight.count
        func excess(_ a: Int32) -> Double { Double(weight[Int(a)]) - Double(duration[Int(a)]) }
        if arcs.count == 1 {
            let part = max(0, endAlong - startAlong)
            return (Double(length[Int(first)]) * part, rated ? Int64((excess(first) * part).rounded()) : 0)
        }
        var d = Double(length[Int(first)]) * (1 - startAlong) + Double(length[Int(last)]) * endAlong
        guard rated else {
            for a in arcs.dropFirst().dropLast() { d += Double(length[Int(a)]) }
            return (d, 0)
        }
        var w = excess(first) * (1 - startAlong) + excess(last) * endAlong
        for a in arcs.dropFirst().dropLast() {
            d += Double(length[Int(a)])
            w += excess(a)
        }
        return (d, Int64(w.rounded()))
    }

    /// The same for a leg over chains: the chains driven whole add their sums (ChainTotals), the
    /// other arcs their own; the middle's terms in driving order. The weight-only part sums whole
    /// milliseconds (exact), the length may differ from the arc-by-arc sum in its last bits.
    static func totals(_ arcs: [Int32], startAlong: Double, endAlong: Double, _ g: RoadGraph, head: Int,
                       wholeChains: [Int32], _ chains: Chains, _ sums: ChainTotals) -> (distance: Double, weightOnly: Int64) {
        guard arcs.count >= 2, !wholeChains.isEmpty, head >= 1, g.arcDuration.count == g.arcWeight.count else {
            return totals(arcs, startAlong: startAlong, endAlong: endAlong, g)
        }
        return g.arcWeight.withReader { weight in
            g.arcDuration.withReader { duration in
                g.arcLength.withReader { length in
                    chainTotals(arcs, startAlong: startAlong, endAlong: endAlong, length, weight, duration, head: head,
                                wholeChains: wholeChains, sums)
                }
            }
        }
    }

    /// totals' pass over chains, over the columns' readers.
    private static func chainTotals(_ arcs: [Int32], startAlong: Double, endAlong: Double, _ length: Column<Float>.Reader,
                                    _ weight: Column<UInt32>.Reader, _ duration: Column<UInt32>.Reader, head: Int,
                                    wholeChains: [Int32], _ sums: ChainTotals) -> (distance: Double, weightOnly: Int64) {
        func excess(_ a: Int) -> Double { Double(weight[a]) - Double(duration[a]) }
        let first = Int(arcs[0]), last = Int(arcs[arcs.count - 1])
        var d = Double(length[first]) * (1 - startAlong) + Double(length[last]) * endAlong
        var w = excess(first) * (1 - startAlong) + excess(last) * endAlong
        var k = 1
        let middleEnd = arcs.count - 1
        while k < min(head, middleEnd) {
            let a = Int(arcs[k])
            d += Double(length[a])
            w += excess(a)
            k += 1
        }
        for c in wholeChains {
            guard c >= 0, Int(c) < sums.count else { continue }
            let r = sums.record(Int(c))
            d += r.length
            w += r.weightOnly
            k += Int(r.arcs)
        }
        while k < middleEnd {
            let a = Int(arcs[k])
            d += Double(length[a])
            w += excess(a)
            k += 1
        }
        return (d, Int64(w.rounded()))
    }
}
