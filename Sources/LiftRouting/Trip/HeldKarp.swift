import LiftCore

/// Held-Karp dynamic programming over subsets: the exact best order, O(2^m * m^2) for m free stops.
enum HeldKarp {
    static func order(_ c: [[Int64]], _ mode: Optimize) -> [Int] {
        let n = c.count
        let fixedLast = mode == .keepFirstLast
        let free = Array(1..<(fixedLast ? n - 1 : n))
        let m = free.count
        guard m > 0 else { return Array(0..<n) }
        let full = (1 << m) - 1
        let infinity = Int64.max / 4
        // Flat costs between free stops: the inner loop runs 2^m * m^2 times.
        var w = [Int64](repeating: 0, count: m * m)
        for j in 0..<m { for k in 0..<m { w[j * m + k] = c[free[j]][free[k]] } }
        var dp = [Int64](repeating: infinity, count: (1 << m) * m)
        var parent = [Int8](repeating: -1, count: (1 << m) * m)
        for j in 0..<m { dp[(1 << j) * m + j] = c[0][free[j]] }
        w.withUnsafeBufferPointer { w in
            dp.withUnsafeMutableBufferPointer { dp in
                parent.withUnsafeMutableBufferPointer { parent in
                    for mask in 1...full {
                        let row = mask * m
                        for j in 0..<m where mask & (1 << j) != 0 {
                            let here = dp[row + j]
                            guard here < infinity else { continue }
                            var rest = full & ~mask
                            while rest != 0 {
                                let k = rest.trailingZeroBitCount
                                rest &= rest - 1
                                let slot = (mask | (1 << k)) * m + k
                                let candidate = here + w[j * m + k]
                                if candidate < dp[slot] {
                                    dp[slot] = candidate
                                    parent[slot] = Int8(j)
                                }
                            }
                        }
                    }
                }
            }
        }
        var bestEnd = 0, best = infinity
        for j in 0..<m {
            var total = dp[full * m + j]
            if mode == .roundTrip { total += c[free[j]][0] }
            if fixedLast { total += c[free[j]][n - 1] }
            if total < best { best = total; bestEnd = j }
        }
        var order = [Int]()
        var mask = full, j = bestEnd
        while j >= 0 {
            order.append(free[j])
            let p = Int(parent[mask * m + j])
            mask &= ~(1 << j)
            j = p
        }
        return [0] + order.reversed() + (fixedLast ? [n - 1] : [])
    }
}
