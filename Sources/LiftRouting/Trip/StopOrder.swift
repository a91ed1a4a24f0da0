import LiftCore

/// Orders stops by a cost matrix: exact (Held-Karp) up to `exactLimit` stops, otherwise farthest
/// insertion improved by 2-opt and Or-opt. Costs are any non-negative integers (asymmetric allowed).
public enum StopOrder {
    public static let exactLimit = 16

    /// The visiting order as input indices (a round trip's return to the first stop is implied).
    public static func order(_ c: [[Int64]], _ mode: Optimize) -> [Int] {
        let n = c.count
        guard n > 2 || (n == 2 && mode == .roundTrip) else { return Array(0..<n) }
        switch mode {
        case .none: return Array(0..<n)
        default:
            return n <= exactLimit ? HeldKarp.order(c, mode) : LocalSearch.order(c, mode)
        }
    }

    /// The cost of visiting `order` (plus the way back for a round trip).
    public static func cost(_ order: [Int], _ c: [[Int64]], _ mode: Optimize) -> Int64 {
        var total: Int64 = 0
        for i in 1..<max(1, order.count) { total += c[order[i - 1]][order[i]] }
        if mode == .roundTrip, let last = order.last, let first = order.first { total += c[last][first] }
        return total
    }
}
