/// A binary min-heap of (key, node) with lazy deletion: stale entries are skipped by the caller.
struct MinHeap {
    private(set) var keys: [Int64] = []
    private(set) var nodes: [Int32] = []

    var isEmpty: Bool { keys.isEmpty }
    var minKey: Int64? { keys.first }

    mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
        nodes.removeAll(keepingCapacity: true)
    }

    mutating func push(_ key: Int64, _ node: Int32) {
        keys.append(key)
        nodes.append(node)
        let last = keys.count - 1
        keys.withUnsafeMutableBufferPointer { k in
            nodes.withUnsafeMutableBufferPointer { v in
                guard let kb = k.baseAddress, let vb = v.baseAddress else { return }
                HeapOrder.siftUp(kb, vb, from: last)
            }
        }
    }

    mutating func pop() -> (key: Int64, node: Int32)? {
        guard let key = keys.first, let node = nodes.first else { return nil }
        let lastKey = keys.removeLast(), lastNode = nodes.removeLast()
        if !keys.isEmpty {
            keys[0] = lastKey
            nodes[0] = lastNode
            keys.withUnsafeMutableBufferPointer { k in
                nodes.withUnsafeMutableBufferPointer { v in
                    guard let kb = k.baseAddress, let vb = v.baseAddress else { return }
                    HeapOrder.siftDown(kb, vb, count: k.count)
                }
            }
        }
        return (key, node)
    }
}

/// The heap order shared by MinHeap and QueryHeap (so both pop equal keys in the same order),
/// on parallel key and node storage of at least `count` (siftDown) or `i + 1` (siftUp) entries.
enum HeapOrder {
    /// Moves entry i up to its place.
    @inline(__always)
    static func siftUp(_ keys: UnsafeMutablePointer<Int64>, _ nodes: UnsafeMutablePointer<Int32>, from i: Int) {
        var i = i
        while i > 0 {
            let parent = (i - 1) / 2
            guard keys[parent] > keys[i] else { break }
            swap(keys, nodes, parent, i)
            i = parent
        }
    }

    /// Moves the root down to its place among `count` entries.
    @inline(__always)
    static func siftDown(_ keys: UnsafeMutablePointer<Int64>, _ nodes: UnsafeMutablePointer<Int32>, count n: Int) {
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < n && keys[l] < keys[m] { m = l }
            if r < n && keys[r] < keys[m] { m = r }
            if m == i { break }
            swap(keys, nodes, m, i)
            i = m
        }
    }

    @inline(__always)
    private static func swap(_ keys: UnsafeMutablePointer<Int64>, _ nodes: UnsafeMutablePointer<Int32>, _ i: Int, _ j: Int) {
        let k = keys[i], v = nodes[i]
        keys[i] = keys[j]; nodes[i] = nodes[j]
        keys[j] = k; nodes[j] = v
    }
}
