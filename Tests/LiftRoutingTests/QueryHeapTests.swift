import XCTest
@testable import LiftRouting

/// The CH query's heap must pop exactly as MinHeap does, equal keys included: which of two
/// equally fast paths a route takes depends on that order, so answers stay the same across builds.
final class QueryHeapTests: XCTestCase {
    /// A fixed pseudo-random sequence (no global generator: the test is the same on every run).
    private struct Sequence {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    func test_queryHeap_manyEqualKeysInterleaved_popsInMinHeapOrder() {
        var reference = MinHeap()
        let heap = QueryHeap(capacity: 2)   // small, so it grows several times
        var random = Sequence(state: 7)
        var popped = 0
        for step in 0..<20_000 {
            if random.next(3) < 2 {
                let key = Int64(random.next(40)), node = Int32(step)
                reference.push(key, node)
                heap.push(key, node)
            } else {
                let want = reference.pop(), got = heap.pop()
                XCTAssertEqual(want?.key, got?.key, "step \(step)")
                XCTAssertEqual(want?.node, got?.node, "step \(step)")
                if want != nil { popped += 1 }
            }
            XCTAssertEqual(reference.minKey, heap.minKey, "step \(step)")
        }
        while let want = reference.pop() {
            let got = heap.pop()
            XCTAssertEqual(want.key, got?.key)
            XCTAssertEqual(want.node, got?.node)
        }
        XCTAssertNil(heap.pop())
        XCTAssertGreaterThan(popped, 1000)
    }

    func test_queryHeap_removeAll_startsEmptyAndReusable() {
        let heap = QueryHeap()
        for k in (0..<100).reversed() { heap.push(Int64(k), Int32(k)) }
        heap.removeAll()
        XCTAssertNil(heap.minKey)
        XCTAssertNil(heap.pop())
        heap.push(5, 1)
        heap.push(3, 2)
        XCTAssertEqual(heap.pop()?.node, 2)
        XCTAssertEqual(heap.pop()?.node, 1)
        XCTAssertNil(heap.pop())
    }
}
