import XCTest
@testable import LiftRouting
import LiftCore

/// Stop order against brute force over every permutation, on random asymmetric matrices.
final class StopOrderTests: XCTestCase {
    private func randomMatrix(_ n: Int, _ rng: inout Fixtures.SplitMix) -> [[Int64]] {
        (0..<n).map { i in (0..<n).map { j in i == j ? 0 : Int64.random(in: 1...10_000, using: &rng) } }
    }

    private func bruteForce(_ c: [[Int64]], _ mode: Optimize) -> Int64 {
        let n = c.count
        let fixedLast = mode == .keepFirstLast
        var middle = Array(1..<(fixedLast ? n - 1 : n))
        var best = Int64.max
        func permute(_ k: Int) {
            if k == middle.count {
                let order = [0] + middle + (fixedLast ? [n - 1] : [])
                best = min(best, StopOrder.cost(order, c, mode))
                return
            }
            for i in k..<middle.count {
                middle.swapAt(k, i)
                permute(k + 1)
                middle.swapAt(k, i)
            }
        }
        permute(0)
        return best
    }

    func test_stopOrder_upToNineStopsEveryMode_equalsBruteForceOptimum() {
        var rng = Fixtures.SplitMix(state: 42)
        for n in 3...9 {
            for mode in [Optimize.keepFirstLast, .keepFirst, .roundTrip] {
                for _ in 0..<3 {
                    let c = randomMatrix(n, &rng)
                    let order = StopOrder.order(c, mode)
                    XCTAssertEqual(order.sorted(), Array(0..<n))
                    XCTAssertEqual(order.first, 0)
                    if mode == .keepFirstLast { XCTAssertEqual(order.last, n - 1) }
                    XCTAssertEqual(StopOrder.cost(order, c, mode), bruteForce(c, mode), "n=\(n) mode=\(mode)")
                }
            }
        }
    }

    func test_stopOrder_modeNone_keepsInputOrder() {
        var rng = Fixtures.SplitMix(state: 1)
        XCTAssertEqual(StopOrder.order(randomMatrix(6, &rng), .none), [0, 1, 2, 3, 4, 5])
    }

    func test_stopOrder_localSearchOnNineStops_isAPermutationWithinTenPercentOfOptimum() {
        var rng = Fixtures.SplitMix(state: 9)
        for mode in [Optimize.keepFirstLast, .keepFirst, .roundTrip] {
            let c = randomMatrix(9, &rng)
            let order = LocalSearch.order(c, mode)
            XCTAssertEqual(order.sorted(), Array(0..<9))
            XCTAssertEqual(order.first, 0)
            XCTAssertLessThanOrEqual(Double(StopOrder.cost(order, c, mode)), Double(bruteForce(c, mode)) * 1.10)
        }
    }

    func test_stopOrder_seventeenStops_usesHeuristicAndReturnsEveryStopOnce() {
        var rng = Fixtures.SplitMix(state: 17)
        let c = randomMatrix(17, &rng)
        for mode in [Optimize.keepFirstLast, .keepFirst, .roundTrip] {
            let order = StopOrder.order(c, mode)
            XCTAssertEqual(order.sorted(), Array(0..<17))
            if mode == .keepFirstLast { XCTAssertEqual(order.last, 16) }
        }
    }
}
