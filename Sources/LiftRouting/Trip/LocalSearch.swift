import LiftCore

/// Beyond Held-Karp's reach: farthest insertion, then 2-opt (segment reversal) and Or-opt
/// (moving runs of 1-3 stops) until no move improves, then restarts from double-bridge kicks.
/// Works on asymmetric costs.
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

    /// Fewer kicks as tours grow: each improvement pass costs about n^2 moves.
    static func restartCount(_ n: Int) -> Int { max(8, min(100, 250_000 / max(1, n * n))) }

    /// 2-opt and Or-opt to a local optimum. Moves are priced by their change only (O(1) each; a
    /// reversal's inner cost is kept as a running sum since costs may be asymmetric).
    static func improve(_ tour: inout [Int], _ c: [[Int64]], _ mode: Optimize) {
        let count = tour.count
        let lo = 1, hi = mode == .keepFirstLast ? count - 2 : count - 1
        guard hi > lo else { return }
        let closes = mode == .roundTrip
        var improved = true
        while improved {
            improved = false
            // The stop after position p, or nil at an open end.
            func after(_ t: [Int], _ p: Int) -> Int? { p + 1 < t.count ? t[p + 1] : (closes ? t[0] : nil) }
            for i in lo..<hi {
                var forward: Int64 = 0, backward: Int64 = 0
                for j in (i + 1)...hi {
                    forward += c[tour[j - 1]][tour[j]]
                    backward += c[tour[j]][tour[j - 1]]
                    let prev = tour[i - 1], next = after(tour, j)
                    let old = c[prev][tour[i]] + forward + (next.map { c[tour[j]][$0] } ?? 0)
                    let new = c[prev][tour[j]] + backward + (next.map { c[tour[i]][$0] } ?? 0)
                    if new < old {
                        tour[i...j].reverse()
                        improved = true
                        forward = 0; backward = 0
                        for p in (i + 1)...j {
                            forward += c[tour[p - 1]][tour[p]]
                            backward += c[tour[p]][tour[p - 1]]
                        }
                    }
                }
            }
            for length in 1...3 {
                var i = lo
                while i + length - 1 <= hi {
                    let first = tour[i], last = tour[i + length - 1]
                    let prev = tour[i - 1], next = after(tour, i + length - 1)
                    let removed = c[prev][first] + (next.map { c[last][$0] - c[prev][$0] } ?? 0)
                    var rest = tour
                    rest.removeSubrange(i..<(i + length))
                    let restHi = hi - length
                    var bestAt = -1, bestGain: Int64 = 0
                    if restHi + 1 >= lo {
                        for at in lo...(restHi + 1) where at != i {
                            let a = rest[at - 1], b: Int? = at < rest.count ? rest[at] : (closes ? rest[0] : nil)
                            let added = c[a][first] + (b.map { c[last][$0] - c[a][$0] } ?? 0)
                            if removed - added > bestGain { bestGain = removed - added; bestAt = at }
                        }
                    }
                    if bestAt >= 0 {
                        rest.insert(contentsOf: tour[i..<(i + length)], at: bestAt)
                        tour = rest
                        improved = true
                    }
                    i += 1
                }
            }
        }
    }

}
