/// Beyond Held-Karp's reach: farthest insertion, then 2-opt (segment reversal) and Or-opt
/// (moving runs of 1-3 stops) until no move improves, then restarts from double-bridge kicks.
/// Works on asymmetric costs by re-costing.
enum LocalSearch {
    static func order(_ c: [[Int64]], _ mode: Optimize) -> [Int] {
        let n = c.count
        let fixedLast = mode == .keepFirstLast
        var tour = fixedLast ? [0, n - 1] : [0]
        var pending = Set(1..<(fixedLast ? n - 1 : n))
        // Farthest insertion: the stop farthest from the tour goes in where it costs least.
        while !pending.isEmpty {
            var far = -1, farCost: Int64 = -1
            for k in pending.sorted() {
                let nearest = tour.map { min(c[$0][k], c[k][$0]) }.min() ?? 0
                if nearest > farCost { farCost = nearest; far = k }
            }
            pending.remove(far)
            var bestAt = tour.count, bestCost = Int64.max
            let last = fixedLast ? tour.count - 1 : tour.count
            for i in 1...last {
                let prev = tour[i - 1]
                let added: Int64
                if i < tour.count {
                    added = c[prev][far] + c[far][tour[i]] - c[prev][tour[i]]
                } else {
                    added = c[prev][far] + (mode == .roundTrip ? c[far][0] - c[prev][0] : 0)
                }
                if added < bestCost { bestCost = added; bestAt = i }
            }
            tour.insert(far, at: bestAt)
        }
        improve(&tour, c, mode)
        return restarts(tour, c, mode)
    }

    /// Iterated local search: kick the best tour with a double bridge (three cuts, middle runs
    /// swapped: what 2-opt and Or-opt cannot undo in one move), improve, keep it if cheaper.
    /// A fixed seed: the same stops always get the same order.
    static func restarts(_ start: [Int], _ c: [[Int64]], _ mode: Optimize) -> [Int] {
        var best = start, bestCost = StopOrder.cost(start, c, mode)
        let lo = 1, hi = mode == .keepFirstLast ? start.count - 2 : start.count - 1
        guard hi - lo >= 3 else { return best }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<restartCount(start.count) {
            var cuts = [lo + next(hi - lo + 1), lo + next(hi - lo + 1), lo + next(hi - lo + 1)].sorted()
            if cuts[0] == cuts[1] || cuts[1] == cuts[2] { cuts = [lo, (lo + hi) / 2, hi] }
            let a = cuts[0], b = cuts[1], e = cuts[2]
            var tour = Array(best[..<a]) + Array(best[b...e]) + Array(best[a..<b]) + Array(best[(e + 1)...])
            improve(&tour, c, mode)
            let cost = StopOrder.cost(tour, c, mode)
            if cost < bestCost { best = tour; bestCost = cost }
        }
        return best
    }

    /// Fewer kicks as tours grow: each improvement pass costs about n^3.
    static func restartCount(_ n: Int) -> Int { max(4, min(40, 60_000 / max(1, n * n))) }

    static func improve(_ tour: inout [Int], _ c: [[Int64]], _ mode: Optimize) {
        let lo = 1, hi = mode == .keepFirstLast ? tour.count - 2 : tour.count - 1
        guard hi > lo else { return }
        var best = StopOrder.cost(tour, c, mode)
        var improved = true
        while improved {
            improved = false
            for i in lo..<hi {
                for j in (i + 1)...hi {
                    var candidate = tour
                    candidate[i...j].reverse()
                    let cost = StopOrder.cost(candidate, c, mode)
                    if cost < best { best = cost; tour = candidate; improved = true }
                }
            }
            for length in 1...3 {
                for i in lo...hi where i + length - 1 <= hi {
                    var rest = tour
                    let run = Array(rest[i..<(i + length)])
                    rest.removeSubrange(i..<(i + length))
                    let restHi = hi - length
                    guard restHi >= lo - 1 else { continue }
                    for at in lo...(restHi + 1) where at != i {
                        var candidate = rest
                        candidate.insert(contentsOf: run, at: at)
                        let cost = StopOrder.cost(candidate, c, mode)
                        if cost < best { best = cost; tour = candidate; improved = true }
                    }
                }
            }
        }
    }
}
