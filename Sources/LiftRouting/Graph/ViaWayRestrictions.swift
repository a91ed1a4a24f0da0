/// type=restriction relations via ways (from F, via V1 ... Vk in order, to T): the manoeuvre
/// F -> along the via ways -> T is forbidden (no_*) or the only way on (only_*), while each turn
/// alone stays allowed (F -> V1 is fine when the driver then goes elsewhere, Vk -> T is fine for
/// one who did not come from F). An edge-based graph cannot say this with turns alone, so the arcs
/// along the via ways from F's end to T's are copied (as OSRM does): F's turn onto V1 leads to the
/// copies, the copies continue along the chain as the originals do and may leave it anywhere on
/// the way, and only the last copy's turns onto T are changed. The copies are extra arcs of the RoadGraph (same segment, weight and length) after the
/// originals, so segments still name their original arcs (snapping starts on those).
struct ViaWayRestrictions {
    /// The arcs of each way, in its node order: ways add their arcs consecutively.
    let wayArcs: [Range<Int>]
    let arcWay: [Int32]
    let raw: RawNetwork

    /// Applies what can be applied; returns how many were.
    func apply(_ g: inout RoadGraph, _ t: inout TurnGraph) -> Int {
        var applied = 0
        var redirected = Set<Int64>()   // turns (from arc, onto arc) already sent to copies
        var copies = [(original: Int32, turns: [(target: Int32, weight: UInt32)])]()
        for r in raw.viaWayRestrictions {
            guard let path = viaPath(r, g), let first = path.first else { continue }
            // The arcs of F that arrive where the path starts, and their turns onto its first arc.
            let entries = arcs(of: r.fromWay).filter { g.arcTo[$0] == g.arcFrom[Int(first)] }
            var turns = [(arc: Int, edge: Int)]()
            for y in entries {
                for e in t.edges(of: y) where t.target[e] == first { turns.append((y, e)) }
            }
            // No way onto V from F there (already forbidden), or F's turn is already sent to the
            // copies of another restriction: not applied.
            guard !turns.isEmpty, turns.allSatisfy({ !redirected.contains(Int64($0.arc) << 32 | Int64(first)) }) else { continue }
            let base = g.arcCount + copies.count
            for (i, x) in path.enumerated() {
                var list = [(target: Int32, weight: UInt32)]()
                for e in t.edges(of: Int(x)) {
                    let y = t.target[e]
                    if i + 1 < path.count {
                        list.append((y == path[i + 1] ? Int32(clamping: base + i + 1) : y, t.weight[e]))
                    } else {
                        let onTo = arcWay.indices.contains(Int(y)) && arcWay[Int(y)] == r.toWay
                        if r.only == onTo { list.append((y, t.weight[e])) }
                    }
                }
                copies.append((x, list))
            }
            for (y, e) in turns {
                t.target[e] = Int32(clamping: base)
                redirected.insert(Int64(y) << 32 | Int64(first))
            }
            applied += 1
        }
        guard !copies.isEmpty else { return applied }
        for (x, list) in copies {
            let i = Int(x)
            g.arcFrom.append(g.arcFrom[i]); g.arcTo.append(g.arcTo[i]); g.arcSegment.append(g.arcSegment[i])
            g.arcWeight.append(g.arcWeight[i]); g.arcLength.append(g.arcLength[i])
            g.arcDuration.append(g.arcDuration.indices.contains(i) ? g.arcDuration[i] : g.arcWeight[i])
            for (y, w) in list { t.target.append(y); t.weight.append(w) }
            t.start.append(Int32(clamping: t.target.count))
        }
        return applied
    }

    private func arcs(of way: Int32) -> [Int] {
        wayArcs.indices.contains(Int(way)) ? Array(wayArcs[Int(way)]) : []
    }

    /// The arcs along the via ways, each from the node it shares with the way before it (F or the
    /// previous via way) to the node it shares with the way after it (the next via way or T); nil
    /// when that is not one clear, drivable, connected stretch.
    private func viaPath(_ r: RawNetwork.ViaWayRestriction, _ g: RoadGraph) -> [Int32]? {
        let ways = raw.ways
        let chain = [r.fromWay] + r.viaWays + [r.toWay]
        guard !r.viaWays.isEmpty, chain.allSatisfy({ ways.indices.contains(Int($0)) }) else { return nil }
        func ends(_ w: Int32) -> [Int32] { [ways[Int(w)].nodes.first, ways[Int(w)].nodes.last].compactMap { $0 } }
        var path = [Int32]()
        for (k, viaWay) in r.viaWays.enumerated() {
            let via = ways[Int(viaWay)].nodes
            // Where a neighbour meets this via way: an end of either that the other passes exactly once.
            func meeting(_ w: Int32) -> Int? {
                let other = ways[Int(w)].nodes
                var hits = Set(ends(w)).compactMap { n in via.count(where: { $0 == n }) == 1 ? via.firstIndex(of: n) : nil }
                if hits.isEmpty {
                    hits = Set(ends(viaWay)).compactMap { n in other.count(where: { $0 == n }) == 1 ? via.firstIndex(of: n) : nil }
                }
                return hits.count == 1 ? hits.first : nil
            }
            guard chain.indices.contains(k + 2), let a = meeting(chain[k]), let b = meeting(chain[k + 2]), a != b else { return nil }
            let step = a < b ? 1 : -1
            var i = a
            while i != b {
                let from = via[i], to = via[i + step]
                guard let x = arcs(of: viaWay).first(where: { g.arcFrom[$0] == from && g.arcTo[$0] == to }) else { return nil }
                // Each via way picks up where the one before it ended.
                if let last = path.last, i == a, g.arcTo[Int(last)] != from { return nil }
                path.append(Int32(clamping: x))
                i += step
            }
        }
        return path
    }
}
