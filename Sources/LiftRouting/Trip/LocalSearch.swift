/// Beyond Held-Karp's reach: farthest insertion, then 2-opt (segment reversal) and Or-opt
/// (moving runs of 1-3 stops) until no move improves. Works on asymmetric costs by re-costing.
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
        return tour
    }

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
